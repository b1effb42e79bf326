// Layout of the day view: one column per technician on a CSS grid whose rows are
// ROW_MINUTES long. Where each booking sits (grid rows, a lane when two of one technician's
// bookings clash), its processing gap, and what is shaded behind it (closed hours, off shift,
// time off, breaks). Pure, so the view only draws it and the maths is unit-tested alone.
import { effectiveHours, openingMinutes, type SavedHours } from '../../domain/business-hours';
import { weekdayOf } from '../../domain/dates';
import { handsOn, stretchesMeet, type Interval } from '../../domain/processing';
import { t } from '@lingui/core/macro';
import { breakLabel, timeOffLabel } from '../staff/staff-words';
import { toMinutesOrNull } from '../../domain/time';
import type { TimeOffReason } from '../../domain/types';
import { weekTimeRange, type TimeRange } from './calendar-layout';

/** One grid row: fine enough for a booking at 10:05, coarse enough to keep the grid small. */
export const ROW_MINUTES = 5;
/** A booking shorter than this is drawn this tall (still at its real start) so it can be read and grabbed. */
export const MIN_BLOCK_MINUTES = 15;
/** Drags and taps land on the quarter hour, the finest start the booking rules offer. */
export const SNAP_MINUTES = 15;

export interface DayItem {
  id: string;
  staff_id: string;
  start_time: string;
  end_time: string;
  processing_offset?: number | null;
  processing_minutes?: number | null;
}

export interface DayShift {
  staff_id: string;
  start_time: string | null;
  end_time: string | null;
  is_day_off: boolean;
}

export interface DayTimeOff {
  staff_id: string;
  reason: TimeOffReason;
}

export interface DayBreak {
  staff_id: string;
  start_time: string;
  end_time: string;
  label: string | null;
  deleted?: boolean;
}

export type ShadeKind = 'closed' | 'off' | 'time-off' | 'break';

/** A shaded stretch, in grid lines (1-based, end exclusive) of the column or of the whole grid. */
export interface Shade {
  kind: ShadeKind;
  rowStart: number;
  rowEnd: number;
  label: string;
}

export interface DayBlock<T> {
  item: T;
  /** Minutes since midnight as drawn (a short booking stretched to MIN_BLOCK_MINUTES). */
  start: number;
  end: number;
  rowStart: number;
  rowEnd: number;
  /** Side by side when the technician's working times of two bookings meet (a conflict, a double booking). */
  lane: number;
  lanes: number;
  /** The processing stretch, in percent of the block's height: drawn as a gap another booking may fill. */
  gap: { top: number; height: number } | null;
  /** It sits inside another booking's processing gap: drawn above it. */
  inGap: boolean;
}

export interface DayColumn<S, T> {
  staff: S;
  shades: Shade[];
  blocks: DayBlock<T>[];
}

export interface DayLayout<S, T> {
  date: string;
  range: TimeRange;
  rows: number;
  /** Across every column: the hours the salon is closed. */
  closed: Shade[];
  columns: DayColumn<S, T>[];
}

export interface DayInput<S extends { id: string }, T extends DayItem> {
  date: string;
  /** The columns, in order (dayColumns picks them). */
  staff: readonly S[];
  hours: readonly SavedHours[];
  /** The day's effective shifts (dated rows over the regular week). */
  shifts: readonly DayShift[];
  /** The time off covering the date, one per technician at most. */
  timeOff: readonly DayTimeOff[];
  breaks: readonly DayBreak[];
  items: readonly T[];
}

/** The grid line where a minute falls (1 = the first line, at range.start). */
export const lineOf = (minute: number, range: TimeRange) => Math.round((minute - range.start) / ROW_MINUTES) + 1;

/**
 * The technicians shown: the active ones in the given order, and anyone else (a member made
 * inactive since, an unknown id) who has a booking that day, so no booking is ever left off.
 */
export function dayColumns<S extends { id: string; is_active: boolean }>(staff: readonly S[], items: readonly DayItem[], unknown: (id: string) => S): S[] {
  const booked = new Set(items.map((i) => i.staff_id));
  const shown = staff.filter((s) => s.is_active || booked.has(s.id));
  const known = new Set(staff.map((s) => s.id));
  const missing = [...booked].filter((id) => !known.has(id)).sort();
  return [...shown, ...missing.map(unknown)];
}

