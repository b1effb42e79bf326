// When the engine runs a pass (docs/architecture.md#engine-triggers-and-retries): after a local write (debounced), on
// 'online', on becoming visible, on a timer while visible, when this tab becomes the salon's
// leader, and when the server says the salon changed (the change signal, while the leader).
// Local writes are seen one way only: the outbox, through a Dexie live query. It sees
// this tab's writes and other tabs' alike (their in-memory listeners live in their own pages),
// so each write wakes the engine once.
import { liveQuery, type Subscription } from 'dexie';
import type { SalonDeskDB } from '../src/db/database';
import { syncLockName } from './background-sync-session';
import type { ChangeSignal } from './change-signal';
import type { StatusStore } from './engine-status';

/** 'realtime': the server said the salon changed; 'live': the signal came (back) through. */
export type WakeReason = 'start' | 'leader' | 'write' | 'online' | 'visible' | 'timer' | 'realtime' | 'live';

export interface TriggerDeps {
  db: SalonDeskDB;
  salonId: string;
  status: StatusStore;
  /** Runs a pass now (the engine's PassRunner.kick). */
  kick: () => Promise<void>;
  locks: Pick<LockManager, 'request'> | null;
  events: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  visible: () => boolean;
  debounceMs: number;
  /** The poll without the change signal, and with it (0 = none). */
  periodMs: number;
  livePeriodMs: number;
  signal: ChangeSignal | null;
  /** Told of every wake-up, before it runs or is debounced (diagnostics, tests). */
  onWake?: (reason: WakeReason) => void;
}

/** The salon's queue as the engine watches it: its size, and the newest entry ever seen. */
interface QueueView {
  pending: number;
  lastSeq: number;
}

export class Triggers {
  private debounceTimer: ReturnType<typeof setTimeout> | null = null;
  private periodTimer: ReturnType<typeof setInterval> | null = null;
  private stopSignal: (() => void) | null = null;
  private queueWatch: Subscription | null = null;
  /** The highest outbox seq seen: a higher one is a new write (seqs are never reused). */
  private highestSeq: number | null = null;
  private releaseLock: (() => void) | null = null;
  private active = false;
  private readonly cleanups: (() => void)[] = [];

  constructor(private readonly deps: TriggerDeps) {}

  start(): void {
    if (this.active) return;
    this.active = true;
    const { status, locks, visible } = this.deps;
    this.watchQueue();
    this.listen('online', () => this.wake('online'));
    this.listen('offline', () => status.set({ phase: 'offline' }));
    this.listen('visibilitychange', () => visible() && this.wake('visible'));
    this.poll(false);
    if (locks) {
      // One tab per salon syncs; the others wait for the lock and watch through live queries.
      void locks.request(syncLockName(this.deps.salonId), () => {
        if (!this.active) return;
        status.set({ leader: true });
        this.wake('leader');
        this.listenToServer();
        return new Promise<void>((resolve) => (this.releaseLock = resolve));
      });
    } else {
      this.wake('start');
      this.listenToServer();
    }
  }

  /**
   * Without the change signal, a short poll while visible is what shows another device's save
   * within seconds; with it, a save arrives at once and the poll is only a safety net.
   */
  private poll(live: boolean): void {
    if (this.periodTimer) clearInterval(this.periodTimer);
    this.periodTimer = null;
    const ms = live ? this.deps.livePeriodMs : this.deps.periodMs;
    if (ms > 0) this.periodTimer = setInterval(() => this.deps.visible() && this.wake('timer'), ms);
  }

  /** Only the tab that syncs listens: one socket per device, and its wake-ups are the ones that run. */
  private listenToServer(): void {
    const { signal, salonId, status } = this.deps;
    if (!signal || this.stopSignal) return;
    this.stopSignal = signal.listen(salonId, {
      changed: () => this.active && this.wake('realtime'),
      live: (up) => {
        if (!this.active || up === status.get().live) return;
        status.set({ live: up });
        this.poll(up);
        // Whatever was said while the signal was not coming through (a dropped socket, a
        // sleeping tablet) was not heard: one pull catches up.
        if (up) this.wake('live');
      },
    });
  }

  stop(): void {
    this.active = false;
    if (this.debounceTimer) clearTimeout(this.debounceTimer);
    if (this.periodTimer) clearInterval(this.periodTimer);
    this.debounceTimer = this.periodTimer = null;
    this.queueWatch?.unsubscribe();
    this.queueWatch = null;
    this.highestSeq = null;
    this.stopSignal?.();
    this.stopSignal = null;
    if (this.deps.status.get().live) this.deps.status.set({ live: false });
    this.cleanups.splice(0).forEach((c) => c());
    this.releaseLock?.();
    this.releaseLock = null;
    if (this.deps.locks) this.deps.status.set({ leader: false });
  }

  /** The one way a trigger starts a pass: a write waits for the debounce, the rest go now. */
  private wake(reason: WakeReason): void {
    this.deps.onWake?.(reason);
    if (reason !== 'write') {
      void this.deps.kick();
      return;
    }
    if (this.debounceTimer) clearTimeout(this.debounceTimer);
    this.debounceTimer = setTimeout(() => void this.deps.kick(), this.deps.debounceMs);
  }

  private watchQueue(): void {
    const { db, salonId, status } = this.deps;
    const read = async (): Promise<QueueView> => {
      const queue = db.outbox.where('salon_id').equals(salonId);
      const [pending, last] = await Promise.all([queue.count(), queue.clone().last()]);
      return { pending, lastSeq: last?.seq ?? 0 };
    };
    this.queueWatch = liveQuery(read).subscribe({
      next: ({ pending, lastSeq }) => {
        status.set({ pending });
        // A newer entry than any seen: a write of this tab or of another one. Compared by seq,
        // not by count, so a write landing while a push drains the queue still wakes the engine.
        const isNew = this.highestSeq !== null && lastSeq > this.highestSeq;
        this.highestSeq = Math.max(this.highestSeq ?? 0, lastSeq);
        if (isNew) this.wake('write');
      },
      error: () => undefined,
    });
  }

  private listen(type: string, handler: () => void): void {
    const { events } = this.deps;
    if (!events) return;
    events.addEventListener(type, handler);
    this.cleanups.push(() => events.removeEventListener(type, handler));
  }
}
