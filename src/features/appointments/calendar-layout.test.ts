import { describe, expect, it } from 'vitest';
import type { DayHours } from '../../domain/business-hours';
import { FALLBACK_RANGE, groupByDate, hourMarks, layoutDay, MIN_BLOCK_MINUTES, weekTimeRange } from './calendar-layout';

// 2026-03-02 is a Monday.
const WEEK = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08'];
const closed = (day_of_week: number): DayHours => ({ day_of_week, open_time: null, close_time: null, is_closed: true });
const open = (day_of_week: number, open_time: string, close_time: string): DayHours => ({ day_of_week, open_time, close_time, is_closed: false });
const appt = (id: string, start_time: string, end_time: string) => ({ id, start_time, end_time });

describe('weekTimeRange', () => {
  it('spans the spec default hours: Saturday opens 08:00, Thursday and Friday close 19:00', () => {
    expect(weekTimeRange(WEEK, [])).toEqual({ start: 8 * 60, end: 19 * 60 });
  });

  it('follows saved hours over the defaults, rounded out to whole hours', () => {
    const hours = [0, 1, 2, 3, 4, 5].map(closed).concat(open(6, '10:30', '15:15'));
    expect(weekTimeRange(WEEK, hours)).toEqual({ start: 10 * 60, end: 16 * 60 });
  });

  it('falls back to 08:00–20:00 when the whole week is closed', () => {
    const hours = [0, 1, 2, 3, 4, 5, 6].map(closed);
    expect(weekTimeRange(WEEK, hours)).toEqual(FALLBACK_RANGE);
  });

  it('widens to show an appointment booked outside the hours (stored times may carry seconds)', () => {
    expect(weekTimeRange(WEEK, [], [appt('a', '07:15:00', '08:00:00'), appt('b', '20:00', '21:30')])).toEqual({ start: 7 * 60, end: 22 * 60 });
  });

  it('hourMarks lists every whole hour from start to before end', () => {
    expect(hourMarks({ start: 540, end: 720 })).toEqual([540, 600, 660]);
  });
});

describe('layoutDay', () => {
  const range = { start: 9 * 60, end: 19 * 60 }; // 10 hours

  it('places a block by its start and duration as percent of the day', () => {
    const [b] = layoutDay([appt('a', '10:00', '11:00')], range);
    expect(b.top).toBeCloseTo(10);
    expect(b.height).toBeCloseTo(10);
    expect([b.column, b.columns]).toEqual([0, 1]);
  });

  it('gives overlapping appointments side-by-side columns; touching ones do not overlap', () => {
    const blocks = layoutDay([appt('a', '10:00', '11:00'), appt('b', '10:30', '11:30'), appt('c', '11:30', '12:00')], range);
    const byId = Object.fromEntries(blocks.map((b) => [b.item.id, b]));
    expect([byId.a.column, byId.a.columns]).toEqual([0, 2]);
    expect([byId.b.column, byId.b.columns]).toEqual([1, 2]);
    expect([byId.c.column, byId.c.columns]).toEqual([0, 1]);
  });

  it('reuses a freed column within a chain of overlaps, and the whole chain shares the count', () => {
    // a 10-12 overlaps b 10-11 and c 11-12; b and c can share column 1.
    const blocks = layoutDay([appt('c', '11:00', '12:00'), appt('a', '10:00', '12:00'), appt('b', '10:00', '11:00')], range);
    const byId = Object.fromEntries(blocks.map((b) => [b.item.id, b]));
    expect(byId.a.column).toBe(0);
    expect(byId.b.column).toBe(1);
    expect(byId.c.column).toBe(1);
    expect(blocks.every((b) => b.columns === 2)).toBe(true);
  });

  it('never lets two overlapping blocks share a column (three at once take three columns)', () => {
    const blocks = layoutDay([appt('a', '09:00', '10:00'), appt('b', '09:00', '10:00'), appt('c', '09:30', '10:30')], range);
    expect(new Set(blocks.map((b) => b.column)).size).toBe(3);
    expect(blocks.every((b) => b.columns === 3)).toBe(true);
  });

  it('clips blocks to the axis and keeps a minimum height for short or broken times', () => {
    const [early] = layoutDay([appt('e', '08:00', '09:30')], range);
    expect(early.top).toBe(0);
    expect(early.height).toBeCloseTo(5);
    const [broken] = layoutDay([appt('x', '12:00', '11:00')], range);
    expect(broken.height).toBeCloseTo((MIN_BLOCK_MINUTES / 600) * 100);
    const [late] = layoutDay([appt('l', '19:00', '20:00')], range);
    expect(late.top + late.height).toBeLessThanOrEqual(100);
  });
});

describe('groupByDate', () => {
  it('buckets items per date of the week and ignores other dates', () => {
    const items = [
      { id: '1', appointment_date: '2026-03-02' },
      { id: '2', appointment_date: '2026-03-09' },
      { id: '3', appointment_date: '2026-03-02' },
    ];
    const map = groupByDate(items, WEEK);
    expect(map.get('2026-03-02')?.map((i) => i.id)).toEqual(['1', '3']);
    expect(map.get('2026-03-03')).toEqual([]);
    expect(map.has('2026-03-09')).toBe(false);
  });
});
