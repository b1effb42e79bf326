// Reads everything the availability rules need for one service on one date. Used by the
// New Appointment form, by the booking repository's re-check, and by the assistant.
import type { AvailabilityInput } from '../domain/availability';
import type { SalonDeskDB } from './database';

export type AvailabilityData = Omit<AvailabilityInput, 'staffId' | 'ignoreAppointmentId' | 'step' | 'firstStart' | 'lastStart' | 'now'>;

export async function loadAvailabilityData(db: SalonDeskDB, salonId: string, serviceId: string, date: string): Promise<AvailabilityData | null> {
  // One read transaction for all six reads: each query opening its own transaction cost more
  // than the reads themselves (npm run bench). Dexie reuses an enclosing transaction if any.
  return db.transaction('r', [db.services, db.staff, db.staff_services, db.staff_schedules, db.appointments, db.business_hours], async () => {
    const [service, staff, staffServices, schedules, appointments, hours] = await Promise.all([
      db.services.get(serviceId),
      db.staff.where('salon_id').equals(salonId).toArray(),
      db.staff_services.where('service_id').equals(serviceId).toArray(),
      db.staff_schedules.where('[salon_id+date]').equals([salonId, date]).toArray(),
      db.appointments.where('[salon_id+appointment_date]').equals([salonId, date]).toArray(),
      db.business_hours.where('salon_id').equals(salonId).toArray(),
    ]);
    if (!service || service.deleted || service.salon_id !== salonId) return null;
    return { date, service, staff, staffServices, schedules, appointments, hours };
  });
}
