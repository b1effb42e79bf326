// The schema files (supabase/schemas/) describe exactly what the migrations leave behind: a
// database built from each is compared object by object, and every difference is named. The same
// comparison on PostgreSQL 15 runs in conformance-pg15-schema.test.ts.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { catalogDiff, normalise, type Catalog } from '../../scripts/schema/catalog';
import { migratedCatalog, schemaCatalog, SCHEMAS_DIR } from '../../scripts/schema/drift';

let fromMigrations: Catalog;
let edited: string;

beforeAll(async () => {
  fromMigrations = await migratedCatalog();
  edited = await mkdtemp(path.join(tmpdir(), 'schema-drift-'));
  await cp(SCHEMAS_DIR, edited, { recursive: true });
});
afterAll(() => rm(edited, { recursive: true, force: true }));

it('the schema files build the same database as the migrations', async () => {
  expect(catalogDiff(fromMigrations, await schemaCatalog())).toEqual([]);
});

it('names a function whose body was edited, a dropped policy and an added index', async () => {
  const file = path.join(edited, '34_sync_pull.sql');
  const sql = await readFile(file, 'utf8');
  const changed = sql
    .replace(/(FUNCTION public\.sync_pull\([^]*?\bbegin\b)/i, '$1\n  perform 1;')
    .replace(/create policy salon_owner_hears_changes[^;]*;/, '')
    .concat('\ncreate index sync_clients_salon_idx on public.sync_clients (salon_id);\n');
  expect(changed).toContain('perform 1;');
  await writeFile(file, changed);
  expect(catalogDiff(fromMigrations, await schemaCatalog(edited))).toEqual([
    'function public.sync_pull(uuid, bigint, integer, date) differs',
    'index public.sync_clients_salon_idx is in the schema files but not made by the migrations',
    'policy salon_owner_hears_changes on realtime.messages missing from the schema files',
  ]);
});

it('ignores layout and line comments, but not two dashes inside a string', () => {
  expect(normalise("select 'a--b', 1 -- why\n    from x -- it's\nwhere y = 'it''s--'")).toBe("select 'a--b', 1 from x where y = 'it''s--'");
  expect(normalise("select 'a--b'")).not.toBe(normalise("select 'a--c'"));
});
