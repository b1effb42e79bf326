// Salon opening hours per weekday (docs/behaviour.md#entities, docs/behaviour.md#salon-profile). day_of_week is 0 = Sunday … 6 = Saturday,
// as the business_hours rows store it.
import { ValidationError } from './errors';
import { WEEKDAY_NAMES, weekdayOf } from './dates';
import { isValidTime, normalizeTime, toMinutes, toMinutesOrNull } from './time';
import type { BusinessHours } from './types';
import { fillText, type DomainText } from './texts';

/** The fields of a business_hours row that matter for opening hours. */
export interface DayHours {
  day_of_week: number;
  open_time: string | null;
  close_time: string | null;
  is_closed: boolean;
}

/** A saved row as read from the database; tombstoned rows are ignored. */
export type SavedHours = DayHours & Partial<Pick<BusinessHours, 'deleted' | 'updated_at'>>;

const open = (day_of_week: number, open_time: string, close_time: string): DayHours => Object.freeze({ day_of_week, open_time, close_time, is_closed: false });

/**
 * The defaults, shown before saved hours load (docs/behaviour.md#salon-profile): Mon–Wed 09:00–18:00, Thu–Fri 09:00–19:00,
 * Sat 08:00–17:00, Sun 10:00–16:00, none closed. Indexed by day_of_week.
 */
export const DEFAULT_BUSINESS_HOURS: readonly DayHours[] = Object.freeze([
  open(0, '10:00', '16:00'),
  open(1, '09:00', '18:00'),
  open(2, '09:00', '18:00'),
  open(3, '09:00', '18:00'),
  open(4, '09:00', '19:00'),
  open(5, '09:00', '19:00'),
  open(6, '08:00', '17:00'),
]);

function isDay(n: unknown): n is number {
  return Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 6;
}

/**
 * The hours in force for each weekday (index = day_of_week): a saved row overrides that day's
 * default, days without a saved row keep the default. Should two live rows exist for one day
 * (they share a deterministic id, so only through a bug), the newer stamp wins.
 */
export function effectiveHours(saved: readonly SavedHours[] | null | undefined): DayHours[] {
  const result = DEFAULT_BUSINESS_HOURS.map((d) => ({ ...d }));
  const stamps: (string | undefined)[] = [];
  for (const row of saved ?? []) {
    if (row.deleted || !isDay(row.day_of_week)) continue;
    const prev = stamps[row.day_of_week];
    if (prev !== undefined && (row.updated_at ?? '') < prev) continue;
    stamps[row.day_of_week] = row.updated_at ?? '';
    result[row.day_of_week] = row.is_closed
      ? { day_of_week: row.day_of_week, open_time: null, close_time: null, is_closed: true }
      : { day_of_week: row.day_of_week, open_time: row.open_time, close_time: row.close_time, is_closed: false };
  }
  return result;
}

/**
 * Opening interval in minutes for a weekday, or null when the salon is closed that day. A day
 * marked open with missing or inverted times is treated as closed: no slot can fit in it.
 */
export function openingMinutes(hours: readonly DayHours[], dayOfWeek: number): { open: number; close: number } | null {
  const day = hours.find((h) => h.day_of_week === dayOfWeek);
  if (!day || day.is_closed) return null;
  const o = toMinutesOrNull(day.open_time);
  const c = toMinutesOrNull(day.close_time);
  if (o === null || c === null || o >= c) return null;
  return { open: o, close: c };
}

/** The effective hours for the weekday of a calendar date. */
export function hoursOnDate(hours: readonly DayHours[], date: string): DayHours {
  const dow = weekdayOf(date);
  return hours.find((h) => h.day_of_week === dow) ?? { day_of_week: dow, open_time: null, close_time: null, is_closed: true };
}

export interface HoursProblem {
  day_of_week: number;
  field: 'open_time' | 'close_time' | 'day_of_week';
  message: string;
  /** The sentence with the day apart (`{day}`, its English name), for a screen in another language. */
  text: DomainText;
}

function problem(day_of_week: number, field: HoursProblem['field'], text: string, day: string | number): HoursProblem {
  const values = { day };
  return { day_of_week, field, message: fillText(text, values), text: { text, values } };
}

/** Every problem in a full week of hours as the Salon Profile saves it; empty when it is fine. */
export function businessHoursProblems(days: readonly DayHours[]): HoursProblem[] {
  const problems: HoursProblem[] = [];
  const seen = new Set<number>();
  for (const d of days) {
    if (!isDay(d.day_of_week)) {
      problems.push(problem(d.day_of_week, 'day_of_week', 'Unknown day of week: {day}', d.day_of_week));
      continue;
    }
    const name = WEEKDAY_NAMES[d.day_of_week];
    if (seen.has(d.day_of_week)) {
      problems.push(problem(d.day_of_week, 'day_of_week', '{day} appears more than once', name));
      continue;
    }
    seen.add(d.day_of_week);
    if (d.is_closed) continue;
    const okOpen = isValidTime(d.open_time);
    const okClose = isValidTime(d.close_time);
    if (!okOpen) problems.push(problem(d.day_of_week, 'open_time', '{day}: opening time is required (HH:MM)', name));
    if (!okClose) problems.push(problem(d.day_of_week, 'close_time', '{day}: closing time is required (HH:MM)', name));
    if (okOpen && okClose && toMinutes(d.open_time as string) >= toMinutes(d.close_time as string)) {
      problems.push(problem(d.day_of_week, 'close_time', '{day}: closing time must be after opening time', name));
    }
  }
  for (let dow = 0; dow < 7; dow++) {
    if (!seen.has(dow)) {
      problems.push(problem(dow, 'day_of_week', '{day} is missing', WEEKDAY_NAMES[dow]));
    }
  }
  return problems;
}

/**
 * Checks a full week and returns it ready to save, sorted Sunday first, closed days with null
 * times ("A closed day sends null open and close times"; docs/behaviour.md#salon-profile). Throws the first problem.
 */
export function validateBusinessHours(days: readonly DayHours[]): DayHours[] {
  const problems = businessHoursProblems(days);
  if (problems.length > 0) throw new ValidationError(problems[0].text, problems[0].field);
  return [...days]
    .sort((a, b) => a.day_of_week - b.day_of_week)
    .map((d) =>
      d.is_closed
        ? { day_of_week: d.day_of_week, open_time: null, close_time: null, is_closed: true }
        : { day_of_week: d.day_of_week, open_time: normalizeTime(d.open_time as string), close_time: normalizeTime(d.close_time as string), is_closed: false },
    );
}
