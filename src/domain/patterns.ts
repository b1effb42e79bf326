// Shifts that repeat. Each technician has a regular week: one shift or day off per
// weekday, repeating with no end, so next week and the one after are bookable without anyone
// regenerating them. A dated schedule row (the week grid's edited cell, Generate Default, Copy
// Previous…) is an exception for that day and wins. The server's sync_private.availability
// applies the same rule (migration 20261127000500); a property test holds the two equal.
import { weekdayOf } from './dates';
import { effectiveHours, openingMinutes, type SavedHours } from './business-hours';
import type { AvailabilitySchedule } from './availability-input';
import type { Shift } from './schedule';
import { fromMinutes, toMinutesOrNull } from './time';
import type { StaffPattern } from './types';

export type PatternLike = Pick<StaffPattern, 'staff_id' | 'day_of_week' | 'start_time' | 'end_time' | 'is_day_off'> & { deleted?: boolean };

/** A day's shift as the rules read it, marked when it comes from the regular week. */
export type EffectiveSchedule = AvailabilitySchedule & { regular?: true };

/**
 * The shifts of `date`: every live dated row for it, and for each member without one, their
 * regular shift of that weekday. A deleted dated row is no exception: the regular week applies.
 */
export function effectiveSchedules(date: string, dated: readonly AvailabilitySchedule[], patterns: readonly PatternLike[]): EffectiveSchedule[] {
  const live = dated.filter((r) => !r.deleted && r.date === date);
  const excepted = new Set(live.map((r) => r.staff_id));
  const dow = weekdayOf(date);
  const regular = patterns
    .filter((p) => !p.deleted && p.day_of_week === dow && !excepted.has(p.staff_id))
    .map((p) => ({ staff_id: p.staff_id, date, start_time: p.start_time, end_time: p.end_time, is_day_off: p.is_day_off, regular: true as const }));
  return [...live, ...regular];
}

/** The live regular shift of a member on a weekday, if they have one. */
export function patternOn(patterns: readonly PatternLike[], staffId: string, dayOfWeek: number): PatternLike | undefined {
  return patterns.find((p) => !p.deleted && p.staff_id === staffId && p.day_of_week === dayOfWeek);
}

/** A regular week that is the salon's opening hours: open days worked open to close, closed days off. Index = day_of_week. */
export function weekFromHours(saved: readonly SavedHours[] | null | undefined): Shift[] {
  const hours = effectiveHours(saved);
  return [0, 1, 2, 3, 4, 5, 6].map((dow) => {
    const open = openingMinutes(hours, dow);
    return open
      ? { start_time: fromMinutes(open.open), end_time: fromMinutes(open.close), is_day_off: false }
      : { start_time: null, end_time: null, is_day_off: true };
  });
}

/**
 * A shift cut to the salon's hours that weekday: a closed day is a day off, a shift is trimmed to
 * opening and closing, and one that leaves nothing is a day off. Generate Default's shifts go
 * through it, so Monday closed means nobody is scheduled Monday.
 */
export function withinHours(shift: Shift, saved: readonly SavedHours[] | null | undefined, dayOfWeek: number): Shift {
  if (shift.is_day_off) return shift;
  const open = openingMinutes(effectiveHours(saved), dayOfWeek);
  const s = toMinutesOrNull(shift.start_time);
  const e = toMinutesOrNull(shift.end_time);
  if (!open || s === null || e === null) return { start_time: null, end_time: null, is_day_off: true };
  const start = Math.max(s, open.open);
  const end = Math.min(e, open.close);
  if (start >= end) return { start_time: null, end_time: null, is_day_off: true };
  return { start_time: fromMinutes(start), end_time: fromMinutes(end), is_day_off: false };
}
