// Staff schedule generation (docs/behaviour.md#staff-schedule). Outputs plain drafts; the
// repository adds ids (deterministic per staff_id + date) and sync columns.
import { PreconditionError, ValidationError } from './errors';
import { DAYS_PER_WEEK, addDays, isValidDate, weekDates, weekdayOf } from './dates';
import { isValidTime, normalizeTime, toMinutes } from './time';
import type { Staff, StaffSchedule } from './types';

export const INVALID_WEEK_DATES_MESSAGE = 'Invalid week dates generated';
export const NO_PREVIOUS_WEEK_MESSAGE = 'No previous week schedule found to copy';

/** Generate Default's constants, by value (docs/behaviour.md#staff-schedule). */
export const DEFAULT_DAY_START = '09:00';
export const DEFAULT_DAY_END = '18:00';
export const SUNDAY_START = '10:00';
export const SUNDAY_END = '17:00';
export const SATURDAY_START = '08:00';
export const SATURDAY_END = '18:00';
/** "Thursday through Saturday (day index 4 and up) end at 20:00": see defaultShift. */
export const LATE_END = '20:00';
export const LATE_FROM_DAY_INDEX = 4;
export const PART_TIME_START = '14:00';
/** Monday and Wednesday, as day_of_week (0 = Sunday). */
export const PART_TIME_DAYS_OFF: readonly number[] = Object.freeze([1, 3]);
/** Auto Generate looks at no more than this many of the member's latest rows. */
export const AUTO_GENERATE_ROW_LIMIT = 50;

export interface Shift {
  start_time: string | null;
  end_time: string | null;
  is_day_off: boolean;
}

export interface ScheduleDraft extends Shift {
  staff_id: string;
  date: string;
}

/** The edit dialog's starting values (docs/behaviour.md#limits): 09:00–18:00, not a day off. */
export const EDIT_DIALOG_DEFAULT: Readonly<Shift> = Object.freeze({
  start_time: DEFAULT_DAY_START,
  end_time: DEFAULT_DAY_END,
  is_day_off: false,
});

const DAY_OFF: Readonly<Shift> = Object.freeze({ start_time: null, end_time: null, is_day_off: true });

/** Part-time means the position contains 'part-time', in any case. */
export function isPartTime(position: string | null | undefined): boolean {
  return (position ?? '').toLowerCase().includes('part-time');
}

/**
 * The Generate Default shift for a weekday (0 = Sunday … 6 = Saturday).
 *
 * Our reading of the original product's rules, applied in the order it lists them, each later rule
 * overriding only what it names:
 *  1. every day 09:00–18:00;
 *  2. Sunday 10:00–17:00;
 *  3. Saturday 08:00–18:00;
 *  4. "Thursday through Saturday (day index 4 and up) end at 20:00". The index is the weekday
 *     index the spec uses everywhere else (business_hours.day_of_week, Date#getDay: 0 = Sunday),
 *     so 4, 5, 6 = Thursday, Friday, Saturday — the only reading that matches the spec's own words
 *     "Thursday through Saturday" and keeps Sunday at 10:00–17:00. (A Monday-first index would
 *     make it Friday–Sunday and contradict both.) Saturday is named by this rule too, so it ends
 *     at 20:00: Saturday's own rule contributes its 08:00 start.
 *  5. part-time staff: Sunday, Monday and Wednesday off; other days start at 14:00 and keep the
 *     end time above.
 * Result, full-time: Mon–Wed 09–18, Thu–Fri 09–20, Sat 08–20, Sun 10–17.
 *         part-time: Tue 14–18, Thu–Fri 14–20, Sat 14–20, Sun/Mon/Wed off.
 */
export function defaultShift(dayOfWeek: number, partTime: boolean): Shift {
  if (!Number.isInteger(dayOfWeek) || dayOfWeek < 0 || dayOfWeek > 6) {
    throw new RangeError(`day of week must be 0..6: ${dayOfWeek}`);
  }
  let start = DEFAULT_DAY_START;
  let end = DEFAULT_DAY_END;
  if (dayOfWeek === 0) {
    start = SUNDAY_START;
    end = SUNDAY_END;
  }
  if (dayOfWeek === 6) {
    start = SATURDAY_START;
    end = SATURDAY_END;
  }
  if (dayOfWeek >= LATE_FROM_DAY_INDEX) end = LATE_END;
  if (partTime) {
    if (dayOfWeek === 0 || PART_TIME_DAYS_OFF.includes(dayOfWeek)) return { ...DAY_OFF };
    start = PART_TIME_START;
  }
  return { start_time: start, end_time: end, is_day_off: false };
}

