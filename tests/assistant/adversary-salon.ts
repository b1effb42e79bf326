// A generated salon for the adversarial model: random opening hours, services (with
// cleanup buffers and processing times), staff, links, shifts, daily breaks, time off, booking
// rules (minimum notice, advance window, Sarah's bookings pending) and a few existing bookings,
// on a fresh fake-indexeddb database (seedSalon), or on a device of the real local backend for
// server-side Sarah (seedSalonOn, used by tests/integration/assistant-adversary-server.property.test.ts).
// The invariants are in adversary-invariants.ts.
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { SalonDeskDB } from '../../src/db/database';
import { openWriteContext, type WriteContext } from '../../src/db/context';
import { createAppointment } from '../../src/db/repositories/appointments';
import { ensureSalonForOwner } from '../../src/db/repositories/salons';
import { saveBookingSettings } from '../../src/db/repositories/booking-settings';
import { addService, saveBusinessHours, updateSalonInfo } from '../../src/db/repositories/salon-profile';
import { upsertSchedules } from '../../src/db/repositories/schedules';
import { addStaff, setStaffActive, setStaffService } from '../../src/db/repositories/staff';
import { addBreak, addTimeOff } from '../../src/db/repositories/time-off';
import { deviceSalonStore } from '../../src/db/repositories/salon-store';
import type { AgentConfig } from '../../src/domain/phone';
import type { SalonStore } from '../../src/domain/salon-store';
import { addDays } from '../../src/domain/dates';
import { newId } from '../../src/domain/ids';
import { processingProblem } from '../../src/domain/processing';
import type { ScheduleDraft } from '../../src/domain/schedule';

export const TODAY = '2026-03-25';
const SERVICE_NAMES = ['Classic Manicure', 'Gel Manicure', 'Spa Pedicure', 'Acrylic Full Set', 'Nail Art'];
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const halfHour = (min: number, max: number) => fc.integer({ min: min * 2, max: max * 2 }).map((h) => hhmm(h * 30));
const rare = fc.integer({ min: 0, max: 5 }).map((n) => n === 0);

