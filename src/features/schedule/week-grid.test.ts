import { describe, expect, it } from 'vitest';
import type { Staff, StaffSchedule } from '../../domain/types';
import { buildWeekGrid, cellOf, cellText, gridDay, scheduledCount, shiftWeek, weekLabel } from './week-grid';

type S = Pick<Staff, 'id' | 'name' | 'position' | 'is_active'> & { deleted?: boolean };
type R = Pick<StaffSchedule, 'staff_id' | 'date' | 'start_time' | 'end_time' | 'is_day_off'> & { deleted?: boolean };

const staff = (id: string, name: string, extra: Partial<S> = {}): S => ({ id, name, position: 'Nail Technician', is_active: true, ...extra });
const row = (staff_id: string, date: string, extra: Partial<R> = {}): R => ({
  staff_id,
  date,
  start_time: '09:00',
  end_time: '18:00',
  is_day_off: false,
  ...extra,
});

// 2026-03-02 is a Monday.
const MON = '2026-03-02';

describe('buildWeekGrid', () => {
  it('has Monday..Sunday columns with weekday and date labels', () => {
    const grid = buildWeekGrid([], [], MON);
    expect(grid.days.map((d) => d.date)).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08']);
    expect(grid.days.map((d) => d.weekday)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(grid.days[0]).toMatchObject({ label: 'Mar 2', long: 'Monday, March 2' });
  });

  it('lists active, live staff by name only', () => {
    const grid = buildWeekGrid([staff('b', 'Bea'), staff('a', 'Ann'), staff('c', 'Cleo', { is_active: false }), staff('d', 'Dee', { deleted: true })], [], MON);
    expect(grid.rows.map((r) => r.staff.name)).toEqual(['Ann', 'Bea']);
  });

  it('fills cells with shifts, days off and empties; ignores tombstones, other weeks and other staff', () => {
    const grid = buildWeekGrid(
      [staff('a', 'Ann')],
      [
        row('a', '2026-03-02', { start_time: '09:00:00', end_time: '18:30:00' }),
        row('a', '2026-03-03', { is_day_off: true, start_time: null, end_time: null }),
        row('a', '2026-03-04', { deleted: true }),
        row('a', '2026-03-09'),
        row('zz', '2026-03-05'),
      ],
      MON,
    );
    const cells = grid.rows[0].cells;
    expect(cells[0]).toEqual({ staffId: 'a', date: '2026-03-02', state: 'shift', start: '09:00', end: '18:30' });
    expect(cells[1].state).toBe('off');
    expect(cells.slice(2).map((c) => c.state)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(scheduledCount(grid)).toBe(2);
  });

  it('refuses a week that does not start on Monday', () => {
    expect(() => buildWeekGrid([], [], '2026-03-03')).toThrow(/Monday/);
  });
});

describe('cells', () => {
  it('reads as the shift, Day off or Not scheduled', () => {
    expect(cellText(cellOf('a', MON, row('a', MON, { start_time: '14:00', end_time: '20:00' })))).toBe('14:00 – 20:00');
    expect(cellText(cellOf('a', MON, row('a', MON, { is_day_off: true })))).toBe('Day off');
    expect(cellText(cellOf('a', MON, undefined))).toBe('Not scheduled');
    // The salon's clock: 12-hour in the US, 24-hour in the UK; words stay words.
    const shift = cellOf('a', MON, row('a', MON, { start_time: '09:00', end_time: '18:30' }));
    expect(cellText(shift, 'en-US').replace(/\s/g, ' ')).toBe('9:00 AM – 6:30 PM');
    expect(cellText(shift, 'en-GB')).toBe('09:00 – 18:30');
    expect(cellText(cellOf('a', MON, undefined), 'en-US')).toBe('Not scheduled');
    expect(cellText(cellOf('a', MON, row('a', MON, { deleted: true })))).toBe('Not scheduled');
  });

  it('keeps a working row with unreadable times visible as scheduled', () => {
    const cell = cellOf('a', MON, row('a', MON, { start_time: 'x', end_time: null }));
    expect(cell.state).toBe('shift');
    expect(cellText(cell)).toBe('? – ?');
  });
});

describe('week navigation and labels', () => {
  it('moves whole weeks, across months and years', () => {
    expect(shiftWeek(MON, 1)).toBe('2026-03-09');
    expect(shiftWeek(MON, -1)).toBe('2026-02-23');
    expect(shiftWeek('2026-12-28', 1)).toBe('2027-01-04');
    // Any day of a week shifts from that week's Monday.
    expect(shiftWeek('2026-03-05', 0)).toBe(MON);
  });

  it('labels a week within a month, across months and across years', () => {
    expect(weekLabel(MON)).toBe('Mar 2 – 8, 2026');
    expect(weekLabel('2026-03-30')).toBe('Mar 30 – Apr 5, 2026');
    expect(weekLabel('2026-12-28')).toBe('Dec 28, 2026 – Jan 3, 2027');
  });

  it('gives the long day label for the dialog', () => {
    expect(gridDay('2026-03-08').long).toBe('Sunday, March 8');
  });
});

describe('time off and breaks', () => {
  const away = (staff_id: string, start_date: string, end_date: string, reason: 'vacation' | 'sick' | 'other', deleted = false) => ({
    staff_id,
    start_date,
    end_date,
    reason,
    deleted,
  });
  const lunch = { staff_id: 'a', start_time: '13:00:00', end_time: '13:30:00', label: 'Lunch' };

  it('marks each day of a time off with its reason, whatever the cell holds', () => {
    const grid = buildWeekGrid(
      [staff('a', 'Ann'), staff('b', 'Bea')],
      [row('a', '2026-03-02'), row('a', '2026-03-03', { is_day_off: true }), row('b', '2026-03-02')],
      MON,
      {
        timeOff: [
          away('a', '2026-02-27', '2026-03-02', 'vacation'),
          away('a', '2026-03-03', '2026-03-03', 'sick'),
          away('a', '2026-03-04', '2026-03-04', 'sick', true),
          away('a', '2026-03-07', '2026-03-20', 'other'),
        ],
      },
    );
    expect(grid.rows[0].cells.map((c) => cellText(c))).toEqual(['Vacation', 'Sick', 'Not scheduled', 'Not scheduled', 'Not scheduled', 'Time off', 'Time off']);
    expect(grid.rows[0].cells[0]).toMatchObject({ state: 'shift', away: 'vacation' });
    // Another member's time off marks nothing of Bea's; Clear Week still counts the stored rows.
    expect(grid.rows[1].cells.map((c) => c.away)).toEqual(Array(7).fill(undefined));
    expect(scheduledCount(grid)).toBe(3);
  });

  it("puts a member's breaks, earliest first, on the days they work and are not away", () => {
    const grid = buildWeekGrid(
      [staff('a', 'Ann'), staff('b', 'Bea')],
      [row('a', '2026-03-02'), row('a', '2026-03-03'), row('a', '2026-03-04', { is_day_off: true }), row('b', '2026-03-02')],
      MON,
      {
        timeOff: [away('a', '2026-03-03', '2026-03-03', 'vacation')],
        breaks: [lunch, { staff_id: 'a', start_time: '10:30', end_time: '10:45', label: null }, { ...lunch, start_time: '15:00', deleted: true }],
      },
    );
    const [mon, tue, wed, thu] = grid.rows[0].cells;
    expect(mon.breaks).toEqual(['Break 10:30–10:45', 'Lunch 13:00–13:30']);
    expect(cellText(mon)).toBe('09:00 – 18:00');
    expect(tue.breaks).toBeUndefined();
    expect(wed.breaks).toBeUndefined();
    expect(thu.breaks).toBeUndefined();
    expect(grid.rows[1].cells[0].breaks).toBeUndefined();
  });
});

describe('regular weeks in the grid', () => {
  it('a day without a dated row shows the regular shift, marked; a dated row wins; Clear Week counts only dated rows', () => {
    const staff = [{ id: 'a', name: 'Ana', position: 'Nail Technician' as const, is_active: true }];
    const patterns = [
      { staff_id: 'a', day_of_week: 1, start_time: '10:00', end_time: '16:00', is_day_off: false },
      { staff_id: 'a', day_of_week: 2, start_time: '10:00', end_time: '16:00', is_day_off: false },
      { staff_id: 'a', day_of_week: 3, start_time: null, end_time: null, is_day_off: true },
    ];
    const rows = [{ staff_id: 'a', date: '2026-03-03', start_time: '12:00', end_time: '14:00', is_day_off: false }];
    const grid = buildWeekGrid(staff, rows, '2026-03-02', { patterns });
    const [mon, tue, wed, thu] = grid.rows[0].cells;
    expect([cellText(mon), mon.regular]).toEqual(['10:00 – 16:00', true]);
    expect([cellText(tue), tue.regular]).toEqual(['12:00 – 14:00', undefined]);
    expect([cellText(wed), wed.regular]).toEqual(['Day off', true]);
    expect([cellText(thu), thu.regular]).toEqual(['Not scheduled', undefined]);
    expect(scheduledCount(grid)).toBe(1);
  });
});
