import { salonIdForOwner } from '../domain/ids';
import type { Salon } from '../domain/types';
import { db } from '../db/database';
import { readKey, useLiveRead } from './use-live-read';

/**
 * The owner's salon from the local database, live.
 * undefined while the first read runs, null when there is no (live) row yet — a valid state
 * right after sign-in, before the session has created it — or no owner.
 */
export function useSalon(ownerId: string | null | undefined): Salon | null | undefined {
  const salon = useLiveRead(
    readKey('salon', ownerId ?? null),
    ownerId
      ? async () => {
          const row = await db.salons.get(salonIdForOwner(ownerId));
          return row && !row.deleted ? row : null;
        }
      : null,
    ['salons'],
  );
  return ownerId ? salon : null;
}
