// Live reads of the booking rules for Salon Profile, Staff Management and the week grid.
import { db } from '../db/database';
import type { BookingSettings, StaffBreak, StaffTimeOff } from '../domain/types';
import {
  BOOKING_SETTINGS_TABLES,
  BREAK_TABLES,
  readBookingSettings,
  readBookingsDuringTimeOff,
  readBreaks,
  readTimeOff,
  TIME_OFF_BOOKING_TABLES,
  TIME_OFF_TABLES,
} from './queries/booking';
import type { AppointmentView } from './queries/appointments';
import { readKey, useLiveRead } from './use-live-read';

const NONE: never[] = [];

/** undefined while the first read runs; null when the salon has no rules row (the defaults apply). */
export function useBookingSettings(salonId: string | null | undefined): BookingSettings | null | undefined {
  const row = useLiveRead(readKey('booking-settings', salonId ?? null), salonId ? () => readBookingSettings(db, salonId) : null, BOOKING_SETTINGS_TABLES);
  return salonId ? row : null;
}

/** The salon's time off, every member; undefined while the first read runs. */
export function useTimeOff(salonId: string | null | undefined): StaffTimeOff[] | undefined {
  const rows = useLiveRead(readKey('time-off', salonId ?? null), salonId ? () => readTimeOff(db, salonId) : null, TIME_OFF_TABLES);
  return salonId === null ? NONE : rows;
}

/** The salon's daily breaks, every member; undefined while the first read runs. */
export function useStaffBreaks(salonId: string | null | undefined): StaffBreak[] | undefined {
  const rows = useLiveRead(readKey('staff-breaks', salonId ?? null), salonId ? () => readBreaks(db, salonId) : null, BREAK_TABLES);
  return salonId === null ? NONE : rows;
}

/**
 * The member's pending and confirmed appointments inside a time off, live: one the owner moves or
 * gives to someone else drops off the list. undefined while reading; [] without a time off.
 */
export function useBookingsDuringTimeOff(
  salonId: string | null | undefined,
  timeOff: Pick<StaffTimeOff, 'staff_id' | 'start_date' | 'end_date'> | null,
): AppointmentView[] | undefined {
  const ready = !!salonId && !!timeOff;
  const rows = useLiveRead(
    readKey('time-off-bookings', salonId ?? null, timeOff?.staff_id ?? null, timeOff?.start_date ?? null, timeOff?.end_date ?? null),
    ready ? () => readBookingsDuringTimeOff(db, salonId, timeOff) : null,
    TIME_OFF_BOOKING_TABLES,
  );
  return ready ? rows : NONE;
}
