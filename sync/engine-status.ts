// What the sync engine tells the screens (docs/architecture.md#sync: offline / N changes waiting / syncing /
// all saved / error), and who is listening. The one place the status changes.

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
  /** The server's change signal is coming through: other devices' saves arrive at once. */
  live: boolean;
  /**
   * A new device still fetching its older history: it holds every appointment, call and schedule
   * day from this day ('YYYY-MM-DD') on, not yet those before. Null when it holds them all.
   */
  olderHistoryBefore?: string | null;
}

export class StatusStore {
  private current: SyncStatus;
  private readonly listeners = new Set<(s: SyncStatus) => void>();

  constructor(initial: SyncStatus) {
    this.current = initial;
  }

  get(): SyncStatus {
    return this.current;
  }

  set(patch: Partial<SyncStatus>): void {
    this.current = { ...this.current, ...patch };
    for (const l of this.listeners) l(this.current);
  }

  /** Calls the listener at once with the current status, then on every change. */
  subscribe(listener: (s: SyncStatus) => void): () => void {
    this.listeners.add(listener);
    listener(this.current);
    return () => this.listeners.delete(listener);
  }
}
