// The sync engine of one salon on one device (DESIGN.md §4): decides when to run a pass,
// retries with backoff, survives auth expiry without dropping anything, lets one tab sync per
// salon, and tells listeners its status. No React: the UI subscribes to typed events.
import { liveQuery, type Subscription } from 'dexie';
import { onLocalWrite } from '../src/db/writer';
import { backoffDelay } from './merge';
import { syncOnce, type ReplicaContext } from './replicate';
import { syncLockName } from './background-sync-session';
import { SyncError } from './transport';

export type SyncPhase = 'offline' | 'idle' | 'syncing' | 'error' | 'needs_auth';

export interface SyncStatus {
  phase: SyncPhase;
  /** Outbox entries of this salon not yet taken by the server. */
  pending: number;
  lastError: string | null;
  lastSyncedAt: string | null;
  /** While pulling: changes applied so far in this pass; `initial` on a device's first pull. */
  progress: { pulled: number; initial: boolean } | null;
  /** Whether this tab is the one syncing the salon (others just watch). */
  leader: boolean;
}

export interface EngineOptions extends ReplicaContext {
  isOnline?: () => boolean;
  random?: () => number;
  debounceMs?: number;
  periodMs?: number;
  /** Environment hooks, for tests and non-browser runs. */
  locks?: Pick<LockManager, 'request'> | null;
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  visible?: () => boolean;
}

export interface SyncEngine {
  start(): void;
  stop(): void;
  /** Runs a pass now (or right after the running one); resolves when that pass ends. */
  syncNow(): Promise<void>;
  getStatus(): SyncStatus;
  subscribe(listener: (status: SyncStatus) => void): () => void;
}

export function createSyncEngine(opts: EngineOptions): SyncEngine {
  const isOnline = opts.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
  const visible = opts.visible ?? (() => typeof document === 'undefined' || document.visibilityState !== 'hidden');
  const locks = opts.locks !== undefined ? opts.locks : typeof navigator !== 'undefined' ? (navigator.locks ?? null) : null;
  const events = opts.events !== undefined ? opts.events : typeof window !== 'undefined' ? window : null;
  const listeners = new Set<(s: SyncStatus) => void>();
  let status: SyncStatus = { phase: isOnline() ? 'idle' : 'offline', pending: 0, lastError: null, lastSyncedAt: null, progress: null, leader: !locks };
  let running: Promise<void> | null = null;
  let again = false;
  let attempts = 0;
  let stopped = true;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let debounceTimer: ReturnType<typeof setTimeout> | null = null;
  let periodTimer: ReturnType<typeof setInterval> | null = null;
  let releaseLock: (() => void) | null = null;
  let pendingSub: Subscription | null = null;
  const cleanups: (() => void)[] = [];

  const set = (patch: Partial<SyncStatus>) => {
    status = { ...status, ...patch };
    for (const l of listeners) l(status);
  };

  const clearRetry = () => {
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
  };

  function scheduleRetry() {
    clearRetry();
    retryTimer = setTimeout(() => void kick(), backoffDelay(attempts++, opts.random));
  }

  async function pass(): Promise<void> {
    const initial = !(await opts.db.sync_state.get(opts.salonId));
    const pending = await opts.db.outbox.where('salon_id').equals(opts.salonId).count();
    // With nothing to send, a pass is a quiet look for other devices' changes: it runs every few
    // seconds and must not flash "Syncing…" each time.
    if (initial || pending > 0 || status.phase !== 'idle') set({ phase: 'syncing', progress: { pulled: 0, initial } });
    let refreshed = false;
    for (;;) {
      try {
        await syncOnce({ ...opts, onProgress: (pulled) => set({ progress: { pulled, initial } }) });
        attempts = 0;
        clearRetry();
        set({ phase: 'idle', lastError: null, lastSyncedAt: new Date().toISOString(), progress: null });
        return;
      } catch (e) {
        const err = e instanceof SyncError ? e : new SyncError('server', e instanceof Error ? e.message : String(e));
        if (err.kind === 'auth' && !refreshed) {
          // One refresh, not counted as an attempt; the queue stays as it is either way.
          refreshed = true;
          let renewed: boolean;
          try {
            renewed = await opts.transport.refreshAuth();
          } catch (refreshError) {
            const why = refreshError instanceof Error ? refreshError.message : String(refreshError);
            set({ phase: isOnline() ? 'error' : 'offline', lastError: why, progress: null });
            scheduleRetry();
            return;
          }
          if (renewed) continue;
        }
        if (err.kind === 'auth') {
          set({ phase: 'needs_auth', lastError: 'Your session has expired. Sign in again to send your changes.', progress: null });
          return;
        }
        set({ phase: err.kind === 'network' || !isOnline() ? 'offline' : 'error', lastError: err.message, progress: null });
        scheduleRetry();
        return;
      }
    }
  }

  async function kick(): Promise<void> {
    if (stopped || !status.leader) return;
    if (!isOnline()) {
      set({ phase: 'offline' });
      return;
    }
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await pass();
      } while (again && !stopped && status.phase === 'idle');
    })().finally(() => {
      running = null;
    });
    return running;
  }

  function kickSoon() {
    if (debounceTimer) clearTimeout(debounceTimer);
    debounceTimer = setTimeout(() => void kick(), opts.debounceMs ?? 500);
  }

  function onWrite(_table: string, salonId: string) {
    if (salonId === opts.salonId) kickSoon();
  }

  function listen(type: string, handler: () => void) {
    if (!events) return;
    events.addEventListener(type, handler);
    cleanups.push(() => events.removeEventListener(type, handler));
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      let lastPending: number | null = null;
      pendingSub = liveQuery(() => opts.db.outbox.where('salon_id').equals(opts.salonId).count()).subscribe({
        next: (pending) => {
          // The queue grew: a write of this tab, or of another tab (whose write listeners live in
          // its own page, so only the database tells the syncing tab). Push it soon either way.
          const grew = lastPending !== null && pending > lastPending;
          lastPending = pending;
          set({ pending });
          if (grew) kickSoon();
        },
        error: () => undefined,
      });
      cleanups.push(onLocalWrite(onWrite));
      listen('online', () => void kick());
      listen('offline', () => set({ phase: 'offline' }));
      listen('visibilitychange', () => visible() && void kick());
      // Without realtime, a short poll while visible is what shows another device's save within
      // seconds (issue 4: median under 3 s); a pass with nothing new is one small request.
      periodTimer = setInterval(() => visible() && void kick(), opts.periodMs ?? 2_000);
      if (locks) {
        // One tab per salon syncs; the others wait for the lock and watch through live queries.
        void locks.request(syncLockName(opts.salonId), () => {
          if (stopped) return;
          set({ leader: true });
          void kick();
          return new Promise<void>((resolve) => (releaseLock = resolve));
        });
      } else {
        void kick();
      }
    },
    stop() {
      stopped = true;
      clearRetry();
      if (debounceTimer) clearTimeout(debounceTimer);
      if (periodTimer) clearInterval(periodTimer);
      pendingSub?.unsubscribe();
      cleanups.splice(0).forEach((c) => c());
      releaseLock?.();
      releaseLock = null;
      if (locks) set({ leader: false });
    },
    syncNow: () => {
      if (status.phase === 'needs_auth') set({ phase: 'idle' });
      attempts = 0;
      return kick();
    },
    getStatus: () => status,
    subscribe(listener) {
      listeners.add(listener);
      listener(status);
      return () => listeners.delete(listener);
    },
  };
}
