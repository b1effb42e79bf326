// The drift check both tests run: database A from the migrations, database B from platform.sql and
// the schema files, compared object by object (scripts/schema/catalog.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyPlatform, migrate } from '../../sync/server/migrate';
import { openPglite } from '../../sync/server/pglite-open';
import { applySchemaFiles } from './build';
import { CATALOG_SQL, catalogDiff, parseCatalog, type Catalog } from './catalog';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PLATFORM_SQL = path.join(ROOT, 'sync/server/platform.sql');
export const MIGRATIONS_DIR = path.join(ROOT, 'supabase/migrations');
export const SCHEMAS_DIR = path.join(ROOT, 'supabase/schemas');

async function catalogOfNewPglite(build: (db: Awaited<ReturnType<typeof openPglite>>) => Promise<unknown>): Promise<Catalog> {
  const db = await openPglite(null);
  try {
    await applyPlatform(db, PLATFORM_SQL);
    await build(db);
    return parseCatalog((await db.query<{ catalog: string }>(CATALOG_SQL)).rows[0].catalog);
  } finally {
    await db.close();
  }
}

export const migratedCatalog = (migrations = MIGRATIONS_DIR) => catalogOfNewPglite((db) => migrate(db, migrations));
export const schemaCatalog = (schemas = SCHEMAS_DIR) => catalogOfNewPglite((db) => applySchemaFiles(db, schemas));

/** Every object that differs between the migrations and the schema files, on PGlite. */
export async function pgliteDrift(migrations = MIGRATIONS_DIR, schemas = SCHEMAS_DIR): Promise<string[]> {
  const [a, b] = await Promise.all([migratedCatalog(migrations), schemaCatalog(schemas)]);
  return catalogDiff(a, b);
}
