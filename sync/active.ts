// The engine of the signed-in salon on this device, for the screens to watch (status control,
// conflicts) without importing the app layer. The app sets it after sign-in.
import type { SyncEngine, SyncStatus } from './engine';

/**
 * No engine yet (the session starts after the first screen, features/startup/first-screen.ts):
 * what waits in the outbox is not counted yet, so the badge must not say "All changes saved".
 * Online it is about to sync; offline it says so.
 */
const STARTING: SyncStatus = { phase: 'syncing', pending: 0, lastError: null, lastSyncedAt: null, progress: null, leader: false, live: false };
const STARTING_OFFLINE: SyncStatus = { ...STARTING, phase: 'offline' };
const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

let engine: SyncEngine | null = null;
let unsubscribe: (() => void) | null = null;
let status: SyncStatus | null = null;
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((l) => l());

export function setActiveEngine(next: SyncEngine | null): void {
  unsubscribe?.();
  unsubscribe = null;
  engine?.stop();
  engine = next;
  status = null;
  if (engine) {
    unsubscribe = engine.subscribe((s) => {
      status = s;
      notify();
    });
    engine.start();
  }
  notify();
}

export function activeSyncStatus(): SyncStatus {
  return status ?? (isOnline() ? STARTING : STARTING_OFFLINE);
}

export function subscribeActiveSync(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** "Retry" in the status control, and "Sync now" after signing in again. */
export function syncActiveNow(): Promise<void> {
  return engine ? engine.syncNow() : Promise.resolve();
}
