// Free appointment slots (spec §5 "Assistant booking and slot rules", §9). One function serves the
// New Appointment form and the assistant, so both offer exactly the same times.
import { ValidationError } from './errors';
import { effectiveHours, openingMinutes, type SavedHours } from './business-hours';
import { dateProblem, weekdayNameOf, weekdayOf, type WeekdayName, type ZonedNow } from './dates';
import { fromMinutes, intervalWithin, intervalsOverlap, toMinutes, toMinutesOrNull } from './time';
import type { Appointment, AppointmentStatus, Service, Staff, StaffSchedule, StaffService } from './types';

/** Spec §9: candidate starts are hourly from 09:00 to 18:00 (10 slots). */
export const SLOT_STEP_MINUTES = 60;
export const FIRST_SLOT_START = '09:00';
export const LAST_SLOT_START = '18:00';
/** Spec §4: only these block availability; completed, canceled, no_show and conflict do not. */
export const BLOCKING_STATUSES: readonly AppointmentStatus[] = Object.freeze(['pending', 'confirmed']);

type Live = { deleted?: boolean };
export type AvailabilityStaff = Pick<Staff, 'id' | 'is_active'> & Live;
export type AvailabilityLink = Pick<StaffService, 'staff_id' | 'service_id'> & Live;
export type AvailabilitySchedule = Pick<StaffSchedule, 'staff_id' | 'date' | 'start_time' | 'end_time' | 'is_day_off'> & Live;
export type AvailabilityAppointment = Pick<Appointment, 'staff_id' | 'appointment_date' | 'start_time' | 'end_time' | 'status'> &
  Partial<Pick<Appointment, 'id'>> &
  Live;

export interface AvailabilityInput {
  /** 'YYYY-MM-DD' on the salon's calendar. */
  date: string;
  service: Pick<Service, 'id' | 'duration'>;
  staff: readonly AvailabilityStaff[];
  /** staff_services rows; only those linking a member to `service` count. */
  staffServices: readonly AvailabilityLink[];
  schedules: readonly AvailabilitySchedule[];
  appointments: readonly AvailabilityAppointment[];
  /** Saved business_hours rows; days without one use the spec §4 defaults. */
  hours: readonly SavedHours[];
  /** Only this member (the form's staff picker); omit for "any available". */
  staffId?: string;
  /** An appointment being moved does not block its own new time. */
  ignoreAppointmentId?: string;
  step?: number;
  firstStart?: string;
  lastStart?: string;
  /** The salon's current date and time (todayIn); past dates and past times today are excluded. */
  now?: ZonedNow;
}

export interface Slot {
  start: string;
  end: string;
  /** Members free for the whole slot, in the order of `staff`. */
  staffIds: string[];
}

/**
 * Why there are no slots, checked in this order, so the assistant can say spec §8's messages:
 * invalid_date / past_date — the date itself; closed — the salon's hours that weekday;
 * no_staff_for_service — no active member is linked to the service (or to the picked member);
 * no_staff_working — none of them has a working schedule that date;
 * no_time_left — today, and every start that would fit has passed;
 * fully_booked — the rest: taken by appointments, or the service does not fit the hours/shifts.
 */
export type NoSlotReason =
  | 'invalid_date'
  | 'past_date'
  | 'closed'
  | 'no_staff_for_service'
  | 'no_staff_working'
  | 'no_time_left'
  | 'fully_booked';

export interface AvailabilityResult {
  date: string;
  weekday: WeekdayName | null;
  slots: Slot[];
  reason: NoSlotReason | null;
}

/** Everything about the day that does not depend on the start time, computed once. */
interface DayContext {
  reason: NoSlotReason | null;
  open: number;
  close: number;
  duration: number;
  /** Working members in `staff` order, with their shift and busy intervals that date. */
  members: { id: string; start: number; end: number; busy: [number, number][] }[];
  nowMinute: number | null;
}

function checkDuration(duration: number): number {
  if (!Number.isInteger(duration) || duration <= 0) throw new ValidationError(`Service duration must be a positive number of minutes: ${duration}`);
  return duration;
}

