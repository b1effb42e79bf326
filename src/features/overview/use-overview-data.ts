// Reads for the overview beyond the shared salon hooks.
import { useLiveQuery } from 'dexie-react-hooks';
import type { Table } from 'dexie';
import { useEffect, useState } from 'react';
import { db } from '../../db/database';
import type { Customer } from '../../domain/types';
import { ACTIVITY_LIMIT, recentActivity, type ActivityItem } from './activity';

/**
 * The latest changes across the salon's tables, live. Tombstones are read too: a deletion is
 * activity. Only the few items shown leave the query, however many rows the salon has.
 */
export function useRecentActivity(salonId: string | null | undefined, limit = ACTIVITY_LIMIT): ActivityItem[] | undefined {
  return useLiveQuery(async () => {
    if (!salonId) return [];
    // The big tables give only their newest `limit` rows (an updated_at index); the few customers
    // those appointments name are fetched by key. None of them can displace a newer change.
    const newest = <T>(table: Table<T, string>) =>
      table.where('[salon_id+updated_at]').between([salonId, ''], [salonId, '\uffff']).reverse().limit(limit).toArray();
    const [salon, appointments, changedCustomers, staff, services, faqs] = await Promise.all([
      db.salons.get(salonId),
      newest(db.appointments),
      newest(db.customers),
      db.staff.where('salon_id').equals(salonId).toArray(),
      db.services.where('salon_id').equals(salonId).toArray(),
      db.salon_faqs.where('salon_id').equals(salonId).toArray(),
    ]);
    const known = new Set(changedCustomers.map((c) => c.id));
    const named = (await db.customers.bulkGet([...new Set(appointments.map((a) => a.customer_id))].filter((id) => !known.has(id)))).filter(
      (c): c is Customer => !!c,
    );
    return recentActivity({ salon: salon ?? null, appointments, customers: [...changedCustomers, ...named], staff, services, faqs }, limit);
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
