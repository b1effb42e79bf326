// The property: whatever sequence of bookings, moves and cancellations the owner, the
// booking page and Sarah make for people who share phone numbers (typed in many ways), no message
// about one person's appointment goes to an address another person typed. Real local backend,
// real device repositories, the real sender and mail catcher; fast-check picks the sequences.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppointment, rescheduleAppointment, updateAppointmentStatus } from '../../src/db/repositories/appointments';
import { saveSalonSettingsRow } from '../../src/db/repositories/salon-settings-row';
import { upsertSchedules } from '../../src/db/repositories/schedules';
import { addDays, todayIn, weekdayOf } from '../../src/domain/dates';
import { generateDefaultWeek } from '../../src/domain/schedule';
import { admin, senderAt, startMessagesSalon, type MessagesSalon } from './messages-harness';
import { clientFor } from './helpers';

const ZONE = 'America/New_York';
const SLUG = `contacts-${crypto.randomUUID().slice(0, 8)}`;
let salon: MessagesSalon;
let days: string[] = [];
let slot = 0;

beforeAll(async () => {
  salon = await startMessagesSalon();
  const { tablet } = salon;
  // Six weeks of shifts from the Monday at least a week ahead (the harness's own week is years away).
  let monday = addDays(todayIn(ZONE).date, 7);
  while (weekdayOf(monday) !== 1) monday = addDays(monday, 1);
  const staff = await tablet.ctx.db.staff.toArray();
  const weeks = [0, 1, 2, 3, 4, 5].map((w) => addDays(monday, 7 * w));
  await upsertSchedules(
    tablet.salonId,
    weeks.flatMap((w) => generateDefaultWeek(staff, w)),
    tablet.ctx,
  );
  days = weeks.flatMap((w) => [0, 1, 2, 3].map((d) => addDays(w, d)));
  await saveSalonSettingsRow(tablet.ctx, 'booking_settings', tablet.salonId, {
    min_notice_minutes: 0,
    max_advance_days: 60,
    slot_interval: 60,
    self_booking_status: 'confirmed',
    online_booking: true,
    booking_slug: SLUG,
    online_cancel_notice_minutes: 60,
  });
  await tablet.sync();
}, 180_000);
afterAll(() => salon?.close());

/**
 * A fresh time of the six weeks: every booking and move gets its own, so none is refused for a
 * clash. 192 times; 15 runs of at most 7 actions use at most 105. Never wraps round onto a taken one.
 */
function nextSlot(): { date: string; start: string } {
  const n = slot++;
  if (n >= days.length * 8) throw new Error('the test ran out of free times: add weeks or lower numRuns');
  return { date: days[Math.floor(n / 8)], start: `${String(9 + (n % 8)).padStart(2, '0')}:00` };
}

// The same New York number as people type it.
const FORMATS = [(d: string) => `(212) 555-${d}`, (d: string) => `212.555.${d}`, (d: string) => `+1 212 555 ${d}`, (d: string) => `212555${d}`];
const NAMES = ['Victoria Victim', 'Eve Stranger', 'Mallory Moss', 'Victoria'];

type By = 'owner' | 'page' | 'sarah';
const book = fc.record({ kind: fc.constant('book' as const), by: fc.constantFrom<By>('owner', 'page', 'sarah'), person: fc.nat(3), format: fc.nat(3) });
const action = fc.oneof(
  { weight: 3, arbitrary: book },
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom('move' as const, 'cancel' as const), target: fc.nat(9), byPage: fc.boolean() }) },
);

