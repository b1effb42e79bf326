// The engine's side of the older history (sync/history.ts): once a pass has left the device in
// sync, it fetches the older history a page at a time, one request in flight, pausing between
// pages and whenever the engine is syncing, so the owner's own changes never wait behind it. A
// failed page is tried again later; progress is stored with each page, so a stop, a reload or
// a day offline resumes where it was.
import type { StatusStore } from './engine-status';
import { fetchHistoryPage, missingHistory } from './history';
import { backoffDelay } from './merge';
import type { ReplicaContext } from './replica-context';

export interface HistoryFillDeps {
  replica: ReplicaContext;
  status: StatusStore;
  isOnline: () => boolean;
  /** The pause between two pages, so a pass asked for meanwhile starts first. */
  pauseMs: number;
  random?: () => number;
}

export class HistoryFill {
  private running: Promise<void> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private stopped = true;

  constructor(private readonly deps: HistoryFillDeps) {}

  start(): void {
    this.stopped = false;
  }

  /** Resolves once the page under way (if any) is stored or dropped. */
  stop(): Promise<void> {
    this.stopped = true;
    this.clearTimer();
    return this.running ?? Promise.resolve();
  }

  /** After a pass that left the device in sync: tells the status what is missing and goes on fetching it. */
  async poke(): Promise<void> {
    const { replica, status } = this.deps;
    const missing = missingHistory((await replica.db.sync_state.get(replica.salonId))?.history);
    if ((status.get().olderHistoryBefore ?? null) !== missing) status.set({ olderHistoryBefore: missing });
    if (missing !== null && !this.running && !this.timer) this.running = this.run().finally(() => (this.running = null));
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private ready(): boolean {
    const s = this.deps.status.get();
    return !this.stopped && this.deps.isOnline() && s.leader && s.phase === 'idle';
  }

  private async run(): Promise<void> {
    const { replica, status, pauseMs } = this.deps;
    while (this.ready()) {
      let missing: string | null | 'waiting';
      try {
        missing = await fetchHistoryPage(replica);
      } catch {
        // Tried again later; the passes report connection and session problems, not this.
        this.timer = setTimeout(
          () => {
            this.timer = null;
            void this.poke();
          },
          backoffDelay(this.failures++, this.deps.random),
        );
        return;
      }
      this.failures = 0;
      if (missing === 'waiting') return;
      status.set({ olderHistoryBefore: missing });
      if (missing === null) return;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
}
