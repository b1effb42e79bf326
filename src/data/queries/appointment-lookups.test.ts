// The small appointment reads of the Conflicts and AI Chat Test screens, on fake-indexeddb.
import { afterEach, describe, expect, it } from 'vitest';
import type { SalonDeskDB } from '../../db/database';
import { countLiveAppointments, readAppointmentViewsByIds, readUpcomingAppointments } from './appointment-lookups';
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

const appt = (id: string, date: string, time: string, over: Partial<Appointment> = {}): Appointment => ({
  ...sync,
  id,
  customer_id: 'c1',
  staff_id: 'st1',
  service_id: 'sv1',
  appointment_date: date,
  start_time: time,
  end_time: time,
  notes: null,
  status: 'confirmed' as AppointmentStatus,
  ...over,
});

async function device(rows: Appointment[]) {
  const { db } = await freshDevice();
  open.push(db);
  await db.customers.put({ ...sync, id: 'c1', name: 'Ana Lopez', phone: '555-0142', email: null } as Customer);
  await db.services.put({ ...sync, id: 'sv1', name: 'Gel Manicure', price: 40, duration: 60, description: null } as Service);
  await db.staff.put({ ...sync, id: 'st1', name: 'Lily Chen', phone: '', position: 'Nail Technician', is_active: true } as Staff);
  await db.appointments.bulkPut(rows);
  return db;
}

const ROWS = [
  appt('past', '2026-03-01', '10:00'),
  appt('late', '2026-03-05', '15:00'),
  appt('early', '2026-03-05', '09:00'),
  appt('canceled', '2026-03-05', '08:00', { status: 'canceled' }),
  appt('gone', '2026-03-04', '11:00', { deleted: true }),
  appt('next', '2026-03-06', '10:00'),
  appt('elsewhere', '2026-03-05', '07:00', { salon_id: 'salon-2' }),
];

describe('appointment lookups', () => {
  it('upcoming: from today on, in date and time order, canceled, tombstoned and other salons left out, limited', async () => {
    const db = await device(ROWS);
    const rows = await readUpcomingAppointments(db, SALON, '2026-03-04', 2);
    expect(rows.map((r) => r.id)).toEqual(['early', 'late']);
    expect(rows[0]).toMatchObject({ customer: { name: 'Ana Lopez' }, service: { name: 'Gel Manicure' }, staff: { name: 'Lily Chen' } });
    expect((await readUpcomingAppointments(db, SALON, '2026-03-04', 10)).map((r) => r.id)).toEqual(['early', 'late', 'next']);
  });

  it('by ids: only the salon live rows asked for, with references', async () => {
    const db = await device(ROWS);
    const byId = await readAppointmentViewsByIds(db, SALON, ['late', 'gone', 'elsewhere', 'missing', 'late']);
    expect([...byId.keys()]).toEqual(['late']);
    expect(byId.get('late')?.customer?.phone).toBe('555-0142');
  });

  it('count: live appointments of the salon only', async () => {
    const db = await device(ROWS);
    expect(await countLiveAppointments(db, SALON)).toBe(5);
  });
});
