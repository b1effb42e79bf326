// sync_pull through the real stack: version order, pages with has_more, the limit cap, JSON
// shapes of pulled rows, the tombstone purge and the resync it forces.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatHlc } from '../../src/domain/hlc';
import { MAX_PULL_LIMIT, MAX_PUSH_BATCH, type PushMutation } from '../../sync/protocol';
import type { LocalBackend } from '../../sync/server/index';
import { clientFor, signedInClient, startTestBackend } from './helpers';
import { Device, fixtureMutations, salonFixture } from './sync-helpers';
import { salonIdForOwner } from '../../src/domain/ids';
import { SYNCED_TABLES } from '../../src/domain/types';

let backend: LocalBackend;

beforeAll(async () => {
  const started = await startTestBackend();
  backend = started.backend;
  console.log(`[sync-pull.test] in-memory backend started in ${started.startupMs} ms`);
});
afterAll(() => backend?.close());

async function ownerWithSalon() {
  const owner = await signedInClient(backend);
  const salonId = salonIdForOwner(owner.user.id);
  const device = new Device(owner.client, salonId);
  const f = salonFixture(salonId, owner.user.id);
  await device.push(fixtureMutations(device, f));
  return { owner, salonId, device, f };
}

async function pushCustomers(device: Device, n: number, stamp?: () => string) {
  for (let done = 0; done < n; done += MAX_PUSH_BATCH) {
    const batch: PushMutation[] = [];
    for (let i = done; i < Math.min(n, done + MAX_PUSH_BATCH); i++) {
      batch.push(device.put('customers', { id: crypto.randomUUID(), salon_id: device.salonId, name: `C${i}`, phone: `555-${i}`, email: null }, stamp?.()));
    }
    const res = await device.push(batch);
    expect(res.results.every((r) => r.status === 'applied')).toBe(true);
  }
}

describe('pages', () => {
  it('returns changes in version order, in pages with has_more, the cursor being the last version', async () => {
    const { device, f } = await ownerWithSalon();
    await pushCustomers(device, 120);
    await device.push([device.mutation('services', f.service.id, 'patch', { price: 50 })]); // moves to the end

    const versions: number[] = [];
    const tables: string[] = [];
    let cursor = 0;
    let pages = 0;
    for (;;) {
      const page = await device.pull(cursor, 50);
      pages += 1;
      expect(page.resync).toBe(false);
      expect(page.changes.length).toBeLessThanOrEqual(50);
      for (const c of page.changes) {
        versions.push(c.row.version);
        tables.push(c.table);
      }
      if (page.changes.length) expect(page.cursor).toBe(page.changes.at(-1)?.row.version);
      cursor = page.cursor;
      if (!page.has_more) break;
      expect(page.changes).toHaveLength(50);
    }
    // The fixture rows (the service among them, changed once more) and 120 customers.
    const total = SYNCED_TABLES.length + 120;
    expect(pages).toBe(Math.ceil(total / 50));
    expect(versions).toHaveLength(total);
    expect([...versions].sort((a, b) => a - b)).toEqual(versions);
    expect(new Set(versions).size).toBe(versions.length);
    expect(tables.at(-1)).toBe('services');
    expect(tables[0]).toBe('salons');

    const empty = await device.pull(cursor, 50);
    expect(empty).toEqual({ changes: [], cursor, has_more: false, resync: false });
  });

  it('pages that cut across tables carry each row whole, as stored, once (rows are built for the page only)', async () => {
    const { device, f } = await ownerWithSalon();
    // Interleave tables so every page mixes them: a customer, then a service patch, then staff.
    await pushCustomers(device, 4);
    await device.push([device.mutation('services', f.service.id, 'patch', { price: 41 }), device.mutation('staff', f.staff.id, 'patch', { phone: '555-7' })]);
    const admin = clientFor(backend, backend.serviceRoleKey);

    const seen = new Map<string, Record<string, unknown>>();
    let cursor = 0;
    for (;;) {
      const page = await device.pull(cursor, 3);
      expect(page.changes.length).toBeLessThanOrEqual(3);
      for (const c of page.changes) {
        expect(seen.has(`${c.table}:${c.row.id}`)).toBe(false);
        seen.set(`${c.table}:${c.row.id}`, c.row);
      }
      cursor = page.cursor;
      if (!page.has_more) break;
    }
    expect(seen.size).toBe(SYNCED_TABLES.length + 4);
    for (const [key, row] of seen) {
      const [table, id] = key.split(':');
      const { data, error } = await admin.from(table).select('*').eq('id', id).single();
      expect(error).toBeNull();
      // Every stored column but the stamps, which only the server's merge reads.
      const { field_stamps: stamps, ...stored } = data as Record<string, unknown>;
      expect(stamps).toBeTruthy();
      expect(row).toEqual(stored);
    }
    expect(seen.get(`services:${f.service.id}`)).toMatchObject({ price: 41 });
    expect(seen.get(`staff:${f.staff.id}`)).toMatchObject({ phone: '555-7' });
  });

  it('caps the limit at MAX_PULL_LIMIT and measures a full page', async () => {
    const { device } = await ownerWithSalon();
    // A full page of customers in one insert, as stored rows: thousands of pushes would take most
    // of the test's time on a loaded machine.
    const hlc = formatHlc({ wall: Date.now(), counter: 0, node: device.node });
    const customers = Array.from({ length: MAX_PULL_LIMIT + 10 }, (_, i) => {
      const fields = { salon_id: device.salonId, name: `C${i}`, phone: `555-${i}`, email: null };
      return {
        id: crypto.randomUUID(),
        ...fields,
        updated_at: hlc,
        deleted: false,
        field_stamps: Object.fromEntries(Object.keys(fields).map((k) => [k, hlc])),
      };
    });
    await clientFor(backend, backend.serviceRoleKey).from('customers').insert(customers).throwOnError();
    const t0 = performance.now();
    const page = await device.pull(0, 50_000);
    const ms = performance.now() - t0;
    expect(page.changes).toHaveLength(MAX_PULL_LIMIT);
    expect(page.has_more).toBe(true);
    console.log(`[sync-pull.test] pulled ${MAX_PULL_LIMIT} rows in ${Math.round(ms)} ms (${Math.round((MAX_PULL_LIMIT / ms) * 1000)} rows/s)`);
    const rest = await device.pull(page.cursor, 50_000);
    expect(rest.changes).toHaveLength(SYNCED_TABLES.length + 10); // the fixture rows and the last customers
    expect(rest.has_more).toBe(false);
  });

  it('pulled rows carry every column in the shapes the client reads', async () => {
    const { device, f } = await ownerWithSalon();
    const { rows } = await device.pullAll();
    const hours = rows.get(`business_hours:${f.hours.id}`);
    expect(hours).toEqual({
      id: f.hours.id,
      salon_id: f.salon.id,
      day_of_week: 1,
      open_time: '09:00:00',
      close_time: '18:00:00',
      is_closed: false,
      updated_at: expect.stringMatching(/^\d{15}\.\d{6}\.[0-9a-f]{12}$/),
      deleted: false,
      version: expect.any(Number),
    });
    const appointment = rows.get(`appointments:${f.appointment.id}`);
    expect(appointment).toMatchObject({ appointment_date: '2026-06-01', start_time: '10:00:00', end_time: '10:45:00', status: 'confirmed', notes: null });
    expect(rows.get(`salons:${f.salon.id}`)).toMatchObject({ owner_id: f.salon.owner_id, time_zone: 'Europe/Paris', website: null });
  });
});

