import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_HOURS, effectiveHours } from '../../domain/business-hours';
import { DISPLAY_ORDER, hoursErrors, hoursFieldKey, hoursToRows, rowsToDays } from './hours-form';

describe('business hours form', () => {
  it('lists the week Monday first and Sunday last', () => {
    expect(hoursToRows(effectiveHours([])).map((r) => r.name)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(DISPLAY_ORDER).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });

  it('prefills the default hours before any hours are saved', () => {
    const rows = hoursToRows(effectiveHours([]));
    const byName = Object.fromEntries(rows.map((r) => [r.name, `${r.open}-${r.close}${r.closed ? ' closed' : ''}`]));
    expect(byName).toEqual({
      Monday: '09:00-18:00',
      Tuesday: '09:00-18:00',
      Wednesday: '09:00-18:00',
      Thursday: '09:00-19:00',
      Friday: '09:00-19:00',
      Saturday: '08:00-17:00',
      Sunday: '10:00-16:00',
    });
  });

  it("shows a saved closed day as closed, offering that day's default times if reopened", () => {
    const rows = hoursToRows(effectiveHours([{ day_of_week: 0, open_time: null, close_time: null, is_closed: true }]));
    const sunday = rows.find((r) => r.day_of_week === 0)!;
    expect(sunday).toMatchObject({ closed: true, open: '10:00', close: '16:00' });
  });

  it('keeps saved times over defaults', () => {
    const rows = hoursToRows(effectiveHours([{ day_of_week: 2, open_time: '07:30', close_time: '21:00', is_closed: false }]));
    expect(rows.find((r) => r.name === 'Tuesday')).toMatchObject({ open: '07:30', close: '21:00', closed: false });
  });

  it('sends closed days with null times and open days with their times', () => {
    const rows = hoursToRows(DEFAULT_BUSINESS_HOURS).map((r) => (r.day_of_week === 0 ? { ...r, closed: true } : r));
    const days = rowsToDays(rows);
    expect(days).toHaveLength(7);
    expect(days.find((d) => d.day_of_week === 0)).toEqual({ day_of_week: 0, open_time: null, close_time: null, is_closed: true });
    expect(days.find((d) => d.day_of_week === 6)).toEqual({ day_of_week: 6, open_time: '08:00', close_time: '17:00', is_closed: false });
  });

  it('marks every bad day at its input, and ignores times of closed days', () => {
    const rows = hoursToRows(DEFAULT_BUSINESS_HOURS).map((r) => {
      if (r.name === 'Monday') return { ...r, open: '18:00', close: '09:00' };
      if (r.name === 'Friday') return { ...r, open: '' };
      if (r.name === 'Sunday') return { ...r, closed: true, open: '', close: '' };
      return r;
    });
    expect(hoursErrors(rows)).toEqual({
      [hoursFieldKey(1, 'close_time')]: 'Monday: closing time must be after opening time',
      [hoursFieldKey(5, 'open_time')]: 'Friday: opening time is required (HH:MM)',
    });
    expect(hoursErrors(hoursToRows(DEFAULT_BUSINESS_HOURS))).toEqual({});
  });
});
