// Free appointment slots (spec §5 "Assistant booking and slot rules", §9; issue 16's booking
// rules). One function serves the New Appointment form, the booking re-check, the conflicts
// screen and the assistant, so every path that books offers and accepts exactly the same times.
import { ValidationError } from './errors';
import { dateProblem, weekdayNameOf, type WeekdayName, type ZonedNow } from './dates';
import { fromMinutes, toMinutes } from './time';
import type { BookingRules } from './booking-rules';
import type { Appointment, Service, Staff, StaffSchedule, StaffService } from './types';
import type { SavedHours } from './business-hours';
import { clockAt, fittingStaffAt, prepareDay, type DayContext } from './availability-day';

export { BLOCKING_STATUSES, awayOn, busyIntervals } from './availability-day';

/** Spec §9: candidate starts are hourly from 09:00 to 18:00 (10 slots). */
export const SLOT_STEP_MINUTES = 60;
export const FIRST_SLOT_START = '09:00';
export const LAST_SLOT_START = '18:00';

type Live = { deleted?: boolean };
export type AvailabilityStaff = Pick<Staff, 'id' | 'is_active'> & Live;
export type AvailabilityLink = Pick<StaffService, 'staff_id' | 'service_id'> & Live;
export type AvailabilitySchedule = Pick<StaffSchedule, 'staff_id' | 'date' | 'start_time' | 'end_time' | 'is_day_off'> & Live;
export type AvailabilityAppointment = Pick<Appointment, 'staff_id' | 'appointment_date' | 'start_time' | 'end_time' | 'status'> &
  Partial<Pick<Appointment, 'id' | 'service_id' | 'processing_offset' | 'processing_minutes'>> &
  Live;
export type AvailabilityTimeOff = { staff_id: string; start_date: string; end_date: string } & Live;
export type AvailabilityBreak = { staff_id: string; start_time: string; end_time: string } & Live;

export interface AvailabilityInput {
  /** 'YYYY-MM-DD' on the salon's calendar. */
  date: string;
  /** A service with is_active false is hidden: it keeps its history but cannot be booked. */
  service: Pick<Service, 'id' | 'duration'> & Partial<Pick<Service, 'buffer_minutes' | 'is_active' | 'processing_offset' | 'processing_minutes'>>;
  staff: readonly AvailabilityStaff[];
  /** staff_services rows; only those linking a member to `service` count. */
  staffServices: readonly AvailabilityLink[];
  schedules: readonly AvailabilitySchedule[];
  appointments: readonly AvailabilityAppointment[];
  /** Saved business_hours rows; days without one use the spec §4 defaults. */
  hours: readonly SavedHours[];
  /** Cleanup buffer of every service by id, so an existing appointment blocks its member for its service's buffer after it ends. */
  serviceBuffers?: Readonly<Record<string, number>>;
  /** Date ranges a member is away (vacation, sick), inclusive. */
  timeOff?: readonly AvailabilityTimeOff[];
  /** Recurring daily breaks of a member (lunch 13:00–13:30), every working day. */
  breaks?: readonly AvailabilityBreak[];
  /** The salon's booking rules; absent = none (today's behaviour). Notice and advance need `now`. */
  rules?: BookingRules;
  /** Only this member (the form's staff picker); omit for "any available". */
  staffId?: string;
  /** An appointment being moved does not block its own new time. */
  ignoreAppointmentId?: string;
  /** Minutes between candidates; wins over rules.slot_interval. */
  step?: number;
  firstStart?: string;
  lastStart?: string;
  /** The salon's current date and time (todayIn); past dates and past times today are excluded. */
  now?: ZonedNow;
}

export interface Slot {
  start: string;
  /** start + duration: the cleanup buffer is the salon's time, not the customer's appointment. */
  end: string;
  /** Members free for the whole slot and its buffer, in the order of `staff`. */
  staffIds: string[];
}

/**
 * Why there are no slots, checked in this order, so the assistant can say spec §8's messages:
 * invalid_date — the date itself; service_hidden — the service cannot be booked on any date;
 * past_date / too_far_ahead — before today, or after the maximum advance;
 * closed — the salon's hours that weekday;
 * no_staff_for_service — no active member is linked to the service (or to the picked member);
 * staff_time_off — none of them works that date, and time off is part of why;
 * no_staff_working — none of them has a working schedule that date;
 * too_soon — every start that would fit is inside the minimum notice (or has passed);
 * no_time_left — today, and every start that would fit has passed;
 * fully_booked — the rest: taken by appointments and their buffers or breaks, or the service does
 * not fit the hours/shifts.
 */
export type NoSlotReason =
  | 'invalid_date'
  | 'service_hidden'
  | 'past_date'
  | 'too_far_ahead'
  | 'closed'
  | 'no_staff_for_service'
  | 'staff_time_off'
  | 'no_staff_working'
  | 'too_soon'
  | 'no_time_left'
  | 'fully_booked';

