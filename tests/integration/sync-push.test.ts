// sync_push through the real stack (supabase-js → gateway → PostgREST 12 → PGlite): round trips,
// idempotence, per-field last-writer-wins, clock checks. Malformed batches, double booking and
// throughput are in sync-push-refusals.test.ts.
import { describe, expect, it } from 'vitest';
import { pushSuite } from './push-suite';
import { SYNCED_TABLES } from '../../src/domain/types';
import { Device, FIXTURE_ROW } from './sync-helpers';
import { staffScheduleId } from '../../src/domain/ids';
import { clientFor } from './helpers';

const { ownerWithSalon, serverRow, backend } = pushSuite('sync-push.test');

/** The per-field stamps the server keeps for its merge (a pull does not send them). */
async function storedStamps(table: string, id: string): Promise<Record<string, string>> {
  const b = backend();
  const { data } = await clientFor(b, b.serviceRoleKey).from(table).select('field_stamps').eq('id', id).single().throwOnError();
  return (data as { field_stamps: Record<string, string> }).field_stamps;
}

describe('push and pull every table', () => {
  it('a first push creates the salon and one row of every table; a second device pulls them as stored', async () => {
    const { owner, salonId, device, f } = await ownerWithSalon();
    const other = new Device(owner.client, salonId);
    const { rows } = await other.pullAll();
    const expected: Array<[string, Record<string, unknown>]> = SYNCED_TABLES.map((t) => [t, f[FIXTURE_ROW[t]]]);
    expect(rows.size).toBe(SYNCED_TABLES.length);
    for (const [table, row] of expected) {
      const pulled = rows.get(`${table}:${row.id}`);
      expect(pulled, table).toBeDefined();
      expect(pulled?.deleted).toBe(false);
      expect(typeof pulled?.version).toBe('number');
      expect(pulled?.updated_at).toMatch(/^\d{15}\.\d{6}\.[0-9a-f]{12}$/);
      expect(pulled?.field_stamps, `${table}: a pull carries no stamps`).toBeUndefined();
      expect(Object.keys(await storedStamps(table, row.id as string)).length, table).toBeGreaterThan(0);
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
    expect(device.seq).toBe(SYNCED_TABLES.length);
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
      device.put('staff_schedules', {
        id: staffScheduleId(staffId, '2026-12-02'),
        salon_id: salonId,
        staff_id: staffId,
        date: '2026-12-02',
        start_time: null,
        end_time: null,
        is_day_off: true,
      }),
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
    const stamps = await storedStamps('services', f.service.id);
    expect(stamps.price).toBe(priceEdit.hlc);
    expect(stamps.description).toBe(descEdit.hlc);
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
    const [first, second] = newerFirst
      ? ([
          [b, newer],
          [a, older],
        ] as const)
      : ([
          [a, older],
          [b, newer],
        ] as const);
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
