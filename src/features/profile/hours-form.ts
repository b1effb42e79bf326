// The Business Hours form (docs/behaviour.md#entities, docs/behaviour.md#salon-profile). Rows show Monday first, like every week in the app
// (docs/behaviour.md#limits), while day_of_week keeps the stored 0 = Sunday numbering.
import { DEFAULT_BUSINESS_HOURS, businessHoursProblems, type DayHours, type HoursProblem } from '../../domain/business-hours';
import { WEEKDAY_NAMES, type WeekdayName } from '../../domain/dates';

export const DISPLAY_ORDER: readonly number[] = [1, 2, 3, 4, 5, 6, 0];

export interface HoursRow {
  day_of_week: number;
  name: WeekdayName;
  closed: boolean;
  /** Kept while the day is closed, so unticking Closed brings back sensible times. */
  open: string;
  close: string;
}

/** Form rows from the effective hours; a closed day offers that day's default times when reopened. */
export function hoursToRows(effective: readonly DayHours[]): HoursRow[] {
  return DISPLAY_ORDER.map((dow) => {
    const day = effective.find((d) => d.day_of_week === dow) ?? DEFAULT_BUSINESS_HOURS[dow];
    const fallback = DEFAULT_BUSINESS_HOURS[dow];
    return {
      day_of_week: dow,
      name: WEEKDAY_NAMES[dow],
      closed: day.is_closed,
      open: day.open_time ?? fallback.open_time ?? '',
      close: day.close_time ?? fallback.close_time ?? '',
    };
  });
}

/** What saveBusinessHours receives: the whole week, closed days with null times (docs/behaviour.md#salon-profile). */
export function rowsToDays(rows: readonly HoursRow[]): DayHours[] {
  return rows.map((r) =>
    r.closed
      ? { day_of_week: r.day_of_week, open_time: null, close_time: null, is_closed: true }
      : { day_of_week: r.day_of_week, open_time: r.open || null, close_time: r.close || null, is_closed: false },
  );
}

/** Field-error key of one day's time input, e.g. "1.close_time". */
export const hoursFieldKey = (dow: number, field: 'open_time' | 'close_time') => `${dow}.${field}`;

/** Every problem of the week keyed by its input, so all bad days are marked at once. */
export function hoursErrors(rows: readonly HoursRow[], say: (problem: HoursProblem) => string = (p) => p.message): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const p of businessHoursProblems(rowsToDays(rows))) {
    if (p.field === 'day_of_week') continue; // rows always hold the seven days once each
    const key = hoursFieldKey(p.day_of_week, p.field);
    errors[key] ??= say(p);
  }
  return errors;
}
