// Everything the availability rules need for one service on one date, live: a booking made
// elsewhere (another tab, the assistant, a sync pull) or a schedule edit updates a time picker
// without a reload. The read itself (src/db/availability.ts) stays below this layer because the
// booking and conflict repositories re-check it inside their write transactions.
import { AVAILABILITY_TABLES, loadAvailabilityData, type AvailabilityData } from '../db/availability';
import { db } from '../db/database';
import type { Staff } from '../domain/types';
import { readKey, useLiveRead } from './use-live-read';

export type { AvailabilityData };

/**
 * undefined while reading; null when there is nothing to ask (no salon, service or date) or the
 * service is not the salon's live one. `date` must be a valid date when given.
 */
export function useAvailabilityData(salonId: string | null | undefined, serviceId: string, date: string | null): AvailabilityData | null | undefined {
  const ready = !!salonId && !!serviceId && !!date;
  const data = useLiveRead(
    readKey('availability', salonId ?? null, serviceId, date),
    ready ? async () => (await loadAvailabilityData(db, salonId, serviceId, date)) ?? null : null,
    AVAILABILITY_TABLES,
  );
  return ready ? data : null;
}

/**
 * The same for each service of a visit, in one read: undefined while reading; null when
 * there is nothing to ask or any of the services is not the salon's live one.
 */
export function useVisitAvailabilityData(
  salonId: string | null | undefined,
  serviceIds: readonly string[],
  date: string | null,
): AvailabilityData[] | null | undefined {
  const ready = !!salonId && serviceIds.length > 0 && serviceIds.every(Boolean) && !!date;
  const data = useLiveRead(
    readKey('visit-availability', salonId ?? null, serviceIds, date),
    ready
      ? () =>
          db.transaction(
            'r',
            AVAILABILITY_TABLES.map((t) => db.table(t)),
            async () => {
              const each = await Promise.all(serviceIds.map((id) => loadAvailabilityData(db, salonId, id, date)));
              return each.every((d) => d !== null) ? (each as AvailabilityData[]) : null;
            },
          )
      : null,
    AVAILABILITY_TABLES,
  );
  return ready ? data : null;
}

/** The availability of a service at a date with the salon's staff by name (the reassign picker). */
export function useAvailabilityWithStaff(salonId: string, serviceId: string, date: string): { data: AvailabilityData | null; staff: Staff[] } | undefined {
  return useLiveRead(
    readKey('availability+staff', salonId, serviceId, date),
    async () => {
      const data = await loadAvailabilityData(db, salonId, serviceId, date);
      // The availability rows only promise ids; the picker needs names.
      const staff = data ? await db.staff.where('salon_id').equals(salonId).toArray() : [];
      return { data, staff };
    },
    AVAILABILITY_TABLES,
  );
}
