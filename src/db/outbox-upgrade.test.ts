// Dexie version 3: the outbox fields nothing read go, every queued change stays.
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { OBSOLETE_OUTBOX_FIELDS, SalonDeskDB } from './database';

const names: string[] = [];
afterEach(async () => {
  for (const name of names.splice(0)) await Dexie.delete(name);
});

/** A device database as version 2 left it, with two queued changes in the old shape. */
async function version2Device(): Promise<string> {
  const name = `upgrade-${Math.random().toString(36).slice(2)}`;
  names.push(name);
  const old = new Dexie(name);
  old.version(2).stores({ outbox: '++seq, &mutation_id, salon_id, [table+row_id], status', services: 'id, salon_id' });
  await old.open();
  const base = { salon_id: 's1', table: 'services', row_id: 'r1', hlc: '000001700000000.000000.abcdefabcdef', created_at: '2026-11-01T10:00:00.000Z' };
  await old.table('outbox').bulkAdd([
    {
      ...base,
      mutation_id: 'm1',
      op: 'put',
      fields: { name: 'Gel', price: 30 },
      base_version: null,
      attempts: 0,
      next_attempt_at: null,
      last_error: null,
      status: 'pending',
    },
    {
      ...base,
      mutation_id: 'm2',
      op: 'patch',
      fields: { price: 35 },
      base_version: 4,
      attempts: 2,
      next_attempt_at: '2026-11-01T10:05:00.000Z',
      last_error: 'x',
      status: 'inflight',
    },
  ]);
  old.close();
  return name;
}

describe('outbox upgrade to version 3', () => {
  it('strips the five unread fields, keeps every change with its order, fields and stamp', async () => {
    const name = await version2Device();
    const db = new SalonDeskDB(name);
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries).toEqual([
      {
        seq: 1,
        mutation_id: 'm1',
        salon_id: 's1',
        table: 'services',
        row_id: 'r1',
        op: 'put',
        fields: { name: 'Gel', price: 30 },
        hlc: '000001700000000.000000.abcdefabcdef',
        created_at: '2026-11-01T10:00:00.000Z',
      },
      {
        seq: 2,
        mutation_id: 'm2',
        salon_id: 's1',
        table: 'services',
        row_id: 'r1',
        op: 'patch',
        fields: { price: 35 },
        hlc: '000001700000000.000000.abcdefabcdef',
        created_at: '2026-11-01T10:00:00.000Z',
      },
    ]);
    for (const e of entries) for (const key of OBSOLETE_OUTBOX_FIELDS) expect(e).not.toHaveProperty(key);
    // The status index is gone; the ones the engine reads are there.
    expect(db.outbox.schema.indexes.map((i) => i.name).sort()).toEqual(['[table+row_id]', 'mutation_id', 'salon_id']);
    expect(await db.outbox.where('salon_id').equals('s1').count()).toBe(2);
    db.close();
  });
});
