// sync_push through the real stack (supabase-js → gateway → PostgREST 12 → PGlite): round trips,
// idempotence, per-field last-writer-wins, clock checks, malformed batches, double booking.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNCED_TABLES } from '../../src/domain/types';
import { MAX_PUSH_BATCH, type PushMutation } from '../../sync/protocol';
import type { LocalBackend } from '../../sync/server/index';
import { signedInClient, startTestBackend } from './helpers';
import { Device, FIXTURE_ROW, fixtureMutations, salonFixture, type SalonFixture } from './sync-helpers';

let backend: LocalBackend;

beforeAll(async () => {
  const started = await startTestBackend();
  backend = started.backend;
  console.log(`[sync-push.test] in-memory backend started in ${started.startupMs} ms`);
});
afterAll(() => backend?.close());

/** A signed-in owner with a salon created by a first push of every table's fixture row. */
async function ownerWithSalon() {
  const owner = await signedInClient(backend);
  const salonId = crypto.randomUUID();
  const device = new Device(owner.client, salonId);
  const f = salonFixture(salonId, owner.user.id);
  const res = await device.push(fixtureMutations(device, f));
  expect(res.results.map((r) => r.status)).toEqual(Array(9).fill('applied'));
  return { owner, salonId, device, f };
}

async function serverRow(device: Device, table: string, id: string) {
  const { rows } = await device.pullAll();
  return rows.get(`${table}:${id}`);
}

