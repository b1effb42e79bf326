// Layout maths of the week calendar: where an appointment block sits on a day's time axis and
// which side-by-side column it takes when appointments overlap. Pure, so it is unit-tested alone.
import { effectiveHours, openingMinutes, type SavedHours } from '../../domain/business-hours';
import { weekdayOf } from '../../domain/dates';
import { toMinutesOrNull } from '../../domain/time';

/** Used when no day of the week is open (or hours are unreadable): a typical salon day. */
export const FALLBACK_RANGE = { start: 8 * 60, end: 20 * 60 } as const;
/** Blocks shorter than this would be unreadable; they still start at their real time. */
export const MIN_BLOCK_MINUTES = 20;

export interface TimeRange {
  /** Minutes since midnight, on whole hours so the axis labels line up. */
  start: number;
  end: number;
}

export interface Timed {
  start_time: string;
  end_time: string;
}

/**
 * The axis of a week: from the earliest opening to the latest closing of its days (saved hours
 * over the spec's defaults), widened to whole hours and to any appointment booked outside them,
 * so nothing on the calendar is ever cut off.
 */
export function weekTimeRange(dates: readonly string[], hours: readonly SavedHours[], items: readonly Timed[] = []): TimeRange {
  const effective = effectiveHours(hours);
  let start = Infinity;
  let end = -Infinity;
  for (const date of dates) {
    const open = openingMinutes(effective, weekdayOf(date));
    if (!open) continue;
    start = Math.min(start, open.open);
    end = Math.max(end, open.close);
  }
  if (start === Infinity) ({ start, end } = FALLBACK_RANGE);
  for (const item of items) {
    const s = toMinutesOrNull(item.start_time);
    const e = toMinutesOrNull(item.end_time);
    if (s !== null) start = Math.min(start, s);
    if (e !== null) end = Math.max(end, e);
  }
  start = Math.floor(start / 60) * 60;
  end = Math.min(24 * 60, Math.ceil(end / 60) * 60);
  if (end <= start) end = Math.min(24 * 60, start + 60);
  return { start, end };
}

/** The whole hours on the axis, for labels: 09:00 … up to (not including) the end. */
export function hourMarks(range: TimeRange): number[] {
  const marks: number[] = [];
  for (let m = range.start; m < range.end; m += 60) marks.push(m);
  return marks;
}

export interface Block<T> {
  item: T;
  /** Percent of the day column's height. */
  top: number;
  height: number;
  /** 0-based column among the appointments it overlaps with, and how many columns that group has. */
  column: number;
  columns: number;
}

interface Span<T> {
  item: T;
  start: number;
  end: number;
}

function spanOf<T extends Timed>(item: T, range: TimeRange): Span<T> {
  const s = toMinutesOrNull(item.start_time) ?? range.start;
  const rawEnd = toMinutesOrNull(item.end_time);
  const e = rawEnd !== null && rawEnd > s ? rawEnd : s + MIN_BLOCK_MINUTES;
  const start = Math.max(range.start, Math.min(s, range.end - MIN_BLOCK_MINUTES));
  const end = Math.min(range.end, Math.max(e, start + MIN_BLOCK_MINUTES));
  return { item, start, end };
}

/**
 * Positions one day's appointments. Overlapping appointments (a chain of them counts as one
 * group) share the width: each takes the first column free at its start, and every member of the
 * group is told how many columns the group needs, so blocks never cover each other.
 */
export function layoutDay<T extends Timed>(items: readonly T[], range: TimeRange): Block<T>[] {
  const total = range.end - range.start;
  const spans = items.map((i) => spanOf(i, range)).sort((a, b) => a.start - b.start || b.end - a.end);
  const blocks: Block<T>[] = [];
  let group: Block<T>[] = [];
  let columnEnds: number[] = [];
  let groupEnd = -Infinity;

  const closeGroup = () => {
    for (const b of group) b.columns = columnEnds.length;
    group = [];
    columnEnds = [];
  };

  for (const span of spans) {
    if (span.start >= groupEnd) closeGroup();
    let column = columnEnds.findIndex((end) => end <= span.start);
    if (column === -1) {
      column = columnEnds.length;
      columnEnds.push(span.end);
    } else {
      columnEnds[column] = span.end;
    }
    groupEnd = group.length === 0 ? span.end : Math.max(groupEnd, span.end);
    const block: Block<T> = {
      item: span.item,
      top: ((span.start - range.start) / total) * 100,
      height: ((span.end - span.start) / total) * 100,
      column,
      columns: 1,
    };
    group.push(block);
    blocks.push(block);
  }
  closeGroup();
  return blocks;
}

/** Items grouped by their date, each date's list kept in the given order. */
export function groupByDate<T extends { appointment_date: string }>(items: readonly T[], dates: readonly string[]): Map<string, T[]> {
  const byDate = new Map<string, T[]>(dates.map((d) => [d, []]));
  for (const item of items) byDate.get(item.appointment_date)?.push(item);
  return byDate;
}