export const salonArb = fc.record({
  /** The salon's clock today, 08:00..20:00 New York time. */
  nowHour: fc.integer({ min: 8, max: 20 }),
  hours: fc.array(fc.record({ closed: rare, open: halfHour(7, 10), close: halfHour(15, 20) }), { minLength: 7, maxLength: 7 }),
  services: fc.uniqueArray(
    fc.record({
      name: fc.constantFrom(...SERVICE_NAMES),
      duration: fc.constantFrom(30, 45, 60, 90),
      /** Cleanup minutes after each visit. */
      buffer: fc.constantFrom(0, 0, 10, 15, 30),
      /** A processing gap (a gel cure) where the technician is free; kept only when it fits the service. */
      processing: fc.option(fc.record({ offset: fc.constantFrom(0, 10, 15, 20), minutes: fc.constantFrom(10, 15, 20, 30) }), { nil: undefined }),
    }),
    { selector: (s) => s.name, minLength: 2, maxLength: 4 },
  ),
  staff: fc.array(
    fc.record({
      links: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
      inactive: rare,
      shifts: fc.array(fc.record({ off: rare, start: halfHour(8, 11), end: halfHour(14, 19) }), { minLength: 16, maxLength: 16 }),
      /** A daily break (lunch). */
      break: fc.option(fc.record({ start: halfHour(11, 14), minutes: fc.constantFrom(30, 45, 60) }), { nil: undefined }),
      /** Whole days away, from today + `from`, inclusive. */
      timeOff: fc.option(fc.record({ from: fc.integer({ min: -1, max: 6 }), days: fc.integer({ min: 0, max: 2 }) }), { nil: undefined }),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  bookings: fc.array(fc.record({ service: fc.nat(), day: fc.integer({ min: 0, max: 8 }), start: halfHour(9, 16), phone: fc.nat({ max: 2 }) }), {
    maxLength: 8,
  }),
  /** Salon Profile → Booking rules; absent = the defaults (no notice, 90 days ahead). */
  rules: fc.option(
    fc.record({
      notice: fc.constantFrom(0, 0, 30, 90, 120, 240, 1440, 2000),
      advance: fc.constantFrom(1, 3, 5, 30, 90),
      interval: fc.constantFrom(15, 30, 60),
      pending: rare,
    }),
    { nil: undefined },
  ),
});
export type SalonSpec = typeof salonArb extends fc.Arbitrary<infer T> ? T : never;

export interface GeneratedSalon {
  /** The device's database the invariants read (on a server run, synced with the server by `sync`). */
  db: SalonDeskDB;
  ctx: WriteContext;
  salonId: string;
  now: Date;
  nowTime: string;
  /** Phones of the seeded customers; conversations add theirs. */
  phones: string[];
  /** Sarah's store for one conversation with this agent configuration: the device's, or the server's. */
  storeFor(agent: AgentConfig): SalonStore;
  /** Pushes what the device wrote and pulls what server-side Sarah wrote; nothing on the device. */
  sync(): Promise<void>;
  close(): Promise<void>;
}

/** The generated salon's rows, seeded on a device; its salon is `ownerId`'s (made if the device has none yet). */
export type SeededSalon = Pick<GeneratedSalon, 'salonId' | 'now' | 'nowTime' | 'phones'>;

export const SEEDED_PHONES = ['555-010-1234', '555-020-2222', '555-030-3333'];
let n = 0;

/** A generated salon on a fresh device database, with the device's store. */
export async function seedSalon(spec: SalonSpec): Promise<GeneratedSalon> {
  const db = new SalonDeskDB(`adversary-${process.pid}-${++n}`);
  const ctx = await openWriteContext(db);
  const seeded = await seedSalonOn(ctx, newId(), spec);
  return {
    ...seeded,
    db,
    ctx,
    storeFor: () => deviceSalonStore(ctx, seeded.salonId),
    sync: async () => undefined,
    close: () => db.delete(),
  };
}

export async function seedSalonOn(ctx: WriteContext, ownerId: string, spec: SalonSpec): Promise<SeededSalon> {
  const salon = await ensureSalonForOwner({ id: ownerId, email: `owner${++n}@example.com`, salonName: 'Generated Nails', salonPhone: '555-000-1000' }, ctx);
  await updateSalonInfo(
    salon.id,
    { name: 'Generated Nails', phone: '555-000-1000', address: '1 Test St', email: 'x@example.com', time_zone: 'America/New_York' },
    ctx,
  );
  await saveBusinessHours(
    salon.id,
    spec.hours.map((h, d) => ({ day_of_week: d, is_closed: h.closed, open_time: h.closed ? null : h.open, close_time: h.closed ? null : h.close })),
    ctx,
  );
  const services = [];
  for (const s of spec.services) {
    const p = s.processing && { processing_offset: s.processing.offset, processing_minutes: s.processing.minutes };
    const fits = p && processingProblem(p, s.duration) === null;
    services.push(await addService(salon.id, { name: s.name, price: '40', duration: String(s.duration), buffer_minutes: s.buffer, ...(fits ? p : {}) }, ctx));
  }
  const members: string[] = [];
  const drafts: ScheduleDraft[] = [];
  for (const [i, m] of spec.staff.entries()) {
    const member = await addStaff(salon.id, { name: ['Kim', 'Mia', 'Zoe'][i], position: 'Nail Technician' }, ctx);
    members.push(member.id);
    for (const [j, s] of services.entries()) if (m.links[j]) await setStaffService(member.id, s.id, true, ctx);
    m.shifts.forEach((sh, d) => {
      const date = addDays(TODAY, d - 2);
      drafts.push(
        sh.off
          ? { staff_id: member.id, date, start_time: null, end_time: null, is_day_off: true }
          : { staff_id: member.id, date, start_time: sh.start, end_time: sh.end, is_day_off: false },
      );
    });
    if (m.inactive) await setStaffActive(member.id, false, ctx);
  }
  await upsertSchedules(salon.id, drafts, ctx);
  for (const b of spec.bookings) {
    const phone = SEEDED_PHONES[b.phone];
    try {
      await createAppointment(
        {
          salonId: salon.id,
          customer: { name: `Customer ${b.phone}`, phone },
          serviceId: services[b.service % services.length].id,
          staffId: null,
          date: addDays(TODAY, b.day),
          start: b.start,
          now: { date: '2026-03-01', time: '08:00' },
        },
        ctx,
      );
    } catch {
      // Not free in this generated salon: fine, fewer bookings.
    }
  }
  // Breaks, time off and rules come after the seeded bookings, which they may then contradict
  // (as an owner's later change does): the invariants hold the conversation's writes to them.
  for (const [i, m] of spec.staff.entries()) {
    if (m.break)
      await addBreak(
        members[i],
        {
          start_time: m.break.start,
          end_time: hhmm(Number(m.break.start.slice(0, 2)) * 60 + Number(m.break.start.slice(3)) + m.break.minutes),
          label: 'Lunch',
        },
        ctx,
      );
    if (m.timeOff)
      await addTimeOff(
        members[i],
        { start_date: addDays(TODAY, m.timeOff.from), end_date: addDays(TODAY, m.timeOff.from + m.timeOff.days), reason: 'vacation' },
        ctx,
      );
  }
  if (spec.rules) {
    const r = spec.rules;
    await saveBookingSettings(
      salon.id,
      { min_notice_minutes: r.notice, max_advance_days: r.advance, slot_interval: r.interval, self_booking_status: r.pending ? 'pending' : 'confirmed' },
      ctx,
    );
  }
  const nowTime = hhmm(spec.nowHour * 60);
  // New York is UTC-4 on 2026-03-25 (daylight time).
  const now = new Date(`${TODAY}T${String(spec.nowHour + 4).padStart(2, '0')}:00:00.000Z`);
  return { salonId: salon.id, now, nowTime, phones: [...SEEDED_PHONES] };
}
