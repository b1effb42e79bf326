// The Clients screen's writes on fake-indexeddb: editing a card and merging two cards
// of one person, each an ordinary synced write (row, outbox entry, HLC stamp) in one transaction.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import type { SalonDeskDB } from '../database';
import type { WriteContext } from '../context';
import { createAppointment, deleteAppointment, updateAppointmentStatus } from './appointments';
import { mergeClients } from './client-merge';
import { phoneTakenMessage, updateClient } from './customers';
import { ensureSalonForOwner } from './salons';
import { addService } from './salon-profile';
import { upsertSchedules } from './schedules';
import { addStaff, setStaffService } from './staff';
import { newId } from '../../domain/ids';
import { generateDefaultWeek } from '../../domain/schedule';
import { freshDevice } from '../../../tests/support/db-helpers';

const opened: SalonDeskDB[] = [];
afterEach(async () => {
  for (const d of opened.splice(0)) await d.delete();
});

const MONDAY = '2030-01-07';
const now = { date: '2030-01-01', time: '08:00' };

async function salonWithBookings() {
  const { db, ctx } = await freshDevice();
  opened.push(db);
  const salon = await ensureSalonForOwner({ id: newId(), email: 'o@example.com', salonName: 'Polished', salonPhone: '555-0100' }, ctx);
  const service = await addService(salon.id, { name: 'Gel Manicure', price: '45.50', duration: '60' }, ctx);
  const member = await addStaff(salon.id, { name: 'Kim', position: 'Nail Technician' }, ctx);
  await setStaffService(member.id, service.id, true, ctx);
  await upsertSchedules(salon.id, generateDefaultWeek([member], MONDAY), ctx);
  let hour = 9;
  const book = (name: string, phone: string) =>
    createAppointment(
      { salonId: salon.id, customer: { name, phone }, serviceId: service.id, staffId: null, date: MONDAY, start: `${String(hour++).padStart(2, '0')}:00`, now },
      ctx,
    );
  return { db, ctx, salonId: salon.id, book };
}

const outboxSince = async (db: SalonDeskDB, seq: number) => (await db.outbox.where('seq').above(seq).toArray()).map((e) => [e.table, e.row_id, e.op, e.fields]);
const lastSeq = async (db: SalonDeskDB) => (await db.outbox.orderBy('seq').last())?.seq ?? 0;

