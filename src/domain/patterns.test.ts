import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findAvailableSlots } from './availability';
import { addDays } from './dates';
import { effectiveSchedules, weekFromHours, withinHours } from './patterns';

const mon = '2026-12-07'; // a Monday
const regular = (staff_id: string, day_of_week: number, start: string | null, end: string | null, more: { deleted?: boolean } = {}) => ({
  staff_id,
  day_of_week,
  start_time: start,
  end_time: end,
  is_day_off: start === null,
  ...more,
});

describe('regular weeks', () => {
  it('a dated row wins over the regular shift; a deleted dated row does not', () => {
    const patterns = [regular('a', 1, '10:00', '16:00'), regular('b', 1, '09:00', '17:00')];
    const dated = [
      { staff_id: 'a', date: mon, start_time: null, end_time: null, is_day_off: true },
      { staff_id: 'b', date: mon, start_time: '12:00', end_time: '13:00', is_day_off: false, deleted: true },
    ];
    const got = effectiveSchedules(mon, dated, patterns);
    expect(got).toEqual([
      { staff_id: 'a', date: mon, start_time: null, end_time: null, is_day_off: true },
      { staff_id: 'b', date: mon, start_time: '09:00', end_time: '17:00', is_day_off: false, regular: true },
    ]);
  });

  it('repeats with no end: the same weekday a year on has the same shift', () => {
    const patterns = [regular('a', 1, '10:00', '16:00'), regular('a', 2, null, null), regular('x', 1, '08:00', '09:00', { deleted: true })];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), (weeks) => {
        const day = addDays(mon, weeks * 7);
        const got = effectiveSchedules(day, [], patterns);
        return got.length === 1 && got[0].start_time === '10:00' && got[0].date === day && effectiveSchedules(addDays(day, 1), [], patterns)[0].is_day_off;
      }),
    );
  });

  it('offers next month’s times from a regular week alone, as dated rows of the same shifts would', () => {
    const base = {
      service: { id: 'svc', duration: 60 },
      staff: [{ id: 'a', is_active: true }],
      staffServices: [{ staff_id: 'a', service_id: 'svc' }],
      appointments: [],
      hours: [],
    };
    const patterns = [0, 1, 2, 3, 4, 5, 6].map((d) => regular('a', d, '10:00', '15:00'));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), (days) => {
        const date = addDays(mon, days);
        const fromRegular = findAvailableSlots({ ...base, date, schedules: effectiveSchedules(date, [], patterns) });
        const fromDated = findAvailableSlots({
          ...base,
          date,
          schedules: [{ staff_id: 'a', date, start_time: '10:00', end_time: '15:00', is_day_off: false }],
        });
        expect(fromRegular).toEqual(fromDated);
      }),
    );
  });

  it('a week from the salon’s hours: open days open to close, closed days off', () => {
    const week = weekFromHours([
      { day_of_week: 1, open_time: null, close_time: null, is_closed: true },
      { day_of_week: 6, open_time: '09:00', close_time: '17:00', is_closed: false },
    ]);
    expect(week[1]).toEqual({ start_time: null, end_time: null, is_day_off: true });
    expect(week[6]).toEqual({ start_time: '09:00', end_time: '17:00', is_day_off: false });
    // Days the salon never saved keep the spec's default hours (Sunday 10:00–16:00).
    expect(week[0]).toEqual({ start_time: '10:00', end_time: '16:00', is_day_off: false });
  });

  it('Generate Default’s shifts stay within the hours: closed is off, a late end is cut at closing', () => {
    const hours = [
      { day_of_week: 1, open_time: null, close_time: null, is_closed: true },
      { day_of_week: 6, open_time: '09:00', close_time: '17:00', is_closed: false },
    ];
    expect(withinHours({ start_time: '09:00', end_time: '18:00', is_day_off: false }, hours, 1).is_day_off).toBe(true);
    expect(withinHours({ start_time: '08:00', end_time: '20:00', is_day_off: false }, hours, 6)).toEqual({
      start_time: '09:00',
      end_time: '17:00',
      is_day_off: false,
    });
    expect(withinHours({ start_time: '18:00', end_time: '20:00', is_day_off: false }, hours, 6).is_day_off).toBe(true);
    expect(withinHours({ start_time: null, end_time: null, is_day_off: true }, hours, 6).is_day_off).toBe(true);
  });
});
