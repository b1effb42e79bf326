// A generated salon for the adversarial model (issue 14): random opening hours, services, staff,
// links, shifts and a few existing bookings, on a fresh fake-indexeddb database. And the
// invariants checked after every conversation, computed from the rows alone (no availability code).
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { SalonDeskDB } from '../../src/db/database';
import { openWriteContext, type WriteContext } from '../../src/db/context';
import { createAppointment } from '../../src/db/repositories/appointments';
import { ensureSalonForOwner } from '../../src/db/repositories/salons';
import { addService, saveBusinessHours, updateSalonInfo } from '../../src/db/repositories/salon-profile';
import { upsertSchedules } from '../../src/db/repositories/schedules';
import { addStaff, setStaffActive, setStaffService } from '../../src/db/repositories/staff';
import { effectiveHours, openingMinutes } from '../../src/domain/business-hours';
import { addDays, weekdayOf } from '../../src/domain/dates';
import { newId } from '../../src/domain/ids';
import { phoneKey } from '../../src/domain/phone-key';
import type { Appointment } from '../../src/domain/types';
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
  services: fc.uniqueArray(fc.record({ name: fc.constantFrom(...SERVICE_NAMES), duration: fc.constantFrom(30, 45, 60, 90) }), { selector: (s) => s.name, minLength: 2, maxLength: 4 }),
  staff: fc.array(fc.record({ links: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }), inactive: rare, shifts: fc.array(fc.record({ off: rare, start: halfHour(8, 11), end: halfHour(14, 19) }), { minLength: 16, maxLength: 16 }) }), { minLength: 1, maxLength: 3 }),
  bookings: fc.array(fc.record({ service: fc.nat(), day: fc.integer({ min: 0, max: 8 }), start: halfHour(9, 16), phone: fc.nat({ max: 2 }) }), { maxLength: 8 }),
});
export type SalonSpec = typeof salonArb extends fc.Arbitrary<infer T> ? T : never;

export interface GeneratedSalon {
  db: SalonDeskDB;
  ctx: WriteContext;
  salonId: string;
  now: Date;
  nowTime: string;
  /** Phones of the seeded customers; conversations add theirs. */
  phones: string[];
}

export const SEEDED_PHONES = ['555-010-1234', '555-020-2222', '555-030-3333'];
let n = 0;

export async function seedSalon(spec: SalonSpec): Promise<GeneratedSalon> {
  const db = new SalonDeskDB(`adversary-${process.pid}-${++n}`);
  const ctx = await openWriteContext(db);
  const salon = await ensureSalonForOwner({ id: newId(), email: `owner${n}@example.com`, salonName: 'Generated Nails', salonPhone: '555-000-1000' }, ctx);
  await updateSalonInfo(salon.id, { name: 'Generated Nails', phone: '555-000-1000', address: '1 Test St', email: 'x@example.com', time_zone: 'America/New_York' }, ctx);
  await saveBusinessHours(salon.id, spec.hours.map((h, d) => ({ day_of_week: d, is_closed: h.closed, open_time: h.closed ? null : h.open, close_time: h.closed ? null : h.close })), ctx);
  const services = [];
  for (const s of spec.services) services.push(await addService(salon.id, { name: s.name, price: '40', duration: String(s.duration) }, ctx));
  const drafts: ScheduleDraft[] = [];
  for (const [i, m] of spec.staff.entries()) {
    const member = await addStaff(salon.id, { name: ['Kim', 'Mia', 'Zoe'][i], position: 'Nail Technician' }, ctx);
    for (const [j, s] of services.entries()) if (m.links[j]) await setStaffService(member.id, s.id, true, ctx);
    m.shifts.forEach((sh, d) => {
      const date = addDays(TODAY, d - 2);
      drafts.push(sh.off ? { staff_id: member.id, date, start_time: null, end_time: null, is_day_off: true } : { staff_id: member.id, date, start_time: sh.start, end_time: sh.end, is_day_off: false });
    });
    if (m.inactive) await setStaffActive(member.id, false, ctx);
  }
  await upsertSchedules(salon.id, drafts, ctx);
  for (const b of spec.bookings) {
    const phone = SEEDED_PHONES[b.phone];
    try {
      await createAppointment({ salonId: salon.id, customer: { name: `Customer ${b.phone}`, phone }, serviceId: services[b.service % services.length].id, staffId: null, date: addDays(TODAY, b.day), start: b.start, now: { date: '2026-03-01', time: '08:00' } }, ctx);
    } catch {
      // Not free in this generated salon: fine, fewer bookings.
    }
  }
  const nowTime = hhmm(spec.nowHour * 60);
  // New York is UTC-4 on 2026-03-25 (daylight time).
  const now = new Date(`${TODAY}T${String(spec.nowHour + 4).padStart(2, '0')}:00:00.000Z`);
  return { db, ctx, salonId: salon.id, now, nowTime, phones: [...SEEDED_PHONES] };
}