function prepareDay(input: AvailabilityInput): DayContext {
  const ctx: DayContext = { reason: null, open: 0, close: 0, duration: checkDuration(input.service.duration), members: [], nowMinute: null };
  const { date, now } = input;
  if (dateProblem(date) !== null) return { ...ctx, reason: 'invalid_date' };
  if (now && date < now.date) return { ...ctx, reason: 'past_date' };
  if (now && date === now.date) ctx.nowMinute = toMinutes(now.time);

  const opening = openingMinutes(effectiveHours(input.hours), weekdayOf(date));
  if (!opening) return { ...ctx, reason: 'closed' };
  ctx.open = opening.open;
  ctx.close = opening.close;

  const linked = new Set<string>();
  for (const l of input.staffServices) if (!l.deleted && l.service_id === input.service.id) linked.add(l.staff_id);
  const eligible = input.staff.filter(
    (s) => !s.deleted && s.is_active && linked.has(s.id) && (input.staffId === undefined || s.id === input.staffId),
  );
  if (eligible.length === 0) return { ...ctx, reason: 'no_staff_for_service' };

  // One pass over each list: the caller may hand us a whole year of appointments.
  const shifts = new Map<string, { start: number; end: number }>();
  for (const s of input.schedules) {
    if (s.deleted || s.date !== date || s.is_day_off) continue;
    const start = toMinutesOrNull(s.start_time);
    const end = toMinutesOrNull(s.end_time);
    if (start !== null && end !== null && start < end) shifts.set(s.staff_id, { start, end });
  }
  const busy = new Map<string, [number, number][]>();
  for (const a of input.appointments) {
    if (a.deleted || a.appointment_date !== date || !BLOCKING_STATUSES.includes(a.status)) continue;
    if (input.ignoreAppointmentId !== undefined && a.id === input.ignoreAppointmentId) continue;
    const start = toMinutesOrNull(a.start_time);
    const end = toMinutesOrNull(a.end_time);
    // An unreadable time still blocks the member's whole day: safer than double booking.
    const interval: [number, number] = start !== null && end !== null && start < end ? [start, end] : [0, 24 * 60];
    const list = busy.get(a.staff_id);
    if (list) list.push(interval);
    else busy.set(a.staff_id, [interval]);
  }
  for (const s of eligible) {
    const shift = shifts.get(s.id);
    if (shift) ctx.members.push({ id: s.id, ...shift, busy: busy.get(s.id) ?? [] });
  }
  if (ctx.members.length === 0) return { ...ctx, reason: 'no_staff_working' };
  return ctx;
}

/** Members free for [start, start + duration); empty when the slot breaks any rule. */
function freeStaffAt(ctx: DayContext, start: number): string[] {
  const end = start + ctx.duration;
  if (ctx.reason !== null) return [];
  if (ctx.nowMinute !== null && start < ctx.nowMinute) return [];
  if (!intervalWithin(start, end, ctx.open, ctx.close)) return [];
  return ctx.members
    .filter((m) => intervalWithin(start, end, m.start, m.end) && !m.busy.some(([bs, be]) => intervalsOverlap(start, end, bs, be)))
    .map((m) => m.id);
}

function candidateStarts(input: AvailabilityInput): number[] {
  const step = input.step ?? SLOT_STEP_MINUTES;
  if (!Number.isInteger(step) || step <= 0) throw new ValidationError(`Slot step must be a positive number of minutes: ${step}`);
  const first = toMinutes(input.firstStart ?? FIRST_SLOT_START);
  const last = toMinutes(input.lastStart ?? LAST_SLOT_START);
  const starts: number[] = [];
  for (let t = first; t <= last; t += step) starts.push(t);
  return starts;
}

/** All free slots of the day for the service, or an empty list with the reason. */
export function findAvailableSlots(input: AvailabilityInput): AvailabilityResult {
  const starts = candidateStarts(input);
  const ctx = prepareDay(input);
  const weekday = dateProblem(input.date) === null ? weekdayNameOf(input.date) : null;
  if (ctx.reason !== null) return { date: input.date, weekday, slots: [], reason: ctx.reason };

  const slots: Slot[] = [];
  let fitsButPassed = false;
  for (const start of starts) {
    const staffIds = freeStaffAt(ctx, start);
    if (staffIds.length > 0) slots.push({ start: fromMinutes(start), end: fromMinutes(start + ctx.duration), staffIds });
    else if (ctx.nowMinute !== null && start < ctx.nowMinute && freeStaffAt({ ...ctx, nowMinute: null }, start).length > 0) fitsButPassed = true;
  }
  let reason: NoSlotReason | null = null;
  if (slots.length === 0) reason = fitsButPassed ? 'no_time_left' : 'fully_booked';
  return { date: input.date, weekday, slots, reason };
}

export interface SlotCheck {
  available: boolean;
  /** Members free for the whole slot; the booking picks the first when no member was chosen. */
  staffIds: string[];
  /** Set when the whole day has nothing (see NoSlotReason); null when only this time is taken. */
  reason: NoSlotReason | null;
}

/**
 * Re-checks one start time at booking time (DESIGN.md §6: never trust an earlier answer). Same
 * rules as findAvailableSlots, but any 'HH:MM' start is accepted, not only the hourly grid.
 */
export function isSlotAvailable(input: Omit<AvailabilityInput, 'step' | 'firstStart' | 'lastStart'>, start: string): SlotCheck {
  const startMinute = toMinutes(start);
  const ctx = prepareDay(input);
  if (ctx.reason !== null) return { available: false, staffIds: [], reason: ctx.reason };
  if (startMinute + ctx.duration > 24 * 60) return { available: false, staffIds: [], reason: null };
  const staffIds = freeStaffAt(ctx, startMinute);
  return { available: staffIds.length > 0, staffIds, reason: null };
}
