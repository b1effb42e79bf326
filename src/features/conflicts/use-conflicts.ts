// Live reads for the Conflicts screen and the bell: conflicts of the salon with both appointments
// embedded, and the free times / free members a resolution may pick from.
import { useConflictRows, type AppointmentView, type ConflictRow } from '../../data';
import { useAvailabilityData, useAvailabilityWithStaff } from '../../data/use-availability';
import { findAvailableSlots, isSlotAvailable, type AvailabilityResult } from '../../domain/availability';
import { isValidDate, todayIn, type ZonedNow } from '../../domain/dates';
import type { Staff } from '../../domain/types';
import { isOpenConflict } from './conflict-view';

export interface DoubleBooking {
  conflict: ConflictRow;
  /** The appointment the server stored as 'conflict'; null once deleted. */
  flagged: AppointmentView | null;
  /** The one it collides with. */
  other: AppointmentView | null;
  open: boolean;
}

export interface ConflictsData {
  doubleBookings: DoubleBooking[];
  /** Refused mutations not dismissed yet. */
  refused: ConflictRow[];
}

const newestFirst = (a: ConflictRow, b: ConflictRow) => b.created_at.localeCompare(a.created_at);

/**
 * `keepIds`: double bookings resolved during this visit stay on screen (marked resolved) so the
 * owner sees where the appointment went.
 */
export function useConflicts(salonId: string | null | undefined, keepIds: ReadonlySet<string>): ConflictsData | undefined {
  const data = useConflictRows(salonId);
  if (!data) return undefined;
  const { rows, byId } = data;
  const statusOf = (id: string) => byId.get(id)?.status;
  const doubleBookings = rows
    .filter((c) => c.kind === 'double_booking')
    .sort(newestFirst)
    .map((c) => ({
      conflict: c,
      flagged: c.row_id ? (byId.get(c.row_id) ?? null) : null,
      other: c.other_row_id ? (byId.get(c.other_row_id) ?? null) : null,
      open: isOpenConflict(c, statusOf),
    }))
    .filter((d) => d.open || keepIds.has(d.conflict.id));
  const refused = rows.filter((c) => c.kind === 'rejected' && !c.resolved).sort(newestFirst);
  return { doubleBookings, refused };
}

function salonNow(timeZone: string | undefined): ZonedNow | undefined {
  try {
    return timeZone ? todayIn(timeZone) : undefined;
  } catch {
    return undefined;
  }
}

/** Free times for moving `appt` to `date`; its own current time is not counted as taken. */
export function useMoveTimes(appt: AppointmentView, date: string, timeZone: string | undefined): AvailabilityResult | null | undefined {
  const ready = isValidDate(date);
  const data = useAvailabilityData(appt.salon_id, appt.service_id, ready ? date : null);
  if (!ready) return null;
  if (data === undefined) return undefined;
  if (data === null) return null;
  return findAvailableSlots({ ...data, ignoreAppointmentId: appt.id, now: salonNow(timeZone) });
}

/** Active members linked to the service and free at the appointment's time, other than its own. */
export function useReassignOptions(appt: AppointmentView, timeZone: string | undefined): Staff[] | undefined {
  const read = useAvailabilityWithStaff(appt.salon_id, appt.service_id, appt.appointment_date);
  if (read === undefined) return undefined;
  if (!read.data) return [];
  const check = isSlotAvailable({ ...read.data, ignoreAppointmentId: appt.id, now: salonNow(timeZone) }, appt.start_time.slice(0, 5));
  const free = new Set(check.staffIds);
  return read.staff.filter((s) => free.has(s.id) && s.id !== appt.staff_id).sort((a, b) => a.name.localeCompare(b.name));
}
