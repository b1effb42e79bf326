// The engine of the signed-in salon on this device, for the screens to watch (status control,
// conflicts) without importing the app layer. The app sets it after sign-in.
import type { SyncEngine, SyncStatus } from './engine';

const IDLE: SyncStatus = { phase: 'idle', pending: 0, lastError: null, lastSyncedAt: null, progress: null, leader: false };

let engine: SyncEngine | null = null;
let unsubscribe: (() => void) | null = null;
let status: SyncStatus = IDLE;
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((l) => l());

export function setActiveEngine(next: SyncEngine | null): void {
  unsubscribe?.();
  unsubscribe = null;
  engine?.stop();
  engine = next;
  status = IDLE;
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
  return status;
}

export function subscribeActiveSync(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** "Retry" in the status control, and "Sync now" after signing in again. */
export function syncActiveNow(): Promise<void> {
  return engine ? engine.syncNow() : Promise.resolve();
}
