// The one place rows are written (docs/architecture.md#data-contract): each write stamps `updated_at` with the device's
// HLC and records its outbox entry in the same Dexie transaction, so a row never changes without
// its outbox entry, and a failed write leaves neither behind.
import type { SyncColumns, SyncedTableName, SyncedTables } from '../domain/types';
import { PreconditionError } from '../domain/errors';
import { newId } from '../domain/ids';
import { isHlc } from '../domain/hlc';
import type { WriteContext } from './context';
import { HLC_KEY } from './context';
import type { OutboxEntry, OutboxOp, WriteOrigin } from './schema';

type RowOf<T extends SyncedTableName> = SyncedTables[T];
/** A row as a repository hands it in: the sync columns are the writer's job. */
export type NewRow<T extends SyncedTableName> = Omit<RowOf<T>, 'updated_at' | 'deleted' | 'version'>;
export type RowPatch<T extends SyncedTableName> = Partial<Omit<RowOf<T>, keyof SyncColumns | 'owner_id'>>;

function salonIdOf(table: SyncedTableName, row: { id: string; salon_id?: string }): string {
  return table === 'salons' ? row.id : (row.salon_id as string);
}

function outboxEntry(
  ctx: WriteContext,
  table: SyncedTableName,
  salonId: string,
  rowId: string,
  op: OutboxOp,
  fields: Record<string, unknown>,
  hlc: string,
  origin: WriteOrigin | undefined,
): OutboxEntry {
  return {
    mutation_id: newId(),
    salon_id: salonId,
    table,
    row_id: rowId,
    op,
    fields,
    hlc,
    created_at: new Date(ctx.now()).toISOString(),
    // Only when set: an ordinary write's entry stays exactly as before.
    ...(origin ? { origin } : {}),
  };
}

interface WriteOptions {
  /** Use this stamp instead of a fresh tick (e.g. a genesis stamp that any real edit beats). */
  hlc?: string;
  /** Rides on the outbox entry to the server (a restore's writes: no confirmation is queued for them). */
  origin?: WriteOrigin;
}

async function write<T extends SyncedTableName>(
  ctx: WriteContext,
  table: T,
  build: (existing: RowOf<T> | undefined, hlc: string) => { row: RowOf<T>; op: OutboxOp; fields: Record<string, unknown> } | null,
  id: string,
  options: WriteOptions = {},
): Promise<RowOf<T> | undefined> {
  const { db, clock } = ctx;
  const t = db.table<RowOf<T>, string>(table);
  let written: RowOf<T> | undefined;
  await db.transaction('rw', [t, db.outbox, db.settings], async () => {
    const existing = await t.get(id);
    // Another tab of this device shares the node id but has its own clock in memory: catch up
    // with the last stamp any tab wrote, so two tabs never issue the same stamp.
    const shared = (await db.settings.get(HLC_KEY))?.value;
    if (isHlc(shared)) clock.adopt(shared);
    const hlc = options.hlc ?? clock.tick();
    const result = build(existing, hlc);
    if (!result) {
      written = existing;
      return;
    }
    await t.put(result.row);
    const salonId = salonIdOf(table, result.row);
    await db.outbox.add(outboxEntry(ctx, table, salonId, id, result.op, result.fields, hlc, options.origin));
    await db.settings.put({ key: HLC_KEY, value: clock.last() });
    written = result.row;
  });
  return written;
}

/** Creates or replaces a whole row. */
export async function putRow<T extends SyncedTableName>(ctx: WriteContext, table: T, row: NewRow<T>, options?: WriteOptions): Promise<RowOf<T>> {
  const result = await write(
    ctx,
    table,
    (existing, hlc) => {
      const full = { ...row, updated_at: hlc, deleted: false, version: existing?.version ?? null } as RowOf<T>;
      return { row: full, op: 'put', fields: { ...row, deleted: false } };
    },
    row.id,
    options,
  );
  return result as RowOf<T>;
}

/** Creates a row only if the device has none with this id; returns the row the device has. */
export async function insertIfAbsent<T extends SyncedTableName>(ctx: WriteContext, table: T, row: NewRow<T>, options?: WriteOptions): Promise<RowOf<T>> {
  const result = await write(
    ctx,
    table,
    (existing, hlc) =>
      existing ? null : { row: { ...row, updated_at: hlc, deleted: false, version: null } as RowOf<T>, op: 'put', fields: { ...row, deleted: false } },
    row.id,
    options,
  );
  return result as RowOf<T>;
}

/**
 * Changes some fields of an existing row. Only the fields whose value changes are stamped and
 * travel (per-field last writer wins): a form saved with an untouched description must not beat
 * another device's edit of that description. A patch that changes nothing writes nothing.
 */
export async function patchRow<T extends SyncedTableName>(
  ctx: WriteContext,
  table: T,
  id: string,
  patch: RowPatch<T>,
  options?: WriteOptions,
): Promise<RowOf<T>> {
  const result = await write(
    ctx,
    table,
    (existing, hlc) => {
      if (!existing || existing.deleted) throw new PreconditionError(`No ${table} row ${id}`);
      const current = existing as unknown as Record<string, unknown>;
      const changed = Object.fromEntries(Object.entries(patch).filter(([k, v]) => v !== undefined && v !== current[k]));
      if (Object.keys(changed).length === 0) return null;
      return { row: { ...existing, ...changed, updated_at: hlc }, op: 'patch', fields: changed };
    },
    id,
    options,
  );
  return result as RowOf<T>;
}

/** Tombstones a row: it stays on the device until the server has the delete. */
export async function deleteRow<T extends SyncedTableName>(ctx: WriteContext, table: T, id: string): Promise<void> {
  await write(
    ctx,
    table,
    (existing, hlc) => {
      if (!existing || existing.deleted) return null;
      return { row: { ...existing, deleted: true, updated_at: hlc }, op: 'delete', fields: { deleted: true } };
    },
    id,
  );
}

/**
 * Runs several writes as one: all of them land with their outbox entries, or none does.
 * `tables` are the synced tables the writes touch or read.
 */
export function writeTogether<R>(ctx: WriteContext, tables: SyncedTableName[], fn: () => Promise<R>): Promise<R> {
  const { db } = ctx;
  return db.transaction('rw', [...tables.map((t) => db.table(t)), db.outbox, db.settings], fn);
}
