// The week grid's view model (spec §2 Staff Schedule): active staff as rows, Monday..Sunday as
// columns, each cell a working shift, a day off, or empty (spec §4). Pure, so it is tested
// without a browser and the page only renders what this returns.
import { format } from 'date-fns';
import { DAYS_PER_WEEK, addDays, dateToNoon, weekDates, weekStartOf } from '../../domain/dates';
import { fromMinutes, toMinutesOrNull } from '../../domain/time';
import type { Staff, StaffSchedule } from '../../domain/types';

export type CellState = 'shift' | 'off' | 'empty';

export interface GridCell {
  staffId: string;
  date: string;
  state: CellState;
  /** 'HH:MM' (seconds from the server dropped); null unless state is 'shift'. */
  start: string | null;
  end: string | null;
}

export interface GridDay {
  date: string;
  /** 'Mon' */
  weekday: string;
  /** 'Mar 2' */
  label: string;
  /** 'Monday, March 2' for screen readers and the dialog. */
  long: string;
}

export interface GridRow {
  staff: Pick<Staff, 'id' | 'name' | 'position'>;
  cells: GridCell[];
}

export interface WeekGrid {
  weekStart: string;
  days: GridDay[];
  rows: GridRow[];
}

type StaffLike = Pick<Staff, 'id' | 'name' | 'position' | 'is_active'> & { deleted?: boolean };
type RowLike = Pick<StaffSchedule, 'staff_id' | 'date' | 'start_time' | 'end_time' | 'is_day_off'> & { deleted?: boolean };

const hhmm = (value: string | null): string | null => {
  const m = toMinutesOrNull(value);
  return m === null ? null : fromMinutes(m);
};

/** What a stored row shows as. A working row with unreadable times still counts as scheduled. */
export function cellOf(staffId: string, date: string, row: RowLike | undefined): GridCell {
  if (!row || row.deleted) return { staffId, date, state: 'empty', start: null, end: null };
  if (row.is_day_off) return { staffId, date, state: 'off', start: null, end: null };
  return { staffId, date, state: 'shift', start: hhmm(row.start_time), end: hhmm(row.end_time) };
}

export function gridDay(date: string): GridDay {
  const d = dateToNoon(date);
  return { date, weekday: format(d, 'EEE'), label: format(d, 'MMM d'), long: format(d, 'EEEE, MMMM d') };
}

/**
 * Active staff (spec §7: active staff ordered by name) × the seven days of the week. Rows of
 * other weeks, of inactive or unknown staff, and tombstones are ignored.
 */
export function buildWeekGrid(staff: readonly StaffLike[], rows: readonly RowLike[], weekStart: string): WeekGrid {
  const dates = weekDates(weekStart);
  const active = staff.filter((s) => s.is_active && !s.deleted).sort((a, b) => a.name.localeCompare(b.name));
  const byKey = new Map<string, RowLike>();
  for (const r of rows) if (!r.deleted) byKey.set(`${r.staff_id}|${r.date}`, r);
  return {
    weekStart,
    days: dates.map(gridDay),
    rows: active.map((s) => ({
      staff: { id: s.id, name: s.name, position: s.position },
      cells: dates.map((date) => cellOf(s.id, date, byKey.get(`${s.id}|${date}`))),
    })),
  };
}

/** 'Mar 2 – 8, 2026', 'Mar 30 – Apr 5, 2026', 'Dec 28, 2026 – Jan 3, 2027'. */
export function weekLabel(weekStart: string): string {
  const start = dateToNoon(weekStart);
  const end = dateToNoon(addDays(weekStart, DAYS_PER_WEEK - 1));
  if (start.getFullYear() !== end.getFullYear()) return `${format(start, 'MMM d, yyyy')} – ${format(end, 'MMM d, yyyy')}`;
  if (start.getMonth() !== end.getMonth()) return `${format(start, 'MMM d')} – ${format(end, 'MMM d, yyyy')}`;
  return `${format(start, 'MMM d')} – ${format(end, 'd, yyyy')}`;
}

/** The Monday `weeks` weeks after (or before, when negative) the week of `weekStart`. */
export function shiftWeek(weekStart: string, weeks: number): string {
  return addDays(weekStartOf(weekStart), weeks * DAYS_PER_WEEK);
}

/** The cell as text: '09:00 – 18:00', 'Day off' or 'Not scheduled'. */
export function cellText(cell: Pick<GridCell, 'state' | 'start' | 'end'>): string {
  if (cell.state === 'off') return 'Day off';
  if (cell.state === 'empty') return 'Not scheduled';
  return `${cell.start ?? '?'} – ${cell.end ?? '?'}`;
}

/** How many cells of the week hold a shift or a day off (Clear Week has nothing to do at 0). */
export function scheduledCount(grid: WeekGrid): number {
  return grid.rows.reduce((n, r) => n + r.cells.filter((c) => c.state !== 'empty').length, 0);
}
