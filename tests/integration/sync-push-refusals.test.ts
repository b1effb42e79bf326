// sync_push through the real stack (supabase-js → gateway → PostgREST 12 → PGlite): malformed
// batches are refused with a reason and write nothing, double booking, throughput.
import { describe, expect, it } from 'vitest';
import { MAX_PUSH_BATCH, type PushMutation } from '../../sync/protocol';
import { pushSuite } from './push-suite';
import { checkProcessingGap } from './processing-case';
import { Device, type SalonFixture } from './sync-helpers';
import { staffServiceId } from '../../src/domain/ids';

const { ownerWithSalon } = pushSuite('sync-push-refusals.test');

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
    [
      'a bad time',
      (d, f) => d.mutation('business_hours', f.hours.id, 'patch', { open_time: '25:99' }),
      /^invalid value for open_time: a time is written HH:MM/,
    ],
    [
      'a date in words',
      (d, f) => d.mutation('appointments', f.appointment.id, 'patch', { appointment_date: 'tomorrow' }),
      /^invalid value for appointment_date: a date is written YYYY-MM-DD/,
    ],
    ['a key field changed', (d, f) => d.mutation('staff_schedules', f.schedule.id, 'patch', { date: '2026-12-09' }), /^row id does not match its natural key/],
    ['a bad date', (d, f) => d.mutation('appointments', f.appointment.id, 'patch', { appointment_date: '2026-13-45' }), /^invalid value for appointment_date$/],
    ['a fraction for minutes', (d, f) => d.mutation('services', f.service.id, 'patch', { duration: 12.5 }), /^invalid value for duration$/],
    ['an overflowing price', (d, f) => d.mutation('services', f.service.id, 'patch', { price: 1e12 }), /^invalid value for price$/],
    [
      'an unknown status',
      (d, f) => d.mutation('appointments', f.appointment.id, 'patch', { status: 'maybe' }),
      /^invalid value \(appointments_status_check\)$/,
    ],
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
    [
      'a put missing a required field',
      (d, f) => d.put('services', { id: crypto.randomUUID(), salon_id: f.salon.id, name: 'No price' }),
      /^missing value for price$/,
    ],
    ['a salon row of another id', (d, f) => d.put('salons', { ...f.salon, id: crypto.randomUUID() }), /another salon/],
    ['an owner_id switch', (d, f) => d.mutation('salons', f.salon.id, 'patch', { owner_id: crypto.randomUUID() }), /^owner_id must be the signed-in owner$/],
    [
      'a second schedule for one staff and day',
      (d, f) => d.put('staff_schedules', { ...f.schedule, id: crypto.randomUUID() }),
      /^row id does not match its natural key/,
    ],
    [
      'an appointment ending before it starts',
      (d, f) => d.mutation('appointments', f.appointment.id, 'patch', { end_time: '09:00' }),
      /appointments_time_order/,
    ],
  ])('%s is rejected with a reason and writes nothing', async (_label, setup, reason) => {
    await expectRejected(setup, reason);
  });

  it('a row pointing at a parent that is not in the batch nor the salon is rejected; the rest of the batch applies', async () => {
    const { device, salonId, f } = await ownerWithSalon();
    const ghost = crypto.randomUUID();
    const orphan = device.put('staff_services', { id: staffServiceId(ghost, f.service.id), salon_id: salonId, staff_id: ghost, service_id: f.service.id });
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
    const res = await device.pushRaw([
      { seq: device.seq + 1, table: 'services', row_id: f.service.id },
      { ...good, seq: device.seq + 2 },
    ]);
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

  it('a short booking fits in a processing gap; a clash is the working times meeting, reported against the one it meets', async () => {
    const { device, f } = await ownerWithSalon();
    await checkProcessingGap(device, f.appointment, '2026-12-07');
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
