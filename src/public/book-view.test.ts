import { describe, expect, it } from 'vitest';
import type { PublicBookingPage } from '../domain/public-booking/contract';
import { addDays, clock, customerProblems, CUSTOMER_LIMITS, dateStrip, groupByCategory, hoursLines, longDate, staffFor, timeLocale } from './book-view';

const service = (id: string, category: string | null) => ({ id, name: id, price: 40, duration: 45, category, description: null });
const salon = { name: 'Lotus Nails', address: '1 Main St, Springfield', phone: '+1 555 010 0100', time_zone: 'America/New_York' };

describe('the date strip', () => {
  it('runs from the salon’s today through max_advance_days, across months and a leap day', () => {
    const days = dateStrip('2028-02-27', 3);
    expect(days.map((d) => d.date)).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01']);
    expect(days[0]).toMatchObject({ weekday: 'Sun', day: '27 Feb', label: 'Sunday 27 February 2028', today: true });
    expect(days[3]).toMatchObject({ weekday: 'Wed', day: '1 Mar', today: false });
    expect(dateStrip('2026-12-31', 90)).toHaveLength(91);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('names days and months in the customer’s language, through Intl', () => {
    // ICU versions abbreviate Vietnamese weekdays 'Th 2' or 'Thứ 2'.
    expect(dateStrip('2028-02-27', 1, 'vi')[1]).toMatchObject({
      weekday: expect.stringMatching(/^Th(ứ)? 2$/),
      day: '28 thg 2',
      label: 'Thứ Hai, 28 tháng 2, 2028',
    });
    expect(dateStrip('2028-02-27', 1, 'es')[1]).toMatchObject({ weekday: 'Lun', day: '28 feb', label: 'lunes, 28 de febrero de 2028' });
    expect(longDate('2026-12-01')).toBe('Tuesday 1 December 2026');
  });
});

/** Intl's own writing of a time (its spaces and a.m. marks vary by ICU version): the page keeps no table of its own. */
const intl = (locale: string, h: number, m: number) =>
  new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1, h, m));

describe('times as the customer’s locale writes them', () => {
  it('a US salon: English and Spanish on the 12-hour clock, Vietnamese on the 24-hour one', () => {
    const ny = 'America/New_York';
    expect([timeLocale('en', ny), timeLocale('es', ny), timeLocale('vi', ny)]).toEqual(['en-US', 'es-US', 'vi-US']);
    expect(clock('14:30', timeLocale('en', ny)).replace(/\s/g, ' ')).toBe('2:30 PM');
    expect(clock('09:05:00', 'en-US').replace(/\s/g, ' ')).toBe('9:05 AM');
    expect(clock('14:30', timeLocale('es', ny))).toBe(intl('es-US', 14, 30));
    expect(clock('14:30', timeLocale('es', ny))).toMatch(/^2:30\sp\.\s?m\.$/);
    expect([clock('14:30', timeLocale('vi', ny)), clock('09:05', timeLocale('vi', ny))]).toEqual(['14:30', '09:05']);
  });

  it('a salon elsewhere writes the 24-hour clock in every language; a time that is none stays as it is', () => {
    for (const language of ['en', 'es', 'vi'] as const) expect(clock('09:05', timeLocale(language, 'Europe/Berlin'))).toBe('09:05');
    expect(clock('18:00', timeLocale('en', 'America/Los_Angeles')).replace(/\s/g, ' ')).toBe('6:00 PM');
    expect(clock('not a time', 'en-US')).toBe('not a time');
  });
});

describe('services by category', () => {
  it('keeps the order categories first appear in, the uncategorised last', () => {
    const groups = groupByCategory([service('gel', 'Manicure'), service('file', null), service('spa', 'Pedicure'), service('french', 'Manicure')]);
    expect(groups.map((g) => [g.category, g.services.map((s) => s.id)])).toEqual([
      ['Manicure', ['gel', 'french']],
      ['Pedicure', ['spa']],
      [null, ['file']],
    ]);
    expect(groupByCategory([service('file', null)]).map((g) => g.category)).toEqual([null]);
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
    const hours = [
      { day_of_week: 0, open_time: null, close_time: null, is_closed: true },
      { day_of_week: 1, open_time: '09:00', close_time: '18:00', is_closed: false },
    ];
    const lines = hoursLines(hours, 'en', 'en-US');
    expect({ ...lines[0], open: lines[0].open?.replace(/\s/g, ' ') }).toEqual({ weekday: 'Monday', open: '9:00 AM – 6:00 PM' });
    expect(lines[6]).toEqual({ weekday: 'Sunday', open: null });
    expect(hoursLines(hours, 'vi', 'vi-US')[0]).toEqual({ weekday: 'Thứ Hai', open: '09:00 – 18:00' });
    expect(hoursLines([], 'es', 'es-US').map((l) => l.weekday)).toEqual(['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo']);
  });
});

describe('the booking form', () => {
  it('asks for a name and a phone that is a number, with the customers’ limits', () => {
    expect(customerProblems({ name: ' ', phone: '', email: '' }, salon)).toEqual({ name: 'name_missing', phone: 'phone_missing' });
    expect(customerProblems({ name: 'x'.repeat(CUSTOMER_LIMITS.name + 1), phone: 'call me', email: 'nope' }, salon)).toEqual({
      name: 'name_too_long',
      phone: 'phone_invalid',
      email: 'email_invalid',
    });
    expect(customerProblems({ name: 'Maria', phone: '(555) 014-2000', email: '' }, salon)).toEqual({});
    expect(customerProblems({ name: 'Maria', phone: '+44 20 7946 0958', email: 'maria@example.com' }, salon)).toEqual({});
  });
});
