import { salonIdForOwner } from '../domain/ids';
import type { Salon } from '../domain/types';
import { db } from '../db/database';
import type { LiveReadSpec } from './primed-reads';
import { readKey, useLiveRead } from './use-live-read';

/** The read behind useSalon (also primed by a cold start: primed-reads.ts). */
export function salonRead(ownerId: string): LiveReadSpec<Salon | null> {
  return {
    key: readKey('salon', ownerId),
    read: async () => {
      const row = await db.salons.get(salonIdForOwner(ownerId));
      return row && !row.deleted ? row : null;
    },
    tables: ['salons'],
  };
}

/**
 * The owner's salon from the local database, live.
 * undefined while the first read runs, null when there is no (live) row yet — a valid state
 * right after sign-in, before the session has created it — or no owner.
 */
export function useSalon(ownerId: string | null | undefined): Salon | null | undefined {
  const spec = ownerId ? salonRead(ownerId) : null;
  const salon = useLiveRead(spec?.key ?? readKey('salon', null), spec?.read ?? null, ['salons']);
  return ownerId ? salon : null;
}
