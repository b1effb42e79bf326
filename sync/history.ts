// The older history of a new device (docs/architecture.md#sync): after its first pull took the
// history tables' rows from a cutoff on, it fetches the older ones newest first, a span of days
// per request, and stores its progress with each page so a reload or a day offline resumes
// there. A page is the rows as the server holds them now; the device keeps whichever version of
// a row is newer (a row pulled since, or a tombstone, is never put back to an older state), and
// the owner's pending edits are laid over what it stores, as a pull does. No timers, no React.
import type { HistoryProgress, OutboxEntry } from '../src/db/schema';
import { fromServerRow, rebase, type Row } from './merge';
import { HISTORY_TABLES, MAX_HISTORY_DAYS, type HistoryTableName, type PulledChange } from './protocol';
import type { ReplicaContext } from './replica-context';

/** The first request's span; later ones are sized to bring about PAGE_ROWS rows. */
export const FIRST_HISTORY_DAYS = 31;
const PAGE_ROWS = 4000;

const HISTORY_NAMES = Object.keys(HISTORY_TABLES) as HistoryTableName[];

/**
 * The day a new device splits its history at: the first of the month thirteen months back, so
 * the first pull holds this month and the twelve before it whole (a client card's last year of
 * visits, a year of call figures, last year's same month) and everything booked ahead.
 */
export function historyCutoff(today: Date = new Date()): string {
  const d = new Date(Date.UTC(today.getFullYear(), today.getMonth() - 13, 1));
  return d.toISOString().slice(0, 10);
}

/** The day after `day` ('YYYY-MM-DD'). */
function dayAfter(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The next request's span: about PAGE_ROWS rows at the rate the last one found them. */
export function nextSpan(days: number, rows: number): number {
  const span = rows === 0 ? days * 2 : Math.round((days * PAGE_ROWS) / rows);
  return Math.min(MAX_HISTORY_DAYS, Math.max(1, span));
}

/** What the device still lacks: history dated before `next`, or null when it holds it all. */
export function missingHistory(history: HistoryProgress | undefined): string | null {
  return history?.next ?? null;
}

/**
 * One page of the older history, if the device lacks any and its first pull is done. Returns
 * what the device still lacks afterwards (see missingHistory); 'waiting' while the first pull
 * has not caught up, when there is nothing to do yet.
 */
export async function fetchHistoryPage(ctx: ReplicaContext): Promise<string | null | 'waiting'> {
  const pullHistory = ctx.transport.pullHistory?.bind(ctx.transport);
  const history = (await ctx.db.sync_state.get(ctx.salonId))?.history;
  if (!history || history.next === null || !pullHistory) return null;
  if (history.recentOnly) return 'waiting';
  const page = await pullHistory({ p_salon_id: ctx.salonId, p_before: history.next, p_days: history.days });
  const progress: HistoryProgress = {
    ...history,
    next: page.older === null ? null : dayAfter(page.older),
    days: nextSpan(history.days, page.changes.length),
  };
  const stored = await storePage(ctx, page.changes, history.next, progress);
  return stored ? progress.next : missingHistory((await ctx.db.sync_state.get(ctx.salonId))?.history);
}

/**
 * Writes a page unless the device's history moved meanwhile (a pull from scratch started it
 * over): then the page is dropped. Returns whether it was written.
 */
async function storePage(ctx: ReplicaContext, changes: PulledChange[], asked: string, progress: HistoryProgress): Promise<boolean> {
  const { db, salonId } = ctx;
  const tables = HISTORY_NAMES.map((t) => db.table(t));
  return db.transaction('rw', [...tables, db.outbox, db.sync_state], async () => {
    const state = await db.sync_state.get(salonId);
    if (!state?.history || state.history.recentOnly || state.history.next !== asked) return false;
    const pending = new Map<string, OutboxEntry[]>();
    for (const entry of await db.outbox.where('salon_id').equals(salonId).toArray()) {
      const key = `${entry.table}:${entry.row_id}`;
      pending.set(key, [...(pending.get(key) ?? []), entry]);
    }
    for (const table of HISTORY_NAMES) {
      const pulled = changes.filter((c) => c.table === table).map((c) => fromServerRow(c.row));
      if (pulled.length === 0) continue;
      const t = db.table<Row, string>(table);
      const held = await t.bulkGet(pulled.map((r) => r.id));
      const rows: Row[] = [];
      pulled.forEach((row, i) => {
        const mine = held[i];
        // The device already has this version or a newer one (a pull since, a tombstone).
        if (mine && mine.version != null && mine.version >= (row.version ?? 0)) return;
        const entries = pending.get(`${table}:${row.id}`);
        rows.push(entries ? rebase(row, entries) : row);
        ctx.clock?.receive(row.updated_at);
      });
      await t.bulkPut(rows);
    }
    await db.sync_state.put({ ...state, history: progress });
    return true;
  });
}
