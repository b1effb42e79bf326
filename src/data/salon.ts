import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db/database';
import { salonIdForOwner } from '../domain/ids';
import type { Salon } from '../domain/types';

/**
 * The owner's salon from the local database, live.
 * undefined while the first read runs, null when there is no (live) row yet — a valid state
 * right after sign-in, before the session has created it.
 */
export function useSalon(ownerId: string | null | undefined): Salon | null | undefined {
  return useLiveQuery(async () => {
    if (!ownerId) return null;
    const salon = await db.salons.get(salonIdForOwner(ownerId));
    return salon && !salon.deleted ? salon : null;
  }, [ownerId]);
}
