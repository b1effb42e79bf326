// Everything about one day that does not depend on the start time, computed once per call: the
// day's reason for having nothing, the opening hours, who works, and when each of them is busy.
// Split from availability.ts, which asks this module one question per candidate start.
import { ValidationError } from './errors';
import { effectiveHours, openingMinutes } from './business-hours';
import { dateProblem, daysBetween, weekdayOf, type ZonedNow } from './dates';
import { beyondAdvance, checkBookingRules, earliestBookable, lastBookableDate } from './booking-rules';
import { MINUTES_PER_DAY, intervalWithin, toMinutes, toMinutesOrNull } from './time';
import { handsOn, processingOf, stretchesMeet, type Interval } from './processing';
import type { AppointmentStatus } from './types';
import type { AvailabilityInput, NoSlotReason } from './availability-input';

/** Only these block availability; completed, canceled, no_show and conflict do not. */
export const BLOCKING_STATUSES: readonly AppointmentStatus[] = Object.freeze(['pending', 'confirmed']);

export type { Interval };

export interface DayContext {
  reason: NoSlotReason | null;
  open: number;
  close: number;
  duration: number;
  /**
   * What the new booking keeps its technician busy for, from its start (minutes): the service
   * around its processing gap, then the cleanup buffer (which may run past closing).
   */
  work: Interval[];
  /** Working members in `staff` order, with their shift and busy intervals that date. */
  members: { id: string; start: number; end: number; busy: Interval[] }[];
  /** Today only: starts before this minute have passed. */
  nowMinute: number | null;
  /** Starts before this minute of the date are inside the minimum notice (≥ 1440: the whole day). */
  noticeMinute: number | null;
  /** Set when a minimum notice reaches into this date. */
  earliest?: ZonedNow;
  /** Set with 'too_far_ahead'. */
  lastBookableDate?: string;
}

function checkMinutes(what: string, value: number, min: number): number {
  if (!Number.isInteger(value) || value < min) throw new ValidationError(`${what} must be a whole number of minutes, ${min} or more: ${value}`);
  return value;
}

/** [start, end) of a stored time pair, or null when it cannot be read as forward. */
function readTimes(start: string | null | undefined, end: string | null | undefined): Interval | null {
  const s = toMinutesOrNull(start);
  const e = toMinutesOrNull(end);
  return s !== null && e !== null && s < e ? [s, e] : null;
}

/** As readTimes, but a pair that cannot be read blocks the whole day: safer than double booking. */
const readInterval = (start: string | null | undefined, end: string | null | undefined): Interval => readTimes(start, end) ?? [0, MINUTES_PER_DAY];

const push = (map: Map<string, Interval[]>, key: string, interval: Interval) => {
  const list = map.get(key);
  if (list) list.push(interval);
  else map.set(key, [interval]);
};

/**
 * Busy time per member on `input.date`: each active booking from its start to its end (less its
 * own processing gap, when the technician is free) plus its service's cleanup buffer, and each
 * daily break. One pass over each list: the caller may hand us a whole year of appointments.
 */
export function busyIntervals(
  input: Pick<AvailabilityInput, 'date' | 'appointments' | 'breaks' | 'serviceBuffers' | 'ignoreAppointmentId'>,
): Map<string, Interval[]> {
  const busy = new Map<string, Interval[]>();
  for (const a of input.appointments) {
    if (a.deleted || a.appointment_date !== input.date || !BLOCKING_STATUSES.includes(a.status)) continue;
    if (input.ignoreAppointmentId !== undefined && a.id === input.ignoreAppointmentId) continue;
    const times = readTimes(a.start_time, a.end_time);
    const [start, end] = times ?? [0, MINUTES_PER_DAY];
    const buffer = a.service_id != null ? input.serviceBuffers?.[a.service_id] : undefined;
    // A row whose times we cannot read blocks the whole day, gap or not.
    for (const part of times ? handsOn(start, end, a) : [[start, end] as Interval]) push(busy, a.staff_id, part);
    // A buffer from a row we cannot read counts as none rather than failing the whole day.
    if (Number.isInteger(buffer) && buffer! > 0) push(busy, a.staff_id, [end, end + buffer!]);
  }
  for (const b of input.breaks ?? []) if (!b.deleted) push(busy, b.staff_id, readInterval(b.start_time, b.end_time));
  return busy;
}