/** What the caller needs to name a limit to the customer; only set when that limit applies. */
export interface RuleLimits {
  /** A minimum notice reaches into this date: the earliest moment a booking may start (this date, or a later one when the notice covers it all). */
  earliest?: ZonedNow;
  /** With 'too_far_ahead': the last date the maximum advance allows. */
  lastBookableDate?: string;
}

export interface AvailabilityResult extends RuleLimits {
  date: string;
  weekday: WeekdayName | null;
  slots: Slot[];
  reason: NoSlotReason | null;
}

const limitsOf = (ctx: DayContext): RuleLimits => ({
  ...(ctx.earliest && { earliest: ctx.earliest }),
  ...(ctx.lastBookableDate && { lastBookableDate: ctx.lastBookableDate }),
});

function checkStep(input: AvailabilityInput): number {
  const step = input.step ?? input.rules?.slot_interval ?? SLOT_STEP_MINUTES;
  if (!Number.isInteger(step) || step <= 0) throw new ValidationError(`Slot step must be a positive number of minutes: ${step}`);
  return step;
}

/**
 * Candidate starts. The spec's hourly grid is 09:00–18:00 whatever the hours, and a 60-minute
 * interval keeps it exactly. A salon that chose 15 or 30 minutes chose finer times than the spec's
 * grid, so its candidates run on the clock's quarter or half hours across the whole opening hours
 * (a salon open 08:00–19:00 gets 08:00 and 18:30 too); `firstStart`/`lastStart` still win.
 */
function candidateStarts(input: AvailabilityInput, step: number, ctx: DayContext): number[] {
  const wide = input.step === undefined && step !== SLOT_STEP_MINUTES;
  const first = input.firstStart !== undefined ? toMinutes(input.firstStart) : wide ? Math.ceil(ctx.open / step) * step : toMinutes(FIRST_SLOT_START);
  const last = input.lastStart !== undefined ? toMinutes(input.lastStart) : wide ? ctx.close - 1 : toMinutes(LAST_SLOT_START);
  const starts: number[] = [];
  for (let t = first; t <= last; t += step) starts.push(t);
  return starts;
}

/** All free slots of the day for the service, or an empty list with the reason. */
export function findAvailableSlots(input: AvailabilityInput): AvailabilityResult {
  const step = checkStep(input);
  if (input.firstStart !== undefined) toMinutes(input.firstStart);
  if (input.lastStart !== undefined) toMinutes(input.lastStart);
  const ctx = prepareDay(input);
  const weekday = dateProblem(input.date) === null ? weekdayNameOf(input.date) : null;
  const limits = limitsOf(ctx);
  if (ctx.reason !== null) return { date: input.date, weekday, slots: [], reason: ctx.reason, ...limits };

  const slots: Slot[] = [];
  let passed = false;
  let tooSoon = false;
  for (const start of candidateStarts(input, step, ctx)) {
    const staffIds = fittingStaffAt(ctx, start);
    if (staffIds.length === 0) continue;
    const clock = clockAt(ctx, start);
    if (clock === null) slots.push({ start: fromMinutes(start), end: fromMinutes(start + ctx.duration), staffIds });
    else if (clock === 'passed') passed = true;
    else tooSoon = true;
  }
  // Too soon wins over passed: the starts that have not passed are the ones the notice holds back.
  const reason: NoSlotReason | null = slots.length > 0 ? null : tooSoon ? 'too_soon' : passed ? 'no_time_left' : 'fully_booked';
  return { date: input.date, weekday, slots, reason, ...limits };
}

export interface SlotCheck extends RuleLimits {
  available: boolean;
  /** Members free for the whole slot and its buffer; the booking picks the first when no member was chosen. */
  staffIds: string[];
  /**
   * Set when the whole day has nothing (see NoSlotReason), or 'too_soon' when this start is inside
   * the minimum notice; null when only this time is taken (or has passed).
   */
  reason: NoSlotReason | null;
}

/**
 * Re-checks one start time at booking time (DESIGN.md §6: never trust an earlier answer). Same
 * rules as findAvailableSlots, but any 'HH:MM' start is accepted, not only the grid.
 */
export function isSlotAvailable(input: Omit<AvailabilityInput, 'step' | 'firstStart' | 'lastStart'>, start: string): SlotCheck {
  const startMinute = toMinutes(start);
  const ctx = prepareDay(input);
  const limits = limitsOf(ctx);
  const no = (reason: NoSlotReason | null): SlotCheck => ({ available: false, staffIds: [], reason, ...limits });
  if (ctx.reason !== null) return no(ctx.reason);
  const clock = clockAt(ctx, startMinute);
  if (clock === 'passed') return no(null);
  if (clock === 'too_soon') return no('too_soon');
  if (startMinute + ctx.duration > 24 * 60) return no(null);
  const staffIds = fittingStaffAt(ctx, startMinute);
  return { available: staffIds.length > 0, staffIds, reason: null, ...limits };
}
