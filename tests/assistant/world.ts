// A seeded salon for the assistant's scenarios, on a fresh fake-indexeddb database (seedWorld), or
// on devices of the real local backend for server-side Sarah (seedWorldOn, used by
// tests/integration/server-world.ts). The clock is fixed: NOW is Wednesday 2026-03-25 10:00 in
// America/New_York (14:00 UTC, daylight time).
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
import { salonRowsOf } from '../../src/db/salon-rows';

export const ZONE = 'America/New_York';
export const NOW = '2026-03-25T14:00:00.000Z';
export const ANNA_PHONE = '555-010-1234';
export const BEN_PHONE = '555-020-2222';

export interface World {
  /** The device's database the checks read (on a server run, synced with the server by `sync`). */
  db: SalonDeskDB;
  ctx: WriteContext;
  salonId: string;
  /** Sarah's store of the salon: the device's, or the server's (src/domain/salon-store.ts). */
  store: SalonStore;
  otherSalonId: string;
  /**
   * The database holding the other salon's rows: `db` itself on the device (one device, two
   * salons), the other owner's device on a server run (one device syncs one salon).
   */
  otherDb: SalonDeskDB;
  /**
   * Brings the devices and the store together: on a server run, pushes what the devices wrote
   * and pulls what server-side Sarah wrote (the ordinary sync); nothing on the device, where
   * the store is the database.
   */
  sync: () => Promise<void>;
  service: Record<'classic' | 'gel' | 'pedicure' | 'nailArt' | 'acrylic', string>;
  staff: Record<'kim' | 'mia', string>;
  customer: Record<'anna' | 'ben', string>;
  appt: Record<'annaUpcoming' | 'annaCanceled' | 'annaPast' | 'benUpcoming' | 'otherSalonAnna', string>;
}

let n = 0;

/** The salon of `ownerId` on the device of `ctx` (made if the device has none yet), with its details. */
async function salon(ctx: WriteContext, ownerId: string, name: string, phone: string) {
  const s = await ensureSalonForOwner({ id: ownerId, email: `${name.replace(/\W/g, '').toLowerCase()}@example.com`, salonName: name, salonPhone: phone }, ctx);
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
    out.push(
      offOn.includes(dow)
        ? { staff_id: staffId, date, start_time: null, end_time: null, is_day_off: true }
        : { staff_id: staffId, date, start_time: '09:00', end_time: '18:00', is_day_off: false },
    );
  }
  return out;
}

/** Where a world's salon is seeded: a device's write context and the salon's owner. */
export interface SeedHome {
  ctx: WriteContext;
  ownerId: string;
}

export type SeededWorld = Omit<World, 'db' | 'ctx' | 'store' | 'otherDb' | 'sync'>;

/** Seeds the world's salon at `home` and the other salon at `other` (the same device, or another owner's). */
export async function seedWorldOn(home: SeedHome, other: SeedHome): Promise<SeededWorld> {
  const ctx = home.ctx;
  const salonId = await salon(ctx, home.ownerId, 'Polished Nails', '555-000-1000');
  await saveBusinessHours(
    salonId,
    DEFAULT_BUSINESS_HOURS.map((d) => (d.day_of_week === 0 ? { ...d, is_closed: true } : { ...d })),
    ctx,
  );

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

  const book = (name: string, phone: string, serviceId: string, date: string, start: string, sid = salonId, on = ctx) =>
    createAppointment({ salonId: sid, customer: { name, phone }, serviceId, staffId: null, date, start, now: { date: '2026-03-01', time: '08:00' } }, on);
  const annaUpcoming = await book('Anna Lee', ANNA_PHONE, gel.id, '2026-03-26', '11:00');
  const annaCanceled = await book('Anna Lee', ANNA_PHONE, classic.id, '2026-03-27', '10:00');
  await updateAppointmentStatus(annaCanceled.id, 'canceled', ctx);
  const annaPast = await book('Anna Lee', ANNA_PHONE, classic.id, '2026-03-20', '10:00');
  const benUpcoming = await book('Ben Ortiz', BEN_PHONE, classic.id, '2026-03-26', '14:00');

  // A second salon (of another owner), with a customer that has Anna's phone number.
  const o = other.ctx;
  const otherSalonId = await salon(o, other.ownerId, 'Other Salon', '555-000-2000');
  const otherService = await addService(otherSalonId, { name: 'Classic Manicure', price: '30', duration: '30' }, o);
  const otherStaff = await addStaff(otherSalonId, { name: 'Zoe', position: 'Nail Technician' }, o);
  await setStaffService(otherStaff.id, otherService.id, true, o);
  await upsertSchedules(otherSalonId, shifts(otherStaff.id, []), o);
  const otherSalonAnna = await book('Anna Lee', ANNA_PHONE, otherService.id, '2026-03-26', '11:00', otherSalonId, o);

  return {
    salonId,
    otherSalonId,
    service: { classic: classic.id, gel: gel.id, pedicure: pedicure.id, nailArt: nailArt.id, acrylic: acrylic.id },
    staff: { kim: kim.id, mia: mia.id },
    customer: { anna: annaUpcoming.customer_id, ben: benUpcoming.customer_id },
    appt: {
      annaUpcoming: annaUpcoming.id,
      annaCanceled: annaCanceled.id,
      annaPast: annaPast.id,
      benUpcoming: benUpcoming.id,
      otherSalonAnna: otherSalonAnna.id,
    },
  };
}

/** A world on one fresh device database holding both salons, with the device's store. */
export async function seedWorld(): Promise<World> {
  const db = new SalonDeskDB(`assistant-${process.pid}-${++n}-${Math.random().toString(36).slice(2)}`);
  const ctx = await openWriteContext(db);
  const seeded = await seedWorldOn({ ctx, ownerId: newId() }, { ctx, ownerId: newId() });
  return { ...seeded, db, ctx, store: deviceSalonStore(ctx, seeded.salonId), otherDb: db, sync: async () => undefined };
}

/** The databases that hold the world's two salons (one on the device run). */
const databases = (w: World) => (w.otherDb === w.db ? [w.db] : [w.db, w.otherDb]);

/** Every appointment of both salons. */
export async function allAppointments(w: World) {
  return (await Promise.all(databases(w).map((db) => db.appointments.toArray()))).flat();
}

/** How many customer cards both salons have. */
export async function customerCount(w: World): Promise<number> {
  return (await Promise.all(databases(w).map((db) => db.customers.count()))).reduce((x, y) => x + y, 0);
}

/** Every appointment's id → status|date|start, and the customer count: "the database did not change". */
export async function snapshot(w: World): Promise<{ appointments: Record<string, string>; customers: number }> {
  const appointments: Record<string, string> = {};
  for (const a of await allAppointments(w)) appointments[a.id] = `${a.status}|${a.appointment_date}|${a.start_time}|${a.deleted}`;
  return { appointments, customers: await customerCount(w) };
}

export async function liveAppointments(w: World) {
  return (await salonRowsOf(w.db.appointments, w.salonId).toArray()).filter((a) => !a.deleted);
}
