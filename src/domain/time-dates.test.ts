import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { format } from 'date-fns';
import { addMinutesToTime, compareTimes, fromMinutes, intervalWithin, intervalsOverlap, isValidTime, normalizeTime, toMinutes, toMinutesOrNull } from './time';
import {
  DAYS_PER_WEEK,
  WEEKDAY_NAMES,
  WEEK_STARTS_ON,
  addDays,
  dateProblem,
  daysBetween,
  isInWeekOf,
  isValidDate,
  isValidTimeZone,
  monthDayLabel,
  todayIn,
  weekDates,
  weekStartOf,
  weekdayNameOf,
  weekdayOf,
} from './dates';
import { ValidationError } from './errors';

describe('time', () => {
  it('accepts strict HH:MM only for input', () => {
    for (const ok of ['00:00', '09:00', '18:30', '23:59']) expect(isValidTime(ok)).toBe(true);
    for (const bad of ['24:00', '9:00', '09:60', '09:00:00', '', ' 09:00', '0900', null, 900]) expect(isValidTime(bad)).toBe(false);
  });

  it('converts to and from minutes, reading the server form with seconds', () => {
    expect(toMinutes('00:00')).toBe(0);
    expect(toMinutes('09:30')).toBe(570);
    expect(toMinutes('23:59')).toBe(1439);
    expect(toMinutes('14:00:00')).toBe(840);
    expect(normalizeTime('14:05:00')).toBe('14:05');
    expect(fromMinutes(0)).toBe('00:00');
    expect(fromMinutes(1439)).toBe('23:59');
    expect(() => toMinutes('25:00')).toThrow(ValidationError);
    expect(() => fromMinutes(1440)).toThrow(RangeError);
    expect(() => fromMinutes(-1)).toThrow(RangeError);
    expect(() => fromMinutes(1.5)).toThrow(RangeError);
    expect(toMinutesOrNull(null)).toBeNull();
    expect(toMinutesOrNull('nope')).toBeNull();
  });

  it('round-trips every minute of the day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (m) => {
        expect(toMinutes(fromMinutes(m))).toBe(m);
      }),
    );
  });

  it('adds minutes and compares', () => {
    expect(addMinutesToTime('09:00', 45)).toBe('09:45');
    expect(addMinutesToTime('17:30', 30)).toBe('18:00');
    expect(() => addMinutesToTime('23:30', 30)).toThrow(RangeError);
    expect(compareTimes('09:00', '10:00')).toBeLessThan(0);
    expect(compareTimes('10:00', '10:00')).toBe(0);
  });

  it('treats intervals as half-open: touching edges do not overlap', () => {
    expect(intervalsOverlap(540, 600, 600, 660)).toBe(false);
    expect(intervalsOverlap(600, 660, 540, 600)).toBe(false);
    expect(intervalsOverlap(540, 601, 600, 660)).toBe(true);
    expect(intervalsOverlap(540, 720, 600, 610)).toBe(true);
    expect(intervalWithin(1020, 1080, 540, 1080)).toBe(true); // ends exactly at close
    expect(intervalWithin(1020, 1081, 540, 1080)).toBe(false);
    expect(intervalWithin(539, 600, 540, 1080)).toBe(false);
  });
});

