// Dexie version 4: a device that kept customers apart by the old phone keys opens with
// one customer per E.164 key; the merge is written as ordinary synced writes.
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { DEVICE_ID_KEY, HLC_KEY, openWriteContext } from '../context';
import { CUSTOMER_MERGE_DUE } from '../customer-keys';
import { SalonDeskDB } from '../database';
import { mergeDuplicateCustomers, mergedDetails } from './customer-merge';
import { formatHlc, nodeIdFrom } from '../../domain/hlc';
import type { Customer } from '../../domain/types';

const names: string[] = [];
afterEach(async () => {
  for (const n of names.splice(0)) await Dexie.delete(n);
});

const DEVICE = '0f0e0d0c-0b0a-4908-8706-050403020100';
const node = nodeIdFrom(DEVICE);
const stamp = (wall: number) => formatHlc({ wall, counter: 0, node });
const SALON = '11111111-1111-4111-8111-111111111111';
const sync = (wall: number) => ({ salon_id: SALON, updated_at: stamp(wall), deleted: false, version: 3 });
const customer = (id: string, wall: number, name: string, phone: string, email: string | null = null) => ({ ...sync(wall), id, name, phone, email });
const appointment = (id: string, customer_id: string, deleted = false) => ({
  ...sync(1000),
  id,
  deleted,
  customer_id,
  staff_id: 'st',
  service_id: 'sv',
  appointment_date: '2030-01-07',
  start_time: '10:00',
  end_time: '11:00',
  notes: null,
  status: 'confirmed',
});

/** A device database as version 2 of the app left it (the stores of database.ts versions 1–2). */
async function versionTwoDevice(rows: { customers: object[]; appointments: object[] }): Promise<string> {
  const name = `v2-${Math.random().toString(36).slice(2)}`;
  names.push(name);
  const old = new Dexie(name);
  old.version(1).stores({
    salons: 'id, owner_id',
    services: 'id, salon_id',
    staff: 'id, salon_id',
    staff_services: 'id, salon_id, staff_id, service_id',
    business_hours: 'id, salon_id',
    salon_faqs: 'id, salon_id',
    staff_schedules: 'id, salon_id, staff_id, date, [staff_id+date], [salon_id+date]',
    customers: 'id, salon_id, [salon_id+phone]',
    appointments: 'id, salon_id, customer_id, staff_id, service_id, [salon_id+appointment_date], [staff_id+appointment_date]',
    outbox: '++seq, &mutation_id, salon_id, [table+row_id], status',
    sync_state: 'salon_id',
    settings: 'key',
    assistant_queue: '++id, salon_id, status',
    action_log: '++id, salon_id, timestamp',
    conflicts: 'id, salon_id',
    contact_requests: '++seq, &id, status',
  });
  old.version(2).stores({
    appointments:
      'id, salon_id, customer_id, staff_id, service_id, [salon_id+appointment_date], [staff_id+appointment_date], ' +
      '[salon_id+appointment_date+start_time], [salon_id+status+appointment_date+start_time], [salon_id+updated_at]',
    customers: 'id, salon_id, [salon_id+phone], [salon_id+updated_at]',
  });
  await old.open();
  await old.table('salons').put({
    ...sync(1),
    salon_id: undefined,
    id: SALON,
    owner_id: 'o',
    name: 'Polished',
    address: '1 Main',
    phone: '555-0100',
    email: 'o@x.co',
    website: null,
    time_zone: 'America/New_York',
  });
  await old.table('settings').bulkPut([
    { key: DEVICE_ID_KEY, value: DEVICE },
    { key: HLC_KEY, value: stamp(5000) },
  ]);
  await old.table('customers').bulkPut(rows.customers);
  await old.table('appointments').bulkPut(rows.appointments);
  old.close();
  return name;
}

