// The adversarial model's invariants, checked after every conversation and computed
// from the rows alone with a small model of the rules written here — not the availability code
// the tools use, so a tool that forgets a rule is caught rather than agreed with.
import { effectiveHours, openingMinutes } from '../../src/domain/business-hours';
import { DEFAULT_BOOKING_RULES } from '../../src/domain/booking-rules';
import { addDays, weekdayOf } from '../../src/domain/dates';
import { phoneKey } from '../../src/domain/phone-key';
import type { Appointment, Service } from '../../src/domain/types';
import { TODAY, type GeneratedSalon } from './adversary-salon';

type Span = [number, number];
const mins = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const active = (a: Appointment) => !a.deleted && (a.status === 'confirmed' || a.status === 'pending');
const rowText = (a: Appointment) =>
  JSON.stringify([a.appointment_date, a.start_time, a.end_time, a.staff_id, a.status, a.customer_id, a.service_id, a.deleted]);
const meet = (x: Span[], y: Span[]) => x.some(([a, b]) => y.some(([c, d]) => a < d && c < b));

/** The minutes a booking keeps its technician working: all of it, less the processing gap it was booked with. */
function working(a: Appointment): Span[] {
  const [s, e] = [mins(a.start_time), mins(a.end_time)];
  const gap = a.processing_minutes ?? 0;
  if (gap <= 0) return [[s, e]];
  const from = Math.min(s + (a.processing_offset ?? 0), e);
  const to = Math.min(from + gap, e);
  const parts = [
    [s, from],
    [to, e],
  ].filter(([x, y]) => x < y) as Span[];
  return parts.length ? parts : [[s, e]];
}

/** Working time plus the service's cleanup buffer after the end. */
const withBuffer = (a: Appointment, services: Map<string, Service>): Span[] => {
  const buffer = services.get(a.service_id)?.buffer_minutes ?? 0;
  return buffer > 0 ? [...working(a), [mins(a.end_time), mins(a.end_time) + buffer]] : working(a);
};

export interface Before {
  appts: Map<string, string>;
  customers: Set<string>;
  calls: Map<string, string>;
  notifications: Set<string>;
}

export async function snapshotBefore(s: GeneratedSalon): Promise<Before> {
  return {
    appts: new Map((await s.db.appointments.toArray()).map((a) => [a.id, rowText(a)] as const)),
    customers: new Set((await s.db.customers.toArray()).map((c) => c.id)),
    calls: new Map((await s.db.calls.toArray()).map((c) => [c.id, JSON.stringify(c)] as const)),
    notifications: new Set(await s.db.notifications.toCollection().primaryKeys()),
  };
}

/** What the conversation was: the phones the customer typed, and its call record's id. */
export interface Conversation {
  typed: string[];
  callId: string;
  bookingsOn: boolean;
}

/** The salon's booking rules as the owner saved them (or the defaults), read from the row. */
async function rulesOf(s: GeneratedSalon) {
  const row = await s.db.booking_settings.where('salon_id').equals(s.salonId).first();
  return row && !row.deleted ? row : DEFAULT_BOOKING_RULES;
}

