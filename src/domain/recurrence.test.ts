// Recurring bookings' dates: calendar days, so month and year ends, leap days and a
// DST change between two occurrences move nothing.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, daysBetween, weekdayOf } from './dates';
import { MAX_REPEAT_TIMES, MIN_REPEAT_TIMES, occurrenceDates, REPEAT_EVERY_WEEKS, repeatProblem } from './recurrence';

describe('occurrenceDates', () => {
  it('starts on the first date and steps the chosen weeks', () => {
    expect(occurrenceDates('2030-01-07', { everyWeeks: 2, times: 4 })).toEqual(['2030-01-07', '2030-01-21', '2030-02-04', '2030-02-18']);
  });

  it('crosses month and year ends, and leap days', () => {
    expect(occurrenceDates('2029-12-17', { everyWeeks: 3, times: 3 })).toEqual(['2029-12-17', '2030-01-07', '2030-01-28']);
    expect(occurrenceDates('2028-02-15', { everyWeeks: 2, times: 3 })).toEqual(['2028-02-15', '2028-02-29', '2028-03-14']);
    expect(occurrenceDates('2030-11-25', { everyWeeks: 4, times: 3 })).toEqual(['2030-11-25', '2030-12-23', '2031-01-20']);
  });

  describe('under a device zone with DST', () => {
    const saved = process.env.TZ;
    afterEach(() => {
      process.env.TZ = saved;
    });
    it('keeps the weekday across the spring and autumn changes (Chile moves clocks at midnight)', () => {
      for (const zone of ['America/New_York', 'Europe/Berlin', 'America/Santiago']) {
        process.env.TZ = zone;
        expect(occurrenceDates('2030-03-04', { everyWeeks: 2, times: 3 })).toEqual(['2030-03-04', '2030-03-18', '2030-04-01']);
        expect(occurrenceDates('2030-10-21', { everyWeeks: 2, times: 3 })).toEqual(['2030-10-21', '2030-11-04', '2030-11-18']);
        expect(occurrenceDates('2030-08-26', { everyWeeks: 4, times: 2 })).toEqual(['2030-08-26', '2030-09-23']);
      }
      // The zone really changed for this process (otherwise this test would prove nothing).
      expect(new Date(2030, 0, 15, 12).getTimezoneOffset()).toBe(180);
    });
  });

  it("refuses what the form does not offer, in the owner's words", () => {
    expect(() => occurrenceDates('2030-01-07', { everyWeeks: 1, times: 4 })).toThrow('Please choose every 2, 3 or 4 weeks.');
    expect(() => occurrenceDates('2030-01-07', { everyWeeks: 2, times: 1 })).toThrow('Please choose 2 to 12 times.');
    expect(() => occurrenceDates('2030-01-07', { everyWeeks: 2, times: 13 })).toThrow('Please choose 2 to 12 times.');
    expect(() => occurrenceDates('2030-01-07', { everyWeeks: 2, times: 2.5 })).toThrow('Please choose 2 to 12 times.');
    expect(() => occurrenceDates('2030-02-30', { everyWeeks: 2, times: 2 })).toThrow('Invalid date');
    expect(repeatProblem({ everyWeeks: 3, times: 12 })).toBeNull();
    expect(repeatProblem({ everyWeeks: 5, times: 2 })?.field).toBe('repeat');
  });

  it("always: `times` dates, the chosen weeks apart, on the first one's weekday", () => {
    const day = fc.integer({ min: 0, max: 40_000 }).map((n) => addDays('2000-01-01', n));
    const weeks = fc.constantFrom(...REPEAT_EVERY_WEEKS);
    const times = fc.integer({ min: MIN_REPEAT_TIMES, max: MAX_REPEAT_TIMES });
    fc.assert(
      fc.property(day, weeks, times, (first, everyWeeks, n) => {
        const dates = occurrenceDates(first, { everyWeeks, times: n });
        expect(dates).toHaveLength(n);
        expect(dates[0]).toBe(first);
        for (let k = 1; k < n; k++) {
          expect(daysBetween(dates[k - 1], dates[k])).toBe(7 * everyWeeks);
          expect(weekdayOf(dates[k])).toBe(weekdayOf(first));
        }
      }),
    );
  });
});