/** How many technician columns fit at once (Vagaro's figures): 25 on a desktop, 15 on a tablet, 7 on a phone. */
export function columnsPerPage(viewportWidth: number): number {
  if (viewportWidth >= 1280) return 25;
  if (viewportWidth >= 768) return 15;
  return 7;
}

function span(item: DayItem, range: TimeRange): { start: number; end: number; real: Interval } {
  const s = toMinutesOrNull(item.start_time) ?? range.start;
  const rawEnd = toMinutesOrNull(item.end_time);
  const e = rawEnd !== null && rawEnd > s ? rawEnd : s + MIN_BLOCK_MINUTES;
  const start = Math.max(range.start, Math.min(s, range.end - MIN_BLOCK_MINUTES));
  const end = Math.min(range.end, Math.max(e, start + MIN_BLOCK_MINUTES));
  return { start, end, real: [s, e] };
}

/**
 * One technician's bookings. A booking takes the first lane where it clashes with nothing (only
 * the times the technician works count, so a short service inside another's processing gap shares
 * its lane and is drawn in the gap); a chain of overlapping bookings is one group whose lane count
 * every member is told.
 */
export function layoutColumn<T extends DayItem>(items: readonly T[], range: TimeRange): DayBlock<T>[] {
  const total = (b: { start: number; end: number }) => b.end - b.start;
  const placed = items.map((item) => ({ item, ...span(item, range) })).sort((a, b) => a.start - b.start || b.end - a.end || a.item.id.localeCompare(b.item.id));
  const blocks: DayBlock<T>[] = [];
  let group: DayBlock<T>[] = [];
  let lanes: { work: Interval[]; end: number }[][] = [];
  let groupEnd = -Infinity;
  const closeGroup = () => {
    for (const b of group) b.lanes = Math.max(1, lanes.length);
    group = [];
    lanes = [];
  };
  for (const p of placed) {
    if (p.start >= groupEnd) closeGroup();
    const work = handsOn(p.start, p.end, p.item);
    let lane = lanes.findIndex((l) => l.every((o) => !stretchesMeet(o.work, work)));
    if (lane === -1) {
      lane = lanes.length;
      lanes.push([]);
    }
    const inGap = lanes[lane].some((o) => o.end > p.start);
    lanes[lane].push({ work, end: p.end });
    groupEnd = group.length === 0 ? p.end : Math.max(groupEnd, p.end);
    const block: DayBlock<T> = {
      item: p.item,
      start: p.start,
      end: p.end,
      rowStart: lineOf(p.start, range),
      rowEnd: Math.max(lineOf(p.end, range), lineOf(p.start, range) + 1),
      lane,
      lanes: 1,
      gap: gapOf(p.item, p, total(p)),
      inGap,
    };
    group.push(block);
    blocks.push(block);
  }
  closeGroup();
  return blocks;
}

function gapOf(item: DayItem, drawn: { start: number; real: Interval }, length: number): DayBlock<DayItem>['gap'] {
  const [s, e] = drawn.real;
  const work = handsOn(s, e, item);
  // Only a gap with work on both sides is a gap; a processing stretch at either end is left as drawn.
  if (work.length !== 2) return null;
  const from = Math.max(work[0][1], drawn.start);
  const to = work[1][0];
  if (to <= from) return null;
  return { top: ((from - drawn.start) / length) * 100, height: ((to - from) / length) * 100 };
}

/** Stretches of the range outside [open, close), as shades of `kind`. */
function outside(range: TimeRange, open: number, close: number, kind: ShadeKind, label: string): Shade[] {
  const out: Shade[] = [];
  if (open > range.start) out.push({ kind, rowStart: 1, rowEnd: lineOf(Math.min(open, range.end), range), label });
  if (close < range.end) out.push({ kind, rowStart: lineOf(Math.max(close, range.start), range), rowEnd: lineOf(range.end, range), label });
  return out.filter((s) => s.rowEnd > s.rowStart);
}

/** A stretch cut to the range, as grid lines, or null when nothing of it is on the grid. */
function rowsOf(from: number, to: number, range: TimeRange): { rowStart: number; rowEnd: number } | null {
  const a = Math.max(from, range.start);
  const b = Math.min(to, range.end);
  return b > a ? { rowStart: lineOf(a, range), rowEnd: lineOf(b, range) } : null;
}

