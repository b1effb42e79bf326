// Isolation through the real PostgREST: a second owner's token neither reads nor writes the first
// owner's rows in any table, directly or through sync_push/sync_pull; the anon key reaches
// nothing but inserting contact requests.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNCED_TABLES, type SyncedTableName } from '../../src/domain/types';
import { REGISTRY } from '../../src/domain/tables';
import type { LocalBackend } from '../../sync/server/index';
import { clientFor, signedInClient, startTestBackend } from './helpers';
import { Device, FIXTURE_ROW, fixtureMutations, salonFixture, type SalonFixture } from './sync-helpers';
import { salonIdForOwner, staffServiceId } from '../../src/domain/ids';

let backend: LocalBackend;
let alice: { client: SupabaseClient; device: Device; f: SalonFixture; salonId: string };
let mallory: { client: SupabaseClient; device: Device; f: SalonFixture; salonId: string; userId: string };
let anon: SupabaseClient;

async function ownerWithSalon() {
  const owner = await signedInClient(backend);
  const salonId = salonIdForOwner(owner.user.id);
  const device = new Device(owner.client, salonId);
  const f = salonFixture(salonId, owner.user.id);
  const res = await device.push(fixtureMutations(device, f));
  expect(res.results.every((r) => r.status === 'applied')).toBe(true);
  return { client: owner.client, device, f, salonId, userId: owner.user.id };
}

beforeAll(async () => {
  const started = await startTestBackend();
  backend = started.backend;
  console.log(`[isolation.test] in-memory backend started in ${started.startupMs} ms`);
  alice = await ownerWithSalon();
  mallory = await ownerWithSalon();
  anon = clientFor(backend);
  // A double booking in alice's salon, so sync_conflicts has a row to protect too.
  const clash = { ...alice.f.appointment, id: crypto.randomUUID() };
  const res = await alice.device.push([alice.device.put('appointments', clash)]);
  expect(res.results[0].status).toBe('conflict');
});
afterAll(() => backend?.close());

/** Every registered table but the salon row (tested on its own). */
const TABLES = SYNCED_TABLES.filter((t) => t !== 'salons');

function aliceRow(table: SyncedTableName) {
  return alice.f[FIXTURE_ROW[table]] as Record<string, unknown> & { id: string };
}

