// What sync_push and REST refuse. Each case was stored
// (or silently dropped) before migration 20261124000400.
import { beforeAll, describe, expect, it } from 'vitest';
import { TABLE_NAMES } from '../../src/domain/tables';
import { businessHoursId, salonIdForOwner } from '../../src/domain/ids';
import { signedInClient } from './helpers';
import { BAD_ORIGINS, BOOKED_MESSAGES, GUARD_CASES, messagesFor, restoreThenBooking, RESTORED_MESSAGES, SEQ_CASES, withOrigin } from './push-guard-cases';
import { pushSuite, serverRow } from './push-suite';
import { Device, FIXTURE_ROW, salonFixture } from './sync-helpers';

const suite = pushSuite('push-guard.test');
const { ownerWithSalon } = suite;

describe('values no screen could make are rejected, and nothing of them is stored', () => {
  it.each(GUARD_CASES.map((g) => [g.name, g] as const))('%s', async (_name, { field, make, reason }) => {
    const { device, f } = await ownerWithSalon();
    const [table, id, fields] = make(f);
    const before = (await device.pullAll()).rows.get(`${table}:${id}`);
    const res = await device.push([device.mutation(table as never, id, 'patch', fields)]);
    expect(res.results[0]).toMatchObject({ status: 'rejected', reason: expect.stringMatching(reason) });
    expect((res.results[0] as { reason?: string }).reason).toContain(field);
    expect((await device.pullAll()).rows.get(`${table}:${id}`)).toEqual(before);
  });

  it('a good mutation in the same batch is still applied', async () => {
    const { device, f } = await ownerWithSalon();
    const res = await device.push([
      device.mutation('services', f.service.id, 'patch', { price: 12.345 }),
      device.mutation('services', f.service.id, 'patch', { name: 'Gel Polish' }),
    ]);
    expect(res.results.map((r) => r.status)).toEqual(['rejected', 'applied']);
    const row = (await device.pullAll()).rows.get(`services:${f.service.id}`);
    expect(row).toMatchObject({ name: 'Gel Polish', price: 35.5 });
  });
});

describe('origin (a restore is not a booking)', () => {
  it.each(BAD_ORIGINS)('%s is rejected, and nothing of the mutation is stored', async (_name, origin) => {
    const { device, f } = await ownerWithSalon();
    const before = await serverRow(device, 'appointments', f.appointment.id);
    const res = await device.push([withOrigin(device.mutation('appointments', f.appointment.id, 'patch', { notes: 'Window seat' }), origin)]);
    expect(res.results[0]).toMatchObject({ status: 'rejected', reason: expect.stringMatching(/invalid origin/) });
    expect(await serverRow(device, 'appointments', f.appointment.id)).toEqual(before);
  });

  it('an origin of null is an ordinary write', async () => {
    const { device, f } = await ownerWithSalon();
    const res = await device.push([withOrigin(device.mutation('appointments', f.appointment.id, 'patch', { notes: 'Window seat' }), null)]);
    expect(res.results[0].status).toBe('applied');
  });

  it('a restored appointment gets its reminder and no confirmation; a booking after it in the batch is confirmed', async () => {
    const { device, f } = await ownerWithSalon();
    const { restored, booked, mutations } = restoreThenBooking(device, f);
    expect((await device.push(mutations)).results.map((r) => r.status)).toEqual(['applied', 'applied']);
    const { rows } = await device.pullAll();
    expect(messagesFor(rows, restored.id)).toEqual(RESTORED_MESSAGES);
    expect(messagesFor(rows, booked.id)).toEqual(BOOKED_MESSAGES);
    expect(rows.get(`appointments:${restored.id}`)).not.toHaveProperty('origin');
  });
});

