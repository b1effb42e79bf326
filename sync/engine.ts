// The sync engine of one salon on one device (docs/architecture.md#sync): decides when to run a pass,
// retries with backoff, survives auth expiry without dropping anything, lets one tab sync per
// salon, and tells listeners its status. No React: the UI subscribes to typed events.
// The pieces, each holding its own state: engine-status.ts (what listeners see),
// engine-runner.ts (passes, backoff, auth), engine-triggers.ts (when to run).
import { HistoryFill } from './engine-history';
import { PassRunner } from './engine-runner';
import { StatusStore, type SyncPhase, type SyncStatus } from './engine-status';
import type { ChangeSignal } from './change-signal';
import { Triggers, type WakeReason } from './engine-triggers';
import { historyCutoff } from './history';
import type { ReplicaContext } from './replica-context';

export type { SyncPhase, SyncStatus, WakeReason };

export interface EngineOptions extends Omit<ReplicaContext, 'historyFrom'> {
  isOnline?: () => boolean;
  random?: () => number;
  /**
   * The wait after a local write before pushing, so a burst of saves goes in one pass. Default
   * 100 ms: short, because the other devices see a save only once it is pushed.
   */
  debounceMs?: number;
  /** The poll while the change signal is not coming through (0 = no poll). Default 2 s. */
  periodMs?: number;
  /** The poll while it is: a safety net only (0 = no poll). Default 30 s. */
  livePeriodMs?: number;
  /** The server's "salon changed" signal; without one the engine polls every periodMs. */
  signal?: ChangeSignal | null;
  /** Environment hooks, for tests and non-browser runs. */
  locks?: Pick<LockManager, 'request'> | null;
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  visible?: () => boolean;
  /** Told of every wake-up (a local write, 'online', the timer…), for diagnostics and tests. */
  onWake?: (reason: WakeReason) => void;
  /**
   * Where a new device splits its history (ReplicaContext.historyFrom). Default: the first of
   * the month thirteen months back; null: the first pull takes everything.
   */
  historyFrom?: string | null;
  /** The pause between two pages of the older history. Default 200 ms. */
  historyPauseMs?: number;
}

export interface SyncEngine {
  start(): void;
  /** Stops waking; resolves once the pass under way (if any) has ended. */
  stop(): Promise<void>;
  /** Runs a pass now (or right after the running one); resolves when that pass ends. */
  syncNow(): Promise<void>;
  getStatus(): SyncStatus;
  subscribe(listener: (status: SyncStatus) => void): () => void;
}

export function createSyncEngine(opts: EngineOptions): SyncEngine {
  const {
    isOnline: _i,
    random,
    debounceMs,
    periodMs,
    livePeriodMs,
    signal,
    locks: _l,
    events: _e,
    visible: _v,
    onWake,
    historyFrom,
    historyPauseMs,
    ...rest
  } = opts;
  const replica = { ...rest, ...(historyFrom === null ? {} : { historyFrom: historyFrom ?? historyCutoff() }) };
  const isOnline = opts.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
  const visible = opts.visible ?? (() => typeof document === 'undefined' || document.visibilityState !== 'hidden');
  const locks = opts.locks !== undefined ? opts.locks : typeof navigator !== 'undefined' ? (navigator.locks ?? null) : null;
  const events = opts.events !== undefined ? opts.events : typeof window !== 'undefined' ? window : null;

  const status = new StatusStore({
    phase: isOnline() ? 'idle' : 'offline',
    pending: 0,
    lastError: null,
    lastSyncedAt: null,
    progress: null,
    leader: !locks,
    live: false,
    olderHistoryBefore: null,
  });
  const history = new HistoryFill({ replica, status, isOnline, random, pauseMs: historyPauseMs ?? 200 });
  const runner = new PassRunner({ replica, status, isOnline, random, onSynced: () => void history.poke() });
  const triggers = new Triggers({
    db: replica.db,
    salonId: replica.salonId,
    status,
    kick: () => runner.kick(),
    locks,
    events,
    visible,
    debounceMs: debounceMs ?? 100,
    periodMs: periodMs ?? 2_000,
    livePeriodMs: livePeriodMs ?? 30_000,
    signal: signal ?? null,
    onWake,
  });
  let started = false;

  return {
    start() {
      if (started) return;
      started = true;
      runner.start();
      history.start();
      triggers.start();
    },
    stop() {
      started = false;
      triggers.stop();
      return Promise.all([runner.stop(), history.stop()]).then(() => undefined);
    },
    syncNow() {
      if (status.get().phase === 'needs_auth') status.set({ phase: 'idle' });
      runner.resetBackoff();
      return runner.kick();
    },
    getStatus: () => status.get(),
    subscribe: (listener) => status.subscribe(listener),
  };
}
