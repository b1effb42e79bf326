import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AUTO_GENERATE_ROW_LIMIT,
  DEFAULT_DAY_END,
  DEFAULT_DAY_START,
  EDIT_DIALOG_DEFAULT,
  INVALID_WEEK_DATES_MESSAGE,
  LATE_END,
  LATE_FROM_DAY_INDEX,
  NO_PREVIOUS_WEEK_MESSAGE,
  PART_TIME_DAYS_OFF,
  PART_TIME_START,
  SATURDAY_END,
  SATURDAY_START,
  SUNDAY_END,
  SUNDAY_START,
  autoGenerate,
  copyPreviousWeek,
  defaultShift,
  generateDefaultWeek,
  isPartTime,
  scheduleWeek,
  validateShift,
  type ScheduleDraft,
} from './schedule';
import { addDays, weekdayOf } from './dates';
import { PreconditionError, ValidationError } from './errors';
import { STAFF_POSITIONS } from './types';

const MONDAY = '2026-03-16';
const full = { id: 'full', position: 'Nail Technician' as const };
const part = { id: 'part', position: 'Part-time Technician' as const };
const work = (start: string, end: string) => ({ start_time: start, end_time: end, is_day_off: false });
const off = { start_time: null, end_time: null, is_day_off: true };

describe('Generate Default constants', () => {
  it('have the spec values', () => {
    expect([DEFAULT_DAY_START, DEFAULT_DAY_END]).toEqual(['09:00', '18:00']);
    expect([SUNDAY_START, SUNDAY_END]).toEqual(['10:00', '17:00']);
    expect([SATURDAY_START, SATURDAY_END]).toEqual(['08:00', '18:00']);
    expect([LATE_FROM_DAY_INDEX, LATE_END]).toEqual([4, '20:00']);
    expect(PART_TIME_START).toBe('14:00');
    expect(PART_TIME_DAYS_OFF).toEqual([1, 3]);
    expect(AUTO_GENERATE_ROW_LIMIT).toBe(50);
    expect(EDIT_DIALOG_DEFAULT).toEqual({ start_time: '09:00', end_time: '18:00', is_day_off: false });
    expect(NO_PREVIOUS_WEEK_MESSAGE).toBe('No previous week schedule found to copy');
    expect(INVALID_WEEK_DATES_MESSAGE).toBe('Invalid week dates generated');
  });
});

describe('isPartTime', () => {
  it("is true when the position contains 'part-time' in any case", () => {
    expect(STAFF_POSITIONS.filter(isPartTime)).toEqual(['Part-time Technician']);
    expect(isPartTime('PART-TIME receptionist')).toBe(true);
    expect(isPartTime('Part time Technician')).toBe(false);
    expect(isPartTime(null)).toBe(false);
  });
});

describe('defaultShift — our reading of "day index 4 and up end at 20:00"', () => {
  it('full-time: Mon–Wed 09–18, Thu–Fri 09–20, Sat 08–20, Sun 10–17', () => {
    // index = day_of_week, 0 = Sunday, as everywhere else in the spec: 4..6 = Thu, Fri, Sat.
    expect(defaultShift(1, false)).toEqual(work('09:00', '18:00'));
    expect(defaultShift(2, false)).toEqual(work('09:00', '18:00'));
    expect(defaultShift(3, false)).toEqual(work('09:00', '18:00'));
    expect(defaultShift(4, false)).toEqual(work('09:00', '20:00'));
    expect(defaultShift(5, false)).toEqual(work('09:00', '20:00'));
    expect(defaultShift(6, false)).toEqual(work('08:00', '20:00'));
    expect(defaultShift(0, false)).toEqual(work('10:00', '17:00'));
  });

  it('part-time: Sun, Mon and Wed off; other days start 14:00 and keep the end', () => {
    expect(defaultShift(0, true)).toEqual(off);
    expect(defaultShift(1, true)).toEqual(off);
    expect(defaultShift(2, true)).toEqual(work('14:00', '18:00'));
    expect(defaultShift(3, true)).toEqual(off);
    expect(defaultShift(4, true)).toEqual(work('14:00', '20:00'));
    expect(defaultShift(5, true)).toEqual(work('14:00', '20:00'));
    expect(defaultShift(6, true)).toEqual(work('14:00', '20:00'));
  });

  it('rejects a weekday outside 0..6', () => {
    expect(() => defaultShift(7, false)).toThrow(RangeError);
    expect(() => defaultShift(-1, false)).toThrow(RangeError);
  });
});