describe.each(TABLES)('%s', (table) => {
  it('the owner reads its row; another owner and anon read nothing', async () => {
    const row = aliceRow(table);
    expect((await alice.client.from(table).select('id').eq('id', row.id)).data).toEqual([{ id: row.id }]);
    const theirs = await mallory.client.from(table).select('*');
    expect(theirs.error).toBeNull();
    expect(theirs.data?.every((r) => r.salon_id === mallory.salonId)).toBe(true);
    expect((await mallory.client.from(table).select('*').eq('id', row.id)).data).toEqual([]);
    const a = await anon.from(table).select('*');
    expect(a.data ?? []).toEqual([]);
    expect(a.error?.code).toBe('42501');
  });

  it('another owner can neither insert into, update, nor delete from the salon', async () => {
    const row = aliceRow(table);
    const forged = { ...row, id: crypto.randomUUID(), updated_at: '000000000000001.000000.000000000000' };
    if ('date' in forged) forged.date = '2027-01-01';
    if ('day_of_week' in forged) forged.day_of_week = 2;
    const ins = await mallory.client.from(table).insert(forged);
    expect(ins.error?.code).toBe('42501');
    const upd = await mallory.client.from(table).update({ deleted: true }).eq('id', row.id).select();
    expect(upd.data ?? []).toEqual([]);
    // Moving one of their own rows into alice's salon is refused by the WITH CHECK.
    const mine = mallory.f[FIXTURE_ROW[table]] as { id: string };
    const move = await mallory.client.from(table).update({ salon_id: alice.salonId }).eq('id', mine.id).select();
    expect(move.error?.code).toBe('42501');
    const del = await mallory.client.from(table).delete().eq('id', row.id).select();
    expect(del.error?.code).toBe('42501'); // no DELETE for anyone: rows become tombstones
    const after = await alice.client.from(table).select('deleted, salon_id').eq('id', row.id).single();
    expect(after.data).toEqual({ deleted: false, salon_id: alice.salonId });
  });

  it('anon can neither insert, update nor delete', async () => {
    const row = aliceRow(table);
    expect((await anon.from(table).insert({ ...row, id: crypto.randomUUID() })).error?.code).toBe('42501');
    expect((await anon.from(table).update({ deleted: true }).eq('id', row.id)).error?.code).toBe('42501');
    expect((await anon.from(table).delete().eq('id', row.id)).error?.code).toBe('42501');
  });

  it('another owner pushing to its own salon cannot touch the row by id', async () => {
    const row = aliceRow(table);
    const d = mallory.device;
    const res = await d.push([
      d.mutation(table, row.id, 'patch', { deleted: true }),
      d.put(table, { ...row, salon_id: mallory.salonId }),
      d.mutation(table, row.id, 'delete', { deleted: true }),
    ]);
    expect(res.results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    // Ids derived from the salon: the copy under Mallory's salon has the wrong id.
    const fromSalon = REGISTRY[table].naturalKey?.columns.includes('salon_id');
    const put = fromSalon ? `row id does not match its natural key (${table})` : 'row id already in use';
    expect(res.results.map((r) => (r as { reason: string }).reason)).toEqual(['row not found', put, 'row not found']);
  });
});

describe('salons', () => {
  it('another owner and anon see no salon but their own', async () => {
    expect((await mallory.client.from('salons').select('id')).data).toEqual([{ id: mallory.salonId }]);
    expect((await anon.from('salons').select('id')).data ?? []).toEqual([]);
    const upd = await mallory.client.from('salons').update({ name: 'Hijacked' }).eq('id', alice.salonId).select();
    expect(upd.data).toEqual([]);
  });

  it('no one takes over a salon id through a first push', async () => {
    const d = new Device(mallory.client, alice.salonId);
    const res = await d.pushRaw([d.put('salons', { ...alice.f.salon, owner_id: mallory.userId })]);
    expect(res.error?.code).toBe('42501');
    expect(res.error?.message).toBe('salon not found or not yours');
  });
});

describe('server tables', () => {
  it.each(['sync_conflicts', 'sync_clients', 'sync_salon_state'])('%s: another owner and anon read nothing', async (table) => {
    const own = await alice.client.from(table).select('salon_id');
    expect(own.data?.length).toBeGreaterThan(0);
    const theirs = await mallory.client.from(table).select('salon_id');
    expect(theirs.data?.every((r) => r.salon_id === mallory.salonId)).toBe(true);
    expect((await anon.from(table).select('*')).error?.code).toBe('42501');
  });

  it('owners cannot write conflicts or move their version counter', async () => {
    const conflict = await alice.client.from('sync_conflicts').insert({
      salon_id: alice.salonId,
      appointment_id: alice.f.appointment.id,
      reason: 'x',
      updated_at: 'x',
    });
    expect(conflict.error?.code).toBe('42501');
    const counter = await alice.client.from('sync_salon_state').update({ version: 0, purged_version: 0 }).eq('salon_id', alice.salonId);
    expect(counter.error?.code).toBe('42501');
  });

  it('another owner cannot forge an idempotence record for alice\u2019s salon', async () => {
    const res = await mallory.client.from('sync_clients').insert({ client_id: crypto.randomUUID(), salon_id: alice.salonId, last_seq: 1e9 });
    expect(res.error?.code).toBe('42501');
  });
});

describe('RPCs', () => {
  it('sync_push and sync_pull refuse another owner\u2019s salon', async () => {
    const d = new Device(mallory.client, alice.salonId);
    const push = await d.pushRaw([d.mutation('services', alice.f.service.id, 'patch', { price: 0 })]);
    expect(push.error).toMatchObject({ code: '42501', message: 'salon not found or not yours' });
    const pull = await mallory.client.rpc('sync_pull', { p_salon_id: alice.salonId, p_cursor: 0, p_limit: 1000 });
    expect(pull.error).toMatchObject({ code: '42501', message: 'salon not found or not yours' });
    expect(pull.data).toBeNull();
  });

  it('rows of the second owner\u2019s salon cannot point at the first owner\u2019s rows', async () => {
    const d = mallory.device;
    const res = await d.push([
      d.put('appointments', { ...mallory.f.appointment, id: crypto.randomUUID(), staff_id: alice.f.staff.id, start_time: '18:00', end_time: '19:00' }),
      d.put('staff_services', {
        id: staffServiceId(mallory.f.staff.id, alice.f.service.id),
        salon_id: mallory.salonId,
        staff_id: mallory.f.staff.id,
        service_id: alice.f.service.id,
      }),
    ]);
    expect(res.results.map((r) => (r as { reason?: string }).reason)).toEqual([
      'staff_id refers to a staff row that does not exist in this salon',
      'service_id refers to a services row that does not exist in this salon',
    ]);
  });

  it('a pull returns only the caller\u2019s salon, tables and conflicts included', async () => {
    const { rows } = await mallory.device.pullAll();
    for (const row of rows.values()) expect(row.salon_id ?? row.id).toBe(mallory.salonId);
    const aliceRows = await alice.device.pullAll();
    expect([...aliceRows.rows.keys()].some((k) => k.startsWith('sync_conflicts:'))).toBe(true);
  });

  it('anon can call none of the sync functions; internal helpers are not endpoints', async () => {
    for (const [fn, args] of [
      ['sync_push', { p_client_id: crypto.randomUUID(), p_salon_id: alice.salonId, p_mutations: [] }],
      ['sync_pull', { p_salon_id: alice.salonId, p_cursor: 0, p_limit: 10 }],
      ['purge_tombstones', {}],
      ['current_salon_id', {}],
    ] as const) {
      const res = await anon.rpc(fn, args);
      expect(res.error, fn).not.toBeNull();
      expect(res.data, fn).toBeNull();
    }
    const helper = await mallory.client.rpc('push_one', {});
    expect(helper.status).toBe(404);
    const purge = await mallory.client.rpc('purge_tombstones', {});
    expect(purge.error).not.toBeNull();
  });

  it('anon may still insert a contact request, and only that', async () => {
    const res = await anon.from('contact_requests').insert({
      id: crypto.randomUUID(),
      name: 'Visitor',
      email: 'v@example.com',
      salon_name: 'Nails',
      phone: '555-0199',
      message: '',
    });
    expect(res.error).toBeNull();
    expect((await anon.from('contact_requests').select('*')).data ?? []).toEqual([]);
  });
});
