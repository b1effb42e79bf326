// Whether the server's sync functions cover every registered table. sync_pull, the tombstone purge,
// the push's reference check and its natural-key check are generic (supabase/migrations
// 20261125000100–0140): they iterate over sync_private.pulled_tables() and read the foreign keys
// (sync_private.table_references()) and sync_private.natural_keys. So what is checked is what they
// read — the lists, the references, the natural keys — and that each one reads it instead of
// naming tables itself, which a table added later would slip past.
import { v5 as uuidv5 } from 'uuid';
import { SALON_DESK_NAMESPACE } from '../../../src/domain/ids';
import { referencesOf, type Registry, type TableDef } from '../../../src/domain/tables';
import type { Catalogue } from './catalogue';

/** Each generic function and what it must read to know the tables. */
const READS: [fn: string, label: string, reads: string[]][] = [
  // A first pull asks for the recent rows only (pull_query(true)), a later one for all (false).
  ['public.sync_pull', 'sync_pull', ['sync_private.pull_query(']],
  ['sync_private.pull_query', 'sync_pull', ['sync_private.pulled_tables()']],
  ['public.purge_tombstones', 'purge_tombstones', ['sync_private.pulled_tables()', 'sync_private.table_references()']],
  ['sync_private.dangling_references', 'dangling_references', ['sync_private.table_references()']],
  ['sync_private.mutation_problem', 'mutation_problem', ['sync_private.natural_keys']],
];
/** Functions that must not name a table: each such name is a per-table copy a new table would miss. */
const NAME_NO_TABLE = ['public.sync_pull', 'sync_private.pull_query', 'public.purge_tombstones', 'sync_private.dangling_references'];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether SQL source names table `t` as a table: `public.t`, a CASE or IN branch, a list entry, a JSON key (not a result field such as 'salons'). */
function namesTable(src: string, t: string): boolean {
  const q = `'${escape(t)}'`;
  return new RegExp(`public\\.${escape(t)}\\b|when\\s+${q}|[[(=]\\s*${q}|${q}\\s*(::|as\\b|,\\s*')|"${escape(t)}"\\s*:`, 'i').test(src);
}

function genericDifferences(cat: Catalogue, tables: readonly string[]): string[] {
  const out: string[] = [];
  for (const [fn, label, reads] of READS) {
    const src = cat.functions[fn];
    if (src === undefined) out.push(`${label}: ${fn} missing`);
    else for (const r of reads) if (!src.toLowerCase().includes(r)) out.push(`${label}: ${fn} does not read ${r}`);
  }
  for (const fn of NAME_NO_TABLE) {
    const src = cat.functions[fn] ?? '';
    for (const t of tables) {
      if (namesTable(src, t)) out.push(`${fn}: names ${t} itself, which a table added later would not be`);
    }
  }
  return out;
}

function listDifferences(cat: Catalogue, names: readonly string[], pulledExtra: readonly string[]): string[] {
  const out: string[] = [];
  if (!cat.syncedTables) out.push('synced_tables(): function missing');
  else {
    for (const t of names) if (!cat.syncedTables.includes(t)) out.push(`synced_tables(): misses ${t}, so sync_push refuses its mutations`);
    for (const t of cat.syncedTables) if (!names.includes(t)) out.push(`synced_tables(): lists ${t}, which the registry does not`);
  }
  if (!cat.pulledTables) return [...out, 'pulled_tables(): function missing'];
  // A table synced_tables() misses is named there once; pulled_tables() follows it.
  const want = [...names.filter((t) => cat.syncedTables?.includes(t) ?? true), ...pulledExtra];
  for (const t of want) if (!cat.pulledTables.includes(t)) out.push(`pulled_tables(): misses ${t}, so sync_pull never sends it nor the purge purges it`);
  for (const t of cat.pulledTables)
    if (!names.includes(t) && !pulledExtra.includes(t)) out.push(`pulled_tables(): lists ${t}, which is neither registered nor a conflict table`);
  return out;
}

/** The registry's references against the foreign keys the push's reference check and the purge read. */
function referenceDifferences(cat: Catalogue, registry: Registry): string[] {
  if (!cat.references) return ['table_references(): function missing'];
  const out: string[] = [];
  const read = cat.references;
  for (const t of Object.keys(registry)) {
    for (const r of referencesOf(registry, t)) {
      const got = read.find((x) => x.table === t && x.column === r.column && x.target === r.target);
      if (!got || got.cascades) out.push(`purge_tombstones: may purge a ${r.target} tombstone a ${t}.${r.column} still refers to`);
      if (!got) out.push(`dangling_references: does not check ${t}.${r.column}→${r.target}`);
    }
  }
  for (const x of read) {
    if (x.table in registry && !referencesOf(registry, x.table).some((r) => r.column === x.column && r.target === x.target)) {
      out.push(`dangling_references: checks ${x.table}.${x.column}→${x.target}, which the registry does not list`);
    }
  }
  return out;
}

/** A value of each key column, as every device writes it, to compare the two ways of deriving an id. */
function sampleKeyRow(def: TableDef, columns: readonly string[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  columns.forEach((c, i) => {
    const kind = def.columns[c]?.kind;
    row[c] = kind === 'date' ? '2026-03-02' : kind === 'int' ? 3 : `0000000${i}-1111-4222-8333-444455556666`;
  });
  return row;
}

/** The registry's natural keys against sync_private.natural_keys, which mutation_problem checks ids with. */
function naturalKeyDifferences(cat: Catalogue, registry: Registry): string[] {
  if (!cat.naturalKeys) return ['natural_keys: table missing'];
  const out: string[] = [];
  for (const [t, def] of Object.entries(registry)) {
    const key = def.naturalKey;
    if (!key) continue;
    const row = cat.naturalKeys.find((k) => k.table === t);
    if (!row) {
      out.push(`natural_keys: misses ${t}, so sync_push takes any id for its natural key (${key.columns.join(', ')})`);
      continue;
    }
    if (row.columns.join(',') !== key.columns.join(',')) {
      out.push(`natural_keys: ${t} derives its id from (${row.columns.join(', ')}), the registry from (${key.columns.join(', ')})`);
      continue;
    }
    // sync_private.derived_id: uuid v5 of "kind:part|part" in our namespace.
    const sample = sampleKeyRow(def, key.columns);
    const server = uuidv5(`${row.kind}:${key.columns.map((c) => String(sample[c])).join('|')}`, SALON_DESK_NAMESPACE);
    if (server !== key.id(sample)) out.push(`natural_keys: ${t} derives ids as '${row.kind}', which are not the ids every device derives (src/domain/ids.ts)`);
  }
  for (const k of cat.naturalKeys) if (!registry[k.table]?.naturalKey) out.push(`natural_keys: lists ${k.table}, which has no natural key in the registry`);
  return out;
}

export function coverageDifferences(cat: Catalogue, registry: Registry, pulledExtra: readonly string[]): string[] {
  const names = Object.keys(registry);
  return [
    ...listDifferences(cat, names, pulledExtra),
    ...genericDifferences(cat, [...names, ...pulledExtra]),
    ...referenceDifferences(cat, registry),
    ...naturalKeyDifferences(cat, registry),
  ];
}