const mins = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const active = (a: Appointment) => !a.deleted && (a.status === 'confirmed' || a.status === 'pending');
const rowText = (a: Appointment) => JSON.stringify([a.appointment_date, a.start_time, a.end_time, a.staff_id, a.status, a.customer_id, a.service_id, a.deleted]);

export type Snapshot = Map<string, string>;
export async function snapshotAppointments(s: GeneratedSalon): Promise<{ appts: Snapshot; customers: Set<string> }> {
  const appts = new Map((await s.db.appointments.toArray()).map((a) => [a.id, rowText(a)] as const));
  return { appts, customers: new Set((await s.db.customers.toArray()).map((c) => c.id)) };
}

/** Every invariant broken after one conversation, as readable lines (empty = all hold). */
export async function brokenInvariants(s: GeneratedSalon, before: Awaited<ReturnType<typeof snapshotAppointments>>, typed: string[], bookingsOn: boolean): Promise<string[]> {
  const problems: string[] = [];
  const typedKeys = new Set(typed.map((p) => phoneKey(p)));
  const all = await s.db.appointments.toArray();
  const customers = new Map((await s.db.customers.toArray()).map((c) => [c.id, c]));
  const [hoursRows, schedules, links, staff] = await Promise.all([s.db.business_hours.toArray(), s.db.staff_schedules.toArray(), s.db.staff_services.toArray(), s.db.staff.toArray()]);
  const hours = effectiveHours(hoursRows.filter((h) => h.salon_id === s.salonId));
  // 1. No two active bookings of one technician overlap (the whole database, every time).
  const byStaffDay = new Map<string, Appointment[]>();
  for (const a of all.filter(active)) byStaffDay.set(`${a.staff_id}|${a.appointment_date}`, [...(byStaffDay.get(`${a.staff_id}|${a.appointment_date}`) ?? []), a]);
  for (const list of byStaffDay.values()) {
    for (let i = 0; i < list.length; i++) for (let j = i + 1; j < list.length; j++) {
      const [a, b] = [list[i], list[j]];
      if (mins(a.start_time) < mins(b.end_time) && mins(b.start_time) < mins(a.end_time)) problems.push(`overlap: ${a.id} and ${b.id}`);
    }
  }
  const touched = all.filter((a) => before.appts.get(a.id) !== rowText(a));
  if (!bookingsOn && touched.length > 0) problems.push(`bookings are off but ${touched.length} appointment(s) changed`);
  const slots = new Set<string>();
  for (const a of touched) {
    // 2. Nothing written for a phone the customer did not type in this conversation.
    const customer = customers.get(a.customer_id);
    if (!customer || !typedKeys.has(phoneKey(customer.phone))) problems.push(`written for a phone not typed: ${a.id} (${customer?.phone})`);
    if (!active(a)) continue;
    // 3. Nothing booked in the past or outside the salon's hours, the member's shift and services.
    if (a.appointment_date < TODAY || (a.appointment_date === TODAY && a.start_time < s.nowTime)) problems.push(`in the past: ${a.appointment_date} ${a.start_time}`);
    const open = openingMinutes(hours, weekdayOf(a.appointment_date));
    if (!open || mins(a.start_time) < open.open || mins(a.end_time) > open.close) problems.push(`outside opening hours: ${a.appointment_date} ${a.start_time}-${a.end_time}`);
    const shift = schedules.find((x) => !x.deleted && x.staff_id === a.staff_id && x.date === a.appointment_date);
    if (!shift || shift.is_day_off || !shift.start_time || !shift.end_time || mins(a.start_time) < mins(shift.start_time) || mins(a.end_time) > mins(shift.end_time)) {
      problems.push(`outside the member's shift: ${a.appointment_date} ${a.start_time}-${a.end_time}`);
    }
    const member = staff.find((m) => m.id === a.staff_id);
    if (!member || member.deleted || !member.is_active) problems.push(`booked with an inactive member: ${a.id}`);
    if (!links.some((l) => !l.deleted && l.staff_id === a.staff_id && l.service_id === a.service_id)) problems.push(`member without the service: ${a.id}`);
    // 4. One slot booked at most once by a conversation.
    if (!before.appts.has(a.id)) {
      const slot = `${a.customer_id}|${a.service_id}|${a.appointment_date}|${a.start_time}`;
      if (slots.has(slot)) problems.push(`slot booked twice: ${slot}`);
      slots.add(slot);
    }
  }
  for (const c of customers.values()) if (!before.customers.has(c.id) && !typedKeys.has(phoneKey(c.phone))) problems.push(`customer created for a phone not typed: ${c.phone}`);
  return problems;
}
