// The API roles carry statement time limits (migration 20261124000300), read back from the
// catalogue. PostgREST 12 applies a role's settings to each request it runs as that role.
// PGlite does not enforce it (a 12 s count ran to the end with statement_timeout = 100ms); on
// PostgreSQL (15, Supabase) enforces it by design. Locally the gateway's 30 s answer limit is the bound.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openMigratedPglite } from './migrated-pglite';

let db: PGlite;
beforeAll(async () => {
  db = await openMigratedPglite();
});
afterAll(() => db?.close());

it.each([
  ['anon', '3s'],
  ['authenticated', '8s'],
])('%s statements stop after %s', async (role, limit) => {
  const r = await db.query<{ setting: string }>(
    `select s.setting from pg_db_role_setting d join pg_roles r on r.oid = d.setrole,
            unnest(d.setconfig) s(setting) where r.rolname = $1`,
    [role],
  );
  expect(r.rows.map((x) => x.setting)).toContain(`statement_timeout=${limit}`);
});
