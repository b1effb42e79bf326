// The push half of a sync pass (docs/architecture.md#sync): sends the outbox in order, in batches, and settles
// each answered entry in one Dexie transaction: the entry leaves the queue, a refused one is kept
// for the owner (Conflicts → refused changes), and the server's answer lands on the local row at
// once (its version, and 'conflict' for a double booking) instead of waiting for the pull to
// bring the device's own write back.
import type { ConflictRow, OutboxEntry } from '../src/db/schema';
import type { Row } from './merge';
import { MAX_PUSH_BATCH, type PushMutation, type PushResult } from './protocol';
import type { ReplicaContext } from './replica-context';

export const toMutation = (e: OutboxEntry): PushMutation => ({
  seq: e.seq!,
  mutation_id: e.mutation_id,
  table: e.table,
  row_id: e.row_id,
  op: e.op,
  fields: e.fields,
  hlc: e.hlc,
  ...(e.origin ? { origin: e.origin } : {}),
});

function refused(entry: OutboxEntry, reason: string): ConflictRow {
  return {
    id: `rejected:${entry.mutation_id}`,
    salon_id: entry.salon_id,
    kind: 'rejected',
    table: entry.table,
    row_id: entry.row_id,
    other_row_id: null,
    reason,
    created_at: new Date().toISOString(),
    resolved: false,
    // Kept so the owner can see (and redo) exactly what was refused.
    mutation: { op: entry.op, fields: entry.fields, hlc: entry.hlc },
  };
}

/**
 * What the server's answer changes on the device's row: the version it now has (never lowered:
 * a later entry of the batch, or a pull, may already have raised it), and for a double booking
 * the 'conflict' status the server stored, unless a newer local edit of `status` (in this batch
 * or still queued) is on its way: per field, the newer local write wins until the server says
 * otherwise (sync/merge.ts rebase).
 */
export function answerPatch(
  row: Pick<Row, 'version'> & { status?: unknown },
  result: PushResult,
  laterFields: readonly Record<string, unknown>[],
): Partial<Row> | null {
  if (result.status === 'rejected' || result.version == null) return null;
  const patch: Partial<Row> = {};
  if (row.version == null || result.version > row.version) patch.version = result.version;
  if (result.status === 'conflict' && row.status !== 'conflict' && !laterFields.some((f) => 'status' in f)) patch.status = 'conflict';
  return Object.keys(patch).length > 0 ? patch : null;
}

async function settle(ctx: ReplicaContext, batch: OutboxEntry[], results: PushResult[]): Promise<number> {
  const { db } = ctx;
  const bySeq = new Map(results.map((r) => [r.seq, r]));
  const tables = [...new Set(batch.map((e) => e.table))].map((t) => db.table<Row, string>(t));
  let rejected = 0;
  await db.transaction('rw', [db.outbox, db.conflicts, ...tables], async () => {
    for (const entry of batch) {
      const result = bySeq.get(entry.seq!);
      // A seq the server did not answer for stays queued; the next pass sends it again.
      if (!result) continue;
      if (result.status === 'rejected') {
        rejected++;
        await db.conflicts.put(refused(entry, result.reason));
      } else {
        const table = db.table<Row, string>(entry.table);
        const row = await table.get(entry.row_id);
        // Only a conflict needs the row's later entries. Read inside the transaction: no write can
        // slip in between (IndexedDB orders it before or after this one).
        const later =
          row && result.status === 'conflict'
            ? (await db.outbox.where('[table+row_id]').equals([entry.table, entry.row_id]).toArray()).filter((e) => e.seq! > entry.seq!)
            : [];
        const patch = row
          ? answerPatch(
              row,
              result,
              later.map((e) => e.fields),
            )
          : null;
        if (patch) await table.update(entry.row_id, patch);
      }
      await db.outbox.delete(entry.seq!);
    }
  });
  return rejected;
}

/** Pushes every pending outbox entry of the salon, oldest first. Returns counts. */
export async function pushOutbox(ctx: ReplicaContext): Promise<{ pushed: number; rejected: number }> {
  const size = Math.min(ctx.pushBatch ?? MAX_PUSH_BATCH, MAX_PUSH_BATCH);
  let pushed = 0;
  let rejected = 0;
  for (;;) {
    const batch = await ctx.db.outbox.where('salon_id').equals(ctx.salonId).limit(size).sortBy('seq');
    if (batch.length === 0) return { pushed, rejected };
    const response = await ctx.transport.push({ p_client_id: ctx.clientId, p_salon_id: ctx.salonId, p_mutations: batch.map(toMutation) });
    rejected += await settle(ctx, batch, response.results ?? []);
    pushed += batch.length;
    if (!response.results?.length) return { pushed, rejected };
  }
}