describe('updateClient', () => {
  it('saves name, phone (with its key), email, notes and tags, and queues only what changed', async () => {
    const { db, ctx, salonId, book } = await salonWithBookings();
    const appt = await book('Ana', '555-014-2000');
    const seq = await lastSeq(db);
    const saved = await updateClient(
      salonId,
      appt.customer_id,
      { name: 'Ana Lopez', phone: '(555) 014-2999', email: 'ana@example.com', notes: ' allergic to acrylic ', tags: 'VIP, gel, vip' },
      ctx,
    );
    expect(saved).toMatchObject({
      name: 'Ana Lopez',
      phone: '(555) 014-2999',
      phone_key: '+15550142999',
      email: 'ana@example.com',
      notes: 'allergic to acrylic',
      tags: 'VIP, gel',
    });
    expect(await outboxSince(db, seq)).toEqual([
      [
        'customers',
        appt.customer_id,
        'patch',
        { name: 'Ana Lopez', phone: '(555) 014-2999', phone_key: '+15550142999', email: 'ana@example.com', notes: 'allergic to acrylic', tags: 'VIP, gel' },
      ],
    ]);
    // Saved again unchanged: nothing to send.
    await updateClient(
      salonId,
      appt.customer_id,
      { name: 'Ana Lopez', phone: '(555) 014-2999', email: 'ana@example.com', notes: 'allergic to acrylic', tags: 'VIP, gel' },
      ctx,
    );
    expect(await lastSeq(db)).toBe(seq + 1);
  });

  it('leaves blank notes and tags unwritten on a card that never had them', async () => {
    const { db, ctx, salonId, book } = await salonWithBookings();
    const appt = await book('Ana', '555-014-2000');
    const seq = await lastSeq(db);
    await updateClient(salonId, appt.customer_id, { name: 'Ana Lopez', phone: '555-014-2000', email: '', notes: ' ', tags: '' }, ctx);
    expect(await outboxSince(db, seq)).toEqual([['customers', appt.customer_id, 'patch', { name: 'Ana Lopez' }]]);
  });

  it("sets and clears the card's language, writes no language on a card that never had one, and refuses one the app does not speak", async () => {
    const { db, ctx, salonId, book } = await salonWithBookings();
    const appt = await book('Ana', '555-014-2000');
    const card = { name: 'Ana', phone: '555-014-2000', email: '', notes: '', tags: '' };
    let seq = await lastSeq(db);
    await updateClient(salonId, appt.customer_id, { ...card, language: null }, ctx);
    expect(await outboxSince(db, seq)).toEqual([]);
    await updateClient(salonId, appt.customer_id, { ...card, language: 'vi' }, ctx);
    expect(await outboxSince(db, seq)).toEqual([['customers', appt.customer_id, 'patch', { language: 'vi' }]]);
    seq = await lastSeq(db);
    await updateClient(salonId, appt.customer_id, { ...card, language: null }, ctx);
    expect(await outboxSince(db, seq)).toEqual([['customers', appt.customer_id, 'patch', { language: null }]]);
    seq = await lastSeq(db);
    await expect(updateClient(salonId, appt.customer_id, { ...card, language: 'fr' as never }, ctx)).rejects.toThrow(/Customer language must be one of/);
    expect(await outboxSince(db, seq)).toEqual([]);
  });

  it("refuses another client's phone, naming that client, and bad input at its field; nothing is written", async () => {
    const { db, ctx, salonId, book } = await salonWithBookings();
    const ana = await book('Ana Lopez', '555-014-2000');
    const bea = await book('Bea Ortiz', '555-020-2222');
    const seq = await lastSeq(db);
    const edit = (phone: string, more = {}) => updateClient(salonId, bea.customer_id, { name: 'Bea Ortiz', phone, ...more }, ctx);
    await expect(edit('+1 555 014 2000')).rejects.toMatchObject({ field: 'phone', message: phoneTakenMessage({ name: 'Ana Lopez' }) });
    expect(phoneTakenMessage({ name: 'Ana Lopez' })).toBe(
      'Ana Lopez already has this phone number. To make them one client, use "Merge with another client…".',
    );
    await expect(edit('12')).rejects.toMatchObject({ field: 'phone' });
    await expect(edit('555-020-2222', { notes: 'x'.repeat(2001) })).rejects.toMatchObject({ field: 'notes' });
    await expect(edit('555-020-2222', { email: 'bea@' })).rejects.toMatchObject({ field: 'email' });
    await expect(updateClient('another-salon', ana.customer_id, { name: 'Ana', phone: '555-014-2000' }, ctx)).rejects.toThrow('no longer on this device');
    expect(await lastSeq(db)).toBe(seq);
    // Its own phone, typed another way, is no clash.
    await expect(edit('(555) 020 2222')).resolves.toMatchObject({ phone: '(555) 020 2222' });
  });

  it('still edits two cards that already share a phone (two devices offline), until they are merged', async () => {
    const { db, ctx, salonId, book } = await salonWithBookings();
    const ana = await book('Ana Lopez', '555-014-2000');
    // The other device's card for the same number, as a pull stores it.
    const twin = { ...(await db.customers.get(ana.customer_id))!, id: newId(), name: 'Ana L.' };
    await db.customers.put(twin);
    await expect(updateClient(salonId, twin.id, { name: 'Ana L.', phone: '555-014-2000', notes: 'from the laptop' }, ctx)).resolves.toMatchObject({
      notes: 'from the laptop',
    });
    await expect(updateClient(salonId, twin.id, { name: 'Ana L.', phone: '555-014-2001' }, ctx)).resolves.toMatchObject({ phone_key: '+15550142001' });
    await expect(updateClient(salonId, twin.id, { name: 'Ana L.', phone: '555-014-2000' }, ctx)).rejects.toThrow('Ana Lopez already has this phone number');
  });
});

