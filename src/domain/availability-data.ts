// What the availability rules need for one service on one date, assembled from a salon's rows.
// Pure: the device's loader (src/db/availability.ts, Dexie) and the server's store
// (sync/server/sarah, PostgreSQL) read the same rows and build the same input here, so a slot is
// free or taken by the same rules wherever Sarah or a screen asks.
import { DEFAULT_BOOKING_RULES, type BookingRules } from './booking-rules';
import { effectiveSchedules } from './patterns';
import type { AvailabilityData } from './salon-store';
import type { Appointment, BookingSettings, BusinessHours, Service, Staff, StaffBreak, StaffPattern, StaffSchedule, StaffService, StaffTimeOff } from './types';

/** The salon's saved rules, or the defaults (no notice, 90 days ahead, hourly) when it saved none. */
export function bookingRulesOf(settings: BookingSettings | null | undefined): BookingRules {
  if (!settings || settings.deleted) return { ...DEFAULT_BOOKING_RULES };
  const interval = settings.slot_interval === 15 || settings.slot_interval === 30 ? settings.slot_interval : 60;
  return { min_notice_minutes: settings.min_notice_minutes, max_advance_days: settings.max_advance_days, slot_interval: interval };
}

/** The rows the rules read: the salon's services, staff, hours, rules, time off, breaks and patterns; the service's links; the date's shifts and bookings. */
export interface AvailabilityRows {
  services: Service[];
  staff: Staff[];
  staffServices: StaffService[];
  /** The date's dated shifts (exceptions to the regular weeks). */
  dated: StaffSchedule[];
  /** The date's appointments, tombstones and cancelled ones included (the rules skip them). */
  appointments: Appointment[];
  hours: BusinessHours[];
  settings: BookingSettings | null | undefined;
  timeOff: StaffTimeOff[];
  breaks: StaffBreak[];
  patterns: StaffPattern[];
}

/** The input for `serviceId` on `date`; null when the service is gone. */
export function availabilityDataOf(rows: AvailabilityRows, serviceId: string, date: string): AvailabilityData | null {
  const service = rows.services.find((s) => s.id === serviceId);
  if (!service || service.deleted) return null;
  const serviceBuffers: Record<string, number> = {};
  for (const s of rows.services) if (s.buffer_minutes) serviceBuffers[s.id] = s.buffer_minutes;
  return {
    date,
    service,
    staff: rows.staff,
    staffServices: rows.staffServices,
    // A dated row is that day's exception; every other member works their regular week.
    schedules: effectiveSchedules(date, rows.dated, rows.patterns),
    appointments: rows.appointments,
    hours: rows.hours,
    serviceBuffers,
    timeOff: rows.timeOff.filter((t) => t.start_date <= date && t.end_date >= date),
    breaks: rows.breaks,
    rules: bookingRulesOf(rows.settings),
  };
}
