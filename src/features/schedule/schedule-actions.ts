// The drafts each toolbar button writes, from what the screen has read. Pure: the domain rules
// do the generating; this picks which staff and rows they apply to.
import type { SavedHours } from '../../domain/business-hours';
import { weekdayOf } from '../../domain/dates';
import { withinHours } from '../../domain/patterns';
import { autoGenerate, copyPreviousWeek, generateDefaultWeek, type ScheduleDraft } from '../../domain/schedule';
import type { Staff, StaffSchedule } from '../../domain/types';

type StaffLike = Pick<Staff, 'id' | 'position' | 'is_active'>;
type RowLike = Pick<StaffSchedule, 'staff_id' | 'date' | 'start_time' | 'end_time' | 'is_day_off' | 'deleted'>;

const activeOnly = <T extends StaffLike>(staff: readonly T[]) => staff.filter((s) => s.is_active);

/**
 * Generate Default: the spec's rules for every active member, kept within the opening hours the
 * owner saved: a day saved closed is a day off, a shift past closing ends at closing. A
 * day she never saved keeps the spec's shift, as before.
 */
export function defaultDrafts(staff: readonly StaffLike[], weekStart: string, hours: readonly SavedHours[] = []): ScheduleDraft[] {
  const saved = new Set(hours.filter((h) => !h.deleted).map((h) => h.day_of_week));
  return generateDefaultWeek(activeOnly(staff), weekStart).map((d) => {
    const day = weekdayOf(d.date);
    return saved.has(day) ? { ...d, ...withinHours(d, hours, day) } : d;
  });
}

/** Auto Generate: each active member's own pattern (their latest rows), else the defaults. */
export function autoDrafts(staff: readonly StaffLike[], latest: ReadonlyMap<string, readonly RowLike[]>, weekStart: string): ScheduleDraft[] {
  return activeOnly(staff).flatMap((s) => autoGenerate(s, latest.get(s.id) ?? [], weekStart));
}

/**
 * Copy Previous: last week's rows a week later, for members still on the team (a deleted
 * member's old rows cannot be written again). Throws 'No previous week schedule found to copy'
 * when nothing is left to copy.
 */
export function copyDrafts(previousWeek: readonly RowLike[], staffIds: ReadonlySet<string>, weekStart: string): ScheduleDraft[] {
  return copyPreviousWeek(
    previousWeek.filter((r) => staffIds.has(r.staff_id)),
    weekStart,
  );
}
