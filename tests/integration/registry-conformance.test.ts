// The migrated database, on PGlite and on PostgreSQL 15, against the table registry
// (src/domain/tables.ts): tables, columns, types, nullability, CHECKs, keys, RLS, the version
// trigger, and the sync functions' and the backup's coverage (checker: ./registry/checker.ts).
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_COLUMNS } from '../../src/domain/backup';
import { REGISTRY, TABLE_NAMES, TABLES, type Registry } from '../../src/domain/tables';
import { PULLED_TABLES } from '../../sync/protocol';
import { REPO_ROOT } from '../../sync/server/index';
import { applyPlatform, migrate } from '../../sync/server/migrate';
import { openPglite } from '../../sync/server/pglite-open';
import { pg15Available, PG_BIN, startPg15Backend, type Pg15Backend } from './pg15-cluster';
import { readCatalogue, type Catalogue } from './registry/catalogue';
import { checkRegistry } from './registry/checker';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const available = pg15Available();
const pulledExtra = PULLED_TABLES.filter((t) => !(TABLE_NAMES as string[]).includes(t));
const check = (catalogue: Catalogue, registry: Registry = REGISTRY) =>
  checkRegistry({ catalogue, registry, backup: { tables: BACKUP_COLUMNS }, pulled: pulledExtra });

describe('registry conformance on PGlite', () => {
  let db: PGlite;
  let catalogue: Catalogue;

  beforeAll(async () => {
    db = await openPglite(null);
    await applyPlatform(db, path.join(REPO_ROOT, 'sync/server/platform.sql'));
    await migrate(db, path.join(REPO_ROOT, 'supabase/migrations'));
    catalogue = await readCatalogue(async (sql) => (await db.query<{ snapshot: string }>(sql)).rows[0].snapshot);
  });
  afterAll(() => db?.close());

  it('the migrated catalogue is the registry', () => {
    expect(check(catalogue)).toEqual([]);
  });

  it('names a column the registry has and the server lacks (a half-added column)', () => {
    const services = { ...TABLES.services, columns: { ...TABLES.services.columns, color: { kind: 'text', max: 20, nullable: true } } } as const;
    expect(check(catalogue, { ...REGISTRY, services })).toEqual([
      'services.color: column missing on the server (registry: text, text, nullable)',
      'services.color: no CHECK (char_length(color) <= 20) on the server',
      `backup: services holds (${Object.keys(TABLES.services.columns).join(', ')}), the registry (${[...Object.keys(TABLES.services.columns), 'color'].join(', ')})`,
    ]);
  });

  it('names every place a registered table is still missing from (a half-added table)', () => {
    const waitlist = {
      ...TABLES.staff_schedules,
      columns: { id: { kind: 'id' }, salon_id: { kind: 'ref', ref: 'salons' }, customer_id: { kind: 'ref', ref: 'customers' } },
      naturalKey: undefined,
    } as const;
    const problems = check(catalogue, { ...REGISTRY, waitlist });
    expect(problems).toEqual([
      'waitlist: table missing on the server',
      'synced_tables(): misses waitlist, so sync_push refuses its mutations',
      "sync_pull: no branch selects waitlist's changes",
      'sync_pull: does not turn waitlist rows into JSON',
      'purge_tombstones: never purges waitlist',
      'purge_tombstones: may purge a customers tombstone a waitlist.customer_id still refers to',
      'dangling_references: does not check waitlist.customer_id→customers',
      'backup: misses waitlist',
    ]);
  });

  it('names a limit, a nullability and a type that differ', () => {
    const c = TABLES.customers.columns;
    const customers = { ...TABLES.customers, columns: { ...c, name: { ...c.name, max: 200 }, email: { ...c.email, nullable: false }, phone: { kind: 'int' } } } as const;
    expect(check(catalogue, { ...REGISTRY, customers })).toEqual([
      "customers.phone: the server's type is text, the registry's int is integer",
      'customers.email: the server allows null, the registry refuses it',
      'customers.name: no CHECK (char_length(name) <= 200) on the server',
      `customers: the server's CHECK customers_name_limits holds "char_lengthname<=120", which the registry does not say`,
      `customers: the server's CHECK customers_phone_limits holds "char_lengthphone<=40", which the registry does not say`,
    ]);
  });

  it('names a table without row level security, a missing policy and a sync function that skips a table', () => {
    const broken: Catalogue = {
      ...catalogue,
      tables: catalogue.tables.map((t) => (t.name === 'staff' ? { ...t, rls: false } : t)),
      policies: catalogue.policies.filter((p) => p.name !== 'staff_update_own'),
      syncedTables: catalogue.syncedTables!.filter((t) => t !== 'customers'),
      functions: { ...catalogue.functions, 'public.sync_pull': catalogue.functions['public.sync_pull'].replace("when 'customers' then", "when 'clients' then") },
    };
    expect(check(broken)).toEqual([
      'staff: row level security is not enabled',
      'staff: no UPDATE policy scoped by salon_id = current_salon_id()',
      'synced_tables(): misses customers, so sync_push refuses its mutations',
      'sync_pull: does not turn customers rows into JSON',
      'sync_pull: sends clients, which is neither registered nor a conflict table',
    ]);
  });
});

describe.skipIf(!available && !ci)('registry conformance on PostgreSQL 15', () => {
  let pg: Pg15Backend;

  beforeAll(async () => {
    if (!available) throw new Error(`PostgreSQL 15 is not installed (no initdb in ${PG_BIN}); CI=true requires it`);
    pg = await startPg15Backend();
  });
  afterAll(() => pg?.close());

  it('the migrated catalogue is the registry', async () => {
    const catalogue = await readCatalogue(async (sql) => (await pg.sql(sql)).trim());
    expect(check(catalogue)).toEqual([]);
  });
});
