// Builds a database from the schema files (supabase/schemas/*.sql, in file-name order) on top of
// the platform bootstrap, the way the drift test and the migration writer need it.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * A function body may name a table or helper defined in a later file: bodies are checked when
 * they first run, not when created (pg_dump loads schemas the same way).
 */
export const SCHEMA_PRELUDE = 'set check_function_bodies = off;';

export async function schemaFiles(dir: string): Promise<{ name: string; sql: string }[]> {
  const names = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  return Promise.all(names.map(async (name) => ({ name, sql: await readFile(path.join(dir, name), 'utf8') })));
}

/** Applies the schema files in one transaction; an error names the file it came from. */
export async function applySchemaFiles(db: PGlite, dir: string): Promise<void> {
  const files = await schemaFiles(dir);
  await db.transaction(async (tx) => {
    await tx.exec(SCHEMA_PRELUDE);
    for (const f of files) {
      try {
        await tx.exec(f.sql);
      } catch (err) {
        throw new Error(`${f.name}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
      }
    }
  });
}
