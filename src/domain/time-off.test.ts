import { describe, expect, it } from 'vitest';
import { bookingsDuringTimeOff, parseBreak, parseTimeOff, timeOffOn } from './time-off';
import type { AppointmentStatus } from './types';

describe('parseTimeOff', () => {
  it('takes whole days, start to end inclusive, with a reason and an optional note', () => {
    expect(parseTimeOff({ start_date: '2030-01-07', end_date: '2030-01-07', reason: 'sick', note: '  ' })).toEqual({
      start_date: '2030-01-07',
      end_date: '2030-01-07',
      reason: 'sick',
      note: null,
    });
    expect(parseTimeOff({ start_date: '2030-01-07', end_date: '2030-01-11', reason: 'vacation', note: ' Lisbon ' }).note).toBe('Lisbon');
  });

  it('refuses a backwards range, bad or out-of-range dates, an unknown reason and a long note', () => {
    const ok = { start_date: '2030-01-07', end_date: '2030-01-11', reason: 'vacation' };
    expect(() => parseTimeOff({ ...ok, end_date: '2030-01-06' })).toThrow('To must be on or after From');
    expect(() => parseTimeOff({ ...ok, start_date: '' })).toThrow('From date is required');
    expect(() => parseTimeOff({ ...ok, start_date: '2030-02-30' })).toThrow('From must be a valid date');
    expect(() => parseTimeOff({ ...ok, end_date: '07/01/2030' })).toThrow('To must be a valid date');
    expect(() => parseTimeOff({ ...ok, end_date: '2101-01-01' })).toThrow('To must be a date from 2000 to 2100');
    expect(() => parseTimeOff({ ...ok, reason: 'holiday' })).toThrow('Reason must be Vacation, Sick or Other');
    expect(() => parseTimeOff({ ...ok, note: 'x'.repeat(201) })).toThrow('Note is too long (at most 200 characters)');
    try {
      parseTimeOff({ ...ok, end_date: '2030-01-01' });
    } catch (err) {
      expect((err as { field?: string }).field).toBe('end_date');
    }
  });
});

describe('parseBreak', () => {
  it('takes a daily break inside one day', () => {
    expect(parseBreak({ start_time: '13:00', end_time: '13:30', label: ' Lunch ' })).toEqual({ start_time: '13:00', end_time: '13:30', label: 'Lunch' });
    expect(parseBreak({ start_time: '00:00', end_time: '23:59' }).label).toBeNull();
  });

  it('refuses a break that ends before it starts, runs past midnight, or has bad times', () => {
    expect(() => parseBreak({ start_time: '13:30', end_time: '13:30' })).toThrow('To must be after From (a break ends the same day)');
    expect(() => parseBreak({ start_time: '23:30', end_time: '00:15' })).toThrow('To must be after From');
    expect(() => parseBreak({ start_time: '', end_time: '13:00' })).toThrow('From time is required');
    expect(() => parseBreak({ start_time: '13:00', end_time: '24:00' })).toThrow('To must be a time like 13:00');
    expect(() => parseBreak({ start_time: '1pm', end_time: '14:00' })).toThrow('From must be a time like 13:00');
    expect(() => parseBreak({ start_time: '13:00', end_time: '14:00', label: 'L'.repeat(61) })).toThrow('Label is too long');
  });
});

describe('bookingsDuringTimeOff', () => {
  const appt = (id: string, date: string, start: string, status: AppointmentStatus = 'confirmed', staff = 'kim', deleted = false) => ({
    id,
    staff_id: staff,
    appointment_date: date,
    start_time: start,
    status,
    deleted,
  });
  const away = { staff_id: 'kim', start_date: '2030-01-07', end_date: '2030-01-09' };

  it("lists the member's pending and confirmed bookings inside the range, both ends included, in order", () => {
    const rows = [
      appt('late', '2030-01-09', '17:00'),
      appt('first', '2030-01-07', '09:00', 'pending'),
      appt('mid', '2030-01-08', '10:00'),
      appt('before', '2030-01-06', '10:00'),
      appt('after', '2030-01-10', '10:00'),
      appt('early', '2030-01-09', '09:30'),
    ];
    expect(bookingsDuringTimeOff(rows, away).map((a) => a.id)).toEqual(['first', 'mid', 'early', 'late']);
  });

  it('leaves out other members, tombstones and appointments that hold no time', () => {
    const rows = [
      appt('ana', '2030-01-08', '10:00', 'confirmed', 'ana'),
      appt('gone', '2030-01-08', '10:00', 'confirmed', 'kim', true),
      ...(['completed', 'canceled', 'no_show', 'conflict'] as const).map((s) => appt(s, '2030-01-08', '11:00', s)),
    ];
    expect(bookingsDuringTimeOff(rows, away)).toEqual([]);
  });
});

describe('timeOffOn', () => {
  it('finds the live time off of a member covering a date', () => {
    const rows = [
      { id: 'a', staff_id: 'kim', start_date: '2030-01-07', end_date: '2030-01-09', deleted: true },
      { id: 'b', staff_id: 'kim', start_date: '2030-01-09', end_date: '2030-01-12', deleted: false },
    ];
    expect(timeOffOn(rows, 'kim', '2030-01-08')).toBeUndefined();
    expect(timeOffOn(rows, 'kim', '2030-01-09')?.id).toBe('b');
    expect(timeOffOn(rows, 'kim', '2030-01-12')?.id).toBe('b');
    expect(timeOffOn(rows, 'ana', '2030-01-10')).toBeUndefined();
  });
});
