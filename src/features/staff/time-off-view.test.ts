import { describe, expect, it } from 'vitest';
import type { StaffBreak, StaffTimeOff } from '../../domain/types';
import { breakText } from '../../domain/time-off';
import { awaySummary, dateRangeText, memberBreaks, memberTimeOff, timeOffText } from './time-off-view';

const off = (id: string, start: string, end: string, over: Partial<StaffTimeOff> = {}): StaffTimeOff => ({
  id,
  salon_id: 's',
  staff_id: 'kim',
  start_date: start,
  end_date: end,
  reason: 'vacation',
  note: null,
  updated_at: '',
  deleted: false,
  version: null,
  ...over,
});
const brk = (id: string, start: string, end: string, label: string | null, over: Partial<StaffBreak> = {}): StaffBreak => ({
  id,
  salon_id: 's',
  staff_id: 'kim',
  start_time: start,
  end_time: end,
  label,
  updated_at: '',
  deleted: false,
  version: null,
  ...over,
});

describe('time off view', () => {
  it("lists the member's current and coming time off, soonest first; the past and others' are left out", () => {
    const rows = [
      off('later', '2030-03-01', '2030-03-05'),
      off('past', '2030-01-01', '2030-01-06'),
      off('now', '2030-01-05', '2030-01-07'),
      off('ana', '2030-01-08', '2030-01-09', { staff_id: 'ana' }),
      off('gone', '2030-01-08', '2030-01-09', { deleted: true }),
    ];
    expect(memberTimeOff(rows, 'kim', '2030-01-07').map((r) => r.id)).toEqual(['now', 'later']);
  });

  it('reads date ranges short', () => {
    expect(dateRangeText('2030-01-07', '2030-01-07')).toBe('Jan 7, 2030');
    expect(dateRangeText('2030-01-07', '2030-01-11')).toBe('Jan 7 – 11, 2030');
    expect(dateRangeText('2030-01-30', '2030-02-02')).toBe('Jan 30 – Feb 2, 2030');
    expect(dateRangeText('2030-12-29', '2031-01-02')).toBe('Dec 29, 2030 – Jan 2, 2031');
  });

  it('names the reason, the dates and the note', () => {
    expect(timeOffText(off('a', '2030-01-07', '2030-01-11', { note: 'Lisbon' }))).toBe('Vacation · Jan 7 – 11, 2030 · Lisbon');
    expect(timeOffText(off('a', '2030-01-07', '2030-01-07', { reason: 'sick' }))).toBe('Sick · Jan 7, 2030');
    expect(timeOffText(off('a', '2030-01-07', '2030-01-07', { reason: 'other' }))).toBe('Time off · Jan 7, 2030');
  });

  it('lists breaks by time with their label', () => {
    const rows = [brk('l', '13:00:00', '13:30:00', 'Lunch'), brk('t', '10:30', '10:45', null), brk('x', '09:00', '09:10', 'Ana', { staff_id: 'ana' })];
    expect(memberBreaks(rows, 'kim').map(breakText)).toEqual(['Break 10:30–10:45', 'Lunch 13:00–13:30']);
  });

  it("sums it up on the member's card", () => {
    expect(awaySummary([], [])).toBeNull();
    expect(awaySummary([off('a', '2030-01-07', '2030-01-11'), off('b', '2030-03-01', '2030-03-01')], [brk('l', '13:00', '13:30', 'Lunch')])).toBe(
      'Vacation: Jan 7 – 11, 2030 (+1 more) · Lunch 13:00–13:30',
    );
  });
});
