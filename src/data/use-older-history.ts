import { db } from '../db/database';
import { readKey, useLiveRead } from './use-live-read';

/**
 * The day before which this device does not hold the salon's appointments, calls and schedule
 * days yet ('YYYY-MM-DD'), while a new device fetches its older history in the background
 * (docs/architecture.md#a-new-devices-older-history); null once it holds all of it (and on every
 * device that never split its first pull); undefined while the first read runs. Read from the
 * database, not from the engine, so every tab knows, not only the one that syncs.
 */
export function useOlderHistory(salonId: string | null | undefined): string | null | undefined {
  return useLiveRead(readKey('older-history', salonId ?? null), salonId ? async () => (await db.sync_state.get(salonId))?.history?.next ?? null : null, [
    'sync_state',
  ]);
}
