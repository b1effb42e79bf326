// Recurring bookings on a device: the first booked as any booking, each next date
// checked with the same rules and booked in its own transaction, and every date that does not fit
// reported with why (never silently skipped).
import { afterEach, describe, expect, it } from 'vitest';
import { createAppointment } from '../../db/repositories/appointments';
import { saveBookingSettings } from '../../db/repositories/booking-settings';
import { bookRecurring, type RecurringInput } from '../../db/repositories/recurring';
import { ensureSalonForOwner } from '../../db/repositories/salons';
import { addService } from '../../db/repositories/salon-profile';
import { upsertSchedules } from '../../db/repositories/schedules';
import { addStaff, setStaffService } from '../../db/repositories/staff';
import { addTimeOff } from '../../db/repositories/time-off';
import { DEFAULT_BOOKING_SETTINGS } from '../../domain/booking-settings';
import { clockLocale } from '../../domain/clock-format';
import { addDays } from '../../domain/dates';
import { newId } from '../../domain/ids';
import { generateDefaultWeek } from '../../domain/schedule';
import { recurringSummary } from './visit-view';
import { freshDevice } from '../../../tests/support/db-helpers';

// The device database as freshDevice opens it: a screen's code (this test too) imports no db module but the repositories.
type SalonDeskDB = Awaited<ReturnType<typeof freshDevice>>['db'];

const opened: SalonDeskDB[] = [];
afterEach(async () => {
  for (const d of opened.splice(0)) await d.delete();
});

const MONDAY = '2030-01-07';
const now = { date: '2030-01-01', time: '08:00' };
const ANA = { name: 'Ana Lopez', phone: '555-0142' };

/** Kim does manicures and pedicures and works the Mondays' weeks given (default shifts). */
async function salon(weeks: string[]) {
  const { db, ctx } = await freshDevice();
  opened.push(db);
  const s = await ensureSalonForOwner({ id: newId(), email: 'o@example.com', salonName: 'Polished', salonPhone: '555-0100' }, ctx);
  const mani = await addService(s.id, { name: 'Classic Manicure', price: '35', duration: '45' }, ctx);
  const pedi = await addService(s.id, { name: 'Spa Pedicure', price: '55', duration: '60' }, ctx);
  const kim = await addStaff(s.id, { name: 'Kim', position: 'Nail Technician' }, ctx);
  for (const x of [mani, pedi]) await setStaffService(kim.id, x.id, true, ctx);
  for (const w of weeks) await upsertSchedules(s.id, generateDefaultWeek([kim], w), ctx);
  const input = (over: Partial<RecurringInput> = {}): RecurringInput => ({
    salonId: s.id,
    customer: ANA,
    services: [
      { serviceId: mani.id, staffId: null },
      { serviceId: pedi.id, staffId: null },
    ],
    date: MONDAY,
    start: '10:00',
    now,
    repeat: { everyWeeks: 2, times: 6 },
    ...over,
  });
  return { db, ctx, salonId: s.id, mani, pedi, kim, input };
}

const fortnights = (n: number) => Array.from({ length: n }, (_, k) => addDays(MONDAY, 14 * k));

describe('bookRecurring', () => {
  it('books each date that fits as its own visit and says why the others did not', async () => {
    const [d1, d2, d3, d4, d5, d6] = fortnights(6);
    // Nobody works the week of d3; Kim is on vacation on d4; another client holds 10:30 on d5.
    const s = await salon([d1, d2, d4, d5, d6]);
    await addTimeOff(s.kim.id, { start_date: d4, end_date: d4, reason: 'vacation' }, s.ctx);
    await createAppointment(
      { salonId: s.salonId, customer: { name: 'Bea', phone: '555-0199' }, serviceId: s.mani.id, staffId: null, date: d5, start: '10:30', now },
      s.ctx,
    );

    const result = await bookRecurring(s.input(), s.ctx);

    expect(result.booked.map((b) => b.date)).toEqual([d1, d2, d6]);
    expect(result.skipped).toEqual([
      { date: d3, reason: 'no_staff_working', error: null },
      { date: d4, reason: 'staff_time_off', error: null },
      { date: d5, reason: 'time_taken', error: null },
    ]);
    for (const b of result.booked) {
      expect(b.rows.map((r) => [r.appointment_date, r.start_time, r.end_time])).toEqual([
        [b.date, '10:00', '10:45'],
        [b.date, '10:45', '11:45'],
      ]);
      expect(b.rows[1].visit_id).toBe(b.rows[0].visit_id);
    }
    // A visit per date, one customer card for the series.
    expect(new Set(result.booked.map((b) => b.rows[0].visit_id)).size).toBe(3);
    expect(new Set(result.booked.flatMap((b) => b.rows.map((r) => r.customer_id))).size).toBe(1);
    expect(await s.db.appointments.count()).toBe(3 * 2 + 1);

    expect(recurringSummary(result, '10:00', clockLocale('en', 'Europe/London'))).toBe(
      `Booked 3 of 6: ${d1}, ${d2}, ${d6}. Not booked: ` +
        `${d3} (Nobody is scheduled to work that day. Add shifts in Staff Schedule, or choose a different date), ` +
        `${d4} (Everyone who does this service is on time off that day. Please choose a different date), ` +
        `${d5} (10:00 is not free that day; other times are).`,
    );
  });

  it('books one service the same way, and names the booking window for dates past it', async () => {
    const s = await salon([MONDAY, addDays(MONDAY, 28), addDays(MONDAY, 56)]);
    await saveBookingSettings(s.salonId, { ...DEFAULT_BOOKING_SETTINGS, max_advance_days: 45 }, s.ctx);
    const result = await bookRecurring(s.input({ services: [{ serviceId: s.mani.id, staffId: s.kim.id }], repeat: { everyWeeks: 4, times: 3 } }), s.ctx);

    expect(result.booked.map((b) => [b.date, b.rows.length, b.rows[0].visit_id ?? null, b.rows[0].staff_id])).toEqual([
      [MONDAY, 1, null, s.kim.id],
      ['2030-02-04', 1, null, s.kim.id],
    ]);
    expect(result.skipped).toEqual([{ date: '2030-03-04', reason: 'too_far_ahead', lastBookableDate: '2030-02-15', error: null }]);
  });

  it('books nothing when the first date does not fit or the repeat is not one the form offers', async () => {
    const s = await salon([MONDAY]);
    await expect(bookRecurring(s.input({ start: '17:30' }), s.ctx)).rejects.toThrow('17:30 is no longer available');
    await expect(bookRecurring(s.input({ repeat: { everyWeeks: 2, times: 13 } }), s.ctx)).rejects.toThrow('Please choose 2 to 12 times.');
    await expect(bookRecurring(s.input({ repeat: { everyWeeks: 1, times: 4 } }), s.ctx)).rejects.toThrow('Please choose every 2, 3 or 4 weeks.');
    expect(await s.db.appointments.count()).toBe(0);
  });
});
