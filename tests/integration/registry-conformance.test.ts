// The migrated database, on PGlite and on PostgreSQL 15, against the table registry
// (src/domain/tables.ts): tables, columns, types, nullability, CHECKs, keys, RLS, the version
// trigger, and the sync functions' and the backup's coverage (checker: ./registry/checker.ts).
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_COLUMNS } from '../../src/domain/backup';
import { REGISTRY, TABLE_NAMES, TABLES, type Registry } from '../../src/domain/tables';
import { PULLED_TABLES } from '../../sync/protocol';
import { pg15Available, PG_BIN, startPg15Backend, type Pg15Backend } from './pg15-cluster';
import { readCatalogue, type Catalogue } from './registry/catalogue';
import { checkRegistry } from './registry/checker';
import { openMigratedPglite } from './migrated-pglite';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const available = pg15Available();
const pulledExtra = PULLED_TABLES.filter((t) => !(TABLE_NAMES as string[]).includes(t));
const check = (catalogue: Catalogue, registry: Registry = REGISTRY) =>
  checkRegistry({ catalogue, registry, backup: { tables: BACKUP_COLUMNS }, pulled: pulledExtra });

describe('registry conformance on PGlite', () => {
  let db: PGlite;
  let catalogue: Catalogue;

  beforeAll(async () => {
    db = await openMigratedPglite();
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
      'purge_tombstones: may purge a customers tombstone a waitlist.customer_id still refers to',
      'dangling_references: does not check waitlist.customer_id→customers',
      'backup: misses waitlist',
    ]);
  });

  it('names a natural key the push would not check: no row in natural_keys, other columns, another kind of id', () => {
    const timeOff = TABLES.staff_time_off;
    const staff_time_off = { ...timeOff, naturalKey: { columns: ['staff_id', 'start_date'], id: () => 'x' } } as const;
    const keys = catalogue.naturalKeys!.map((k) =>
      k.table === 'staff_schedules' ? { ...k, kind: 'staff_schedules' } : k.table === 'staff_services' ? { ...k, columns: ['service_id', 'staff_id'] } : k,
    );
    expect(
      check({ ...catalogue, naturalKeys: [...keys, { table: 'salon_faqs', kind: 'faq', columns: ['question'] }] }, { ...REGISTRY, staff_time_off }),
    ).toEqual([
      'staff_time_off: no unique constraint on the natural key (staff_id, start_date)',
      'natural_keys: staff_services derives its id from (service_id, staff_id), the registry from (staff_id, service_id)',
      "natural_keys: staff_schedules derives ids as 'staff_schedules', which are not the ids every device derives (src/domain/ids.ts)",
      'natural_keys: misses staff_time_off, so sync_push takes any id for its natural key (staff_id, start_date)',
      'natural_keys: lists salon_faqs, which has no natural key in the registry',
    ]);
  });

  it('names a table whose writes could skip sync_push: no guard trigger, a disabled or late one, a hard delete or an anon write allowed', () => {
    const guard = (t: string) => (g: Catalogue['triggers'][number]) => g.table === t && g.fn === 'writes_via_push';
    const broken: Catalogue = {
      ...catalogue,
      triggers: catalogue.triggers
        .filter((g) => !guard('staff')(g))
        .map((g) => (guard('customers')(g) ? { ...g, enabled: false } : guard('calls')(g) ? { ...g, beforeRow: false, events: ['INSERT'] } : g)),
      privileges: [
        ...catalogue.privileges,
        { table: 'salons', role: 'authenticated', privilege: 'DELETE' },
        { table: 'services', role: 'authenticated', privilege: 'TRUNCATE' },
        { table: 'notifications', role: 'anon', privilege: 'INSERT' },
      ],
    };
    expect(check(broken)).toEqual([
      'salons: authenticated may DELETE (writes go through sync_push only)',
      'services: authenticated may TRUNCATE (writes go through sync_push only)',
      "staff: no writes_via_push trigger, so an owner's REST INSERT or UPDATE skips sync_push",
      "customers: the writes_via_push trigger is disabled, so an owner's REST INSERT or UPDATE skips sync_push",
      'calls: the writes_via_push trigger fires after or per statement on INSERT, not before each row on INSERT, UPDATE, DELETE',
      'notifications: anon may INSERT (writes go through sync_push only)',
    ]);
  });

  it('names a table without row level security, a missing policy, a sync function that names tables or skips a reference', () => {
    const fns = catalogue.functions;
    const broken: Catalogue = {
      ...catalogue,
      tables: catalogue.tables.map((t) => (t.name === 'staff' ? { ...t, rls: false } : t)),
      policies: catalogue.policies.filter((p) => p.name !== 'staff_update_own'),
      syncedTables: catalogue.syncedTables!.filter((t) => t !== 'customers'),
      pulledTables: [...catalogue.pulledTables!.filter((t) => t !== 'sync_conflicts'), 'clients'],
      references: catalogue
        .references!.filter((r) => !(r.table === 'appointments' && r.column === 'staff_id'))
        .map((r) => (r.table === 'customer_messages' ? { ...r, cascades: true } : r)),
      functions: {
        ...fns,
        'public.purge_tombstones': fns['public.purge_tombstones'].replaceAll('sync_private.table_references()', 'refs'),
        'sync_private.dangling_references': fns['sync_private.dangling_references'].replace('v_refs jsonb;', `v_refs jsonb := '{"customers": []}';`),
      },
    };
    expect(check(broken)).toEqual([
      'staff: row level security is not enabled',
      'staff: no UPDATE policy scoped by salon_id = current_salon_id()',
      'synced_tables(): misses customers, so sync_push refuses its mutations',
      'pulled_tables(): misses sync_conflicts, so sync_pull never sends it nor the purge purges it',
      'pulled_tables(): lists clients, which is neither registered nor a conflict table',
      'purge_tombstones: public.purge_tombstones does not read sync_private.table_references()',
      'sync_private.dangling_references: names customers itself, which a table added later would not be',
      'purge_tombstones: may purge a staff tombstone a appointments.staff_id still refers to',
      'dangling_references: does not check appointments.staff_id→staff',
      'purge_tombstones: may purge a appointments tombstone a customer_messages.appointment_id still refers to',
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
