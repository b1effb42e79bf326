// The page's half of background sync: asks the browser to wake the service worker when
// the connection returns, so changes queued offline are pushed even if every tab was closed
// meanwhile. Browsers without the Background Sync API change nothing: the engine pushes the queue
// at the next open, as it always did.
import type { SalonDeskDB } from '../src/db/database';
import { SYNC_TARGET_KEY, type SyncTarget } from './background-sync-session';
import type { SyncStatus } from './engine';

/** The tag of the one sync registration: the worker pushes every salon queue it can. */
export const BACKGROUND_PUSH_TAG = 'salon-desk-push';

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/** The part of the browser this file needs, injectable for tests. */
export interface BackgroundSyncHost {
  getRegistration(): Promise<{ active: unknown; sync?: SyncManagerLike } | undefined>;
}

function browserHost(): BackgroundSyncHost | null {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  return { getRegistration: () => navigator.serviceWorker.getRegistration() as ReturnType<BackgroundSyncHost['getRegistration']> };
}

/**
 * Registers the sync tag; false where the API (or an active worker) is missing. Never throws: a
 * refused registration (e.g. permission denied) just means "at the next open".
 */
export async function requestBackgroundPush(host: BackgroundSyncHost | null = browserHost()): Promise<boolean> {
  if (!host) return false;
  try {
    const registration = await host.getRegistration();
    if (!registration?.active || typeof registration.sync?.register !== 'function') return false;
    await registration.sync.register(BACKGROUND_PUSH_TAG);
    return true;
  } catch {
    return false;
  }
}

/** Whether a status means "changes are stuck behind the network": queued offline, or a push failed on it. */
export function waitsForConnection(status: Pick<SyncStatus, 'phase' | 'pending'>): boolean {
  return status.phase === 'offline' && status.pending > 0;
}

/**
 * Watches the engine and registers once per stretch of waiting (the registration is idempotent,
 * but there is no need to ask on every status tick).
 */
export function registerWhileWaiting(subscribe: (listener: (s: SyncStatus) => void) => () => void, request = () => requestBackgroundPush()): () => void {
  let asked = false;
  return subscribe((status) => {
    if (!waitsForConnection(status)) {
      if (status.phase === 'idle') asked = false;
      return;
    }
    if (asked) return;
    asked = true;
    void request();
  });
}

/** Tells the worker which salon to push for and where; cleared at sign-out. */
export async function saveSyncTarget(db: SalonDeskDB, target: SyncTarget): Promise<void> {
  await db.settings.put({ key: SYNC_TARGET_KEY, value: target });
}

export async function clearSyncTarget(db: SalonDeskDB): Promise<void> {
  await db.settings.delete(SYNC_TARGET_KEY);
}
