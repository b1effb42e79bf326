// Pure merge rules of the client (docs/architecture.md#sync): a pulled row becomes the new base and the
// device's pending edits of that row are re-applied on top (rebase), so a pull never overwrites
// a field the owner changed and has not pushed yet.
import type { OutboxEntry } from '../src/db/schema';
import { fromServerRow as serverRowShape } from '../src/domain/tables';

export type Row = Record<string, unknown> & { id: string; updated_at: string; deleted: boolean; version: number | null };

/** The pulled row in the device's shape (src/domain/tables.ts says how). */
export function fromServerRow(row: Record<string, unknown>): Row {
  return serverRowShape(row) as Row;
}

/**
 * The row the device should hold after a pull: the server's row with the pending entries'
 * fields laid over it in outbox order. `updated_at` stays the newest stamp of either side.
 */
export function rebase(pulled: Row, pending: readonly Pick<OutboxEntry, 'seq' | 'fields' | 'hlc'>[]): Row {
  const ordered = [...pending].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  let row: Row = { ...pulled };
  for (const entry of ordered) {
    row = { ...row, ...entry.fields };
    if (entry.hlc > row.updated_at) row.updated_at = entry.hlc;
  }
  return row;
}

/** Exponential backoff with jitter: 1 s doubling to a 5 min cap, scaled by 0.5–1.0. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(300_000, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.5 + random() * 0.5));
}