describe('seqs', () => {
  it.each(SEQ_CASES)('%s fails the whole batch and writes nothing', async (_name, seqs) => {
    const { device, f } = await ownerWithSalon();
    const ms = seqs.map((seq, i) => ({ ...device.mutation('salon_faqs', f.faq.id, 'patch', { answer: `Answer ${i}` }), seq }));
    const { error } = await device.pushRaw(ms);
    expect(error?.message).toMatch(/seqs must increase/);
    expect((await device.pullAll()).rows.get(`salon_faqs:${f.faq.id}`)).toMatchObject({ answer: f.faq.answer });
  });
});

describe('ids', () => {
  it('a salon can only be created with the id derived from its own owner', async () => {
    const owner = await signedInClient(suite.backend());
    const victim = await signedInClient(suite.backend());
    const claimed = salonIdForOwner(victim.user.id); // the victim has not pushed yet
    const device = new Device(owner.client, claimed);
    const f = salonFixture(claimed, owner.user.id);
    const { error } = await device.pushRaw([device.put('salons', f.salon)]);
    expect(error?.message ?? '').toMatch(/not found or not yours/);
    // The victim's own first push still works.
    const mine = new Device(victim.client, claimed);
    const res = await mine.push([mine.put('salons', salonFixture(claimed, victim.user.id).salon)]);
    expect(res.results[0].status).toBe('applied');
  });

  it('natural-key ids must derive from this salon and the row', async () => {
    const { device, f, salonId } = await ownerWithSalon();
    const other = crypto.randomUUID();
    const res = await device.push([
      device.put('business_hours', { ...f.hours, id: businessHoursId(other, 2), day_of_week: 2 }),
      device.put('business_hours', { ...f.hours, id: businessHoursId(salonId, 3), day_of_week: 3 }),
    ]);
    expect(res.results.map((r) => r.status)).toEqual(['rejected', 'applied']);
    expect((res.results[0] as { reason?: string }).reason).toMatch(/natural key/);
  });
});

describe('REST writes outside sync_push', () => {
  let owner: Awaited<ReturnType<typeof ownerWithSalon>>;
  beforeAll(async () => {
    owner = await ownerWithSalon();
  });

  // The owner's own rows, every registered table: no hard delete (no DELETE privilege), no PATCH
  // and no INSERT (the writes_via_push trigger), and the row stays as the push left it.
  it.each(TABLE_NAMES)('%s: the owner\u2019s own REST DELETE, PATCH and INSERT are refused', async (table) => {
    const { owner: o, device, f } = owner;
    const row = f[FIXTURE_ROW[table]] as { id: string };
    const before = await serverRow(device, table, row.id);
    const del = await o.client.from(table).delete().eq('id', row.id).select();
    expect(del.error?.code).toBe('42501');
    const patch = await o.client.from(table).update({ deleted: true }).eq('id', row.id).select();
    expect(patch.error).toMatchObject({ code: '42501', message: expect.stringMatching(/sync_push only/) });
    const insert = await o.client
      .from(table)
      .insert({ ...row, id: crypto.randomUUID(), updated_at: device.stamp() })
      .select();
    expect(insert.error?.code).toBe('42501');
    expect(await serverRow(device, table, row.id)).toEqual(before);
  });

  it('an owner cannot hard-delete the salon, nor PATCH rows or their server columns', async () => {
    const { owner, salonId, device, f } = await ownerWithSalon();
    const del = await owner.client.from('salons').delete().eq('id', salonId).select();
    expect(del.error?.code).toBe('42501');
    const patch = await owner.client
      .from('services')
      .update({ field_stamps: { name: 'z' } })
      .eq('id', f.service.id)
      .select();
    expect(patch.error?.message).toMatch(/sync_push only|permission denied/);
    const rows = (await device.pullAll()).rows;
    expect(rows.get(`salons:${salonId}`)).toBeTruthy();
    // The device's next push still works.
    const res = await device.push([device.mutation('services', f.service.id, 'patch', { name: 'Still here' })]);
    expect(res.results[0].status).toBe('applied');
  });
});
