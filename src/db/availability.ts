// Reads everything the availability rules need for one service on one date. Used by the
// New Appointment form, by the booking repository's re-check, the conflicts screen and the
// assistant, so every path that books applies the same rules (issue 16): hours, shifts, other
// bookings and their cleanup buffers, time off, daily breaks, and the salon's booking rules; the
// shifts are the day's effective ones: dated exceptions, else each member's regular week.
import type { AvailabilityData } from '../domain/salon-store';
import { DEFAULT_BOOKING_RULES, type BookingRules } from '../domain/booking-rules';
import { effectiveSchedules } from '../domain/patterns';
import type { BookingSettings, SyncedTableName } from '../domain/types';
import type { SalonDeskDB } from './database';

/** Every table the availability read touches: a write transaction that re-checks a slot includes them. */
export const AVAILABILITY_TABLES = [
  'services', 'staff', 'staff_services', 'staff_schedules', 'appointments', 'business_hours', 'booking_settings', 'staff_time_off', 'staff_breaks',
  'staff_patterns',
] as const satisfies readonly SyncedTableName[];

export type { AvailabilityData } from '../domain/salon-store';

/** The salon's saved rules, or the defaults (no notice, 90 days ahead, hourly) when it saved none. */
export function bookingRulesOf(settings: BookingSettings | undefined): BookingRules {
  if (!settings || settings.deleted) return { ...DEFAULT_BOOKING_RULES };
  const interval = settings.slot_interval === 15 || settings.slot_interval === 30 ? settings.slot_interval : 60;
  return { min_notice_minutes: settings.min_notice_minutes, max_advance_days: settings.max_advance_days, slot_interval: interval };
}

export async function loadAvailabilityData(db: SalonDeskDB, salonId: string, serviceId: string, date: string): Promise<AvailabilityData | null> {
  // One read transaction for all the reads: each query opening its own transaction cost more
  // than the reads themselves (npm run bench). Dexie reuses an enclosing transaction if any.
  return db.transaction('r', AVAILABILITY_TABLES.map((t) => db.table(t)), async () => {
    const [services, staff, staffServices, dated, appointments, hours, settings, timeOff, breaks, patterns] = await Promise.all([
      db.services.where('salon_id').equals(salonId).toArray(),
      db.staff.where('salon_id').equals(salonId).toArray(),
      db.staff_services.where('service_id').equals(serviceId).toArray(),
      db.staff_schedules.where('[salon_id+date]').equals([salonId, date]).toArray(),
      db.appointments.where('[salon_id+appointment_date]').equals([salonId, date]).toArray(),
      db.business_hours.where('salon_id').equals(salonId).toArray(),
      db.booking_settings.where('salon_id').equals(salonId).first(),
      db.staff_time_off.where('salon_id').equals(salonId).toArray(),
      db.staff_breaks.where('salon_id').equals(salonId).toArray(),
      db.staff_patterns.where('salon_id').equals(salonId).toArray(),
    ]);
    const service = services.find((s) => s.id === serviceId);
    if (!service || service.deleted) return null;
    const serviceBuffers: Record<string, number> = {};
    for (const s of services) if (s.buffer_minutes) serviceBuffers[s.id] = s.buffer_minutes;
    // A dated row is that day's exception; every other member works their regular week (issue 24).
    const schedules = effectiveSchedules(date, dated, patterns);
    return {
      date, service, staff, staffServices, schedules, appointments, hours, serviceBuffers,
      timeOff: timeOff.filter((t) => t.start_date <= date && t.end_date >= date),
      breaks,
      rules: bookingRulesOf(settings),
    };
  });
}
