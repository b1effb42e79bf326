// Calendar dates as the rows store them: 'YYYY-MM-DD' strings. A date is a day on the salon's
// calendar, not an instant, so it never goes through UTC or the device's zone. For date-fns we
// anchor each date at local noon: no zone moves its clocks at noon, so adding days or reading the
// weekday can never slip to a neighbouring day across a DST change, whatever the device's zone.
// date-fns's lightFormat, not format: this module is on every screen's start-up path, and format
// brings its locale (month and day names, ~6 KB gzip) for tokens these numeric patterns never use.
import { addDays as addDaysFns, differenceInCalendarDays, getDay, lightFormat, startOfWeek } from 'date-fns';
import { ValidationError } from './errors';
import { MONTH_ABBREVIATIONS } from './month-names';
import { formatterFor, isValidTimeZone } from './zone-formatter';

export { isValidTimeZone };

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Weeks start on Monday and have 7 days. */
export const WEEK_STARTS_ON = 1 as const;
export const DAYS_PER_WEEK = 7;

/** Indexed like business_hours.day_of_week and Date#getDay: 0 = Sunday … 6 = Saturday. */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];

/** Why a date string is unusable: wrong shape, or the right shape but no such day (2026-02-30). */
export type DateProblem = 'format' | 'not_a_date';

function toLocalNoon(value: string): Date | null {
  const m = DATE_RE.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(2000, 0, 1, 12);
  // setFullYear, not the constructor: the constructor maps years 0–99 to 1900–1999.
  date.setFullYear(y, mo - 1, d);
  if (date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d) return null;
  return date;
}

/** null when `value` is a real calendar date in 'YYYY-MM-DD', else what is wrong with it. */
export function dateProblem(value: unknown): DateProblem | null {
  if (typeof value !== 'string' || !DATE_RE.test(value)) return 'format';
  return toLocalNoon(value) ? null : 'not_a_date';
}

export function isValidDate(value: unknown): value is string {
  return dateProblem(value) === null;
}

/** The local-noon Date of a calendar date, for date-fns; throws a ValidationError when invalid. */
export function dateToNoon(value: string): Date {
  const d = typeof value === 'string' ? toLocalNoon(value) : null;
  if (!d) throw new ValidationError(`Invalid date "${String(value)}": use a real date as YYYY-MM-DD`);
  return d;
}

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

/** The date falls in the Monday-first week that contains `anyDayOfWeek`. */
export function isInWeekOf(date: string, anyDayOfWeek: string): boolean {
  const start = weekStartOf(anyDayOfWeek);
  return date >= start && date <= addDays(start, DAYS_PER_WEEK - 1);
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
  if (!isValidTimeZone(zone)) throw new ValidationError(`Unknown time zone "${String(zone)}"`);
  if (Number.isNaN(now.getTime())) throw new RangeError('Invalid current time');
  const parts: Record<string, string> = {};
  for (const p of formatterFor(zone).formatToParts(now)) parts[p.type] = p.value;
  const year = parts.year.padStart(4, '0');
  return { date: `${year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}