/**
 * The 7 dates of the week starting at `weekStart`, guarded: anything but seven consecutive valid
 * dates from a Monday fails with the spec's internal error rather than writing a broken week.
 */
export function scheduleWeek(weekStart: string): string[] {
  let dates: string[];
  try {
    dates = weekDates(weekStart);
  } catch {
    throw new ValidationError(INVALID_WEEK_DATES_MESSAGE);
  }
  if (dates.length !== DAYS_PER_WEEK || !dates.every(isValidDate)) throw new ValidationError(INVALID_WEEK_DATES_MESSAGE);
  return dates;
}

type StaffLike = Pick<Staff, 'id' | 'position'>;

/** Generate Default (docs/behaviour.md#limits): only the rules above, one draft per staff member and day. */
export function generateDefaultWeek(staff: readonly StaffLike[], weekStart: string): ScheduleDraft[] {
  const dates = scheduleWeek(weekStart);
  return staff.flatMap((s) => dates.map((date) => ({ staff_id: s.id, date, ...defaultShift(weekdayOf(date), isPartTime(s.position)) })));
}

type ScheduleLike = Pick<StaffSchedule, 'staff_id' | 'date' | 'start_time' | 'end_time' | 'is_day_off'> & Partial<Pick<StaffSchedule, 'deleted'>>;

/** A row usable as a pattern: a day off, or a working shift with valid times in order. */
function patternOf(row: ScheduleLike): Shift | null {
  if (row.is_day_off) return { ...DAY_OFF };
  // normalizeTime also accepts the server's 'HH:MM:SS' and writes 'HH:MM' back.
  try {
    const start = normalizeTime(row.start_time as string);
    const end = normalizeTime(row.end_time as string);
    return toMinutes(start) < toMinutes(end) ? { start_time: start, end_time: end, is_day_off: false } : null;
  } catch {
    return null;
  }
}

/**
 * Auto Generate (docs/behaviour.md#limits) for one staff member: the day-of-week pattern of their latest rows (at
 * most 50, newest date first; the most recent row per weekday wins), falling back per day to the
 * default rules. `rows` may hold anyone's rows; only this member's live rows count.
 */
export function autoGenerate(staff: StaffLike, rows: readonly ScheduleLike[], weekStart: string): ScheduleDraft[] {
  const dates = scheduleWeek(weekStart);
  const latest = rows
    .filter((r) => r.staff_id === staff.id && !r.deleted && isValidDate(r.date))
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
    .slice(0, AUTO_GENERATE_ROW_LIMIT);
  const pattern = new Map<number, Shift>();
  for (const row of latest) {
    const dow = weekdayOf(row.date);
    if (pattern.has(dow)) continue;
    const shift = patternOf(row);
    if (shift) pattern.set(dow, shift);
  }
  const partTime = isPartTime(staff.position);
  return dates.map((date) => {
    const dow = weekdayOf(date);
    return { staff_id: staff.id, date, ...(pattern.get(dow) ?? defaultShift(dow, partTime)) };
  });
}

/**
 * Copy Previous: the previous week's live rows moved 7 days later. Throws the spec's message when
 * that week has none, so the screen shows it and writes nothing.
 */
export function copyPreviousWeek(rows: readonly ScheduleLike[], weekStart: string): ScheduleDraft[] {
  scheduleWeek(weekStart);
  const from = addDays(weekStart, -DAYS_PER_WEEK);
  const to = addDays(weekStart, -1);
  const copied = rows
    .filter((r) => !r.deleted && isValidDate(r.date) && r.date >= from && r.date <= to)
    .map((r) => ({
      staff_id: r.staff_id,
      date: addDays(r.date, DAYS_PER_WEEK),
      start_time: r.is_day_off ? null : r.start_time,
      end_time: r.is_day_off ? null : r.end_time,
      is_day_off: r.is_day_off,
    }));
  if (copied.length === 0) throw new PreconditionError(NO_PREVIOUS_WEEK_MESSAGE);
  return copied;
}

/**
 * Checks one cell from the edit dialog and returns it ready to save: a day off has null times
 * (docs/behaviour.md#staff-schedule); a working shift needs both times with start before end.
 */
export function validateShift(shift: Shift): Shift {
  if (shift.is_day_off) return { ...DAY_OFF };
  if (!isValidTime(shift.start_time)) throw new ValidationError('Start time is required (HH:MM)', 'start_time');
  if (!isValidTime(shift.end_time)) throw new ValidationError('End time is required (HH:MM)', 'end_time');
  if (toMinutes(shift.start_time) >= toMinutes(shift.end_time)) {
    throw new ValidationError('End time must be after start time', 'end_time');
  }
  return { start_time: shift.start_time, end_time: shift.end_time, is_day_off: false };
}