describe('push and pull every table', () => {
  it('a first push creates the salon and one row of every table; a second device pulls them as stored', async () => {
    const { owner, salonId, device, f } = await ownerWithSalon();
    const other = new Device(owner.client, salonId);
    const { rows } = await other.pullAll();
    const expected: Array<[string, Record<string, unknown>]> = SYNCED_TABLES.map((t) => [t, f[FIXTURE_ROW[t]]]);
    expect(rows.size).toBe(9);
    for (const [table, row] of expected) {
      const pulled = rows.get(`${table}:${row.id}`);
      expect(pulled, table).toBeDefined();
      expect(pulled?.deleted).toBe(false);
      expect(typeof pulled?.version).toBe('number');
      expect(pulled?.updated_at).toMatch(/^\d{15}\.\d{6}\.[0-9a-f]{12}$/);
      expect(Object.keys(pulled?.field_stamps as object).length).toBeGreaterThan(0);
      for (const [k, v] of Object.entries(row)) {
        if (['open_time', 'close_time', 'start_time', 'end_time'].includes(k) && typeof v === 'string') {
          expect(pulled?.[k], `${table}.${k}`).toBe(`${v}:00`); // time → "HH:MM:SS"
        } else {
          expect(pulled?.[k], `${table}.${k}`).toEqual(v);
        }
      }
    }
    expect(rows.get(`services:${f.service.id}`)?.price).toBe(35.5); // numeric → JSON number
    expect(rows.get(`staff_schedules:${f.schedule.id}`)?.date).toBe('2026-12-01');
    expect(device.seq).toBe(9);
  });

  it('patch and delete update the row, bump its version, and keep it as a tombstone', async () => {
    const { device, f } = await ownerWithSalon();
    const before = await serverRow(device, 'customers', f.customer.id);
    const res = await device.push([
      device.mutation('customers', f.customer.id, 'patch', { email: 'jo@example.com' }),
      device.mutation('salon_faqs', f.faq.id, 'delete', { deleted: true }),
    ]);
    expect(res.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    const customer = await serverRow(device, 'customers', f.customer.id);
    expect(customer?.email).toBe('jo@example.com');
    expect(customer?.version as number).toBeGreaterThan(before?.version as number);
    expect((await serverRow(device, 'salon_faqs', f.faq.id))?.deleted).toBe(true);
  });

  it('a batch may carry children before their parents', async () => {
    const { device, salonId } = await ownerWithSalon();
    const staffId = crypto.randomUUID();
    const res = await device.push([
      device.put('staff_schedules', { id: crypto.randomUUID(), salon_id: salonId, staff_id: staffId, date: '2026-12-02', start_time: null, end_time: null, is_day_off: true }),
      device.put('staff', { id: staffId, salon_id: salonId, name: 'Bea', phone: '555', position: 'Apprentice', is_active: true }),
    ]);
    expect(res.results.map((r) => r.status)).toEqual(['applied', 'applied']);
  });
});

describe('idempotence', () => {
  it('replaying a batch writes nothing twice and answers superseded with the current versions', async () => {
    const { device, f } = await ownerWithSalon();
    const batch = [
      device.put('customers', { ...f.customer, id: crypto.randomUUID(), name: 'New' }),
      device.mutation('services', f.service.id, 'patch', { price: 40 }),
    ];
    const first = await device.push(batch);
    expect(first.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    const before = await device.pullAll();
    const replay = await device.push(batch);
    expect(replay.last_seq).toBe(first.last_seq);
    expect(replay.results).toEqual(first.results.map((r) => ({ ...r, status: 'superseded' })));
    const after = await device.pullAll();
    expect(after.cursor).toBe(before.cursor); // no version moved: nothing was written
    expect(after.rows.size).toBe(before.rows.size);
  });
});

describe('per-field last-writer-wins', () => {
  it('two devices editing different fields of one service both keep their edit', async () => {
    const { owner, salonId, device: tablet, f } = await ownerWithSalon();
    const laptop = new Device(owner.client, salonId);
    const priceEdit = tablet.mutation('services', f.service.id, 'patch', { price: 42 });
    const descEdit = laptop.mutation('services', f.service.id, 'patch', { description: 'With cuticle care' });
    expect((await laptop.push([descEdit])).results[0].status).toBe('applied');
    expect((await tablet.push([priceEdit])).results[0].status).toBe('applied');
    const row = await serverRow(tablet, 'services', f.service.id);
    expect(row).toMatchObject({ price: 42, description: 'With cuticle care', name: 'Gel Manicure' });
    expect((row?.field_stamps as Record<string, string>).price).toBe(priceEdit.hlc);
    expect((row?.field_stamps as Record<string, string>).description).toBe(descEdit.hlc);
    expect(row?.updated_at).toBe([priceEdit.hlc, descEdit.hlc].sort().at(-1));
  });

  it.each([
    ['newer arrives last', false],
    ['newer arrives first', true],
  ])('the same field: the newer stamp wins (%s)', async (_label, newerFirst) => {
    const { owner, salonId, device: a, f } = await ownerWithSalon();
    const b = new Device(owner.client, salonId);
    // Both newer than the fixture's put; stamps a little ahead stay within the allowed skew.
    const older = a.mutation('services', f.service.id, 'patch', { name: 'Older' }, a.stamp(1000));
    const newer = b.mutation('services', f.service.id, 'patch', { name: 'Newer' }, b.stamp(2000));
    const [first, second] = newerFirst ? [[b, newer], [a, older]] as const : [[a, older], [b, newer]] as const;
    expect((await first[0].push([first[1]])).results[0].status).toBe('applied');
    const late = (await second[0].push([second[1]])).results[0];
    expect(late.status).toBe(newerFirst ? 'superseded' : 'applied');
    expect((await serverRow(a, 'services', f.service.id))?.name).toBe('Newer');
  });

  it('a put of an existing row only overwrites the fields it wins', async () => {
    const { owner, salonId, device: a, f } = await ownerWithSalon();
    const b = new Device(owner.client, salonId);
    await a.push([a.mutation('staff', f.staff.id, 'patch', { phone: '555-9999' }, a.stamp(2000))]);
    const stalePut = b.put('staff', { ...f.staff, name: 'Ana María', phone: null }, b.stamp(-60_000));
    expect((await b.push([stalePut])).results[0].status).toBe('superseded');
    const freshPut = b.put('staff', { ...f.staff, name: 'Ana María', phone: null }, b.stamp());
    expect((await b.push([freshPut])).results[0].status).toBe('applied');
    // name was last written by the fixture put, phone by a's newer patch
    expect(await serverRow(a, 'staff', f.staff.id)).toMatchObject({ name: 'Ana María', phone: '555-9999' });
  });

  it('a delete is a field like any other: a newer edit does not resurrect, an older delete loses to nothing', async () => {
    const { device, f } = await ownerWithSalon();
    const res = await device.push([
      device.mutation('customers', f.customer.id, 'delete', { deleted: true }),
      device.mutation('customers', f.customer.id, 'patch', { name: 'Late edit' }),
    ]);
    expect(res.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    expect(await serverRow(device, 'customers', f.customer.id)).toMatchObject({ deleted: true, name: 'Late edit' });
  });
});

describe('clock checks', () => {
  it('rejects stamps more than 5 minutes ahead of the server, accepts 4 minutes ahead', async () => {
    const { device, f } = await ownerWithSalon();
    const res = await device.push([
      device.mutation('services', f.service.id, 'patch', { name: 'From the future' }, device.stamp(6 * 60_000)),
      device.mutation('services', f.service.id, 'patch', { description: 'Slightly ahead' }, device.stamp(4 * 60_000)),
    ]);
    expect(res.results[0]).toMatchObject({ status: 'rejected', reason: expect.stringMatching(/^clock ahead/) });
    expect(res.results[1].status).toBe('applied');
    expect(res.last_seq).toBe(device.seq); // a rejection still advances last_seq
    expect((await serverRow(device, 'services', f.service.id))?.name).toBe('Gel Manicure');
  });
});

describe('malformed batches', () => {
  async function expectRejected(setup: (d: Device, f: SalonFixture) => PushMutation, reason: RegExp) {
    const { device, f } = await ownerWithSalon();
    const before = await device.pullAll();
    const m = setup(device, f);
    const res = await device.push([m]);
    expect(res.results[0]).toMatchObject({ seq: m.seq, mutation_id: m.mutation_id, status: 'rejected' });
    expect((res.results[0] as { reason: string }).reason).toMatch(reason);
    expect(res.last_seq).toBe(m.seq);
    const after = await device.pullAll();
    expect(after.cursor).toBe(before.cursor); // nothing written at all
  }

  it.each<[string, (d: Device, f: SalonFixture) => PushMutation, RegExp]>([
    ['a string for a number', (d, f) => d.mutation('services', f.service.id, 'patch', { price: 'cheap' }), /^invalid value for price$/],
    ['a number for text', (d, f) => d.mutation('services', f.service.id, 'patch', { name: 12 }), /^invalid value for name$/],
    ['a bad time', (d, f) => d.mutation('business_hours', f.hours.id, 'patch', { open_time: '25:99' }), /^invalid value for open_time$/],
    ['a bad date', (d, f) => d.mutation('staff_schedules', f.schedule.id, 'patch', { date: '2026-13-45' }), /^invalid value for date$/],
    ['a fraction for minutes', (d, f) => d.mutation('services', f.service.id, 'patch', { duration: 12.5 }), /^invalid value for duration$/],
    ['an overflowing price', (d, f) => d.mutation('services', f.service.id, 'patch', { price: 1e12 }), /^invalid value for price$/],
    ['an unknown status', (d, f) => d.mutation('appointments', f.appointment.id, 'patch', { status: 'maybe' }), /^invalid value \(appointments_status_check\)$/],
    ['an unknown field', (d, f) => d.mutation('services', f.service.id, 'patch', { colour: 'red' }), /^unknown field: services.colour$/],
    ['a server column', (d, f) => d.mutation('services', f.service.id, 'patch', { version: 1 }), /set by the server/],
    ['field_stamps', (d, f) => d.mutation('services', f.service.id, 'patch', { field_stamps: {} }), /set by the server/],
    ['an unknown table', (d) => ({ ...d.mutation('services', crypto.randomUUID(), 'put', {}), table: 'auth_users' as never }), /^unknown table: auth_users$/],
    ['sync_conflicts pushed', (d) => ({ ...d.mutation('services', crypto.randomUUID(), 'put', {}), table: 'sync_conflicts' as never }), /^unknown table/],
    ['an unknown op', (d, f) => ({ ...d.mutation('services', f.service.id, 'patch', {}), op: 'upsert' as never }), /^unknown op: upsert$/],
    ['a bad row id', (d) => d.mutation('services', 'not-a-uuid', 'patch', { name: 'x' }), /^row_id must be a uuid$/],
    ['a bad hlc', (d, f) => d.mutation('services', f.service.id, 'patch', { name: 'x' }, '2026-01-01T00:00:00Z'), /^invalid hlc/],
    ['fields not an object', (d, f) => d.mutation('services', f.service.id, 'patch', ['name'] as never), /^fields must be an object$/],
    ['a salon_id switch', (d, f) => d.mutation('services', f.service.id, 'patch', { salon_id: crypto.randomUUID() }), /^salon_id cannot be another salon$/],
    ['an id that is not the row', (d, f) => d.mutation('services', f.service.id, 'patch', { id: crypto.randomUUID() }), /^id does not match row_id$/],
    ['a patch of a missing row', (d) => d.mutation('services', crypto.randomUUID(), 'patch', { name: 'x' }), /^row not found$/],
    ['a put missing a required field', (d, f) => d.put('services', { id: crypto.randomUUID(), salon_id: f.salon.id, name: 'No price' }), /^missing value for price$/],
    ['a salon row of another id', (d, f) => d.put('salons', { ...f.salon, id: crypto.randomUUID() }), /another salon/],
    ['an owner_id switch', (d, f) => d.mutation('salons', f.salon.id, 'patch', { owner_id: crypto.randomUUID() }), /^owner_id must be the signed-in owner$/],
    ['a second schedule for one staff and day', (d, f) => d.put('staff_schedules', { ...f.schedule, id: crypto.randomUUID() }), /^duplicate row/],
    ['an appointment ending before it starts', (d, f) => d.mutation('appointments', f.appointment.id, 'patch', { end_time: '09:00' }), /appointments_time_order/],
  ])('%s is rejected with a reason and writes nothing', async (_label, setup, reason) => {
    await expectRejected(setup, reason);
  });

  it('a row pointing at a parent that is not in the batch nor the salon is rejected; the rest of the batch applies', async () => {
    const { device, salonId, f } = await ownerWithSalon();
    const orphan = device.put('staff_services', { id: crypto.randomUUID(), salon_id: salonId, staff_id: crypto.randomUUID(), service_id: f.service.id });
    const fine = device.mutation('services', f.service.id, 'patch', { name: 'Still applied' });
    const res = await device.push([orphan, fine]);
    expect(res.results[0]).toMatchObject({ status: 'rejected', reason: 'staff_id refers to a staff row that does not exist in this salon' });
    expect(res.results[1].status).toBe('applied');
    expect(res.last_seq).toBe(fine.seq);
    const { rows } = await device.pullAll();
    expect(rows.has(`staff_services:${orphan.row_id}`)).toBe(false);
    expect(rows.get(`services:${f.service.id}`)?.name).toBe('Still applied');
  });

  it('missing keys in one mutation reject only it', async () => {
    const { device, f } = await ownerWithSalon();
    const good = device.mutation('services', f.service.id, 'patch', { name: 'Good' });
    const res = await device.pushRaw([{ seq: device.seq + 1, table: 'services', row_id: f.service.id }, { ...good, seq: device.seq + 2 }]);
    expect(res.error).toBeNull();
    expect(res.data.results[0]).toMatchObject({ status: 'rejected', reason: 'missing mutation_id' });
    expect(res.data.results[1].status).toBe('applied');
  });

  it.each<[string, unknown, RegExp]>([
    ['not an array', { seq: 1 }, /must be a JSON array/],
    ['a mutation without seq', [{ table: 'services' }], /no integer seq/],
    ['oversized', Array.from({ length: MAX_PUSH_BATCH + 1 }, (_, i) => ({ seq: i + 1 })), /too many mutations in one push: 201 \(at most 200\)/],
  ])('an envelope that is %s fails the whole call with a clean 400', async (_label, payload, message) => {
    const { device } = await ownerWithSalon();
    const res = await device.pushRaw(payload);
    expect(res.status).toBe(400);
    expect(res.error?.message).toMatch(message);
    expect(JSON.stringify(res.error)).not.toMatch(/CONTEXT|PL\/pgSQL|line \d/);
  });
});

describe('double booking', () => {
  it('two devices book one staff member at the same time offline: one applies, one becomes a conflict both devices pull', async () => {
    const { owner, salonId, device: tablet, f } = await ownerWithSalon();
    const laptop = new Device(owner.client, salonId);
    const slot = { ...f.appointment, appointment_date: '2026-12-03', start_time: '14:00', end_time: '15:00', status: 'confirmed' };
    const a = tablet.put('appointments', { ...slot, id: crypto.randomUUID(), notes: 'tablet' });
    const b = laptop.put('appointments', { ...slot, id: crypto.randomUUID(), start_time: '14:30', end_time: '15:30', notes: 'laptop' });
    const first = (await tablet.push([a])).results[0];
    const second = (await laptop.push([b])).results[0];
    expect(first.status).toBe('applied');
    expect(second).toMatchObject({ status: 'conflict', version: expect.any(Number), conflict_id: expect.any(String) });

    for (const device of [tablet, laptop]) {
      const { rows } = await device.pullAll();
      expect(rows.get(`appointments:${a.row_id}`)?.status).toBe('confirmed');
      expect(rows.get(`appointments:${b.row_id}`)).toMatchObject({ status: 'conflict', notes: 'laptop' });
      const conflict = rows.get(`sync_conflicts:${(second as { conflict_id: string }).conflict_id}`);
      expect(conflict).toMatchObject({
        appointment_id: b.row_id,
        other_appointment_id: a.row_id,
        resolved: false,
        deleted: false,
        reason: 'Double booking: Ana already has an appointment at 14:00 on 2026-12-03',
      });
    }

    // Moving the conflicting booking to a free time settles the conflict for everyone.
    const move = laptop.mutation('appointments', b.row_id, 'patch', { start_time: '16:00', end_time: '17:00', status: 'confirmed' });
    expect((await laptop.push([move])).results[0].status).toBe('applied');
    const { rows } = await tablet.pullAll();
    expect(rows.get(`appointments:${b.row_id}`)).toMatchObject({ status: 'confirmed', start_time: '16:00:00' });
    expect(rows.get(`sync_conflicts:${(second as { conflict_id: string }).conflict_id}`)?.resolved).toBe(true);
  });

  it('back-to-back and canceled appointments do not conflict', async () => {
    const { device, f } = await ownerWithSalon();
    const base = { ...f.appointment, appointment_date: '2026-12-04' };
    const res = await device.push([
      device.put('appointments', { ...base, id: crypto.randomUUID(), start_time: '09:00', end_time: '10:00' }),
      device.put('appointments', { ...base, id: crypto.randomUUID(), start_time: '10:00', end_time: '11:00' }),
      device.put('appointments', { ...base, id: crypto.randomUUID(), start_time: '09:30', end_time: '10:30', status: 'canceled' }),
    ]);
    expect(res.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
  });
});

describe('throughput', () => {
  it(`one ${MAX_PUSH_BATCH}-mutation batch`, async () => {
    const { device, salonId } = await ownerWithSalon();
    const batch = Array.from({ length: MAX_PUSH_BATCH }, (_, i) =>
      device.put('customers', { id: crypto.randomUUID(), salon_id: salonId, name: `Customer ${i}`, phone: `555-${i}`, email: null }),
    );
    const t0 = performance.now();
    const res = await device.push(batch);
    const ms = performance.now() - t0;
    expect(res.results.every((r) => r.status === 'applied')).toBe(true);
    console.log(`[sync-push.test] ${MAX_PUSH_BATCH} puts in ${Math.round(ms)} ms (${Math.round((MAX_PUSH_BATCH / ms) * 1000)} rows/s)`);
    const patches = batch.map((m) => device.mutation('customers', m.row_id, 'patch', { email: 'x@example.com' }));
    const t1 = performance.now();
    await device.push(patches);
    const ms2 = performance.now() - t1;
    console.log(`[sync-push.test] ${MAX_PUSH_BATCH} patches in ${Math.round(ms2)} ms (${Math.round((MAX_PUSH_BATCH / ms2) * 1000)} rows/s)`);
  });
});
