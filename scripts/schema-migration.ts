// npm run db:migration -- <name>: writes the next append-only migration from what the schema files
// (supabase/schemas/) hold and the migrated database does not. A new or changed function is copied
// whole (create or replace, or drop and create when its arguments changed), with its grants; so
// are triggers, indexes and policies. Table changes (columns, constraints, rows) are not guessed
// at: the script names them and writes nothing, so they are written by hand first.
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyPlatform, migrate } from '../sync/server/migrate';
import { openPglite } from '../sync/server/pglite-open';
import { applySchemaFiles } from './schema/build';
import { CATALOG_SQL, catalogDiff, parseCatalog } from './schema/catalog';
import { MIGRATIONS_DIR, PLATFORM_SQL, SCHEMAS_DIR } from './schema/drift';
import { functionDdl, functionKeysInOrder, indexDdl, policyDdl, triggerDdl } from './schema/ddl';

export class TableChangeError extends Error {}

type Db = Awaited<ReturnType<typeof openPglite>>;

async function built(build: (db: Db) => Promise<unknown>): Promise<Db> {
  const db = await openPglite(null);
  await applyPlatform(db, PLATFORM_SQL);
  await build(db);
  return db;
}
const catalogOf = async (db: Db) => parseCatalog((await db.query<{ catalog: string }>(CATALOG_SQL)).rows[0].catalog);

/** `yyyymmddhhmmss`, after the last migration's stamp even when that one is dated ahead. */
function nextStamp(existing: string[], now = new Date()): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  const last =
    existing
      .map((f) => f.slice(0, 14))
      .sort()
      .at(-1) ?? '0';
  return stamp > last ? stamp : String(BigInt(last) + 1n);
}

/** The migration's statements in order, or null when the migrations already build what the schema files hold. */
export async function migrationStatements(migrations = MIGRATIONS_DIR, schemas = SCHEMAS_DIR): Promise<string[] | null> {
  const a = await built((db) => migrate(db, migrations));
  const b = await built((db) => applySchemaFiles(db, schemas));
  try {
    const diff = catalogDiff(await catalogOf(a), await catalogOf(b));
    if (diff.length === 0) return null;
    const kindOf = (line: string) => line.split(' ')[0];
    const keyOf = (line: string) => line.replace(/ (differs|missing from the schema files|is in the schema files but not made by the migrations)$/, '');
    const gone = (line: string) => line.endsWith('missing from the schema files');
    const tables = diff.filter((d) => !['function', 'trigger', 'index', 'policy'].includes(kindOf(d)));
    if (tables.length) {
      throw new TableChangeError(
        `These differ in ways this script does not write (table changes):\n  ${tables.join('\n  ')}\n` +
          'Write a migration for them by hand (alter table ...), then run this again for the functions, triggers, indexes and policies.',
      );
    }
    const out: string[] = [];
    const objects = diff.filter((d) => kindOf(d) !== 'function');
    // Dependants first: a trigger or policy that goes away, then functions that go away.
    for (const d of objects.filter(gone)) {
      const [kind, name, , table] = keyOf(d).split(' ');
      out.push(kind === 'index' ? `drop index ${name};` : `drop ${kind} ${name} on ${table};`);
    }
    const fnKeys = diff.filter((d) => kindOf(d) === 'function').map((d) => [keyOf(d).slice('function '.length), d] as const);
    for (const [key, d] of fnKeys) if (gone(d)) out.push(`drop function ${key};`);
    const changed = new Set(fnKeys.filter(([, d]) => !gone(d)).map(([key]) => key));
    for (const key of await functionKeysInOrder(b)) if (changed.has(key)) out.push(await functionDdl(b, key));
    for (const d of objects.filter((x) => !gone(x))) {
      const [kind, name, , table] = keyOf(d).split(' ');
      if (kind === 'index') out.push(await indexDdl(b, name));
      else if (kind === 'trigger') out.push(await triggerDdl(b, name, table));
      else out.push(await policyDdl(b, name, table));
    }
    return out;
  } finally {
    await Promise.all([a.close(), b.close()]);
  }
}

/** A SQL file longer than this fails the repository's file-size check. */
const MAX_LINES = 300;
const HEADER = '-- Written by npm run db:migration from supabase/schemas/ (the current definitions live there).\n';

/** Statements packed into files of at most MAX_LINES lines, in order (a longer statement stands alone). */
export function packStatements(statements: string[]): string[] {
  const files: string[][] = [[]];
  let lines = HEADER.split('\n').length;
  for (const statement of statements) {
    const n = statement.split('\n').length + 1;
    if (files.at(-1)!.length > 0 && lines + n > MAX_LINES) {
      files.push([]);
      lines = HEADER.split('\n').length;
    }
    files.at(-1)!.push(statement);
    lines += n;
  }
  return files.map((f) => `${HEADER}\n${f.join('\n\n')}\n`);
}

/**
 * Writes `<migrations>/<stamp>_<name>.sql` (and `<stamp+1>_<name>_2.sql` … when it would be over
 * the file-size limit); returns the paths, or an empty list when nothing differs.
 */
export async function writeMigration(name: string, migrations = MIGRATIONS_DIR, schemas = SCHEMAS_DIR): Promise<string[]> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error('The migration name is lower-case letters, digits and underscores, e.g. sync_pull_pages.');
  const statements = await migrationStatements(migrations, schemas);
  if (statements === null) return [];
  const first = BigInt(nextStamp(await readdir(migrations)));
  const written: string[] = [];
  for (const [i, sql] of packStatements(statements).entries()) {
    const file = path.join(migrations, `${first + BigInt(i)}_${name}${i === 0 ? '' : `_${i + 1}`}.sql`);
    await writeFile(file, sql, { flag: 'wx' });
    written.push(file);
  }
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const name = process.argv[2];
  if (!name) {
    console.error('Usage: npm run db:migration -- <name>   (writes supabase/migrations/<stamp>_<name>.sql)');
    process.exit(2);
  }
  writeMigration(name).then(
    (files) =>
      console.log(
        files.length
          ? files.map((f) => `Wrote ${path.relative(process.cwd(), f)}`).join('\n')
          : 'Nothing to write: the migrations already build what supabase/schemas/ holds.',
      ),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : String(err));
      process.exit(1);
    },
  );
}
