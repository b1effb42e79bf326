// A cold start's primed answers on fake-indexeddb, through the app's own database: an answer is
// offered only once its read is done, and never after a write to one of its tables committed.
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../db/database';
import { dropPrimedReads, primeRead, primedAnswer, type LiveReadSpec } from './primed-reads';

const SALON = 'primed-salon';
const namesRead: LiveReadSpec<string[]> = {
  key: 'names',
  read: async () => (await db.services.where('salon_id').equals(SALON).toArray()).map((s) => s.name).sort(),
  tables: ['services'],
};
const service = (id: string, name: string) =>
  ({ id, salon_id: SALON, name, price: 40, duration_minutes: 45, deleted: false, updated_at: '2030-01-01T00:00:00Z' }) as never;

afterEach(async () => {
  dropPrimedReads();
  await db.services.clear();
  await db.staff.clear();
});

describe('primed reads', () => {
  it('offer the answer once the read is done, under its key only', async () => {
    await db.services.put(service('s1', 'Gel manicure'));
    const reading = primeRead(namesRead);
    expect(primedAnswer('names')).toBeNull();
    expect(await reading).toEqual(['Gel manicure']);
    expect(primedAnswer('names')).toEqual({ value: ['Gel manicure'] });
    expect(primedAnswer('other')).toBeNull();
  });

  it('offer nothing once a write to a table they read has committed', async () => {
    await db.services.put(service('s1', 'Gel manicure'));
    await primeRead(namesRead);
    // Another table's write leaves it be.
    await db.staff.put({ id: 't1', salon_id: SALON, name: 'Mia', is_active: true, deleted: false } as never);
    expect(primedAnswer('names')).toEqual({ value: ['Gel manicure'] });
    await db.services.put(service('s2', 'Pedicure'));
    expect(primedAnswer('names')).toBeNull();
  });

  it('offer nothing when the write lands while the read runs', async () => {
    const reading = primeRead(namesRead);
    await db.services.put(service('s3', 'Acrylic set'));
    await reading;
    expect(primedAnswer('names')).toBeNull();
  });

  it('are forgotten when dropped', async () => {
    await primeRead(namesRead);
    dropPrimedReads();
    expect(primedAnswer('names')).toBeNull();
  });
});
