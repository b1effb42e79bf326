import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BUSINESS_HOURS,
  businessHoursProblems,
  effectiveHours,
  hoursOnDate,
  openingMinutes,
  validateBusinessHours,
  type DayHours,
} from './business-hours';
import { ValidationError } from './errors';

const day = (d: number, open: string | null, close: string | null, closed = false): DayHours => ({
  day_of_week: d,
  open_time: open,
  close_time: close,
  is_closed: closed,
});

describe('default business hours (docs/behaviour.md#salon-profile)', () => {
  it('has the spec values by day_of_week (0 = Sunday), none closed', () => {
    expect(DEFAULT_BUSINESS_HOURS).toEqual([
      day(0, '10:00', '16:00'),
      day(1, '09:00', '18:00'),
      day(2, '09:00', '18:00'),
      day(3, '09:00', '18:00'),
      day(4, '09:00', '19:00'),
      day(5, '09:00', '19:00'),
      day(6, '08:00', '17:00'),
    ]);
    expect(DEFAULT_BUSINESS_HOURS.some((d) => d.is_closed)).toBe(false);
    expect(Object.isFrozen(DEFAULT_BUSINESS_HOURS)).toBe(true);
  });

  it('are what effectiveHours gives with nothing saved', () => {
    expect(effectiveHours([])).toEqual(DEFAULT_BUSINESS_HOURS);
    expect(effectiveHours(undefined)).toEqual(DEFAULT_BUSINESS_HOURS);
  });
});

describe('effectiveHours', () => {
  it('lets saved rows override per day and keeps defaults elsewhere', () => {
    const hours = effectiveHours([day(1, '10:00', '15:00'), { ...day(0, '10:00', '16:00', true) }]);
    expect(hours[1]).toEqual(day(1, '10:00', '15:00'));
    expect(hours[0]).toEqual(day(0, null, null, true)); // closed days have null times
    expect(hours[2]).toEqual(day(2, '09:00', '18:00'));
    expect(hours[6]).toEqual(day(6, '08:00', '17:00'));
  });

  it('ignores tombstones and bad day numbers, and takes the newer of duplicates', () => {
    const hours = effectiveHours([
      { ...day(3, '11:00', '12:00'), deleted: true },
      day(9, '11:00', '12:00'),
      { ...day(4, '12:00', '13:00'), updated_at: '002' },
      { ...day(4, '07:00', '08:00'), updated_at: '001' },
    ]);
    expect(hours[3]).toEqual(day(3, '09:00', '18:00'));
    expect(hours[4]).toEqual(day(4, '12:00', '13:00'));
    expect(hours).toHaveLength(7);
  });

  it('does not mutate the defaults', () => {
    const hours = effectiveHours([]);
    hours[1].open_time = '01:00';
    expect(DEFAULT_BUSINESS_HOURS[1].open_time).toBe('09:00');
  });
});

describe('openingMinutes and hoursOnDate', () => {
  it('gives the interval or null when closed or unusable', () => {
    const hours = effectiveHours([day(2, null, null, true), day(3, '12:00', '12:00'), day(5, '09:00:00', '19:00:00')]);
    expect(openingMinutes(hours, 1)).toEqual({ open: 540, close: 1080 });
    expect(openingMinutes(hours, 2)).toBeNull();
    expect(openingMinutes(hours, 3)).toBeNull(); // open == close: nothing fits
    expect(openingMinutes(hours, 5)).toEqual({ open: 540, close: 1140 }); // server form
  });

  it('finds the weekday of a date', () => {
    expect(hoursOnDate(effectiveHours([]), '2026-03-15')).toEqual(day(0, '10:00', '16:00')); // Sunday
    expect(hoursOnDate(effectiveHours([]), '2026-03-21')).toEqual(day(6, '08:00', '17:00')); // Saturday
  });
});

describe('validateBusinessHours (Salon Profile save)', () => {
  const week = () => DEFAULT_BUSINESS_HOURS.map((d) => ({ ...d }));

  it('accepts the defaults and returns them Sunday first with null times when closed', () => {
    const input = week().reverse();
    input[0] = day(6, '08:00', '17:00', true);
    const saved = validateBusinessHours(input);
    expect(saved.map((d) => d.day_of_week)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(saved[6]).toEqual(day(6, null, null, true));
    expect(saved[1]).toEqual(day(1, '09:00', '18:00'));
  });

  it('ignores the times of a closed day even if they are nonsense', () => {
    const input = week();
    input[2] = day(2, '99:99', '', true);
    expect(businessHoursProblems(input)).toEqual([]);
  });

  it('requires open before close with a clear message naming the day', () => {
    const input = week();
    input[1] = day(1, '18:00', '09:00');
    expect(businessHoursProblems(input)).toMatchObject([{ day_of_week: 1, field: 'close_time', message: 'Monday: closing time must be after opening time' }]);
    input[1] = day(1, '09:00', '09:00');
    expect(() => validateBusinessHours(input)).toThrow('Monday: closing time must be after opening time');
  });

  it('requires both times on an open day', () => {
    const input = week();
    input[3] = day(3, null, '18:00');
    input[4] = day(4, '09:00', '7pm');
    const problems = businessHoursProblems(input);
    expect(problems.map((p) => p.message)).toEqual(['Wednesday: opening time is required (HH:MM)', 'Thursday: closing time is required (HH:MM)']);
    expect(() => validateBusinessHours(input)).toThrow(ValidationError);
  });

  it('needs exactly the seven days', () => {
    expect(businessHoursProblems(week().slice(0, 6)).map((p) => p.message)).toEqual(['Saturday is missing']);
    expect(businessHoursProblems([...week(), day(1, '09:00', '10:00')]).map((p) => p.message)).toEqual(['Monday appears more than once']);
    expect(businessHoursProblems([...week(), day(7, '09:00', '10:00')]).map((p) => p.message)).toEqual(['Unknown day of week: 7']);
  });
});