describe('mergeClients', () => {
  it('moves the other card’s appointments, combines notes and tags, tombstones it, all in the outbox', async () => {
    const { db, ctx, salonId, book } = await salonWithBookings();
    const keep = await book('Ana Lopez', '555-014-2000');
    const o1 = await book('Ana L.', '555-777-1234');
    const o2 = await book('Ana L.', '555-777-1234');
    const gone = await book('Ana L.', '555-777-1234');
    await deleteAppointment(gone.id, ctx);
    await updateAppointmentStatus(o2.id, 'canceled', ctx);
    const other = o1.customer_id;
    await updateClient(salonId, keep.customer_id, { name: 'Ana Lopez', phone: '555-014-2000', notes: 'likes almond shape', tags: 'VIP' }, ctx);
    await updateClient(
      salonId,
      other,
      { name: 'Ana L.', phone: '555-777-1234', email: 'ana@example.com', notes: 'allergic to acrylic', tags: 'gel, vip' },
      ctx,
    );
    const seq = await lastSeq(db);

    expect(await mergeClients(salonId, keep.customer_id, other, ctx)).toBe(2);

    expect(await db.customers.get(keep.customer_id)).toMatchObject({
      name: 'Ana Lopez',
      phone: '555-014-2000',
      email: 'ana@example.com',
      notes: 'likes almond shape\n\nallergic to acrylic',
      tags: 'VIP, gel',
      deleted: false,
    });
    expect((await db.customers.get(other))?.deleted).toBe(true);
    expect((await db.appointments.get(o1.id))?.customer_id).toBe(keep.customer_id);
    expect((await db.appointments.get(o2.id))?.customer_id).toBe(keep.customer_id);
    // A deleted appointment stays with the card it was deleted on.
    expect((await db.appointments.get(gone.id))?.customer_id).toBe(other);
    const [first, ...rest] = await outboxSince(db, seq);
    const last = rest.pop();
    expect(first).toEqual([
      'customers',
      keep.customer_id,
      'patch',
      { notes: 'likes almond shape\n\nallergic to acrylic', tags: 'VIP, gel', email: 'ana@example.com' },
    ]);
    // The moves in the customer_id index's order (by id).
    expect(rest).toEqual([o1.id, o2.id].sort().map((id) => ['appointments', id, 'patch', { customer_id: keep.customer_id }]));
    expect(last).toEqual(['customers', other, 'delete', { deleted: true }]);
  });

  it('changes nothing when it cannot merge', async () => {
    const { db, ctx, salonId, book } = await salonWithBookings();
    const a = await book('Ana', '555-014-2000');
    const b = await book('Bea', '555-020-2222');
    await updateClient(salonId, a.customer_id, { name: 'Ana', phone: '555-014-2000', notes: 'x'.repeat(1500) }, ctx);
    await updateClient(salonId, b.customer_id, { name: 'Bea', phone: '555-020-2222', notes: 'y'.repeat(600) }, ctx);
    const seq = await lastSeq(db);
    await expect(mergeClients(salonId, a.customer_id, b.customer_id, ctx)).rejects.toThrow('Together the notes');
    await expect(mergeClients(salonId, a.customer_id, a.customer_id, ctx)).rejects.toThrow('Choose another client');
    await expect(mergeClients(salonId, a.customer_id, 'nobody', ctx)).rejects.toThrow('no longer on this device');
    await expect(mergeClients('another-salon', a.customer_id, b.customer_id, ctx)).rejects.toThrow('no longer on this device');
    expect(await lastSeq(db)).toBe(seq);
    expect((await db.appointments.get(b.id))?.customer_id).toBe(b.customer_id);
  });

  it('keeps every appointment: after any merge each one belongs to a live card, the kept one when it was either card’s (property)', async () => {
    const { db, ctx, salonId, book } = await salonWithBookings();
    const phones = ['555-014-2000', '555-020-2222', '555-030-3333'];
    const cards: string[] = [];
    // Three cards with three appointments each, booked once; the property merges pairs of them in copies.
    for (const p of phones) for (let i = 0; i < 3; i++) cards.push((await book(`Client ${p}`, p)).customer_id);
    const ids = [...new Set(cards)];
    const rows = await db.appointments.toArray();
    const customers = await db.customers.toArray();
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 2 }), async (k, o) => {
        fc.pre(k !== o);
        await db.transaction('rw', db.appointments, db.customers, async () => {
          await db.appointments.bulkPut(rows);
          await db.customers.bulkPut(customers);
        });
        const before = new Map((await db.appointments.toArray()).map((a) => [a.id, a.customer_id]));
        await mergeClients(salonId, ids[k], ids[o], ctx as WriteContext);
        const after = await db.appointments.toArray();
        expect(after).toHaveLength(before.size);
        for (const a of after) {
          const was = before.get(a.id);
          expect(a.customer_id).toBe(was === ids[o] ? ids[k] : was);
          expect((await db.customers.get(a.customer_id))?.deleted).toBe(false);
        }
      }),
      { numRuns: 12 },
    );
  });
});
