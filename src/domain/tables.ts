// The one registry of synced tables (docs/architecture.md#synced-tables): what every synced table holds, the kind and
// limits of each column, natural-key ids, references and the device's indexes. Everything on the
// device that used to list tables by hand derives from here (SYNCED_TABLES, the row types, the
// Dexie schema, the backup format, merge's time columns, the protocol); the server's migrations
// stay plain SQL and a conformance test holds the migrated catalogue to this registry. A new table
// = one entry in tables/catalog.ts + one append-only migration (table, CHECKs, RLS, trigger, its
// name in synced_tables() and, for a natural key, a row in sync_private.natural_keys: the sync
// functions read the rest from the catalogue) + a Dexie version block + a fixture row (README,
// "Synced tables").
import { TABLES } from './tables/catalog';
import type { ColumnDef, TableDef } from './tables/kinds';

export { APPOINTMENT_STATUSES, STAFF_POSITIONS, TABLES } from './tables/catalog';
export { kindSqlType, SYNC_COLUMNS, type ColumnDef, type ColumnKind, type NaturalKey, type TableDef } from './tables/kinds';

export type TableName = keyof typeof TABLES;
/** The registry as plain data, for code that walks it (and tests that hand it another). */
export type Registry = Readonly<Record<string, TableDef>>;
export const REGISTRY: Registry = TABLES;

/** Every synced table, parents first (the order rows are restored and pushed in). */
export const TABLE_NAMES = Object.keys(TABLES) as TableName[];

export interface Reference {
  table: string;
  column: string;
  target: string;
}

/** References between synced rows (salon_id, which every row has, left out), in column order. */
export function referencesOf(registry: Registry, table: string): Reference[] {
  return Object.entries(registry[table].columns)
    .filter(([column, c]) => c.kind === 'ref' && column !== 'salon_id')
    .map(([column, c]) => ({ table, column, target: c.ref! }));
}

/** Columns of `kind` across the registry's tables. */
export function columnsOfKind(registry: Registry, kind: ColumnDef['kind']): Set<string> {
  const out = new Set<string>();
  for (const def of Object.values(registry)) {
    for (const [name, c] of Object.entries(def.columns)) if (c.kind === kind) out.add(name);
  }
  return out;
}

/** Columns the server keeps for itself, across the registry's tables. */
export function serverOnlyColumns(registry: Registry): Set<string> {
  return new Set(Object.values(registry).flatMap((d) => d.serverOnly));
}

/** The Dexie store definitions of the synced tables ("id, salon_id, [staff_id+date]"). */
export function dexieStores(registry: Registry = REGISTRY): Record<string, string> {
  return Object.fromEntries(Object.entries(registry).map(([name, def]) => [name, def.dexie.join(', ')]));
}

const SERVER_ONLY_COLUMNS = serverOnlyColumns(REGISTRY);
const TIME_COLUMNS = columnsOfKind(REGISTRY, 'time');

/**
 * A row as PostgreSQL gives it, in the device's shape: without the server's own columns, and
 * Postgres `time` ('HH:MM:SS') as the app writes it ('HH:MM'). The pull and server-side Sarah's
 * store read rows through this, so both hold exactly what a device holds.
 */
export function fromServerRow(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (SERVER_ONLY_COLUMNS.has(key)) continue;
    out[key] = TIME_COLUMNS.has(key) && typeof value === 'string' && /^\d{2}:\d{2}:\d{2}/.test(value) ? value.slice(0, 5) : value;
  }
  return out;
}