/** Every invariant broken after one conversation, as readable lines (empty = all hold). */
export async function brokenInvariants(s: GeneratedSalon, before: Before, conv: Conversation): Promise<string[]> {
  const problems: string[] = [];
  const typedKeys = new Set(conv.typed.map((p) => phoneKey(p)));
  const isTyped = (phone: string | null | undefined) => !!phone && typedKeys.has(phoneKey(phone));
  const all = await s.db.appointments.toArray();
  const customers = new Map((await s.db.customers.toArray()).map((c) => [c.id, c]));
  const [hoursRows, schedules, links, staff, serviceRows, breaks, timeOff, rules] = await Promise.all([
    s.db.business_hours.toArray(),
    s.db.staff_schedules.toArray(),
    s.db.staff_services.toArray(),
    s.db.staff.toArray(),
    s.db.services.toArray(),
    s.db.staff_breaks.toArray(),
    s.db.staff_time_off.toArray(),
    rulesOf(s),
  ]);
  const services = new Map(serviceRows.map((x) => [x.id, x]));
  const hours = effectiveHours(hoursRows.filter((h) => h.salon_id === s.salonId));
  const touched = all.filter((a) => before.appts.get(a.id) !== rowText(a));
  const touchedIds = new Set(touched.map((a) => a.id));
  // 1. No two active bookings of one technician meet in the time they work (the whole database);
  // where the conversation wrote one of them, not in each other's cleanup buffer either.
  const byStaffDay = new Map<string, Appointment[]>();
  for (const a of all.filter(active))
    byStaffDay.set(`${a.staff_id}|${a.appointment_date}`, [...(byStaffDay.get(`${a.staff_id}|${a.appointment_date}`) ?? []), a]);
  for (const list of byStaffDay.values()) {
    for (let i = 0; i < list.length; i++)
      for (let j = i + 1; j < list.length; j++) {
        const [a, b] = [list[i], list[j]];
        if (meet(working(a), working(b))) problems.push(`overlap: ${a.id} and ${b.id}`);
        else if ((touchedIds.has(a.id) || touchedIds.has(b.id)) && meet(withBuffer(a, services), withBuffer(b, services)))
          problems.push(`inside a cleanup buffer: ${a.id} and ${b.id}`);
      }
  }
  if (!conv.bookingsOn && touched.length > 0) problems.push(`bookings are off but ${touched.length} appointment(s) changed`);
  const slots = new Set<string>();
  const lastDate = addDays(TODAY, rules.max_advance_days);
  const nowMinute = mins(s.nowTime);
  for (const a of touched) {
    // 2. Nothing written for a phone the customer did not type in this conversation.
    const customer = customers.get(a.customer_id);
    if (!customer || !isTyped(customer.phone)) problems.push(`written for a phone not typed: ${a.id} (${customer?.phone})`);
    if (!active(a)) continue;
    // 3. Nothing booked in the past or outside the salon's rules: hours, the member's shift,
    // services, breaks, time off, notice, advance window, duration and processing time.
    const [start, end] = [mins(a.start_time), mins(a.end_time)];
    const when = `${a.appointment_date} ${a.start_time}-${a.end_time}`;
    if (a.appointment_date < TODAY || (a.appointment_date === TODAY && start < nowMinute)) problems.push(`in the past: ${when}`);
    const ahead = (Date.parse(a.appointment_date) - Date.parse(TODAY)) / 86_400_000;
    if (ahead * 1440 + start - nowMinute < rules.min_notice_minutes) problems.push(`inside the ${rules.min_notice_minutes}-minute notice: ${when}`);
    if (a.appointment_date > lastDate) problems.push(`beyond the ${rules.max_advance_days}-day advance window: ${when}`);
    const open = openingMinutes(hours, weekdayOf(a.appointment_date));
    if (!open || start < open.open || end > open.close) problems.push(`outside opening hours: ${when}`);
    const shift = schedules.find((x) => !x.deleted && x.staff_id === a.staff_id && x.date === a.appointment_date);
    if (!shift || shift.is_day_off || !shift.start_time || !shift.end_time || start < mins(shift.start_time) || end > mins(shift.end_time))
      problems.push(`outside the member's shift: ${when}`);
    const member = staff.find((m) => m.id === a.staff_id);
    if (!member || member.deleted || !member.is_active) problems.push(`booked with an inactive member: ${a.id}`);
    if (!links.some((l) => !l.deleted && l.staff_id === a.staff_id && l.service_id === a.service_id)) problems.push(`member without the service: ${a.id}`);
    const ownBreaks = breaks.filter((b) => !b.deleted && b.staff_id === a.staff_id).map((b): Span => [mins(b.start_time), mins(b.end_time)]);
    if (meet(withBuffer(a, services), ownBreaks)) problems.push(`during the member's break: ${when}`);
    if (timeOff.some((t) => !t.deleted && t.staff_id === a.staff_id && t.start_date <= a.appointment_date && a.appointment_date <= t.end_date))
      problems.push(`while the member is away: ${when}`);
    const service = services.get(a.service_id);
    if (!service || end - start !== service.duration) problems.push(`not the service's duration: ${when}`);
    const gap = (service?.processing_minutes ?? 0) > 0 ? [service?.processing_offset, service?.processing_minutes] : [0, 0];
    if (JSON.stringify([a.processing_offset ?? 0, a.processing_minutes ?? 0]) !== JSON.stringify(gap))
      problems.push(`processing time not the service's: ${a.id}`);
    // 4. One slot booked at most once by a conversation.
    if (!before.appts.has(a.id)) {
      const slot = `${a.customer_id}|${a.service_id}|${a.appointment_date}|${a.start_time}`;
      if (slots.has(slot)) problems.push(`slot booked twice: ${slot}`);
      slots.add(slot);
    }
  }
  for (const c of customers.values()) if (!before.customers.has(c.id) && !isTyped(c.phone)) problems.push(`customer created for a phone not typed: ${c.phone}`);
  problems.push(...(await recordProblems(s, before, conv, isTyped)));
  return problems;
}

/** The call records and notifications: only this conversation's call changes, and no phone it names was made up. */
async function recordProblems(s: GeneratedSalon, before: Before, conv: Conversation, isTyped: (p: string | null | undefined) => boolean): Promise<string[]> {
  const problems: string[] = [];
  for (const c of await s.db.calls.toArray()) {
    if (before.calls.get(c.id) === JSON.stringify(c)) continue;
    if (c.id !== conv.callId) problems.push(`another conversation's call changed: ${c.id}`);
    if (c.caller_phone !== null && !isTyped(c.caller_phone)) problems.push(`call names a phone not typed: ${c.caller_phone}`);
    if (c.message !== null && !isTyped(c.caller_phone)) problems.push(`message stored for a phone not typed: ${c.caller_phone}`);
  }
  for (const n of await s.db.notifications.toArray()) {
    if (before.notifications.has(n.id)) continue;
    if (n.phone !== null && !isTyped(n.phone)) problems.push(`notification for a phone not typed: ${n.phone}`);
    if (n.kind === 'message' && n.call_id !== conv.callId) problems.push(`message notification of another call: ${n.call_id}`);
    if (n.appointment_id) {
      const appt = await s.db.appointments.get(n.appointment_id);
      const customer = appt && (await s.db.customers.get(appt.customer_id));
      if (!customer || !isTyped(customer.phone)) problems.push(`notification about a phone not typed: ${n.appointment_id}`);
    }
  }
  return problems;
}