describe('messages about an appointment reach only the person who made it', () => {
  it('random bookings, moves and cancellations by the owner, the page and Sarah with shared numbers', async () => {
    let round = 0;
    await fc.assert(
      // Every sequence opens with a booking, so there is always something whose messages to check.
      fc.asyncProperty(
        fc.tuple(book, fc.array(action, { minLength: 1, maxLength: 6 })).map(([first, rest]) => [first, ...rest]),
        fc.nat(2),
        async (actions, sharedDigits) => {
          round += 1;
          // Four people, three of whom share one number (its last four digits vary per round).
          const digits = String(1000 + ((round * 37 + sharedDigits) % 9000));
          const people = NAMES.map((name, i) => ({
            name,
            email: `p${i}-r${round}@example.com`,
            digits: i === 3 ? String(1000 + ((round * 53) % 9000)) : digits,
          }));
          const madeBy = new Map<string, number>(); // appointment id → person
          const tokens = new Map<string, string>(); // appointment id → manage token
          const booked: string[] = [];
          for (const a of actions) {
            if (a.kind === 'book') {
              const p = people[a.person];
              const phone = FORMATS[a.format](p.digits);
              const { date, start } = nextSlot();
              if (a.by === 'page') {
                const { data, error } = await clientFor(salon.backend).rpc('public_book', {
                  p_slug: SLUG,
                  p_service_id: salon.serviceId,
                  p_date: date,
                  p_start: start,
                  p_staff_id: null,
                  p_name: p.name,
                  p_phone: phone,
                  p_email: p.email,
                  p_website: '',
                });
                expect(error).toBeNull();
                const answer = data as { status: string; manage_token: string };
                expect(answer.status).toBe('booked');
                const { data: rows } = await admin(salon)
                  .from('appointments')
                  .select('id')
                  .eq('salon_id', salon.tablet.salonId)
                  .eq('appointment_date', date)
                  .eq('start_time', `${start}:00`);
                const id = (rows as { id: string }[])[0].id;
                madeBy.set(id, a.person);
                tokens.set(id, answer.manage_token);
                booked.push(id);
              } else {
                const appt = await createAppointment(
                  {
                    salonId: salon.tablet.salonId,
                    customer: { name: p.name, phone, email: p.email },
                    serviceId: salon.serviceId,
                    staffId: null,
                    date,
                    start,
                    source: a.by === 'sarah' ? 'untrusted' : 'owner',
                  },
                  salon.tablet.ctx,
                );
                madeBy.set(appt.id, a.person);
                booked.push(appt.id);
              }
            } else if (booked.length > 0) {
              const id = booked[a.target % booked.length];
              const token = tokens.get(id);
              if (a.byPage && token) {
                if (a.kind === 'cancel') await clientFor(salon.backend).rpc('public_cancel', { p_token: token });
                else {
                  const { date, start } = nextSlot();
                  await clientFor(salon.backend).rpc('public_reschedule', { p_token: token, p_date: date, p_start: start });
                }
              } else {
                await salon.tablet.sync();
                const row = await salon.tablet.ctx.db.appointments.get(id);
                if (row && row.status === 'confirmed') {
                  if (a.kind === 'cancel') await updateAppointmentStatus(id, 'canceled', salon.tablet.ctx);
                  else await rescheduleAppointment({ salonId: salon.tablet.salonId, appointmentId: id, ...nextSlot(), staffId: null }, salon.tablet.ctx);
                }
              }
            }
            await salon.tablet.sync();
          }
          await salon.tablet.sync();
          await senderAt(salon, new Date().toISOString()).drain();
          const { data, error } = await admin(salon)
            .from('customer_messages')
            .select('appointment_id, status, recipient, channel')
            .in('appointment_id', [...madeBy.keys()]);
          expect(error).toBeNull();
          const sent = (data as { appointment_id: string; status: string; recipient: string | null }[]).filter((m) => m.status === 'sent');
          for (const m of sent)
            expect(m.recipient, `a message about ${people[madeBy.get(m.appointment_id)!].name}'s appointment`).toBe(
              people[madeBy.get(m.appointment_id)!].email,
            );
          // Every booking was confirmed to someone: the property is not met by sending nothing.
          expect(new Set(sent.map((m) => m.appointment_id)).size).toBeGreaterThan(0);
        },
      ),
      { numRuns: 15, endOnFailure: true },
    );
  }, 600_000);
});