describe('generateDefaultWeek', () => {
  it('makes Monday..Sunday rows for every member with the default rules', () => {
    const rows = generateDefaultWeek([full, part], MONDAY);
    expect(rows).toHaveLength(14);
    expect(rows.slice(0, 7).map((r) => r.date)).toEqual(['2026-03-16', '2026-03-17', '2026-03-18', '2026-03-19', '2026-03-20', '2026-03-21', '2026-03-22']);
    expect(rows[0]).toEqual({ staff_id: 'full', date: '2026-03-16', ...work('09:00', '18:00') });
    expect(rows[6]).toEqual({ staff_id: 'full', date: '2026-03-22', ...work('10:00', '17:00') });
    expect(rows[7]).toEqual({ staff_id: 'part', date: '2026-03-16', ...off });
    expect(rows[8]).toEqual({ staff_id: 'part', date: '2026-03-17', ...work('14:00', '18:00') });
    expect(rows[13]).toEqual({ staff_id: 'part', date: '2026-03-22', ...off });
  });

  it('crosses a month and a year', () => {
    expect(generateDefaultWeek([full], '2025-12-29').map((r) => [r.date, r.start_time, r.end_time])).toEqual([
      ['2025-12-29', '09:00', '18:00'],
      ['2025-12-30', '09:00', '18:00'],
      ['2025-12-31', '09:00', '18:00'],
      ['2026-01-01', '09:00', '20:00'],
      ['2026-01-02', '09:00', '20:00'],
      ['2026-01-03', '08:00', '20:00'],
      ['2026-01-04', '10:00', '17:00'],
    ]);
  });

  it('guards against a broken week with the spec message', () => {
    expect(() => generateDefaultWeek([full], '2026-03-17')).toThrow(INVALID_WEEK_DATES_MESSAGE); // a Tuesday
    expect(() => generateDefaultWeek([full], '2026-02-30')).toThrow(INVALID_WEEK_DATES_MESSAGE);
    expect(() => scheduleWeek('')).toThrow(ValidationError);
    expect(scheduleWeek(MONDAY)).toHaveLength(7);
  });
});

describe('autoGenerate', () => {
  const row = (date: string, shift: object, staff_id = 'full', deleted = false) => ({ staff_id, date, deleted, ...work('00:00', '00:00'), ...shift });

  it('copies the most recent row per weekday and falls back to the defaults', () => {
    const rows = [
      row('2026-03-02', work('11:00', '15:00')), // Monday, older
      row('2026-03-09', work('12:00', '16:00')), // Monday, newest: wins
      row('2026-03-11', off), // Wednesday
      row('2026-03-07', work('07:00', '13:00')), // Saturday
      row('2026-03-10', work('10:00', '11:00'), 'someone-else'),
      row('2026-03-12', work('06:00', '07:00'), 'full', true), // tombstone: ignored
    ];
    const week = autoGenerate(full, rows, MONDAY);
    expect(week.map((r) => [r.date, r.start_time, r.end_time, r.is_day_off])).toEqual([
      ['2026-03-16', '12:00', '16:00', false],
      ['2026-03-17', '09:00', '18:00', false], // default
      ['2026-03-18', null, null, true],
      ['2026-03-19', '09:00', '20:00', false], // default (Thursday)
      ['2026-03-20', '09:00', '20:00', false],
      ['2026-03-21', '07:00', '13:00', false],
      ['2026-03-22', '10:00', '17:00', false],
    ]);
  });

  it('falls back to the part-time defaults for a part-time member', () => {
    const week = autoGenerate(part, [row('2026-03-10', work('15:00', '19:00'), 'part')], MONDAY);
    expect(week.map((r) => r.is_day_off)).toEqual([true, false, true, false, false, false, true]);
    expect(week[1]).toMatchObject(work('15:00', '19:00'));
    expect(week[3]).toMatchObject(work('14:00', '20:00'));
  });

  it('only looks at the latest 50 rows', () => {
    // 50 recent Tuesdays-only rows hide an older Friday pattern.
    const tuesdays = Array.from({ length: 50 }, (_, i) => row(addDays('2026-03-10', -7 * i), work('10:00', '12:00')));
    const oldFriday = row('2020-01-03', work('13:00', '14:00'));
    const week = autoGenerate(full, [oldFriday, ...tuesdays], MONDAY);
    expect(week[4]).toMatchObject(work('09:00', '20:00'));
    const week49 = autoGenerate(full, [oldFriday, ...tuesdays.slice(0, 49)], MONDAY);
    expect(week49[4]).toMatchObject(work('13:00', '14:00'));
  });

  it('skips unusable rows, normalises server times', () => {
    const week = autoGenerate(full, [row('2026-03-09', work('18:00', '09:00')), row('2026-03-10', work('10:00:00', '15:30:00'))], MONDAY);
    expect(week[0]).toMatchObject(work('09:00', '18:00'));
    expect(week[1]).toMatchObject(work('10:00', '15:30'));
  });

  it('is idempotent on a week it generated', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 0, max: 400 }), (pt, offset) => {
        const monday = addDays('2026-01-05', offset * 7);
        const member = pt ? part : full;
        const first = autoGenerate(member, [], monday);
        expect(first).toEqual(generateDefaultWeek([member], monday));
        const again = autoGenerate(member, first, addDays(monday, 7));
        expect(again.map(({ date: _d, ...s }) => s)).toEqual(first.map(({ date: _d, ...s }) => s));
      }),
    );
  });
});

