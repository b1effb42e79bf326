// A snapshot of what a migrated database holds for the synced tables, read from its catalogue
// (pg_catalog and information_schema), as plain data the pure checker (./checker.ts) compares
// with the table registry. The same query runs on PGlite and on PostgreSQL 15.

export interface CatalogueConstraint {
  table: string;
  name: string;
  /** pg_constraint.contype: c check, f foreign key, p primary key, u unique, x exclusion. */
  type: string;
  columns: string[];
  target: string | null;
  targetColumns: string[] | null;
  def: string;
}

export interface Catalogue {
  tables: { name: string; rls: boolean }[];
  columns: { table: string; name: string; type: string; nullable: boolean }[];
  constraints: CatalogueConstraint[];
  policies: { table: string; name: string; cmd: string; roles: string[]; qual: string | null; check: string | null }[];
  triggers: CatalogueTrigger[];
  /** Writes the API roles (anon, authenticated) may make on each table: INSERT, UPDATE, DELETE, TRUNCATE. */
  privileges: { table: string; role: string; privilege: string }[];
  /** Source of the sync functions, by schema-qualified name. */
  functions: Record<string, string>;
  /** What sync_private.synced_tables() returns; null when it does not exist. */
  syncedTables: string[] | null;
  /** What sync_private.pulled_tables() returns (sync_pull and the purge iterate over it); null when it does not exist. */
  pulledTables: string[] | null;
  /** The references the sync functions read (sync_private.table_references()); null when it does not exist. */
  references: CatalogueReference[] | null;
  /** The rows of sync_private.natural_keys (mutation_problem reads them); null when it does not exist. */
  naturalKeys: CatalogueNaturalKey[] | null;
}

export interface CatalogueTrigger {
  table: string;
  name: string;
  fn: string;
  /** Not disabled (pg_trigger.tgenabled <> 'D'). */
  enabled: boolean;
  /** Fires before the row is written, once per row. */
  beforeRow: boolean;
  /** INSERT, UPDATE, DELETE, TRUNCATE: the events it fires on (pg_trigger.tgtype's bits). */
  events: string[];
}

export interface CatalogueReference {
  table: string;
  column: string;
  target: string;
  cascades: boolean;
}

export interface CatalogueNaturalKey {
  table: string;
  kind: string;
  columns: string[];
}

/** The functions whose coverage of the tables is checked. */
export const SYNC_FUNCTIONS = [
  'public.sync_pull',
  'sync_private.pull_query',
  'public.purge_tombstones',
  'sync_private.dangling_references',
  'sync_private.mutation_problem',
  'sync_private.synced_tables',
  'sync_private.pulled_tables',
  'sync_private.table_references',
];

const ATTNAMES = (rel: string, keys: string) => `(select json_agg(a.attname order by k.i)
    from unnest(${keys}) with ordinality k(n, i)
    join pg_attribute a on a.attrelid = ${rel} and a.attnum = k.n)`;

/** One query; its single column is the snapshot as JSON. */
export const CATALOGUE_SQL = `
select json_build_object(
  'tables', coalesce((select json_agg(json_build_object('name', c.relname, 'rls', c.relrowsecurity))
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p')), '[]'),
  'columns', coalesce((select json_agg(json_build_object('table', table_name, 'name', column_name, 'type', data_type,
                                                       'nullable', is_nullable = 'YES'))
      from information_schema.columns where table_schema = 'public'), '[]'),
  'constraints', coalesce((select json_agg(json_build_object('table', cl.relname, 'name', co.conname, 'type', co.contype,
        'columns', coalesce(${ATTNAMES('co.conrelid', 'co.conkey')}, '[]'),
        'target', (select t.relname from pg_class t where t.oid = co.confrelid),
        'targetColumns', case when co.contype = 'f' then ${ATTNAMES('co.confrelid', 'co.confkey')} end,
        'def', pg_get_constraintdef(co.oid)))
      from pg_constraint co join pg_class cl on cl.oid = co.conrelid join pg_namespace n on n.oid = cl.relnamespace
     where n.nspname = 'public'), '[]'),
  'policies', coalesce((select json_agg(json_build_object('table', tablename, 'name', policyname, 'cmd', cmd,
                                                        'roles', roles, 'qual', qual, 'check', with_check))
      from pg_policies where schemaname = 'public'), '[]'),
  'triggers', coalesce((select json_agg(json_build_object('table', c.relname, 'name', t.tgname, 'fn', p.proname,
        'enabled', t.tgenabled <> 'D', 'beforeRow', t.tgtype & 3 = 3,
        'events', (select coalesce(json_agg(e.name order by e.bit), '[]') from (values (4, 'INSERT'), (16, 'UPDATE'), (8, 'DELETE'), (32, 'TRUNCATE')) e(bit, name)
                    where t.tgtype & e.bit <> 0)))
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      join pg_proc p on p.oid = t.tgfoid
     where n.nspname = 'public' and not t.tgisinternal), '[]'),
  'privileges', coalesce((select json_agg(json_build_object('table', c.relname, 'role', r.role, 'privilege', w.privilege))
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      cross join unnest(array['anon', 'authenticated']) r(role)
      cross join unnest(array['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE']) w(privilege)
     where n.nspname = 'public' and c.relkind in ('r', 'p') and has_table_privilege(r.role, c.oid, w.privilege)), '[]'),
  'functions', coalesce((select json_object_agg(n.nspname || '.' || p.proname, p.prosrc)
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname || '.' || p.proname in (${SYNC_FUNCTIONS.map((f) => `'${f}'`).join(', ')})), '{}')
)::text as snapshot`;

export const SYNCED_TABLES_SQL = `select to_json(sync_private.synced_tables())::text as snapshot`;
export const PULLED_TABLES_SQL = `select to_json(sync_private.pulled_tables())::text as snapshot`;
export const REFERENCES_SQL = `select coalesce(json_agg(json_build_object('table', r.table_name, 'column', r.column_name,
    'target', r.target, 'cascades', r.cascades) order by r.ord), '[]')::text as snapshot
  from sync_private.table_references() r`;
const HAS_NATURAL_KEYS_SQL = `select (to_regclass('sync_private.natural_keys') is not null)::text as snapshot`;
export const NATURAL_KEYS_SQL = `select coalesce(json_agg(json_build_object('table', k.table_name, 'kind', k.kind,
    'columns', k.key_columns) order by k.table_name), '[]')::text as snapshot
  from sync_private.natural_keys k`;

/** Reads the snapshot through `query`, which runs one statement and returns its one text value. */
export async function readCatalogue(query: (sql: string) => Promise<string>): Promise<Catalogue> {
  const base = JSON.parse(await query(CATALOGUE_SQL)) as Omit<Catalogue, 'syncedTables' | 'pulledTables' | 'references' | 'naturalKeys'>;
  const read = async <T>(fn: string, sql: string): Promise<T | null> => (fn in base.functions ? (JSON.parse(await query(sql)) as T) : null);
  return {
    ...base,
    syncedTables: await read<string[]>('sync_private.synced_tables', SYNCED_TABLES_SQL),
    pulledTables: await read<string[]>('sync_private.pulled_tables', PULLED_TABLES_SQL),
    references: await read<CatalogueReference[]>('sync_private.table_references', REFERENCES_SQL),
    naturalKeys: (await query(HAS_NATURAL_KEYS_SQL)).trim() === 'true' ? (JSON.parse(await query(NATURAL_KEYS_SQL)) as CatalogueNaturalKey[]) : null,
  };
}
