// onTablesChanged: a live read hears committed writes to the tables it reads, and nothing else.
import { afterEach, describe, expect, it } from 'vitest';
import { onTablesChanged } from './changes';
import type { SalonDeskDB } from './database';
import type { Service } from '../domain/types';
import { freshDevice } from '../../tests/support/db-helpers';

const open: SalonDeskDB[] = [];
afterEach(async () => {
  for (const d of open.splice(0)) {
    d.close();
    await d.delete();
  }
});

const service = (id: string): Service =>
  ({ id, salon_id: 's1', name: 'Gel', price: 40, duration: 60, description: null, updated_at: 'x', deleted: false, version: null }) as Service;

describe('onTablesChanged', () => {
  it('calls back after a committed write to a watched table, not for other tables, and stops when unsubscribed', async () => {
    const { db } = await freshDevice();
    open.push(db);
    let calls = 0;
    const stop = onTablesChanged(db, ['services', 'staff'], () => calls++);
    await db.settings.put({ key: 'k', value: 1 });
    expect(calls).toBe(0);
    await db.services.put(service('sv1'));
    expect(calls).toBe(1);
    await db.transaction('rw', [db.services, db.customers], async () => {
      await db.services.put(service('sv2'));
      await db.services.delete('sv1');
    });
    expect(calls).toBe(2);
    stop();
    await db.services.put(service('sv3'));
    expect(calls).toBe(2);
  });

  it('does not hear another database with the same tables', async () => {
    const a = await freshDevice();
    const b = await freshDevice();
    open.push(a.db, b.db);
    let calls = 0;
    const stop = onTablesChanged(a.db, ['services'], () => calls++);
    await b.db.services.put(service('sv1'));
    expect(calls).toBe(0);
    await a.db.services.put(service('sv1'));
    expect(calls).toBe(1);
    stop();
  });

  it('does not call back for a write that was rolled back', async () => {
    const { db } = await freshDevice();
    open.push(db);
    let calls = 0;
    const stop = onTablesChanged(db, ['services'], () => calls++);
    await expect(
      db.transaction('rw', db.services, async () => {
        await db.services.put(service('sv1'));
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(calls).toBe(0);
    stop();
  });
});
