// Free appointment slots (docs/behaviour.md#validation, with the booking
// rules). One function serves the New Appointment form, the booking re-check, the conflicts
// screen and the assistant, so every path that books offers and accepts exactly the same times.
import { ValidationError } from './errors';
import { dateProblem, weekdayNameOf, type WeekdayName, type ZonedNow } from './dates';
import { fromMinutes, toMinutes } from './time';
import { clockAt, fittingStaffAt, prepareDay, type DayContext } from './availability-day';
import type { AvailabilityInput, NoSlotReason } from './availability-input';

export { BLOCKING_STATUSES, awayOn, busyIntervals } from './availability-day';
export type {
  AvailabilityAppointment,
  AvailabilityBreak,
  AvailabilityInput,
  AvailabilityLink,
  AvailabilitySchedule,
  AvailabilityStaff,
  AvailabilityTimeOff,
  NoSlotReason,
} from './availability-input';

/** Candidate starts are hourly from 09:00 to 18:00 (10 slots). */
export const SLOT_STEP_MINUTES = 60;
export const FIRST_SLOT_START = '09:00';
export const LAST_SLOT_START = '18:00';

export interface Slot {
  start: string;
  /** start + duration: the cleanup buffer is the salon's time, not the customer's appointment. */
  end: string;
  /** Members free for the whole slot and its buffer, in the order of `staff`. */
  staffIds: string[];
}

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
 * Re-checks one start time at booking time (never trust an earlier answer). Same
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
