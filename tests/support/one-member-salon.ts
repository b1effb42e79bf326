// A device with the smallest bookable salon: one service (Gel Manicure, 60 min), one member (Kim)
// who does it and works the default week from `monday`. For tests that race bookings on it.
import { createAppointment } from '../../src/db/repositories/appointments';
import { ensureSalonForOwner } from '../../src/db/repositories/salons';
import { addService } from '../../src/db/repositories/salon-profile';
import { upsertSchedules } from '../../src/db/repositories/schedules';
import { addStaff, setStaffService } from '../../src/db/repositories/staff';
import type { ZonedNow } from '../../src/domain/dates';
import { newId } from '../../src/domain/ids';
import { generateDefaultWeek } from '../../src/domain/schedule';
import { freshDevice } from './db-helpers';

export async function oneMemberSalon(monday: string, now: ZonedNow) {
  const { db, ctx } = await freshDevice();
  const s = await ensureSalonForOwner({ id: newId(), email: 'o@example.com', salonName: 'Polished', salonPhone: '555-0100' }, ctx);
  const gel = await addService(s.id, { name: 'Gel Manicure', price: '45', duration: '60' }, ctx);
  const kim = await addStaff(s.id, { name: 'Kim', position: 'Nail Technician' }, ctx);
  await setStaffService(kim.id, gel.id, true, ctx);
  await upsertSchedules(s.id, generateDefaultWeek([kim], monday), ctx);
  /** Kim's booking of Gel Manicure on `monday` at `start`. */
  const book = (start: string, name: string, phone: string) =>
    createAppointment({ salonId: s.id, serviceId: gel.id, staffId: kim.id, date: monday, start, now, customer: { name, phone } }, ctx);
  return { db, ctx, s, gel, kim, book };
}
