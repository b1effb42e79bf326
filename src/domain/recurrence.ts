// Recurring bookings: "every 2, 3 or 4 weeks, N times" from New Appointment. Only the
// dates are planned here; each one is then checked and booked on its own (recurring.ts), so one
// that does not fit is reported, never silently skipped. Dates are calendar days (dates.ts), so a
// DST change or a month or year boundary between two occurrences moves nothing.
import { addDays, DAYS_PER_WEEK } from './dates';
import { ValidationError } from './errors';

/** What New Appointment offers: a salon's regulars come back every 2 to 4 weeks. */
export const REPEAT_EVERY_WEEKS = [2, 3, 4] as const;
export type RepeatWeeks = (typeof REPEAT_EVERY_WEEKS)[number];
/** Times, the first booking included: fewer is no repeat, more runs past most booking windows. */
export const MIN_REPEAT_TIMES = 2;
export const MAX_REPEAT_TIMES = 12;

export interface Repeat {
  everyWeeks: number;
  /** How many bookings, the first included. */
  times: number;
}

/** What is wrong with a repeat, in the owner's words; null when it can be planned. */
export function repeatProblem(repeat: Repeat): { message: string; field: 'repeat' | 'times' } | null {
  if (!(REPEAT_EVERY_WEEKS as readonly number[]).includes(repeat.everyWeeks)) return { message: 'Please choose every 2, 3 or 4 weeks.', field: 'repeat' };
  if (!Number.isInteger(repeat.times) || repeat.times < MIN_REPEAT_TIMES || repeat.times > MAX_REPEAT_TIMES) {
    return { message: `Please choose ${MIN_REPEAT_TIMES} to ${MAX_REPEAT_TIMES} times.`, field: 'times' };
  }
  return null;
}

/** Every occurrence's date, the first one (`first`) included, each `everyWeeks` weeks after the last. */
export function occurrenceDates(first: string, repeat: Repeat): string[] {
  const problem = repeatProblem(repeat);
  if (problem) throw new ValidationError(problem.message, problem.field);
  // From the first date each time, not from the previous one: the same arithmetic for every k.
  return Array.from({ length: repeat.times }, (_, k) => addDays(first, k * repeat.everyWeeks * DAYS_PER_WEEK));
}
