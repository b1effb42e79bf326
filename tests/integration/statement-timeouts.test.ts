// The API roles carry statement time limits (migration 20261124000300), read back from the
// catalogue. PostgREST 12 applies a role's settings to each request it runs as that role.
// PGlite does not enforce it (a 12 s count ran to the end with statement_timeout = 100ms); on
// PostgreSQL (15, Supabase) enforces it by design. Locally the gateway's 30 s answer limit is the bound.
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REPO_ROOT } from '../../sync/server/index';
import { applyPlatform, migrate } from '../../sync/server/migrate';
import { openPglite } from '../../sync/server/pglite-open';

let db: PGlite;
beforeAll(async () => {
  db = await openPglite(null);
  await applyPlatform(db, path.join(REPO_ROOT, 'sync/server/platform.sql'));
  await migrate(db, path.join(REPO_ROOT, 'supabase/migrations'));
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
