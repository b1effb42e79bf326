// The pull half of a sync pass (docs/architecture.md#sync): pulls until caught up. Each pulled batch and its
// cursor land in one Dexie transaction, with the device's pending edits re-applied over the
// pulled rows (rebase). No timers, no React.
import type { SalonDeskDB } from '../src/db/database';
import type { HistoryProgress, OutboxEntry, SyncStateRow } from '../src/db/schema';
import { salonRowsOf } from '../src/db/salon-rows';
import { SYNCED_TABLES, type SyncedTableName } from '../src/domain/types';
import { fromServerRow, rebase, type Row } from './merge';
import { MAX_PULL_LIMIT, type PullResponse, type PulledChange } from './protocol';
import { FIRST_HISTORY_DAYS } from './history';
import type { ReplicaContext } from './replica-context';

/** A page's changes and cursor, and what the device's history looks like once they are in. */
async function applyChanges(ctx: ReplicaContext, changes: PulledChange[], cursor: number, history: HistoryProgress | undefined): Promise<void> {
  const { db, salonId } = ctx;
  const tables = SYNCED_TABLES.map((t) => db.table(t));
  await db.transaction('rw', [...tables, db.outbox, db.conflicts, db.sync_state], async () => {
    // One read of the salon's queue per page instead of one lookup per pulled row, and one bulkPut
    // per table: on a first sync of a big salon the per-row IndexedDB round trips were most of
    // the time. A row appears at most once per page, so grouping by table keeps the outcome.
    const pending = new Map<string, OutboxEntry[]>();
    if (changes.length > 0) {
      for (const entry of await db.outbox.where('salon_id').equals(salonId).toArray()) {
        const key = `${entry.table}:${entry.row_id}`;
        const list = pending.get(key);
        if (list) list.push(entry);
        else pending.set(key, [entry]);
      }
    }
    const byTable = new Map<SyncedTableName, Row[]>();
    for (const change of changes) {
      if (change.table === 'sync_conflicts') {
        await applyConflict(db, salonId, change.row);
        continue;
      }
      if (!SYNCED_TABLES.includes(change.table)) continue;
      const pulled = fromServerRow(change.row);
      let rows = byTable.get(change.table);
      if (!rows) byTable.set(change.table, (rows = []));
      // A device with nothing queued (every new device's first sync) stores the pulled row as it
      // is: no key to build, no copy. With anything queued each row is looked up and rebased.
      const entries = pending.size > 0 ? pending.get(`${change.table}:${pulled.id}`) : undefined;
      rows.push(entries ? rebase(pulled, entries) : pulled);
      ctx.clock?.receive(pulled.updated_at);
    }
    for (const [table, rows] of byTable) await db.table<Row, string>(table).bulkPut(rows);
    await db.sync_state.put({
      salon_id: salonId,
      cursor,
      last_pulled_at: new Date().toISOString(),
      last_error: null,
      ...historyOf(await db.sync_state.get(salonId), history),
    });
  });
}

/**
 * The history progress to store with a page: the one this pull started from, except while the
 * first pull runs, when it is this pull's. Read inside the page's transaction, so the backfill's
 * progress stored meanwhile (sync/history.ts) is kept, not put back to what it was.
 */
function historyOf(stored: SyncStateRow | undefined, mine: HistoryProgress | undefined): { history?: HistoryProgress } {
  const h = !stored || mine?.recentOnly || stored.history?.recentOnly ? mine : stored.history;
  return h ? { history: h } : {};
}

/** What a brand-new device (or one pulling again from scratch) starts its history as. */
function freshHistory(ctx: ReplicaContext): HistoryProgress | undefined {
  if (!ctx.historyFrom || !ctx.transport.pullHistory) return undefined;
  return { cutoff: ctx.historyFrom, recentOnly: true, next: ctx.historyFrom, days: FIRST_HISTORY_DAYS };
}

async function applyConflict(db: SalonDeskDB, salonId: string, row: PulledChange['row']): Promise<void> {
  const existing = await db.conflicts.get(row.id);
  await db.conflicts.put({
    id: row.id,
    salon_id: salonId,
    kind: 'double_booking',
    table: 'appointments',
    row_id: (row.appointment_id as string) ?? null,
    other_row_id: (row.other_appointment_id as string) ?? null,
    reason: String(row.reason ?? 'Double booking'),
    created_at: String(row.created_at ?? new Date().toISOString()),
    resolved: Boolean(row.resolved) || row.deleted || (existing?.resolved ?? false),
  });
}

/** Drops the salon's synced rows that have nothing pending, for a pull from scratch. */
async function resetForResync(ctx: ReplicaContext): Promise<void> {
  const { db, salonId } = ctx;
  await db.transaction('rw', [...SYNCED_TABLES.map((t) => db.table(t)), db.outbox, db.sync_state], async () => {
    const pendingKeys = new Set((await db.outbox.where('salon_id').equals(salonId).toArray()).map((e) => `${e.table}:${e.row_id}`));
    for (const table of SYNCED_TABLES) {
      const t = db.table<Row, string>(table);
      const rows = table === 'salons' ? await t.where('id').equals(salonId).toArray() : await salonRowsOf(t, salonId).toArray();
      const drop = rows.filter((r) => !pendingKeys.has(`${table}:${r.id}`)).map((r) => r.id);
      await t.bulkDelete(drop);
    }
    const history = freshHistory(ctx);
    await db.sync_state.put({ salon_id: salonId, cursor: 0, last_pulled_at: null, last_error: null, ...(history ? { history } : {}) });
  });
}

/** Pulls until caught up. Returns how many changes were applied. */
export async function pullChanges(ctx: ReplicaContext): Promise<number> {
  const limit = Math.min(ctx.pullLimit ?? MAX_PULL_LIMIT, MAX_PULL_LIMIT);
  const fetchPage = (cursor: number, history: HistoryProgress | undefined) =>
    ctx.transport.pull({
      p_salon_id: ctx.salonId,
      p_cursor: cursor,
      p_limit: limit,
      ...(history?.recentOnly ? { p_history_from: history.cutoff } : {}),
    });
  let applied = 0;
  let next: Promise<PullResponse> | null = null;
  // A device with no state yet is new: its first pull may leave the older history for later.
  let state = await ctx.db.sync_state.get(ctx.salonId);
  let history = state ? state.history : freshHistory(ctx);
  let cursor = state?.cursor ?? 0;
  for (;;) {
    const response = await (next ?? fetchPage(cursor, history));
    next = null;
    if (response.resync) {
      await resetForResync(ctx);
      state = await ctx.db.sync_state.get(ctx.salonId);
      history = state?.history;
      cursor = 0;
      continue;
    }
    // The first pull has caught up with its last page: from then on every change comes through
    // whatever its date (the older rows it left out come through the backfill).
    const after = history?.recentOnly && !response.has_more ? { ...history, recentOnly: false } : history;
    if (response.has_more) {
      // The next page is asked for while this one is written, so the server and the device's
      // database work at the same time; its cursor is the one this page is about to store. If
      // the write fails, that page is dropped unused and the stored cursor is unchanged.
      next = fetchPage(response.cursor, history);
      // Marked handled now: a failure while this page is written must not be an unhandled
      // rejection. Awaiting `next` above still throws it.
      next.catch(() => undefined);
    }
    await applyChanges(ctx, response.changes, response.cursor, after);
    history = after;
    cursor = response.cursor;
    applied += response.changes.length;
    ctx.onProgress?.(applied);
    if (!response.has_more) return applied;
  }
}
