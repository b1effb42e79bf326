// Reads of the booking rules: the salon's settings row, its members' time off and
// daily breaks, and the bookings a member's time off falls on.
import { bookingSettingsId } from '../../domain/ids';
import { bookingsDuringTimeOff } from '../../domain/time-off';
import type { BookingSettings, StaffBreak, StaffTimeOff } from '../../domain/types';
import type { SalonDeskDB } from '../../db/database';
import type { TableName } from '../use-live-read';
import { VIEW_TABLES, withRefs, type AppointmentView } from './appointments';

export const BOOKING_SETTINGS_TABLES: readonly TableName[] = ['booking_settings'];
export const TIME_OFF_TABLES: readonly TableName[] = ['staff_time_off'];
export const BREAK_TABLES: readonly TableName[] = ['staff_breaks'];
export const TIME_OFF_BOOKING_TABLES: readonly TableName[] = VIEW_TABLES;

/** The salon's rules row; null when the owner never saved any (the defaults apply). */
export async function readBookingSettings(db: SalonDeskDB, salonId: string): Promise<BookingSettings | null> {
  const row = await db.booking_settings.get(bookingSettingsId(salonId));
  return row && !row.deleted ? row : null;
}

/** Every live time off of the salon, by start date then member: a salon has few, the grid and the dialog filter them. */
export async function readTimeOff(db: SalonDeskDB, salonId: string): Promise<StaffTimeOff[]> {
  const rows = await db.staff_time_off.where('salon_id').equals(salonId).toArray();
  return rows
    .filter((r) => !r.deleted)
    .sort((a, b) => a.start_date.localeCompare(b.start_date) || a.end_date.localeCompare(b.end_date) || a.id.localeCompare(b.id));
}

/** Every live daily break of the salon, by start time. */
export async function readBreaks(db: SalonDeskDB, salonId: string): Promise<StaffBreak[]> {
  const rows = await db.staff_breaks.where('salon_id').equals(salonId).toArray();
  return rows.filter((r) => !r.deleted).sort((a, b) => a.start_time.localeCompare(b.start_time) || a.id.localeCompare(b.id));
}

/** The member's active bookings inside a time off, with customer and service, read by the salon's days. */
export function readBookingsDuringTimeOff(
  db: SalonDeskDB,
  salonId: string,
  timeOff: Pick<StaffTimeOff, 'staff_id' | 'start_date' | 'end_date'>,
): Promise<AppointmentView[]> {
  return db.transaction('r', [db.appointments, db.customers, db.staff, db.services], async () => {
    // The salon's days of the time off, then the member's rows: a day holds a few dozen.
    const rows = await db.appointments
      .where('[salon_id+appointment_date+start_time]')
      .between([salonId, timeOff.start_date, ''], [salonId, timeOff.end_date, '\uffff'], true, true)
      .filter((a) => a.staff_id === timeOff.staff_id)
      .toArray();
    const mine = bookingsDuringTimeOff(rows, timeOff);
    return withRefs(db, salonId, mine);
  });
}
