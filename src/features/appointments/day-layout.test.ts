import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { handsOn, stretchesMeet } from '../../domain/processing';
import { fromMinutes } from '../../domain/time';
import type { SavedHours } from '../../domain/business-hours';
import { columnsPerPage, dayColumns, droppedStart, layoutColumn, layoutDayView, lineOf, nowLine, slotAt, type DayItem } from './day-layout';

// 2026-03-02 is a Monday, 2026-03-01 a Sunday.
const MONDAY = '2026-03-02';
const SUNDAY = '2026-03-01';
const HOURS: SavedHours[] = [
  { day_of_week: 1, open_time: '09:00', close_time: '18:00', is_closed: false },
  { day_of_week: 0, open_time: null, close_time: null, is_closed: true },
];

const item = (id: string, staff: string, start: string, end: string, processing?: [number, number]): DayItem => ({
  id,
  staff_id: staff,
  start_time: start,
  end_time: end,
  ...(processing && { processing_offset: processing[0], processing_minutes: processing[1] }),
});
const RANGE = { start: 9 * 60, end: 18 * 60 };
const staff = (id: string, is_active = true) => ({ id, name: id.toUpperCase(), is_active });

describe('dayColumns', () => {
  it('shows the active technicians in order, an inactive one only with a booking, and an unknown id last', () => {
    const cols = dayColumns(
      [staff('a'), staff('b', false), staff('c', false), staff('d')],
      [item('1', 'c', '10:00', '11:00'), item('2', 'zz', '10:00', '11:00')],
      (id) => ({ id, name: '?', is_active: false }),
    );
    expect(cols.map((c) => c.id)).toEqual(['a', 'c', 'd', 'zz']);
  });
});

describe('columnsPerPage', () => {
  it('fits 25 columns on a desktop, 15 on a tablet, 7 on a phone', () => {
    expect([1440, 1280, 1024, 768, 767, 390].map(columnsPerPage)).toEqual([25, 25, 15, 15, 7, 7]);
  });
});

describe('layoutColumn', () => {
  it('puts a booking on the grid lines of its start and end (5-minute rows)', () => {
    const [b] = layoutColumn([item('1', 'a', '10:05', '11:00')], RANGE);
    expect([b.rowStart, b.rowEnd, b.lane, b.lanes, b.gap, b.inGap]).toEqual([lineOf(605, RANGE), lineOf(660, RANGE), 0, 1, null, false]);
    expect(b.rowStart).toBe(14);
  });

  it('sets two clashing bookings side by side and leaves a later one full width', () => {
    const blocks = layoutColumn([item('1', 'a', '10:00', '11:00'), item('2', 'a', '10:30', '11:30'), item('3', 'a', '12:00', '13:00')], RANGE);
    expect(blocks.map((b) => [b.item.id, b.lane, b.lanes])).toEqual([
      ['1', 0, 2],
      ['2', 1, 2],
      ['3', 0, 1],
    ]);
  });

  it('draws the processing stretch as a gap, and a short booking inside it in the same lane, above', () => {
    // A 90-minute gel set with 30 minutes of processing from minute 30; a 20-minute polish change in it.
    const blocks = layoutColumn([item('gel', 'a', '10:00', '11:30', [30, 30]), item('polish', 'a', '10:35', '10:55')], RANGE);
    const [gel, polish] = blocks;
    expect(gel.gap).toEqual({ top: (30 / 90) * 100, height: (30 / 90) * 100 });
    expect([polish.lane, polish.lanes, polish.inGap]).toEqual([0, 1, true]);
  });

  it('stretches a very short booking to stay readable, from its real start', () => {
    const [b] = layoutColumn([item('1', 'a', '10:00', '10:05')], RANGE);
    expect([b.start, b.end]).toEqual([600, 615]);
  });

  it('never lets two bookings of one lane clash, and keeps every block on the grid (property)', () => {
    const booking = fc.record({
      start: fc.integer({ min: 9 * 12, max: 17 * 12 }),
      length: fc.integer({ min: 1, max: 36 }),
      offset: fc.integer({ min: 0, max: 24 }),
      processing: fc.integer({ min: 0, max: 12 }),
    });
    fc.assert(
      fc.property(fc.array(booking, { maxLength: 12 }), (raw) => {
        const items = raw.map((r, i) => {
          const start = r.start * 5;
          const end = Math.min(start + r.length * 5, RANGE.end);
          return item(String(i), 'a', fromMinutes(start), fromMinutes(end), [r.offset * 5, r.processing * 5]);
        });
        const blocks = layoutColumn(items, RANGE);
        expect(blocks).toHaveLength(items.length);
        const rows = (RANGE.end - RANGE.start) / 5;
        for (const b of blocks) {
          expect(b.rowStart).toBeGreaterThanOrEqual(1);
          expect(b.rowEnd).toBeGreaterThan(b.rowStart);
          expect(b.rowEnd).toBeLessThanOrEqual(rows + 1);
          expect(b.lane).toBeLessThan(b.lanes);
        }
        for (const x of blocks)
          for (const y of blocks) {
            if (x === y || x.lane !== y.lane) continue;
            expect(stretchesMeet(handsOn(x.start, x.end, x.item), handsOn(y.start, y.end, y.item))).toBe(false);
          }
      }),
    );
  });
});

