// A seeded salon for the assistant's scenarios, on a fresh fake-indexeddb database. The clock is
// fixed: NOW is Wednesday 2026-03-25 10:00 in America/New_York (14:00 UTC, daylight time).
import 'fake-indexeddb/auto';
import { SalonDeskDB } from '../../src/db/database';
import { openWriteContext, type WriteContext } from '../../src/db/context';
import { createAppointment, updateAppointmentStatus } from '../../src/db/repositories/appointments';
import { ensureSalonForOwner } from '../../src/db/repositories/salons';
import { addFaq, addService, saveBusinessHours, updateSalonInfo } from '../../src/db/repositories/salon-profile';
import { upsertSchedules } from '../../src/db/repositories/schedules';
import { deviceSalonStore } from '../../src/db/repositories/salon-store';
import type { SalonStore } from '../../src/domain/salon-store';
import { addStaff, setStaffService } from '../../src/db/repositories/staff';
import { DEFAULT_BUSINESS_HOURS } from '../../src/domain/business-hours';
import { addDays, weekdayOf } from '../../src/domain/dates';
import { newId } from '../../src/domain/ids';
import type { ScheduleDraft } from '../../src/domain/schedule';

export const ZONE = 'America/New_York';
export const NOW = '2026-03-25T14:00:00.000Z';
export const ANNA_PHONE = '555-010-1234';
export const BEN_PHONE = '555-020-2222';

export interface World {
  db: SalonDeskDB;
  ctx: WriteContext;
  salonId: string;
  /** Sarah's store of the salon (the device's; src/domain/salon-store.ts). */
  store: SalonStore;
  otherSalonId: string;
  service: Record<'classic' | 'gel' | 'pedicure' | 'nailArt' | 'acrylic', string>;
  staff: Record<'kim' | 'mia', string>;
  customer: Record<'anna' | 'ben', string>;
  appt: Record<'annaUpcoming' | 'annaCanceled' | 'annaPast' | 'benUpcoming' | 'otherSalonAnna', string>;
}

let n = 0;

async function salon(ctx: WriteContext, name: string, phone: string) {
  const s = await ensureSalonForOwner({ id: newId(), email: `${name.replace(/\W/g, '').toLowerCase()}@example.com`, salonName: name, salonPhone: phone }, ctx);
  await updateSalonInfo(s.id, { name, phone, address: '12 Main St, Brooklyn', email: 'hello@example.com', time_zone: ZONE }, ctx);
  return s.id;
}

/** Working days 09:00–18:00 from 2026-03-16 for three weeks+; `offOn` weekdays are days off. */
function shifts(staffId: string, offOn: number[]): ScheduleDraft[] {
  const out: ScheduleDraft[] = [];
  for (let i = 0; i < 35; i++) {
    const date = addDays('2026-03-16', i);
    const dow = weekdayOf(date);
    if (dow === 0) continue; // closed on Sundays: no schedule row at all
    out.push(offOn.includes(dow) ? { staff_id: staffId, date, start_time: null, end_time: null, is_day_off: true } : { staff_id: staffId, date, start_time: '09:00', end_time: '18:00', is_day_off: false });
  }
  return out;
}

