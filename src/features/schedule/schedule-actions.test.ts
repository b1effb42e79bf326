import { describe, expect, it } from 'vitest';
import { NO_PREVIOUS_WEEK_MESSAGE } from '../../domain/schedule';
import type { Staff, StaffSchedule } from '../../domain/types';
import { autoDrafts, copyDrafts, defaultDrafts } from './schedule-actions';

const MON = '2026-03-02';
type S = Pick<Staff, 'id' | 'position' | 'is_active'>;
type R = Pick<StaffSchedule, 'staff_id' | 'date' | 'start_time' | 'end_time' | 'is_day_off' | 'deleted'>;
const full: S = { id: 'f', position: 'Nail Technician', is_active: true };
const part: S = { id: 'p', position: 'Part-time Technician', is_active: true };
const away: S = { id: 'x', position: 'Apprentice', is_active: false };
const row = (staff_id: string, date: string, extra: Partial<R> = {}): R => ({
  staff_id,
  date,
  start_time: '10:00',
  end_time: '15:00',
  is_day_off: false,
  deleted: false,
  ...extra,
});

describe('defaultDrafts', () => {
  it('keeps within the hours the owner saved: a closed Monday is off, a 17:00 Saturday closing ends the shift', () => {
    const hours = [
      { day_of_week: 1, open_time: null, close_time: null, is_closed: true },
      { day_of_week: 6, open_time: '09:00', close_time: '17:00', is_closed: false },
    ];
    const week = defaultDrafts([full], MON, hours).map((d) => (d.is_day_off ? 'off' : `${d.start_time}-${d.end_time}`));
    // Mon … Sun; the days never saved keep the spec's shifts.
    expect(week).toEqual(['off', '09:00-18:00', '09:00-18:00', '09:00-20:00', '09:00-20:00', '09:00-17:00', '10:00-17:00']);
  });

  it('writes the spec hours for active staff only', () => {
    const drafts = defaultDrafts([full, part, away], MON);
    expect(drafts).toHaveLength(14);
    expect(drafts.some((d) => d.staff_id === 'x')).toBe(false);
    const partWeek = drafts.filter((d) => d.staff_id === 'p');
    expect(partWeek.map((d) => (d.is_day_off ? 'off' : `${d.start_time}-${d.end_time}`))).toEqual([
      'off',
      '14:00-18:00',
      'off',
      '14:00-20:00',
      '14:00-20:00',
      '14:00-20:00',
      'off',
    ]);
    const fullWeek = drafts.filter((d) => d.staff_id === 'f');
    expect(fullWeek.map((d) => `${d.start_time}-${d.end_time}`)).toEqual([
      '09:00-18:00',
      '09:00-18:00',
      '09:00-18:00',
      '09:00-20:00',
      '09:00-20:00',
      '08:00-20:00',
      '10:00-17:00',
    ]);
  });
});

describe('autoDrafts', () => {
  it("uses each member's own latest pattern and the defaults elsewhere", () => {
    const latest = new Map([['f', [row('f', '2026-02-23')]]]);
    const drafts = autoDrafts([full, part, away], latest, MON);
    expect(drafts).toHaveLength(14);
    expect(drafts.find((d) => d.staff_id === 'f' && d.date === MON)).toMatchObject({ start_time: '10:00', end_time: '15:00' });
    expect(drafts.find((d) => d.staff_id === 'f' && d.date === '2026-03-03')).toMatchObject({ start_time: '09:00', end_time: '18:00' });
    expect(drafts.find((d) => d.staff_id === 'p' && d.date === MON)).toMatchObject({ is_day_off: true });
  });
});

describe('copyDrafts', () => {
  it('moves last week a week later, for known staff only', () => {
    const drafts = copyDrafts([row('f', '2026-02-23'), row('gone', '2026-02-24'), row('f', '2026-03-02')], new Set(['f']), MON);
    expect(drafts).toEqual([{ staff_id: 'f', date: MON, start_time: '10:00', end_time: '15:00', is_day_off: false }]);
  });

  it("says 'No previous week schedule found to copy' when there is nothing to copy", () => {
    expect(() => copyDrafts([], new Set(['f']), MON)).toThrow(NO_PREVIOUS_WEEK_MESSAGE);
    expect(() => copyDrafts([row('gone', '2026-02-24')], new Set(['f']), MON)).toThrow(NO_PREVIOUS_WEEK_MESSAGE);
  });
});
