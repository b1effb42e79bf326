// Calendar dates as the rows store them: 'YYYY-MM-DD' strings. A date is a day on the salon's
// calendar, not an instant, so it never goes through UTC or the device's zone. For date-fns we
// anchor each date at local noon: no zone moves its clocks at noon, so adding days or reading the
// weekday can never slip to a neighbouring day across a DST change, whatever the device's zone.
// date-fns's lightFormat, not format: this module is on every screen's start-up path, and format
// brings its locale (month and day names, ~6 KB gzip) for tokens these numeric patterns never use.
import { addDays as addDaysFns, differenceInCalendarDays, getDay, lightFormat, startOfWeek } from 'date-fns';
import { dateToNoon } from './date-check';
import { ValidationError } from './errors';
import { unknownZone } from './texts';
import { MONTH_ABBREVIATIONS } from './month-names';
import { isValidTimeZone, wallClockAt } from './zone-formatter';

export { dateProblem, dateToNoon, isValidDate, type DateProblem } from './date-check';
export { isValidTimeZone };

/** Weeks start on Monday and have 7 days. */
export const WEEK_STARTS_ON = 1 as const;
export const DAYS_PER_WEEK = 7;

/** Indexed like business_hours.day_of_week and Date#getDay: 0 = Sunday … 6 = Saturday. */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];

/** 'YYYY-MM-DD' of a Date's local calendar day (only for Dates made by dateToNoon). */
function toDateString(date: Date): string {
  return lightFormat(date, 'yyyy-MM-dd');
}

export function addDays(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`Days must be a whole number: ${days}`);
  return toDateString(addDaysFns(dateToNoon(date), days));
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(dateToNoon(to), dateToNoon(from));
}

/** 0 = Sunday … 6 = Saturday, like business_hours.day_of_week. */
export function weekdayOf(date: string): number {
  return getDay(dateToNoon(date));
}

export function weekdayNameOf(date: string): WeekdayName {
  return WEEKDAY_NAMES[weekdayOf(date)];
}

/**
 * 'Nov 25': date-fns's format(…, 'MMM d') in English, without its locale (the Overview shows it
 * on first paint, where the locale would be ~6 KB gzip more to load). Throws like dateToNoon.
 */
export function monthDayLabel(date: string): string {
  const d = dateToNoon(date);
  return `${MONTH_ABBREVIATIONS[d.getMonth()]} ${d.getDate()}`;
}

/** The Monday on or before `date`. */
export function weekStartOf(date: string): string {
  return toDateString(startOfWeek(dateToNoon(date), { weekStartsOn: WEEK_STARTS_ON }));
}

/** Monday … Sunday of the week that starts on `weekStart` (which must be a Monday). */
export function weekDates(weekStart: string): string[] {
  if (weekdayOf(weekStart) !== WEEK_STARTS_ON) {
    throw new ValidationError(`Week must start on a Monday: ${weekStart}`);
  }
  return Array.from({ length: DAYS_PER_WEEK }, (_, i) => addDays(weekStart, i));
}

// The week's bounds of the last day asked about: callers test a whole week's rows against the
// same day (the Overview's figures on a cold start), and each date-fns round trip costs far more
// than the comparison it feeds.
let lastWeek: { day: string; start: string; end: string } | null = null;

/** The date falls in the Monday-first week that contains `anyDayOfWeek`. */
export function isInWeekOf(date: string, anyDayOfWeek: string): boolean {
  if (lastWeek?.day !== anyDayOfWeek) {
    const start = weekStartOf(anyDayOfWeek);
    lastWeek = { day: anyDayOfWeek, start, end: addDays(start, DAYS_PER_WEEK - 1) };
  }
  return date >= lastWeek.start && date <= lastWeek.end;
}

export interface ZonedNow {
  /** 'YYYY-MM-DD' on the salon's calendar. */
  date: string;
  /** 'HH:MM' on the salon's clock. */
  time: string;
}

/**
 * Today's date and the current time in an IANA zone ("today" is the salon's, never
 * the device's or UTC). `now` is a parameter so callers and tests control the clock.
 */
export function todayIn(zone: string, now: Date = new Date()): ZonedNow {
  if (!isValidTimeZone(zone)) throw new ValidationError(unknownZone(zone));
  if (Number.isNaN(now.getTime())) throw new RangeError('Invalid current time');
  return wallClockAt(zone, now);
}
