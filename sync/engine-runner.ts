// How the engine runs passes (docs/architecture.md#engine-triggers-and-retries): one pass at a time, another right after it
// when something asked meanwhile; after a failure, exponential backoff with jitter; an auth error
// goes through the shared refresh policy (auth-refresh.ts) and, when the session is gone, waits
// for the owner to sign in again with everything kept.
import { withAuthRefresh } from './auth-refresh';
import type { StatusStore } from './engine-status';
import { backoffDelay } from './merge';
import type { ReplicaContext } from './replica-context';
import { syncOnce } from './replicate';
import { SyncError } from './transport';

export const NEEDS_AUTH_MESSAGE = 'Your session has expired. Sign in again to send your changes.';

export interface RunnerDeps {
  replica: ReplicaContext;
  status: StatusStore;
  isOnline: () => boolean;
  random?: () => number;
  /** After each pass that left the device in sync. */
  onSynced?: () => void;
}

export class PassRunner {
  /** The pass under way, if any: callers asking meanwhile wait for it and get one more. */
  private running: Promise<void> | null = null;
  /** Something asked for a pass while one was running. */
  private again = false;
  /** Failed passes in a row, for the backoff delay; 0 after a success or a manual retry. */
  private attempts = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** Set by stop(); start() clears it. */
  private stopped = true;

  constructor(private readonly deps: RunnerDeps) {}

  start(): void {
    this.stopped = false;
  }

  /** Resolves once the pass under way (if any) has ended, so the database can then be closed. */
  stop(): Promise<void> {
    this.stopped = true;
    this.clearRetry();
    return this.running ? this.running.catch(() => undefined) : Promise.resolve();
  }

  /** A manual retry ("Sync now"): starts the backoff over. */
  resetBackoff(): void {
    this.attempts = 0;
  }

  /** Runs a pass now, or right after the running one; resolves when that pass ends. */
  kick(): Promise<void> {
    const { status, isOnline } = this.deps;
    if (this.stopped || !status.get().leader) return Promise.resolve();
    if (!isOnline()) {
      status.set({ phase: 'offline' });
      return Promise.resolve();
    }
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.pass();
      } while (this.again && !this.stopped && status.get().phase === 'idle');
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private clearRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private scheduleRetry(): void {
    this.clearRetry();
    this.retryTimer = setTimeout(() => void this.kick(), backoffDelay(this.attempts++, this.deps.random));
  }

  private async pass(): Promise<void> {
    const { replica, status, isOnline } = this.deps;
    const initial = !(await replica.db.sync_state.get(replica.salonId));
    const pending = await replica.db.outbox.where('salon_id').equals(replica.salonId).count();
    // With nothing to send, a pass is a quiet look for other devices' changes: it runs every few
    // seconds and must not flash "Syncing…" each time.
    if (initial || pending > 0 || status.get().phase !== 'idle') status.set({ phase: 'syncing', progress: { pulled: 0, initial } });
    const onProgress = (pulled: number) => status.set({ progress: { pulled, initial } });
    try {
      const outcome = await withAuthRefresh(replica.transport, () => syncOnce({ ...replica, onProgress }));
      if (outcome.status === 'needs_auth') {
        // No retry loop: nothing will work until the owner signs in again (syncNow after it).
        status.set({ phase: 'needs_auth', lastError: NEEDS_AUTH_MESSAGE, progress: null });
        return;
      }
      this.attempts = 0;
      this.clearRetry();
      // The connection can go while the pass finishes its local work after the last answer: the
      // 'offline' event already said so, and "All changes saved" must not overwrite it.
      status.set({ phase: isOnline() ? 'idle' : 'offline', lastError: null, lastSyncedAt: new Date().toISOString(), progress: null });
      this.deps.onSynced?.();
    } catch (e) {
      const err = e instanceof SyncError ? e : new SyncError('server', e instanceof Error ? e.message : String(e));
      status.set({ phase: err.kind === 'network' || !isOnline() ? 'offline' : 'error', lastError: err.message, progress: null });
      this.scheduleRetry();
    }
  }
}