describe('copyPreviousWeek', () => {
  const r = (staff_id: string, date: string, shift: object, deleted = false) => ({ staff_id, date, deleted, ...shift }) as ScheduleDraft & { deleted: boolean };

  it('moves last week rows 7 days later, across a year', () => {
    const rows = [
      r('a', '2025-12-29', work('09:00', '18:00')),
      r('a', '2026-01-04', off),
      r('b', '2026-01-01', work('14:00', '20:00')),
      r('b', '2025-12-28', work('01:00', '02:00')), // the week before: not copied
      r('b', '2026-01-05', work('03:00', '04:00')), // this week: not copied
      r('c', '2025-12-30', work('05:00', '06:00'), true), // tombstone
    ];
    expect(copyPreviousWeek(rows, '2026-01-05')).toEqual([
      { staff_id: 'a', date: '2026-01-05', ...work('09:00', '18:00') },
      { staff_id: 'a', date: '2026-01-11', ...off },
      { staff_id: 'b', date: '2026-01-08', ...work('14:00', '20:00') },
    ]);
  });

  it('keeps the weekday of every row', () => {
    const rows = Array.from({ length: 7 }, (_, i) => r('a', addDays('2026-03-09', i), work('09:00', '10:00')));
    for (const c of copyPreviousWeek(rows, MONDAY)) expect(weekdayOf(c.date)).toBe(weekdayOf(addDays(c.date, -7)));
  });

  it('says there is nothing to copy with the spec message', () => {
    expect(() => copyPreviousWeek([], MONDAY)).toThrow(NO_PREVIOUS_WEEK_MESSAGE);
    expect(() => copyPreviousWeek([r('a', '2026-03-09', off, true)], MONDAY)).toThrow(PreconditionError);
    expect(() => copyPreviousWeek([], '2026-03-18')).toThrow(INVALID_WEEK_DATES_MESSAGE);
  });
});

describe('validateShift (edit dialog)', () => {
  it('saves a day off with null times and a shift with start before end', () => {
    expect(validateShift({ start_time: '09:00', end_time: '18:00', is_day_off: true })).toEqual(off);
    expect(validateShift(EDIT_DIALOG_DEFAULT)).toEqual(work('09:00', '18:00'));
    expect(() => validateShift(work('18:00', '09:00'))).toThrow('End time must be after start time');
    expect(() => validateShift(work('09:00', '09:00'))).toThrow(ValidationError);
    expect(() => validateShift({ start_time: null, end_time: '18:00', is_day_off: false })).toThrow('Start time is required (HH:MM)');
    expect(() => validateShift(work('09:00', '25:00'))).toThrow('End time is required (HH:MM)');
  });
});