export async function seedWorld(): Promise<World> {
  const db = new SalonDeskDB(`assistant-${process.pid}-${++n}-${Math.random().toString(36).slice(2)}`);
  const ctx = await openWriteContext(db);
  const salonId = await salon(ctx, 'Polished Nails', '555-000-1000');
  await saveBusinessHours(salonId, DEFAULT_BUSINESS_HOURS.map((d) => (d.day_of_week === 0 ? { ...d, is_closed: true } : { ...d })), ctx);

  const add = (name: string, price: string, duration: string, description?: string) => addService(salonId, { name, price, duration, description }, ctx);
  const classic = await add('Classic Manicure', '35', '30', 'Shape, cuticle care and polish');
  const gel = await add('Gel Manicure', '45.50', '60', 'Long-lasting gel polish');
  const pedicure = await add('Spa Pedicure', '55', '60');
  const nailArt = await add('Nail Art', '20', '30');
  const acrylic = await add('Acrylic Full Set', '65', '90');

  const kim = await addStaff(salonId, { name: 'Kim', position: 'Nail Technician' }, ctx);
  const mia = await addStaff(salonId, { name: 'Mia', position: 'Senior Nail Technician' }, ctx);
  for (const s of [classic, gel, pedicure]) await setStaffService(kim.id, s.id, true, ctx);
  // Only Mia does acrylics, and Mondays are her day off; nobody does nail art yet.
  await setStaffService(mia.id, acrylic.id, true, ctx);
  await upsertSchedules(salonId, [...shifts(kim.id, []), ...shifts(mia.id, [1])], ctx);

  await addFaq(salonId, { question: 'Do you take walk-ins?', answer: 'Yes, whenever a technician is free, but booking is recommended.' }, ctx);
  await addFaq(salonId, { question: 'Is there parking?', answer: 'Free parking behind the salon.' }, ctx);

  const book = (name: string, phone: string, serviceId: string, date: string, start: string, sid = salonId) =>
    createAppointment({ salonId: sid, customer: { name, phone }, serviceId, staffId: null, date, start, now: { date: '2026-03-01', time: '08:00' } }, ctx);
  const annaUpcoming = await book('Anna Lee', ANNA_PHONE, gel.id, '2026-03-26', '11:00');
  const annaCanceled = await book('Anna Lee', ANNA_PHONE, classic.id, '2026-03-27', '10:00');
  await updateAppointmentStatus(annaCanceled.id, 'canceled', ctx);
  const annaPast = await book('Anna Lee', ANNA_PHONE, classic.id, '2026-03-20', '10:00');
  const benUpcoming = await book('Ben Ortiz', BEN_PHONE, classic.id, '2026-03-26', '14:00');

  // A second salon on the same device, with a customer that has Anna's phone number.
  const otherSalonId = await salon(ctx, 'Other Salon', '555-000-2000');
  const otherService = await addService(otherSalonId, { name: 'Classic Manicure', price: '30', duration: '30' }, ctx);
  const otherStaff = await addStaff(otherSalonId, { name: 'Zoe', position: 'Nail Technician' }, ctx);
  await setStaffService(otherStaff.id, otherService.id, true, ctx);
  await upsertSchedules(otherSalonId, shifts(otherStaff.id, []), ctx);
  const otherSalonAnna = await book('Anna Lee', ANNA_PHONE, otherService.id, '2026-03-26', '11:00', otherSalonId);

  return {
    db,
    ctx,
    salonId,
    store: deviceSalonStore(ctx, salonId),
    otherSalonId,
    service: { classic: classic.id, gel: gel.id, pedicure: pedicure.id, nailArt: nailArt.id, acrylic: acrylic.id },
    staff: { kim: kim.id, mia: mia.id },
    customer: { anna: annaUpcoming.customer_id, ben: benUpcoming.customer_id },
    appt: { annaUpcoming: annaUpcoming.id, annaCanceled: annaCanceled.id, annaPast: annaPast.id, benUpcoming: benUpcoming.id, otherSalonAnna: otherSalonAnna.id },
  };
}

/** Every appointment's id → status|date|start, and the customer count: "the database did not change". */
export async function snapshot(w: World): Promise<{ appointments: Record<string, string>; customers: number }> {
  const appointments: Record<string, string> = {};
  for (const a of await w.db.appointments.toArray()) appointments[a.id] = `${a.status}|${a.appointment_date}|${a.start_time}|${a.deleted}`;
  return { appointments, customers: await w.db.customers.count() };
}

export async function liveAppointments(w: World) {
  return (await w.db.appointments.where('salon_id').equals(w.salonId).toArray()).filter((a) => !a.deleted);
}