describe('Dexie version 4: one customer per phone key', () => {
  it('fills the keys, keeps the oldest customer, re-points the appointments and queues it all for sync', async () => {
    const name = await versionTwoDevice({
      customers: [
        customer('c-sarah', 100, 'Ana', '+1 555 0142'), // booked by the assistant first
        customer('c-desk', 200, 'Ana Lopez', '555-0142', 'ana@example.com'), // typed at the desk later
        customer('c-third', 300, 'A.', '(555) 0142', 'second@example.com'),
        customer('c-other', 150, 'Bea', '555-0199'),
        customer('c-junk', 160, 'Walk-in', 'call me'),
        { ...customer('c-gone', 50, 'Old', '555-0142'), deleted: true },
      ],
      appointments: [
        appointment('a1', 'c-desk'),
        appointment('a2', 'c-third'),
        appointment('a3', 'c-sarah'),
        appointment('a4', 'c-other'),
        appointment('a5', 'c-desk', true),
      ],
    });

    const db = new SalonDeskDB(name);
    const ctx = await openWriteContext(db, () => 10_000);
    expect(db.verno).toBeGreaterThanOrEqual(4);
    // The upgrade filled every key and left the merge for the writer.
    const keys = Object.fromEntries((await db.customers.toArray()).map((c) => [c.id, c.phone_key]));
    expect(keys).toEqual({
      'c-sarah': '+15550142',
      'c-desk': '+15550142',
      'c-third': '+15550142',
      'c-other': '+15550199',
      'c-junk': null,
      'c-gone': '+15550142',
    });
    expect((await db.settings.get(CUSTOMER_MERGE_DUE))?.value).toBe(true);
    expect(await db.outbox.count()).toBe(0);

    expect(await mergeDuplicateCustomers(ctx)).toBe(2);

    const live = (await db.customers.where('[salon_id+phone_key]').equals([SALON, '+15550142']).toArray()).filter((c) => !c.deleted);
    expect(live).toHaveLength(1);
    expect(live[0]).toMatchObject({ id: 'c-sarah', name: 'Ana Lopez', email: 'ana@example.com', phone: '+1 555 0142' });
    const byId = Object.fromEntries((await db.appointments.toArray()).map((a) => [a.id, a.customer_id]));
    expect(byId).toEqual({ a1: 'c-sarah', a2: 'c-sarah', a3: 'c-sarah', a4: 'c-other', a5: 'c-desk' });
    expect((await db.customers.get('c-desk'))?.deleted).toBe(true);
    expect((await db.customers.get('c-third'))?.deleted).toBe(true);

    // Ordinary synced writes: one outbox entry each, stamped after everything the device had issued.
    const outbox = await db.outbox.orderBy('seq').toArray();
    expect(outbox.map((e) => [e.table, e.row_id, e.op, e.fields])).toEqual([
      ['customers', 'c-sarah', 'patch', { name: 'Ana Lopez', email: 'ana@example.com' }],
      ['appointments', 'a1', 'patch', { customer_id: 'c-sarah' }],
      ['customers', 'c-desk', 'delete', { deleted: true }],
      ['appointments', 'a2', 'patch', { customer_id: 'c-sarah' }],
      ['customers', 'c-third', 'delete', { deleted: true }],
    ]);
    for (const e of outbox) {
      expect(e.hlc > stamp(5000)).toBe(true);
      expect(e.salon_id).toBe(SALON);
    }
    expect(await db.settings.get(CUSTOMER_MERGE_DUE)).toBeUndefined();

    // Idempotent: run again (even forced) and nothing more is written.
    expect(await mergeDuplicateCustomers(ctx, { force: true })).toBe(0);
    expect(await db.outbox.count()).toBe(outbox.length);
    db.close();
  });

  it('leaves a device without duplicates alone: keys filled, nothing to merge, nothing queued', async () => {
    const name = await versionTwoDevice({
      customers: [customer('c1', 100, 'Ana', '555-014-2000'), customer('c2', 200, 'Bea', '+44 20 7946 0958')],
      appointments: [],
    });
    const db = new SalonDeskDB(name);
    const ctx = await openWriteContext(db);
    expect((await db.customers.get('c1'))?.phone_key).toBe('+15550142000');
    expect((await db.customers.get('c2'))?.phone_key).toBe('+442079460958');
    expect(await db.settings.get(CUSTOMER_MERGE_DUE)).toBeUndefined();
    expect(await mergeDuplicateCustomers(ctx)).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    db.close();
  });
});

describe('mergedDetails', () => {
  const c = (name: string, email: string | null) => ({ name, email }) as Customer;
  it('keeps the fullest name and the oldest email that exists', () => {
    expect(mergedDetails([c('Ana', null), c('Ana Lopez', 'a@x.co'), c('A', 'b@x.co')])).toEqual({ name: 'Ana Lopez', email: 'a@x.co' });
    expect(mergedDetails([c('Ana Lopez', 'old@x.co'), c('Ana', 'new@x.co')])).toEqual({ name: 'Ana Lopez', email: 'old@x.co' });
    expect(mergedDetails([c('Bea', null), c('Bee', null)])).toEqual({ name: 'Bea', email: null });
  });
});
