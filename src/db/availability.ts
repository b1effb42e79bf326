// Reads everything the availability rules need for one service on one date. Used by the
// New Appointment form, by the booking repository's re-check, the conflicts screen and the
// assistant, so every path that books applies the same rules: hours, shifts, other
// bookings and their cleanup buffers, time off, daily breaks, and the salon's booking rules; the
// shifts are the day's effective ones: dated exceptions, else each member's regular week.
import type { AvailabilityData } from '../domain/salon-store';
import { availabilityDataOf, bookingRulesOf } from '../domain/availability-data';
import type { SyncedTableName } from '../domain/types';
import type { SalonDeskDB } from './database';

/** Every table the availability read touches: a write transaction that re-checks a slot includes them. */
export const AVAILABILITY_TABLES = [
  'services',
  'staff',
  'staff_services',
  'staff_schedules',
  'appointments',
  'business_hours',
  'booking_settings',
  'staff_time_off',
  'staff_breaks',
  'staff_patterns',
] as const satisfies readonly SyncedTableName[];

export type { AvailabilityData } from '../domain/salon-store';

export { bookingRulesOf };

export async function loadAvailabilityData(db: SalonDeskDB, salonId: string, serviceId: string, date: string): Promise<AvailabilityData | null> {
  // One read transaction for all the reads: each query opening its own transaction cost more
  // than the reads themselves (npm run bench). Dexie reuses an enclosing transaction if any.
  return db.transaction(
    'r',
    AVAILABILITY_TABLES.map((t) => db.table(t)),
    async () => {
      const [services, staff, staffServices, dated, appointments, hours, settings, timeOff, breaks, patterns] = await Promise.all([
        db.services.where('salon_id').equals(salonId).toArray(),
        db.staff.where('salon_id').equals(salonId).toArray(),
        db.staff_services.where('service_id').equals(serviceId).toArray(),
        db.staff_schedules.where('[salon_id+date]').equals([salonId, date]).toArray(),
        db.appointments.where('[salon_id+appointment_date+start_time]').between([salonId, date, ''], [salonId, date, '\uffff'], true, true).toArray(),
        db.business_hours.where('salon_id').equals(salonId).toArray(),
        db.booking_settings.where('salon_id').equals(salonId).first(),
        db.staff_time_off.where('salon_id').equals(salonId).toArray(),
        db.staff_breaks.where('salon_id').equals(salonId).toArray(),
        db.staff_patterns.where('salon_id').equals(salonId).toArray(),
      ]);
      return availabilityDataOf({ services, staff, staffServices, dated, appointments, hours, settings, timeOff, breaks, patterns }, serviceId, date);
    },
  );
}