/** Members away (time off covering the date, both ends inclusive). An inverted range covers no date. */
export function awayOn(input: Pick<AvailabilityInput, 'date' | 'timeOff'>): Set<string> {
  const away = new Set<string>();
  for (const t of input.timeOff ?? []) if (!t.deleted && t.start_date <= input.date && input.date <= t.end_date) away.add(t.staff_id);
  return away;
}

/** Validates the service and rules (throws) and settles everything up to the working members. */
export function prepareDay(input: AvailabilityInput): DayContext {
  const buffer = checkMinutes('Service buffer', input.service.buffer_minutes ?? 0, 0);
  const duration = checkMinutes('Service duration', input.service.duration, 1);
  const rules = input.rules && checkBookingRules(input.rules);
  const work = handsOn(0, duration, processingOf(input.service));
  if (buffer > 0) work.push([duration, duration + buffer]);
  const ctx: DayContext = { reason: null, open: 0, close: 0, duration, work, members: [], nowMinute: null, noticeMinute: null };
  const { date, now } = input;
  if (dateProblem(date) !== null) return { ...ctx, reason: 'invalid_date' };
  // Before any date rule: a hidden service is not bookable on any date, so another date won't help.
  if (input.service.is_active === false) return { ...ctx, reason: 'service_hidden' };
  if (now && date < now.date) return { ...ctx, reason: 'past_date' };
  if (now && rules && beyondAdvance(now, rules, date)) return { ...ctx, reason: 'too_far_ahead', lastBookableDate: lastBookableDate(now, rules) };
  if (now && date === now.date) ctx.nowMinute = toMinutes(now.time);
  if (now && rules && rules.min_notice_minutes > 0) {
    ctx.noticeMinute = toMinutes(now.time) + rules.min_notice_minutes - daysBetween(now.date, date) * MINUTES_PER_DAY;
    if (ctx.noticeMinute > 0) ctx.earliest = earliestBookable(now, rules);
  }

  const opening = openingMinutes(effectiveHours(input.hours), weekdayOf(date));
  if (!opening) return { ...ctx, reason: 'closed' };
  ctx.open = opening.open;
  ctx.close = opening.close;

  const linked = new Set<string>();
  for (const l of input.staffServices) if (!l.deleted && l.service_id === input.service.id) linked.add(l.staff_id);
  const eligible = input.staff.filter((s) => !s.deleted && s.is_active && linked.has(s.id) && (input.staffId === undefined || s.id === input.staffId));
  if (eligible.length === 0) return { ...ctx, reason: 'no_staff_for_service' };

  const shifts = new Map<string, { start: number; end: number }>();
  for (const s of input.schedules) {
    if (s.deleted || s.date !== date || s.is_day_off) continue;
    const start = toMinutesOrNull(s.start_time);
    const end = toMinutesOrNull(s.end_time);
    if (start !== null && end !== null && start < end) shifts.set(s.staff_id, { start, end });
  }
  const away = awayOn(input);
  const busy = busyIntervals(input);
  for (const s of eligible) {
    const shift = shifts.get(s.id);
    if (shift && !away.has(s.id)) ctx.members.push({ id: s.id, ...shift, busy: busy.get(s.id) ?? [] });
  }
  // Nobody works that date: when time off is part of why, say so rather than "not on that weekday".
  if (ctx.members.length === 0) return { ...ctx, reason: eligible.some((s) => away.has(s.id)) ? 'staff_time_off' : 'no_staff_working' };
  return ctx;
}

/** The clock's verdict on a start: passed (today, before now), inside the notice, or fine. */
export function clockAt(ctx: DayContext, start: number): 'passed' | 'too_soon' | null {
  if (ctx.nowMinute !== null && start < ctx.nowMinute) return 'passed';
  if (ctx.noticeMinute !== null && start < ctx.noticeMinute) return 'too_soon';
  return null;
}

/**
 * Members free for [start, start + duration) ignoring the clock; empty when the slot breaks a rule.
 * The slot itself must lie within the opening hours and the member's shift; the times it keeps
 * the technician working (its processing gap left out) and its cleanup buffer must not meet
 * another booking's working time or a break. The buffer may run past closing and the shift's end:
 * a last client at closing time is normal, and the technician tidies up after the door is locked.
 */
export function fittingStaffAt(ctx: DayContext, start: number): string[] {
  const end = start + ctx.duration;
  if (ctx.reason !== null || !intervalWithin(start, end, ctx.open, ctx.close)) return [];
  const work = ctx.work.map(([s, e]): Interval => [start + s, start + e]);
  return ctx.members.filter((m) => intervalWithin(start, end, m.start, m.end) && !stretchesMeet(work, m.busy)).map((m) => m.id);
}
