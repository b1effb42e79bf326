// Reads for the overview beyond the shared salon hooks.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { db } from '../../db/database';
import { ACTIVITY_LIMIT, recentActivity, type ActivityItem } from './activity';

/**
 * The latest changes across the salon's tables, live. Tombstones are read too: a deletion is
 * activity. Only the few items shown leave the query, however many rows the salon has.
 */
export function useRecentActivity(salonId: string | null | undefined, limit = ACTIVITY_LIMIT): ActivityItem[] | undefined {
  return useLiveQuery(async () => {
    if (!salonId) return [];
    const [salon, appointments, customers, staff, services, faqs] = await Promise.all([
      db.salons.get(salonId),
      db.appointments.where('salon_id').equals(salonId).toArray(),
      db.customers.where('salon_id').equals(salonId).toArray(),
      db.staff.where('salon_id').equals(salonId).toArray(),
      db.services.where('salon_id').equals(salonId).toArray(),
      db.salon_faqs.where('salon_id').equals(salonId).toArray(),
    ]);
    return recentActivity({ salon: salon ?? null, appointments, customers, staff, services, faqs }, limit);
  }, [salonId, limit]);
}

/** The current time, refreshed every `intervalMs`, so "5 minutes ago" and "upcoming" stay true. */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