describe('a salon not pushed yet', () => {
  it('pulls as empty (a second device signed in before the first one synced)', async () => {
    const owner = await signedInClient(backend);
    const device = new Device(owner.client, crypto.randomUUID());
    expect(await device.pull(0, 100)).toEqual({ changes: [], cursor: 0, has_more: false, resync: false });
  });
});

describe('tombstone purge', () => {
  it('purges tombstones older than 90 days; an older cursor must resync, a fresh pull does not see them', async () => {
    const { device, f } = await ownerWithSalon();
    const day = 24 * 60 * 60 * 1000;
    let counter = 0;
    const past = (daysAgo: number) => formatHlc({ wall: Date.now() - daysAgo * day, counter: ++counter, node: device.node });
    const oldId = crypto.randomUUID();
    const recentId = crypto.randomUUID();
    const before = await device.pullAll();
    await device.push([
      device.put('customers', { id: oldId, salon_id: f.salon.id, name: 'Gone', phone: '555-0101', email: null }, past(120)),
      device.mutation('customers', oldId, 'delete', { deleted: true }, past(100)),
      device.put('customers', { id: recentId, salon_id: f.salon.id, name: 'Recent', phone: '555-0102', email: null }, past(20)),
      device.mutation('customers', recentId, 'delete', { deleted: true }, past(10)),
    ]);
    // A deleted staff member whose appointment is kept stays, or the appointment would dangle.
    const oldStaff = { ...f.staff, id: crypto.randomUUID(), name: 'Left long ago' };
    const kept = { ...f.appointment, id: crypto.randomUUID(), staff_id: oldStaff.id, appointment_date: '2026-06-01' };
    const res = await device.push([
      device.put('staff', oldStaff, past(120)),
      device.put('appointments', kept, past(119)),
      device.mutation('staff', oldStaff.id, 'delete', { deleted: true }, past(100)),
    ]);
    expect(res.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    const mid = await device.pullAll();

    const owner = await device.client.rpc('purge_tombstones', {});
    expect(owner.error).not.toBeNull(); // service_role only

    const service = clientFor(backend, backend.serviceRoleKey);
    const purged = await service.rpc('purge_tombstones', {});
    expect(purged.error).toBeNull();
    expect(purged.data.purged.customers).toBeGreaterThanOrEqual(1);

    const stale = await device.pull(before.cursor, 100);
    expect(stale).toEqual({ changes: [], cursor: before.cursor, has_more: false, resync: true });
    const current = await device.pull(mid.cursor, 100);
    expect(current.resync).toBe(false);
    const fresh = await device.pullAll(0);
    expect(fresh.rows.has(`customers:${oldId}`)).toBe(false);
    expect(fresh.rows.get(`customers:${recentId}`)?.deleted).toBe(true);
    expect(fresh.rows.get(`staff:${oldStaff.id}`)?.deleted).toBe(true);
    expect(fresh.rows.get(`appointments:${kept.id}`)?.deleted).toBe(false);
  });
});
