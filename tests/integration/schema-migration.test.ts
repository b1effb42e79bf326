// npm run db:migration writes the migration that brings the migrated database to what the schema
// files hold: run here on copies of both folders, then the drift check says they agree again.
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { pgliteDrift, MIGRATIONS_DIR, SCHEMAS_DIR } from '../../scripts/schema/drift';
import { packStatements, TableChangeError, writeMigration } from '../../scripts/schema-migration';

let dir: string;
let migrations: string;
let schemas: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'schema-migration-'));
  migrations = path.join(dir, 'migrations');
  schemas = path.join(dir, 'schemas');
  await cp(MIGRATIONS_DIR, migrations, { recursive: true });
  await cp(SCHEMAS_DIR, schemas, { recursive: true });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function edit(file: string, change: (sql: string) => string): Promise<void> {
  const at = path.join(schemas, file);
  const before = await readFile(at, 'utf8');
  const after = change(before);
  expect(after).not.toBe(before);
  await writeFile(at, after);
}

it('copies a changed function whole, drops and creates one whose arguments changed, and then nothing differs', { timeout: 120_000 }, async () => {
  await edit('31_sync_push.sql', (sql) => sql.replace(/(FUNCTION public\.sync_push\([^]*?\bbegin\b)/i, '$1\n  perform 1;'));
  await edit('41_availability.sql', (sql) =>
    sql
      .replace('span_text(p_minutes integer)\n', 'span_text(p_minutes integer, p_short boolean DEFAULT false)\n')
      .replace(/span_text\(p_minutes integer\) (from|to)/g, 'span_text(p_minutes integer, p_short boolean) $1'),
  );
  const before = await readdir(migrations);
  const files = await writeMigration('edited', migrations, schemas);
  expect(files.map((f) => path.basename(f))).toEqual([expect.stringMatching(/^\d{14}_edited\.sql$/)]);
  expect(before.every((f) => path.basename(files[0]) > f)).toBe(true);
  const sql = await readFile(files[0], 'utf8');
  expect(sql).toContain('CREATE OR REPLACE FUNCTION public.sync_push(');
  expect(sql).toContain('perform 1;');
  expect(sql).toContain('drop function sync_private.span_text(integer);');
  expect(sql).toContain('CREATE OR REPLACE FUNCTION sync_private.span_text(p_minutes integer, p_short boolean DEFAULT false)');
  expect(await pgliteDrift(migrations, schemas)).toEqual([]);
});

it('names a table change and writes nothing', async () => {
  await edit('10_salons.sql', (sql) => sql.replace('  website text,\n', '  website text,\n  motto text,\n'));
  const before = await readdir(migrations);
  const refused = await writeMigration('motto', migrations, schemas).catch((err: unknown) => err);
  expect(refused).toBeInstanceOf(TableChangeError);
  expect((refused as Error).message).toMatch(/table public\.salons differs/);
  expect(await readdir(migrations)).toEqual(before);
});

it('splits a migration that would be over 300 lines between statements, in order', () => {
  const statement = (i: number) => `select ${i};\n`.repeat(100).trimEnd();
  const files = packStatements([1, 2, 3, 4].map(statement));
  expect(files.map((f) => f.split('\n').length <= 300)).toEqual([true, true]);
  expect(files.join('').indexOf('select 2;')).toBeLessThan(files.join('').indexOf('select 3;'));
});
