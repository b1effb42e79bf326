// The Clients screen's reads on fake-indexeddb: live cards only, figures of the shown
// clients only, one card with its appointments named.
import { afterEach, describe, expect, it } from 'vitest';
import type { SalonDeskDB } from '../../db/database';
import { readClientCard, readClientDirectory, readVisitSummaries } from './clients';
import type { Appointment, AppointmentStatus, Customer, Service, Staff } from '../../domain/types';
import { freshDevice } from '../../../tests/support/db-helpers';

const SALON = 'salon-1';
const sync = { salon_id: SALON, updated_at: 'x', deleted: false, version: null };
const open: SalonDeskDB[] = [];
afterEach(async () => {
  for (const d of open.splice(0)) {
    d.close();
    await d.delete();
  }
});

const customer = (id: string, name: string, over: Partial<Customer> = {}): Customer => ({ ...sync, id, name, phone: '555-0142', email: null, ...over });
const appt = (id: string, customer_id: string, date: string, status: AppointmentStatus, over: Partial<Appointment> = {}): Appointment => ({
  ...sync,
  id,
  customer_id,
  staff_id: 'st1',
  service_id: 'sv1',
  appointment_date: date,
  start_time: '10:00',
  end_time: '11:00',
  notes: null,
  status,
  ...over,
});

async function device() {
  const { db } = await freshDevice();
  open.push(db);
  await db.customers.bulkPut([
    customer('ana', 'Ana Lopez'),
    customer('bea', 'Bea Ortiz'),
    customer('gone', 'Gone', { deleted: true }),
    customer('far', 'Elsewhere', { salon_id: 'salon-2' }),
  ]);
  await db.services.put({ ...sync, id: 'sv1', name: 'Gel Manicure', price: 45.5, duration: 60, description: null } as Service);
  await db.staff.put({ ...sync, id: 'st1', name: 'Kim', phone: null, position: 'Nail Technician', is_active: true } as Staff);
  await db.appointments.bulkPut([
    appt('a1', 'ana', '2026-01-05', 'completed'),
    appt('a2', 'ana', '2026-02-05', 'completed'),
    appt('a3', 'ana', '2026-03-05', 'completed', { deleted: true }),
    appt('a4', 'ana', '2026-04-05', 'confirmed'),
    appt('b1', 'bea', '2026-01-10', 'no_show'),
    appt('x1', 'ana', '2026-02-20', 'completed', { salon_id: 'salon-2' }),
  ]);
  return db;
}

describe('client reads', () => {
  it('the directory holds the salon’s live cards', async () => {
    const db = await device();
    expect((await readClientDirectory(db, SALON)).map((c) => c.id).sort()).toEqual(['ana', 'bea']);
  });

  it('figures of the asked clients only: completed visits and the latest', async () => {
    const db = await device();
    expect(await readVisitSummaries(db, SALON, ['ana', 'bea', 'ana', 'nobody'])).toEqual({
      ana: { visits: 2, lastVisit: '2026-02-05' },
      bea: { visits: 0, lastVisit: null },
      nobody: { visits: 0, lastVisit: null },
    });
  });

  it('a card with its live appointments, service and staff embedded; null for a gone or foreign card', async () => {
    const db = await device();
    const card = await readClientCard(db, SALON, 'ana');
    expect(card?.customer.name).toBe('Ana Lopez');
    expect(card?.appointments.map((a) => a.id).sort()).toEqual(['a1', 'a2', 'a4']);
    expect(card?.appointments[0]).toMatchObject({ service: { name: 'Gel Manicure', price: 45.5 }, staff: { name: 'Kim' } });
    expect(await readClientCard(db, SALON, 'gone')).toBeNull();
    expect(await readClientCard(db, SALON, 'far')).toBeNull();
    expect(await readClientCard(db, SALON, 'nobody')).toBeNull();
  });
});
