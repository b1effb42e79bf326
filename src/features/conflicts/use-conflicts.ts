// Live reads for the Conflicts screen and the bell: conflicts of the salon with both appointments
// embedded, and the free times / free members a resolution may pick from.
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/database';
import { loadAvailabilityData } from '../../db/availability';
import type { ConflictRow } from '../../db/schema';
import { findAvailableSlots, isSlotAvailable, type AvailabilityResult } from '../../domain/availability';
import { isValidDate, todayIn, type ZonedNow } from '../../domain/dates';
import type { Staff } from '../../domain/types';
import { readAppointmentViewsByIds } from '../../data/queries/appointment-lookups';
import type { AppointmentView } from '../../data';
import { useCurrentSalon } from '../auth/use-current-salon';
import { isOpenConflict, openConflictCount } from './conflict-view';

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

/** The salon's conflict rows and just the appointments they name (never the whole table). */
function useConflictRows(salonId: string | null | undefined) {
  return useLiveQuery(async () => {
    if (!salonId) return { rows: [] as ConflictRow[], byId: new Map<string, AppointmentView>() };
    const rows = await db.conflicts.where('salon_id').equals(salonId).toArray();
    const ids = rows.flatMap((c) => [c.row_id, c.other_row_id].filter((id): id is string => typeof id === 'string'));
    return { rows, byId: await readAppointmentViewsByIds(db, salonId, ids) };
  }, [salonId]);
}

/** Open items for the bell's badge: both kinds, settled double bookings left out. */
export function useOpenConflictCount(): number {
  const salon = useCurrentSalon();
  const salonId = salon?.id;
  return (
    useLiveQuery(async () => {
      if (!salonId) return 0;
      const rows = await db.conflicts.where('salon_id').equals(salonId).filter((c) => !c.resolved).toArray();
      const ids = rows.flatMap((c) => (c.kind === 'double_booking' && c.row_id ? [c.row_id] : []));
      const appts = await db.appointments.bulkGet(ids);
      const status = new Map(appts.flatMap((a) => (a && !a.deleted ? [[a.id, a.status] as const] : [])));
      return openConflictCount(rows, (id) => status.get(id));
    }, [salonId]) ?? 0
  );
}

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
  const data = useLiveQuery(
    async () => (ready ? ((await loadAvailabilityData(db, appt.salon_id, appt.service_id, date)) ?? null) : null),
    [ready, appt.salon_id, appt.service_id, date],
  );
  if (!ready) return null;
  if (data === undefined) return undefined;
  if (data === null) return null;
  return findAvailableSlots({ ...data, ignoreAppointmentId: appt.id, now: salonNow(timeZone) });
}

/** Active members linked to the service and free at the appointment's time, other than its own. */
export function useReassignOptions(appt: AppointmentView, timeZone: string | undefined): Staff[] | undefined {
  const read = useLiveQuery(async () => {
    const data = await loadAvailabilityData(db, appt.salon_id, appt.service_id, appt.appointment_date);
    // The availability rows only promise ids; the picker needs names.
    const staff = data ? await db.staff.where('salon_id').equals(appt.salon_id).toArray() : [];
    return { data, staff };
  }, [appt.salon_id, appt.service_id, appt.appointment_date]);
  if (read === undefined) return undefined;
  if (!read.data) return [];
  const check = isSlotAvailable({ ...read.data, ignoreAppointmentId: appt.id, now: salonNow(timeZone) }, appt.start_time.slice(0, 5));
  const free = new Set(check.staffIds);
  return read.staff.filter((s) => free.has(s.id) && s.id !== appt.staff_id).sort((a, b) => a.name.localeCompare(b.name));
}
