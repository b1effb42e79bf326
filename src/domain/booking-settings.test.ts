import { describe, expect, it } from 'vitest';
import {
  bookingSettingsProblems,
  DEFAULT_BOOKING_SETTINGS,
  effectiveBookingSettings,
  parseBookingSettings,
  type BookingSettingsInput,
} from './booking-settings';
import { ValidationError } from './errors';
import type { BookingSettings } from './types';

const input = (over: Partial<BookingSettingsInput> = {}): BookingSettingsInput => ({ ...DEFAULT_BOOKING_SETTINGS, ...over });

function fieldOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(ValidationError);
    return (err as ValidationError).field;
  }
  throw new Error('expected a ValidationError');
}

describe('booking settings', () => {
  it('defaults to the issue: no notice, 90 days, hourly slots, bookings confirmed', () => {
    expect(DEFAULT_BOOKING_SETTINGS).toEqual({ min_notice_minutes: 0, max_advance_days: 90, slot_interval: 60, self_booking_status: 'confirmed' });
    expect(effectiveBookingSettings(null)).toEqual(DEFAULT_BOOKING_SETTINGS);
    const row = { min_notice_minutes: 120, max_advance_days: 60, slot_interval: 30, self_booking_status: 'pending', deleted: false } as BookingSettings;
    expect(effectiveBookingSettings(row)).toEqual({ min_notice_minutes: 120, max_advance_days: 60, slot_interval: 30, self_booking_status: 'pending' });
    expect(effectiveBookingSettings({ ...row, deleted: true })).toEqual(DEFAULT_BOOKING_SETTINGS);
  });

  it('reads the numbers a form hands in as text, at the registry limits', () => {
    expect(parseBookingSettings(input({ min_notice_minutes: '120', max_advance_days: ' 730 ', slot_interval: '15', self_booking_status: 'pending' }))).toEqual({
      min_notice_minutes: 120,
      max_advance_days: 730,
      slot_interval: 15,
      self_booking_status: 'pending',
    });
    expect(parseBookingSettings(input({ min_notice_minutes: 20160, max_advance_days: 1 }))).toMatchObject({ min_notice_minutes: 20160, max_advance_days: 1 });
  });

  it('refuses what the server would refuse, naming the field', () => {
    expect(fieldOf(() => parseBookingSettings(input({ min_notice_minutes: 20161 })))).toBe('min_notice_minutes');
    expect(fieldOf(() => parseBookingSettings(input({ min_notice_minutes: -30 })))).toBe('min_notice_minutes');
    for (const bad of ['0', '731', '', '1.5', 'soon']) {
      expect(() => parseBookingSettings(input({ max_advance_days: bad })), bad).toThrow('Maximum advance must be a whole number of days from 1 to 730');
    }
    for (const bad of ['45', '0', '', 20])
      expect(() => parseBookingSettings(input({ slot_interval: bad })), String(bad)).toThrow('Time slots must be every 15, 30 or 60 minutes');
    expect(() => parseBookingSettings(input({ self_booking_status: 'canceled' }))).toThrow('Bookings by Sarah must start as Confirmed or Pending');
  });

  it('lists every problem at once for the form', () => {
    expect(bookingSettingsProblems(input())).toEqual({});
    expect(Object.keys(bookingSettingsProblems(input({ max_advance_days: '', slot_interval: '45', self_booking_status: '' }))).sort()).toEqual([
      'max_advance_days',
      'self_booking_status',
      'slot_interval',
    ]);
  });
});
