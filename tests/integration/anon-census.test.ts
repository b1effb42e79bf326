// What an anonymous caller (only the anon key) can reach, read from the migrated catalogue on
// PGlite and PostgreSQL 15: the online booking functions by slug or token
// and the contact form's insert — no other function of the exposed schema, no table to read, and
// no way into the server's own schema. A function granted to anon by Supabase's default privileges
// and forgotten shows up here by name.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pg15Available, PG_BIN, startPg15Backend, type Pg15Backend } from './pg15-cluster';
import { openMigratedPglite } from './migrated-pglite';

const ANON_FUNCTIONS = [
  'public_appointment',
  'public_book',
  'public_booking_page',
  'public_cancel',
  'public_free_times',
  'public_manage_free_times',
  'public_reschedule',
];

// One text answer per query, so both databases (PGlite rows, psql's -At output) read alike.
const QUERIES = {
  functions: `select coalesce(string_agg(p.proname, ',' order by p.proname), '') from pg_proc p join pg_namespace n on n.oid = p.pronamespace
               where n.nspname = 'public' and has_function_privilege('anon', p.oid, 'EXECUTE')`,
  tables: `select coalesce(string_agg(c.relname || ':' || pr, ',' order by c.relname, pr), '') from pg_class c join pg_namespace n on n.oid = c.relnamespace,
             unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE']) pr
            where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p') and has_table_privilege('anon', c.oid, pr)`,
  // auth and extensions are Supabase's own, usable by anon there too; PostgREST exposes neither.
  schemas: `select coalesce(string_agg(nspname, ',' order by nspname), '') from pg_namespace
             where nspname = 'sync_private' and has_schema_privilege('anon', oid, 'USAGE')`,
};

function census(run: (sql: string) => Promise<string>) {
  return async () => {
    expect((await run(QUERIES.functions)).split(',')).toEqual(ANON_FUNCTIONS);
    expect(await run(QUERIES.tables)).toBe('contact_requests:INSERT');
    expect(await run(QUERIES.schemas)).toBe('');
  };
}

describe('what anon can reach, on PGlite', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await openMigratedPglite();
  });
  afterAll(() => db?.close());

  it(
    'only the online booking functions and the contact form',
    census(async (sql) => (await db.query<{ v: string }>(`select (${sql}) as v`)).rows[0].v),
  );
});

const ci = process.env.CI === 'true';
describe.skipIf(!pg15Available() && !ci)('what anon can reach, on PostgreSQL 15', () => {
  let pg: Pg15Backend;
  beforeAll(async () => {
    if (!pg15Available()) throw new Error(`PostgreSQL 15 is not installed (no initdb in ${PG_BIN}); CI=true requires it`);
    pg = await startPg15Backend();
  });
  afterAll(() => pg?.close());

  it(
    'only the online booking functions and the contact form',
    census(async (sql) => (await pg.sql(`select (${sql})`)).trim()),
  );
});
