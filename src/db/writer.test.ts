import { afterEach, describe, expect, it } from 'vitest';
import { deleteRow, insertIfAbsent, patchRow, putRow } from './writer';
import { openWriteContext } from './context';
import { newId } from '../domain/ids';
import { isHlc } from '../domain/hlc';
import { SalonDeskDB } from './database';
import { freshDevice } from '../../tests/support/db-helpers';

const salonId = newId();
const service = () => ({ id: newId(), salon_id: salonId, name: 'Gel Manicure', price: 45, duration: 60, description: null });

const opened: SalonDeskDB[] = [];
async function device() {
  const d = await freshDevice();
  opened.push(d.db);
  return d;
}
afterEach(async () => {
  for (const d of opened.splice(0)) await d.delete();
});

describe('repository writer', () => {
  it('writes the row and its outbox entry together, stamped with the HLC', async () => {
    const { db, ctx } = await device();
    const row = await putRow(ctx, 'services', service());
    expect(isHlc(row.updated_at)).toBe(true);
    expect(row.deleted).toBe(false);
    expect(row.version).toBeNull();
    const outbox = await db.outbox.toArray();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ table: 'services', row_id: row.id, op: 'put', hlc: row.updated_at, salon_id: salonId });
    // Only what is sent and its order (Dexie version 3 dropped the fields nothing read).
    expect(Object.keys(outbox[0]).sort()).toEqual(['created_at', 'fields', 'hlc', 'mutation_id', 'op', 'row_id', 'salon_id', 'seq', 'table']);
    expect(outbox[0].fields).toMatchObject({ name: 'Gel Manicure', price: 45 });
  });

  it('a patch carries only the changed fields and a newer stamp', async () => {
    const { db, ctx } = await device();
    const row = await putRow(ctx, 'services', service());
    const patched = await patchRow(ctx, 'services', row.id, { price: 50 });
    expect(patched.price).toBe(50);
    expect(patched.name).toBe('Gel Manicure');
    expect(patched.updated_at > row.updated_at).toBe(true);
    const last = await db.outbox.orderBy('seq').last();
    expect(last).toMatchObject({ op: 'patch', fields: { price: 50 }, hlc: patched.updated_at });
  });

  it('a form saved whole stamps only what it changes, and a save that changes nothing writes nothing', async () => {
    const { db, ctx } = await device();
    const row = await putRow(ctx, 'services', service());
    // Name and duration as they were: only the price travels, so another device's edit of the
    // name is not beaten by this save.
    await patchRow(ctx, 'services', row.id, { name: 'Gel Manicure', price: 50, duration: 60, description: null });
    expect((await db.outbox.orderBy('seq').last())?.fields).toEqual({ price: 50 });
    const before = await db.outbox.count();
    const same = await patchRow(ctx, 'services', row.id, { name: 'Gel Manicure', price: 50 });
    expect(same.price).toBe(50);
    expect(await db.outbox.count()).toBe(before);
  });

  it('a delete keeps a tombstone and queues it', async () => {
    const { db, ctx } = await device();
    const row = await putRow(ctx, 'services', service());
    await deleteRow(ctx, 'services', row.id);
    expect((await db.services.get(row.id))?.deleted).toBe(true);
    expect((await db.outbox.orderBy('seq').last())?.op).toBe('delete');
    await deleteRow(ctx, 'services', row.id); // a second delete changes nothing
    expect(await db.outbox.count()).toBe(2);
  });

  it('a failed write leaves neither row nor outbox entry behind', async () => {
    const { db, ctx } = await device();
    const existing = await putRow(ctx, 'services', service());
    // Make the outbox insert fail after the row was put inside the same transaction.
    const failing = () => {
      throw new Error('disk full');
    };
    db.outbox.hook('creating', failing);
    const fresh = service();
    await expect(putRow(ctx, 'services', fresh)).rejects.toThrow('disk full');
    await expect(patchRow(ctx, 'services', existing.id, { price: 99 })).rejects.toThrow('disk full');
    db.outbox.hook('creating').unsubscribe(failing);
    expect(await db.services.get(fresh.id)).toBeUndefined();
    expect((await db.services.get(existing.id))?.price).toBe(45);
    expect(await db.outbox.count()).toBe(1);
  });

  it('patching a missing row fails and writes nothing', async () => {
    const { db, ctx } = await device();
    await expect(patchRow(ctx, 'services', newId(), { price: 1 })).rejects.toThrow(/No services row/);
    expect(await db.outbox.count()).toBe(0);
  });

  it('insertIfAbsent never overwrites what the device has', async () => {
    const { db, ctx } = await device();
    const s = service();
    await insertIfAbsent(ctx, 'services', s);
    await patchRow(ctx, 'services', s.id, { name: 'Edited' });
    const again = await insertIfAbsent(ctx, 'services', s);
    expect(again.name).toBe('Edited');
    expect(await db.outbox.count()).toBe(2);
  });

  it('stamps stay monotonic across a reopen with the wall clock stepped back', async () => {
    const { db } = await device();
    const early = await openWriteContext(db, () => 5_000_000);
    const a = await putRow(early, 'services', service());
    db.close();
    // The same database opened again (a reload), with a wall clock far behind.
    const again = new SalonDeskDB(db.name);
    opened.push(again);
    const late = await openWriteContext(again, () => 1_000);
    const b = await putRow(late, 'services', service());
    expect(b.updated_at > a.updated_at).toBe(true);
    expect(late.deviceId).toBe(early.deviceId);
  });

  it('two tabs of one device never issue the same stamp', async () => {
    const { db } = await device();
    db.close();
    const one = new SalonDeskDB(db.name);
    const other = new SalonDeskDB(db.name);
    opened.push(one, other);
    // Same device id (same database), separate in-memory clocks, a wall clock that stands still.
    const tabA = await openWriteContext(one, () => 42_000);
    const tabB = await openWriteContext(other, () => 42_000);
    expect(tabB.deviceId).toBe(tabA.deviceId);
    const stamps: string[] = [];
    for (let i = 0; i < 5; i++) {
      stamps.push((await putRow(tabA, 'services', service())).updated_at);
      stamps.push((await putRow(tabB, 'services', service())).updated_at);
    }
    expect(new Set(stamps).size).toBe(stamps.length);
    expect([...stamps].sort()).toEqual(stamps);
  });
});