describe('layoutDayView', () => {
  const base = { date: MONDAY, hours: HOURS, staff: [staff('a'), staff('b'), staff('c'), staff('d')], timeOff: [], breaks: [], items: [] };

  it('greys the hours the salon is closed, and shades each technician off shift, on time off, on a day off and at a break', () => {
    const day = layoutDayView({
      ...base,
      // A shift from 08:00 widens the axis to 08:00; the salon opens at 09:00.
      shifts: [
        { staff_id: 'a', start_time: '08:00', end_time: '16:00', is_day_off: false },
        { staff_id: 'b', start_time: null, end_time: null, is_day_off: true },
        { staff_id: 'c', start_time: '09:00', end_time: '18:00', is_day_off: false },
      ],
      timeOff: [{ staff_id: 'c', reason: 'vacation' }],
      breaks: [{ staff_id: 'a', start_time: '12:00', end_time: '12:30', label: 'Lunch' }],
    });
    expect(day.range).toEqual({ start: 8 * 60, end: 18 * 60 });
    expect(day.rows).toBe(120);
    expect(day.closed).toEqual([{ kind: 'closed', rowStart: 1, rowEnd: 13, label: 'Closed' }]);
    const [a, b, c, d] = day.columns;
    expect(a.shades).toEqual([
      { kind: 'off', rowStart: lineOf(16 * 60, day.range), rowEnd: 121, label: 'Off shift' },
      { kind: 'break', rowStart: lineOf(12 * 60, day.range), rowEnd: lineOf(12 * 60 + 30, day.range), label: 'Lunch 12:00–12:30' },
    ]);
    expect(b.shades).toEqual([{ kind: 'off', rowStart: 1, rowEnd: 121, label: 'Day off' }]);
    expect(c.shades).toEqual([{ kind: 'time-off', rowStart: 1, rowEnd: 121, label: 'Vacation' }]);
    expect(d.shades).toEqual([{ kind: 'off', rowStart: 1, rowEnd: 121, label: 'Not scheduled' }]);
  });

  it('greys a closed day whole and still draws a booking made on it', () => {
    const day = layoutDayView({ ...base, date: SUNDAY, shifts: [], items: [item('1', 'a', '11:00', '12:00')] });
    expect(day.closed).toEqual([{ kind: 'closed', rowStart: 1, rowEnd: day.rows + 1, label: 'Closed all day' }]);
    expect(day.columns[0].shades).toEqual([]);
    expect(day.columns[0].blocks.map((b) => b.item.id)).toEqual(['1']);
  });

  it('puts each booking in its technician’s column only', () => {
    const day = layoutDayView({
      ...base,
      shifts: [],
      items: [item('1', 'b', '10:00', '11:00'), item('2', 'd', '10:00', '11:00'), item('3', 'gone', '10:00', '11:00')],
    });
    expect(day.columns.map((c) => c.blocks.map((b) => b.item.id))).toEqual([[], ['1'], [], ['2']]);
  });
});

describe('the current-time line, drops and taps', () => {
  it('shows the line only today, inside the axis', () => {
    expect(nowLine(RANGE, MONDAY, { date: MONDAY, minutes: 13 * 60 + 30 })).toBe(50);
    expect(nowLine(RANGE, MONDAY, { date: SUNDAY, minutes: 13 * 60 + 30 })).toBeNull();
    expect(nowLine(RANGE, MONDAY, { date: MONDAY, minutes: 20 * 60 })).toBeNull();
  });

  it('lands a drop on the quarter hour, kept on the axis', () => {
    expect(droppedStart(600, 60, 38, RANGE)).toBe(645);
    expect(droppedStart(600, 60, 37, RANGE)).toBe(630);
    expect(droppedStart(600, 60, 7, RANGE)).toBe(600);
    expect(droppedStart(600, 60, -600, RANGE)).toBe(540);
    expect(droppedStart(600, 60, 600, RANGE)).toBe(17 * 60);
  });

  it('turns a tap into the quarter hour it falls in', () => {
    expect(slotAt(0, RANGE)).toBe(540);
    expect(slotAt(0.5, RANGE)).toBe(13 * 60 + 30);
    expect(slotAt(1, RANGE)).toBe(17 * 60 + 45);
  });
});
