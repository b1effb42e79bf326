// An in-memory PGlite with the platform and every migration applied: the database the SQL-level
// suites (registry conformance, formats, anon census, availability, statement limits) read.
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { REPO_ROOT } from '../../sync/server/index';
import { applyPlatform, migrate } from '../../sync/server/migrate';
import { openPglite } from '../../sync/server/pglite-open';

export async function openMigratedPglite(): Promise<PGlite> {
  const db = await openPglite(null);
  await applyPlatform(db, path.join(REPO_ROOT, 'sync/server/platform.sql'));
  await migrate(db, path.join(REPO_ROOT, 'supabase/migrations'));
  return db;
}
