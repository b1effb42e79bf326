// Whether a 'YYYY-MM-DD' text is a real calendar date, apart from dates.ts so the booking page
// (which turns its visit into instants for "Add to calendar") checks dates without loading date-fns.
import { ValidationError } from './errors';

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

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
  if (!d) throw new ValidationError({ text: 'Invalid date "{value}": use a real date as YYYY-MM-DD', values: { value: String(value) } });
  return d;
}
