import { describe, expect, it } from 'vitest';
import type { PublicBookingPage } from '../domain/public-booking/contract';
import { addDays, customerProblems, dateStrip, formatDuration, groupByCategory, hoursLines, noTimesSentence, staffFor, CUSTOMER_LIMITS } from './book-view';

const service = (id: string, category: string | null) => ({ id, name: id, price: 40, duration: 45, category, description: null });
const salon = { name: 'Lotus Nails', address: '1 Main St, Springfield', phone: '+1 555 010 0100', time_zone: 'America/New_York' };

describe('the date strip', () => {
  it('runs from the salon’s today through max_advance_days, across months and a leap day', () => {
    const days = dateStrip('2028-02-27', 3);
    expect(days.map((d) => d.date)).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01']);
    expect(days[0]).toMatchObject({ weekday: 'Today', day: '27 Feb', label: 'Sunday 27 February 2028' });
    expect(days[3]).toMatchObject({ weekday: 'Wed', day: '1 Mar' });
    expect(dateStrip('2026-12-31', 90)).toHaveLength(91);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('services by category', () => {
  it('keeps the order categories first appear in, the uncategorised last', () => {
    const groups = groupByCategory([service('gel', 'Manicure'), service('file', null), service('spa', 'Pedicure'), service('french', 'Manicure')]);
    expect(groups.map((g) => [g.category, g.services.map((s) => s.id)])).toEqual([
      ['Manicure', ['gel', 'french']],
      ['Pedicure', ['spa']],
      ['Other services', ['file']],
    ]);
    expect(groupByCategory([service('file', null)]).map((g) => g.category)).toEqual(['Services']);
  });

  it('writes durations in hours and minutes', () => {
    expect([45, 60, 90].map(formatDuration)).toEqual(['45 min', '1 hr', '1 hr 30 min']);
  });

  it('offers as technicians only the members who do the service', () => {
    const page = {
      staff: [
        { id: 'a', name: 'Ana', service_ids: ['gel'] },
        { id: 'b', name: 'Bea', service_ids: ['spa'] },
      ],
    } as PublicBookingPage;
    expect(staffFor(page, 'gel').map((m) => m.name)).toEqual(['Ana']);
    expect(staffFor(page, null)).toEqual([]);
  });

  it('lists the hours Monday first, closed days said so', () => {
    const lines = hoursLines([
      { day_of_week: 0, open_time: null, close_time: null, is_closed: true },
      { day_of_week: 1, open_time: '09:00', close_time: '18:00', is_closed: false },
    ]);
    expect(lines[0]).toBe('Monday: 09:00 – 18:00');
    expect(lines[6]).toBe('Sunday: Closed');
  });
});

describe('a day without free times', () => {
  it('says why in a sentence', () => {
    expect(noTimesSentence('closed')).toBe('The salon is closed that day.');
    expect(noTimesSentence('fully_booked')).toMatch(/fully booked/);
    expect(noTimesSentence(null)).toMatch(/^No free times/);
  });
});

describe('the booking form', () => {
  it('asks for a name and a phone that is a number, with the customers’ limits', () => {
    expect(customerProblems({ name: ' ', phone: '', email: '' }, salon)).toEqual({ name: 'Please enter your name', phone: 'Please enter your phone number' });
    expect(customerProblems({ name: 'x'.repeat(CUSTOMER_LIMITS.name + 1), phone: 'call me', email: 'nope' }, salon)).toEqual({
      name: `Your name must be at most ${CUSTOMER_LIMITS.name} characters`,
      phone: 'Please enter a valid phone number',
      email: 'Please enter a valid email address, or leave it empty',
    });
    expect(customerProblems({ name: 'Maria', phone: '(555) 014-2000', email: '' }, salon)).toEqual({});
    expect(customerProblems({ name: 'Maria', phone: '+44 20 7946 0958', email: 'maria@example.com' }, salon)).toEqual({});
  });
});
