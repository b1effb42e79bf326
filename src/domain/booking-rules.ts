// The salon's booking rules (Salon Profile → Booking rules): how far ahead and how late a
// booking may be made, and on which grid start times are offered. Pure; the availability rules
// apply them, and the callers use the helpers below to tell the customer the limits.
import { ValidationError } from './errors';
import { fillText } from './texts';
import { addDays, daysBetween, type ZonedNow } from './dates';
import { MINUTES_PER_DAY, fromMinutes, toMinutes } from './time';
import { BOOKING_LIMITS } from './tables/booking';

export const SLOT_INTERVALS = Object.freeze([15, 30, 60] as const);
export type SlotInterval = (typeof SLOT_INTERVALS)[number];

export interface BookingRules {
  /** Minutes between now and the earliest start that may be booked; 0 = up to the minute. */
  min_notice_minutes: number;
  /** The last bookable date is this many days after today (0 = today only). */
  max_advance_days: number;
  /** Minutes between offered start times. */
  slot_interval: SlotInterval;
}

/** The defaults for a salon that has not set its rules: 60 keeps the spec's hourly grid. */
/** The registry's defaults (src/domain/tables/booking.ts): one source for the form and the rules. */
export const DEFAULT_BOOKING_RULES: Readonly<BookingRules> = Object.freeze({
  min_notice_minutes: BOOKING_LIMITS.minNoticeMinutes.default,
  max_advance_days: BOOKING_LIMITS.maxAdvanceDays.default,
  slot_interval: BOOKING_LIMITS.slotInterval.default,
});

/** The rules as given, or a ValidationError: a nonsense rule must not quietly offer wrong times. */
export function checkBookingRules(rules: BookingRules): BookingRules {
  const { min_notice_minutes: notice, max_advance_days: advance, slot_interval: interval } = rules;
  if (!Number.isInteger(notice) || notice < 0)
    throw new ValidationError({ text: 'Minimum notice must be a whole number of minutes, 0 or more: {value}', values: { value: String(notice) } });
  if (!Number.isInteger(advance) || advance < 0)
    throw new ValidationError({ text: 'Maximum advance must be a whole number of days, 0 or more: {value}', values: { value: String(advance) } });
  if (!SLOT_INTERVALS.includes(interval))
    throw new ValidationError({ text: 'Slot interval must be 15, 30 or 60 minutes: {value}', values: { value: String(interval) } });
  return rules;
}

/**
 * Minutes from `now` until `time` on `date`, negative when it has passed. Wall-clock minutes, as
 * the salon's clock shows them: a notice of 2 hours means "2 hours on the clock on the wall", and
 * the one night a year the clocks move is not worth a booking rule that customers cannot follow.
 */
export function minutesUntil(now: ZonedNow, date: string, time: string): number {
  return daysBetween(now.date, date) * MINUTES_PER_DAY + toMinutes(time) - toMinutes(now.time);
}

/** The first moment a booking may start: now plus the minimum notice, possibly days later. */
export function earliestBookable(now: ZonedNow, rules: Pick<BookingRules, 'min_notice_minutes'>): ZonedNow {
  const minute = toMinutes(now.time) + rules.min_notice_minutes;
  return { date: addDays(now.date, Math.floor(minute / MINUTES_PER_DAY)), time: fromMinutes(minute % MINUTES_PER_DAY) };
}

/** The last date the maximum advance allows (inclusive). */
export function lastBookableDate(now: ZonedNow, rules: Pick<BookingRules, 'max_advance_days'>): string {
  return addDays(now.date, rules.max_advance_days);
}

/** True when `date` lies beyond the maximum advance counted from now's date. */
export function beyondAdvance(now: ZonedNow, rules: Pick<BookingRules, 'max_advance_days'>, date: string): boolean {
  return daysBetween(now.date, date) > rules.max_advance_days;
}

const SLOT_TAKEN = '{time} is no longer available. Please choose a different time.';
/** The refusal when a time went between offering and booking it (docs/behaviour.md#messages). */
export const slotTakenMessage = (time: string) => fillText(SLOT_TAKEN, { time });

/**
 * That refusal as a write throws it: the English above, and the time it names, so a caller that
 * speaks another language (Sarah, to a customer) says it in her own words instead of the message.
 */
export class SlotTakenError extends ValidationError {
  constructor(
    /** 'HH:MM', the time asked for. */
    readonly time: string,
    field = 'start',
  ) {
    super({ text: SLOT_TAKEN, values: { time } }, field);
    this.name = 'SlotTakenError';
  }
}