describe('dates', () => {
  it('weeks start on Monday and have 7 days (docs/behaviour.md#limits)', () => {
    expect(WEEK_STARTS_ON).toBe(1);
    expect(DAYS_PER_WEEK).toBe(7);
    expect(WEEKDAY_NAMES).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
  });

  it('validates real calendar dates and says what is wrong', () => {
    expect(dateProblem('2026-03-14')).toBeNull();
    expect(dateProblem('2028-02-29')).toBeNull(); // leap year
    expect(dateProblem('2026-02-29')).toBe('not_a_date');
    expect(dateProblem('2026-02-30')).toBe('not_a_date');
    expect(dateProblem('2026-13-01')).toBe('not_a_date');
    expect(dateProblem('2026-04-31')).toBe('not_a_date');
    expect(dateProblem('2026-00-10')).toBe('not_a_date');
    expect(dateProblem('2100-02-29')).toBe('not_a_date');
    expect(dateProblem('2026-3-14')).toBe('format');
    expect(dateProblem('14/03/2026')).toBe('format');
    expect(dateProblem('2026-03-14T00:00')).toBe('format');
    expect(dateProblem(undefined)).toBe('format');
    expect(isValidDate('0050-01-01')).toBe(true);
    // Years below 100 are not taken as 19xx.
    const utc = new Date(0);
    utc.setUTCFullYear(50, 0, 1);
    expect(weekdayOf('0050-01-01')).toBe(utc.getUTCDay());
    expect(addDays('0050-12-31', 1)).toBe('0051-01-01');
  });

  it('adds days across month, year and leap day', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2025-12-29', 7)).toBe('2026-01-05');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2025-12-29', '2026-01-05')).toBe(7);
    expect(daysBetween('2026-01-05', '2025-12-29')).toBe(-7);
    expect(() => addDays('2026-02-30', 1)).toThrow(ValidationError);
  });

  it('knows weekdays (0 = Sunday) and week starts', () => {
    expect(weekdayOf('2026-03-15')).toBe(0); // Sunday
    expect(weekdayOf('2026-03-16')).toBe(1);
    expect(weekdayNameOf('2026-03-21')).toBe('Saturday');
    expect(weekStartOf('2026-03-15')).toBe('2026-03-09'); // a Sunday belongs to the week before
    expect(weekStartOf('2026-03-16')).toBe('2026-03-16');
    expect(weekStartOf('2026-01-01')).toBe('2025-12-29'); // across the year
    expect(weekDates('2025-12-29')).toEqual(['2025-12-29', '2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04']);
    expect(() => weekDates('2025-12-30')).toThrow(ValidationError);
    expect(isInWeekOf('2026-01-04', '2025-12-29')).toBe(true);
    expect(isInWeekOf('2026-01-05', '2025-12-29')).toBe(false);
    // The next question about another week gets that week's bounds, not the last one's.
    expect(isInWeekOf('2026-01-05', '2026-01-11')).toBe(true);
    expect(isInWeekOf('2026-01-04', '2026-01-11')).toBe(false);
    expect(() => isInWeekOf('2026-01-05', '2026-02-30')).toThrow(ValidationError);
    expect(isInWeekOf('2026-01-04', '2025-12-29')).toBe(true);
  });

  it('steps over DST change dates without slipping a day', () => {
    // US spring forward 2026-03-08, fall back 2026-11-01; Europe 2026-03-29 / 2026-10-25.
    expect(weekDates('2026-03-02')).toContain('2026-03-08');
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-10-31', 1)).toBe('2026-11-01');
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
    expect(weekStartOf('2026-11-01')).toBe('2026-10-26');
  });

  it('walks a whole year day by day in step with weekdays', () => {
    let d = '2026-01-01';
    let dow = weekdayOf(d);
    for (let i = 0; i < 800; i++) {
      const next = addDays(d, 1);
      expect(daysBetween(d, next)).toBe(1);
      dow = (dow + 1) % 7;
      expect(weekdayOf(next)).toBe(dow);
      d = next;
    }
  });

  it("writes dates as date-fns's format did, without its locale", () => {
    // dates.ts went from format to lightFormat, and the Overview's 'MMM d' to monthDayLabel: the
    // same text for every day, years 0000-9999 included.
    const day = fc
      .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
      .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
    fc.assert(
      fc.property(day, fc.integer({ min: -400, max: 400 }), (date, n) => {
        const noon = new Date(2000, 0, 1, 12);
        noon.setFullYear(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8)));
        expect(monthDayLabel(date)).toBe(format(noon, 'MMM d'));
        const later = new Date(noon);
        later.setDate(later.getDate() + n);
        if (later.getFullYear() <= 9999) expect(addDays(date, n)).toBe(format(later, 'yyyy-MM-dd'));
      }),
    );
    expect(monthDayLabel('2026-11-25')).toBe('Nov 25');
    expect(monthDayLabel('2026-01-05')).toBe('Jan 5');
    expect(() => monthDayLabel('2026-02-30')).toThrow(ValidationError);
  });

  describe('under a device zone with DST at midnight', () => {
    const saved = process.env.TZ;
    afterEach(() => {
      process.env.TZ = saved;
    });
    it('gives the same calendar answers', () => {
      // Santiago (Chile) moves clocks at midnight: local midnight may not exist.
      process.env.TZ = 'America/Santiago';
      // The zone really changed for this process (otherwise this test would prove nothing).
      expect(new Date(2026, 0, 15, 12).getTimezoneOffset()).toBe(180);
      expect(addDays('2026-09-05', 1)).toBe('2026-09-06');
      expect(weekStartOf('2026-09-06')).toBe('2026-08-31');
      expect(weekdayOf('2026-09-06')).toBe(0);
      process.env.TZ = 'Pacific/Kiritimati';
      expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
      expect(weekdayOf('2026-01-01')).toBe(4);
    });
  });
});

describe('todayIn', () => {
  it('gives the salon zone date and time, not the device zone or UTC', () => {
    const instant = new Date('2026-03-16T03:30:00Z'); // Monday 03:30 UTC
    expect(todayIn('UTC', instant)).toEqual({ date: '2026-03-16', time: '03:30' });
    expect(todayIn('America/New_York', instant)).toEqual({ date: '2026-03-15', time: '23:30' });
    expect(todayIn('Asia/Tokyo', instant)).toEqual({ date: '2026-03-16', time: '12:30' });
    expect(todayIn('Asia/Kolkata', instant)).toEqual({ date: '2026-03-16', time: '09:00' });
  });

  it('follows DST changes in America/New_York', () => {
    // 2026-03-08: 02:00 EST jumps to 03:00 EDT (07:00 UTC).
    expect(todayIn('America/New_York', new Date('2026-03-08T06:59:00Z'))).toEqual({ date: '2026-03-08', time: '01:59' });
    expect(todayIn('America/New_York', new Date('2026-03-08T07:00:00Z'))).toEqual({ date: '2026-03-08', time: '03:00' });
    // 2026-11-01: 02:00 EDT falls back to 01:00 EST (06:00 UTC).
    expect(todayIn('America/New_York', new Date('2026-11-01T05:30:00Z'))).toEqual({ date: '2026-11-01', time: '01:30' });
    expect(todayIn('America/New_York', new Date('2026-11-01T06:30:00Z'))).toEqual({ date: '2026-11-01', time: '01:30' });
    expect(todayIn('America/New_York', new Date('2026-11-02T04:59:00Z'))).toEqual({ date: '2026-11-01', time: '23:59' });
    expect(todayIn('America/New_York', new Date('2026-11-02T05:00:00Z'))).toEqual({ date: '2026-11-02', time: '00:00' });
  });

  it('prints midnight as 00:00 and rejects unknown zones', () => {
    expect(todayIn('Europe/Paris', new Date('2026-06-30T22:00:00Z'))).toEqual({ date: '2026-07-01', time: '00:00' });
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(() => todayIn('Mars/Olympus', new Date())).toThrow(ValidationError);
    expect(() => todayIn('UTC', new Date('nope'))).toThrow(RangeError);
  });
});
