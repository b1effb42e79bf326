// The phone key on the device: repositories write it, rows arriving without it get it
// on apply in the salon's region, and find-or-create compares nothing else.
import { afterEach, describe, expect, it } from 'vitest';
import { readCustomerWithKey } from './customer-match';
import type { SalonDeskDB } from '../../db/database';
import { customersWithKey, findCustomerByPhone, findOrCreateCustomer } from '../../db/repositories/customers';
import { ensureSalonForOwner } from '../../db/repositories/salons';
import { newId } from '../../domain/ids';
import type { Customer } from '../../domain/types';
import { freshDevice } from '../../../tests/support/db-helpers';

const opened: SalonDeskDB[] = [];
afterEach(async () => {
  for (const d of opened.splice(0)) await d.delete();
});

async function salonDevice(salonPhone: string) {
  const { db, ctx } = await freshDevice();
  opened.push(db);
  const salon = await ensureSalonForOwner({ id: newId(), email: 'o@example.com', salonName: 'Polished', salonPhone }, ctx);
  return { db, ctx, salonId: salon.id };
}

const keyless = (salonId: string, phone: string, updated_at = '000000000000001.000000.000000000001') =>
  ({ id: newId(), salon_id: salonId, name: 'Walk-in', phone, email: null, updated_at, deleted: false, version: 4 }) as Customer;

describe('customer phone keys on the device', () => {
  it('a row applied without a key (an older client, an old backup) gets it, read in the salon region', async () => {
    const { db, salonId } = await salonDevice('+44 20 7946 0000');
    const row = keyless(salonId, '020 7946 0958');
    // As a pull applies rows: one transaction over the synced tables.
    await db.transaction('rw', [db.salons, db.customers], () => db.customers.bulkPut([row]));
    expect((await db.customers.get(row.id))?.phone_key).toBe('+442079460958');
    expect((await findCustomerByPhone(db, salonId, '+44 20 7946 0958'))?.id).toBe(row.id);
  });

  it('leaves the key out rather than guess when the salon is not at hand', async () => {
    const { db, salonId } = await salonDevice('+44 20 7946 0000');
    const row = keyless(salonId, '020 7946 0958');
    await db.customers.put(row);
    expect((await db.customers.get(row.id))?.phone_key ?? null).toBeNull();
  });

  it('find-or-create: every spelling of one number is one customer; no number is no customer', async () => {
    const { db, ctx, salonId } = await salonDevice('555-0100');
    const spellings = ['+1 (555) 014-2000', '555-014-2000', '5550142000', '1-555-014-2000'];
    const found = [];
    for (const phone of spellings)
      found.push(
        await db.transaction('rw', [db.salons, db.customers, db.outbox, db.settings], () => findOrCreateCustomer(ctx, salonId, { name: 'Ana', phone })),
      );
    expect(new Set(found.map((c) => c.id)).size).toBe(1);
    expect(found[0].phone_key).toBe('+15550142000');
    expect(await db.outbox.filter((e) => e.table === 'customers').count()).toBe(1);
    await expect(findOrCreateCustomer(ctx, salonId, { name: 'X', phone: '555' })).rejects.toThrow('Customer phone must be a valid phone number');
  });

  it('before duplicates merge, every lookup answers the oldest of them', async () => {
    const { db, salonId } = await salonDevice('555-0100');
    const older = { ...keyless(salonId, '555-0142', '000000000000001.000000.000000000001'), phone_key: '+15550142' };
    const newer = { ...keyless(salonId, '+1 555 0142', '000000000000002.000000.000000000001'), phone_key: '+15550142' };
    await db.customers.bulkPut([newer, older]);
    expect((await customersWithKey(db, salonId, '+15550142')).map((c) => c.id)).toEqual([older.id, newer.id]);
    expect((await findCustomerByPhone(db, salonId, '(555) 0142'))?.id).toBe(older.id);
  });

  it('New Appointment’s match reads the key’s index: the oldest live card of this salon, or null', async () => {
    const { db, salonId } = await salonDevice('555-0100');
    const gone = { ...keyless(salonId, '555-0142', '000000000000001.000000.000000000001'), phone_key: '+15550142', deleted: true };
    const older = { ...keyless(salonId, '555-0142', '000000000000002.000000.000000000001'), phone_key: '+15550142' };
    const newer = { ...keyless(salonId, '+1 555 0142', '000000000000003.000000.000000000001'), phone_key: '+15550142' };
    const elsewhere = { ...keyless('other-salon', '555-0142', '000000000000000.000000.000000000001'), phone_key: '+15550142' };
    await db.customers.bulkPut([newer, gone, elsewhere, older]);
    expect((await readCustomerWithKey(db, salonId, '+15550142'))?.id).toBe(older.id);
    expect(await readCustomerWithKey(db, salonId, '+15550143')).toBeNull();
    // Through the index: a row whose key is not stored is not found by reading every card.
    await db.customers.update(older.id, { phone_key: null });
    await db.customers.update(newer.id, { phone_key: null });
    expect(await readCustomerWithKey(db, salonId, '+15550142')).toBeNull();
  });
});