function columnShades(staffId: string, input: DayInput<{ id: string }, DayItem>, range: TimeRange, open: { open: number; close: number } | null): Shade[] {
  const whole = (kind: ShadeKind, label: string): Shade[] => [{ kind, rowStart: 1, rowEnd: lineOf(range.end, range), label }];
  const off = input.timeOff.find((t) => t.staff_id === staffId);
  if (off) return whole('time-off', timeOffLabel(off.reason));
  // A closed day is greyed across the grid already; a shift on it is still drawn.
  const shift = input.shifts.find((s) => s.staff_id === staffId);
  const s = toMinutesOrNull(shift?.start_time);
  const e = toMinutesOrNull(shift?.end_time);
  const shades: Shade[] = [];
  if (!shift || shift.is_day_off || s === null || e === null || e <= s) {
    if (open) shades.push(...whole('off', shift?.is_day_off ? t`Day off` : t`Not scheduled`));
  } else {
    // Off shift only where the salon is open: closed hours have their own grey.
    const lo = open ? Math.max(range.start, open.open) : range.start;
    const hi = open ? Math.min(range.end, open.close) : range.end;
    for (const [from, to] of [
      [lo, Math.min(s, hi)],
      [Math.max(e, lo), hi],
    ]) {
      const rows = rowsOf(from, to, range);
      if (rows) shades.push({ kind: 'off', ...rows, label: t`Off shift` });
    }
  }
  for (const b of input.breaks) {
    if (b.deleted || b.staff_id !== staffId) continue;
    const rows = rowsOf(toMinutesOrNull(b.start_time) ?? 0, toMinutesOrNull(b.end_time) ?? 0, range);
    if (rows) shades.push({ kind: 'break', ...rows, label: breakLabel(b) });
  }
  return shades;
}

/** The whole day: its time axis, the closed hours, and each technician's shades and bookings. */
export function layoutDayView<S extends { id: string }, T extends DayItem>(input: DayInput<S, T>): DayLayout<S, T> {
  const timed = [
    ...input.items,
    ...input.shifts.filter((s): s is DayShift & { start_time: string; end_time: string } => !s.is_day_off && !!s.start_time && !!s.end_time),
  ];
  const range = weekTimeRange([input.date], input.hours, timed);
  const open = openingMinutes(effectiveHours(input.hours), weekdayOf(input.date));
  const closed = open
    ? outside(range, open.open, open.close, 'closed', t`Closed`)
    : [{ kind: 'closed' as const, rowStart: 1, rowEnd: lineOf(range.end, range), label: t`Closed all day` }];
  const byStaff = new Map<string, T[]>(input.staff.map((s) => [s.id, []]));
  for (const item of input.items) byStaff.get(item.staff_id)?.push(item);
  return {
    date: input.date,
    range,
    rows: (range.end - range.start) / ROW_MINUTES,
    closed,
    columns: input.staff.map((staff) => ({
      staff,
      shades: columnShades(staff.id, input as DayInput<{ id: string }, DayItem>, range, open),
      blocks: layoutColumn(byStaff.get(staff.id) ?? [], range),
    })),
  };
}

/** Where the current-time line sits, in percent of the grid's height; null on any other day or off the axis. */
export function nowLine(range: TimeRange, date: string, today: { date: string; minutes: number }): number | null {
  if (date !== today.date || today.minutes < range.start || today.minutes > range.end) return null;
  return ((today.minutes - range.start) / (range.end - range.start)) * 100;
}

/** The start a drag lands on: moved by `deltaMinutes`, on the quarter hour, kept on the axis. */
export function droppedStart(start: number, length: number, deltaMinutes: number, range: TimeRange): number {
  const moved = Math.round((start + deltaMinutes) / SNAP_MINUTES) * SNAP_MINUTES;
  const last = Math.floor((range.end - Math.min(length, range.end - range.start)) / SNAP_MINUTES) * SNAP_MINUTES;
  return Math.max(Math.ceil(range.start / SNAP_MINUTES) * SNAP_MINUTES, Math.min(moved, last));
}

/** The quarter hour a tap `fraction` (0–1) of the way down the grid lands in. */
export function slotAt(fraction: number, range: TimeRange): number {
  const f = Math.min(Math.max(fraction, 0), 1);
  const minute = range.start + f * (range.end - range.start);
  return Math.min(Math.floor(minute / SNAP_MINUTES) * SNAP_MINUTES, range.end - SNAP_MINUTES);
}
