import { describe, expect, it } from 'vitest';
import { formatHlc } from '../../domain/hlc';
import type { AppointmentStatus } from '../../domain/types';
import { cardView, lastVisitLabel, telHref } from './clients-view';

const stampAt = (iso: string) => formatHlc({ wall: Date.parse(iso), counter: 0, node: '0123456789ab' });
const row = (id: string, date: string, start: string, status: AppointmentStatus, updated = '2026-01-01T00:00:00Z') => ({
  id,
  appointment_date: date,
  start_time: start,
  end_time: `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00`,
  status,
  updated_at: stampAt(updated),
  deleted: false,
  service: { name: 'Gel Manicure', price: 45.5 },
  staff: { name: 'Kim' },
});

describe('clients view', () => {
  it('words of the list', () => {
    expect(lastVisitLabel(null)).toBe('—');
    expect(lastVisitLabel('2026-03-20')).toBe('Mar 20, 2026');
    expect(lastVisitLabel('2026-03-20', 'es')).toBe('20 mar 2026');
    expect(telHref('+1 (555) 014-2000')).toBe('tel:+15550142000');
  });

  // A New York salon reads its visits on a 12-hour clock.
  it('a card: figures, then upcoming and past visits with service, staff, price and status', () => {
    const view = cardView(
      [
        row('past', '2026-03-20', '10:00', 'completed'),
        row('late', '2026-03-25', '15:00', 'canceled', '2026-03-25T12:00:00Z'),
        row('next', '2026-03-26', '11:00', 'confirmed'),
      ],
      'America/New_York',
      { date: '2026-03-25', time: '10:00' },
    );
    expect(view.totals).toEqual([
      { key: 'visits', value: '1' },
      { key: 'spent', value: '$45.50' },
      { key: 'noShows', value: '0' },
      { key: 'lateCancellations', value: '1' },
    ]);
    // Intl writes a plain or a narrow no-break space before AM/PM, by ICU version: read both as a space.
    expect(view.upcoming.map((r) => ({ ...r, time: r.time.replace(/[\u202f\u00a0]/g, ' ') }))).toEqual([
      {
        id: 'late',
        date: 'Wed, Mar 25, 2026',
        time: '3:00 PM–4:00 PM',
        service: 'Gel Manicure',
        staff: 'Kim',
        price: '$45.50',
        status: 'canceled',
        late: true,
      },
      {
        id: 'next',
        date: 'Thu, Mar 26, 2026',
        time: '11:00 AM–12:00 PM',
        service: 'Gel Manicure',
        staff: 'Kim',
        price: '$45.50',
        status: 'confirmed',
        late: false,
      },
    ]);
    expect(view.past.map((r) => [r.id, r.status])).toEqual([['past', 'completed']]);
  });

  // In Spanish the same New York salon's visits read on a 24-hour clock, with Spanish days.
  it('a card in Spanish: a US salon’s 12-hour times as Spanish writes them, Spanish days, money as written', () => {
    const view = cardView([row('next', '2026-03-26', '15:00', 'confirmed')], 'America/New_York', { date: '2026-03-25', time: '10:00' }, 'es');
    const [[date, time, price]] = view.upcoming.map((r) => [r.date, r.time.replace(/\s/g, ' '), r.price]);
    expect([date, price]).toEqual(['jue, 26 mar 2026', '$45.50']);
    expect(time).toMatch(/^3:00 p\. ?m\.–4:00 p\. ?m\.$/);
  });
  it('a card in Spanish in a salon outside the listed countries: Spanish’s own 24-hour clock', () => {
    const view = cardView([row('next', '2026-03-26', '15:00', 'confirmed')], 'Europe/Madrid', { date: '2026-03-25', time: '10:00' }, 'es');
    expect(view.upcoming.map((r) => r.time)).toEqual(['15:00–16:00']);
  });
});
