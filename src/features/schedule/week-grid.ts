// The week grid's view model (docs/behaviour.md#staff-schedule): active staff as rows, Monday..Sunday as
// columns, each cell a working shift, a day off, or empty (docs/behaviour.md#staff-schedule), marked when the member has
// time off that day and carrying their daily breaks on working days. Pure, so it is
// tested without a browser and the page only renders what this returns.
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { format } from 'date-fns';
import { formatTime } from '../../domain/display-format';
import { DAYS_PER_WEEK, addDays, dateToNoon, weekDates, weekStartOf, weekdayOf } from '../../domain/dates';
import { patternOn, type PatternLike } from '../../domain/patterns';
import { fromMinutes, toMinutesOrNull } from '../../domain/time';
import { timeOffOn } from '../../domain/time-off';
import { breakLabel, timeOffLabel } from '../staff/staff-words';
import type { Staff, StaffBreak, StaffSchedule, StaffTimeOff, TimeOffReason } from '../../domain/types';

export type CellState = 'shift' | 'off' | 'empty';

export interface GridCell {
  staffId: string;
  date: string;
  state: CellState;
  /** 'HH:MM' (seconds from the server dropped); null unless state is 'shift'. */
  start: string | null;
  end: string | null;
  /** Set when the member has time off that day: the cell reads as the reason, whatever the shift. */
  away?: TimeOffReason;
  /** The member's daily breaks ('Lunch 13:00–13:30'), on a working day they are not away. */
  breaks?: string[];
  /** The shift is the member's regular week's, not a dated row of this week. */
  regular?: boolean;
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
type TimeOffLike = Pick<StaffTimeOff, 'staff_id' | 'start_date' | 'end_date' | 'reason'> & { deleted?: boolean };
type BreakLike = Pick<StaffBreak, 'staff_id' | 'start_time' | 'end_time' | 'label'> & { deleted?: boolean };

/** Time off, daily breaks and regular weeks of the salon's members; absent = none. */
export interface AwayRows {
  timeOff?: readonly TimeOffLike[];
  breaks?: readonly BreakLike[];
  patterns?: readonly PatternLike[];
}

const hhmm = (value: string | null): string | null => {
  const m = toMinutesOrNull(value);
  return m === null ? null : fromMinutes(m);
};

/**
 * What a stored row shows as. A working row with unreadable times still counts as scheduled.
 * Without a dated row, the member's regular shift of that weekday shows, marked as such.
 */
export function cellOf(staffId: string, date: string, row: RowLike | undefined, regular?: PatternLike): GridCell {
  if (!row || row.deleted) {
    if (regular) return { ...cellOf(staffId, date, { ...regular, date }), regular: true };
    return { staffId, date, state: 'empty', start: null, end: null };
  }
  if (row.is_day_off) return { staffId, date, state: 'off', start: null, end: null };
  return { staffId, date, state: 'shift', start: hhmm(row.start_time), end: hhmm(row.end_time) };
}

const intl = new Map<string, Intl.DateTimeFormat>();
function intlFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let f = intl.get(key);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- date-fns patterns for the English dates, not words
  if (!f) intl.set(key, (f = new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' })));
  return f;
}
// eslint-disable-next-line lingui/no-unlocalized-strings -- date-fns patterns for the English dates, not words
const utcNoon = (date: string) => new Date(`${date}T12:00:00Z`);

/** The day's names in English as they always read ('Mon', 'Mar 2'), in another language as Intl writes them. */
export function gridDay(date: string, language: string = i18n.locale): GridDay {
  if (language !== 'en') {
    const d = utcNoon(date);
    const weekday = intlFormat(language, { weekday: 'short' }).format(d);
    const label = intlFormat(language, { month: 'short', day: 'numeric' }).format(d);
    return { date, weekday, label, long: intlFormat(language, { weekday: 'long', month: 'long', day: 'numeric' }).format(d) };
  }
  const d = dateToNoon(date);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- date-fns patterns for the English dates, not words
  return { date, weekday: format(d, 'EEE'), label: format(d, 'MMM d'), long: format(d, 'EEEE, MMMM d') };
}

/** The cell with the member's time off or breaks that day; the same cell when there are none. */
function withAway(cell: GridCell, timeOff: readonly TimeOffLike[], breaks: readonly string[]): GridCell {
  const away = timeOffOn(timeOff, cell.staffId, cell.date);
  if (away) return { ...cell, away: away.reason };
  if (cell.state === 'shift' && breaks.length > 0) return { ...cell, breaks: [...breaks] };
  return cell;
}

/**
 * Active staff (ordered by name) × the seven days of the week. Rows of
 * other weeks, of inactive or unknown staff, and tombstones are ignored.
 */
export function buildWeekGrid(staff: readonly StaffLike[], rows: readonly RowLike[], weekStart: string, away: AwayRows = {}): WeekGrid {
  const dates = weekDates(weekStart);
  const active = staff.filter((s) => s.is_active && !s.deleted).sort((a, b) => a.name.localeCompare(b.name));
  const byKey = new Map<string, RowLike>();
  for (const r of rows) if (!r.deleted) byKey.set(`${r.staff_id}|${r.date}`, r);
  const timeOff = (away.timeOff ?? []).filter((t) => !t.deleted && t.start_date <= dates[6] && t.end_date >= dates[0]);
  const breaksOf = new Map<string, string[]>();
  const liveBreaks = (away.breaks ?? []).filter((b) => !b.deleted).sort((a, b) => a.start_time.localeCompare(b.start_time));
  for (const b of liveBreaks) breaksOf.set(b.staff_id, [...(breaksOf.get(b.staff_id) ?? []), breakLabel(b)]);
  return {
    weekStart,
    days: dates.map((d) => gridDay(d)),
    rows: active.map((s) => ({
      staff: { id: s.id, name: s.name, position: s.position },
      cells: dates.map((date) =>
        withAway(cellOf(s.id, date, byKey.get(`${s.id}|${date}`), patternOn(away.patterns ?? [], s.id, weekdayOf(date))), timeOff, breaksOf.get(s.id) ?? []),
      ),
    })),
  };
}

/** 'Mar 2 – 8, 2026', 'Mar 30 – Apr 5, 2026', 'Dec 28, 2026 – Jan 3, 2027'. */
export function weekLabel(weekStart: string, language: string = i18n.locale): string {
  if (language !== 'en') {
    const range = intlFormat(language, { month: 'short', day: 'numeric', year: 'numeric' });
    return range.formatRange(utcNoon(weekStart), utcNoon(addDays(weekStart, DAYS_PER_WEEK - 1)));
  }
  const start = dateToNoon(weekStart);
  const end = dateToNoon(addDays(weekStart, DAYS_PER_WEEK - 1));
  // eslint-disable-next-line lingui/no-unlocalized-strings -- date-fns patterns for the English dates, not words
  if (start.getFullYear() !== end.getFullYear()) return `${format(start, 'MMM d, yyyy')} – ${format(end, 'MMM d, yyyy')}`;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- date-fns patterns for the English dates, not words
  if (start.getMonth() !== end.getMonth()) return `${format(start, 'MMM d')} – ${format(end, 'MMM d, yyyy')}`;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- date-fns patterns for the English dates, not words
  return `${format(start, 'MMM d')} – ${format(end, 'd, yyyy')}`;
}

/** The Monday `weeks` weeks after (or before, when negative) the week of `weekStart`. */
export function shiftWeek(weekStart: string, weeks: number): string {
  return addDays(weekStartOf(weekStart), weeks * DAYS_PER_WEEK);
}

/**
 * The cell as text: '09:00 – 18:00', 'Day off', 'Not scheduled', or the time off: 'Vacation', 'Sick', 'Time off'.
 * With the salon's `locale` the times read as its clock writes them ('9:00 AM – 6:00 PM' in the US);
 * without one, as stored.
 */
export function cellText(cell: Pick<GridCell, 'state' | 'start' | 'end' | 'away'>, locale?: string): string {
  if (cell.away) return timeOffLabel(cell.away);
  if (cell.state === 'off') return t`Day off`;
  if (cell.state === 'empty') return t`Not scheduled`;
  const time = (t: string | null) => (t === null ? '?' : locale ? formatTime(t, locale) : t);
  return `${time(cell.start)} – ${time(cell.end)}`;
}

/**
 * How many cells of the week hold a dated shift or day off: what Clear Week deletes (it has nothing
 * to do at 0). Regular shifts are not counted: clearing the week brings them back.
 */
export function scheduledCount(grid: WeekGrid): number {
  return grid.rows.reduce((n, r) => n + r.cells.filter((c) => c.state !== 'empty' && !c.regular).length, 0);
}
