// Clients → Add client on fake-indexeddb: a card made before any booking is an ordinary
// synced write, found by its phone afterwards; a phone another card has is refused naming it.
import { afterEach, describe, expect, it } from 'vitest';
import type { SalonDeskDB } from '../database';
import { addClient, findCustomerByPhone, phoneTakenByMessage } from './customers';
import { ensureSalonForOwner } from './salons';
import { ValidationError } from '../../domain/errors';
import { newId } from '../../domain/ids';
import { freshDevice } from '../../../tests/support/db-helpers';

const opened: SalonDeskDB[] = [];
afterEach(async () => {
  for (const d of opened.splice(0)) await d.delete();
});

async function salon() {
  const { db, ctx } = await freshDevice();
  opened.push(db);
  const s = await ensureSalonForOwner({ id: newId(), email: 'o@example.com', salonName: 'Polished', salonPhone: '555-0100' }, ctx);
  return { db, ctx, salonId: s.id };
}

describe('addClient', () => {
  it('writes a card with its phone key, notes and tags, and queues it like any row', async () => {
    const { db, ctx, salonId } = await salon();
    const card = await addClient(salonId, { name: ' Ana Lopez ', phone: '(555) 014-2000', email: '', notes: 'Likes almond shape', tags: 'VIP, gel' }, ctx);
    expect(card).toMatchObject({
      salon_id: salonId,
      name: 'Ana Lopez',
      phone: '(555) 014-2000',
      phone_key: '+15550142000',
      email: null,
      notes: 'Likes almond shape',
      tags: 'VIP, gel',
    });
    expect((await db.outbox.toArray()).filter((e) => e.row_id === card.id).map((e) => [e.table, e.op])).toEqual([['customers', 'put']]);
    // New Appointment and Sarah find her by the number however it is typed.
    expect((await findCustomerByPhone(db, salonId, '555 014 2000'))?.id).toBe(card.id);
  });

  it('refuses a phone another card has, naming that client, and writes nothing', async () => {
    const { db, ctx, salonId } = await salon();
    await addClient(salonId, { name: 'Ana Lopez', phone: '555-014-2000' }, ctx);
    const before = await db.outbox.count();
    const refused = addClient(salonId, { name: 'Anna L.', phone: '+1 555 014 2000' }, ctx);
    await expect(refused).rejects.toThrow(ValidationError);
    await expect(refused).rejects.toThrow(phoneTakenByMessage({ name: 'Ana Lopez' }));
    expect(phoneTakenByMessage({ name: 'Ana Lopez' })).toBe('Ana Lopez already has this phone number. Open their card instead.');
    expect(await db.outbox.count()).toBe(before);
    expect(await db.customers.count()).toBe(1);
  });

  it('refuses a missing name or a phone that is no number', async () => {
    const { ctx, salonId } = await salon();
    await expect(addClient(salonId, { name: '', phone: '555-014-2000' }, ctx)).rejects.toThrow(ValidationError);
    await expect(addClient(salonId, { name: 'Ana', phone: 'call me' }, ctx)).rejects.toThrow(ValidationError);
  });
});
