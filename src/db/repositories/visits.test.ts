// One visit, several services, on a device: booked as linked rows in one transaction,
// moved and cancelled together, all or nothing.
import { afterEach, describe, expect, it } from 'vitest';
import type { SalonDeskDB } from '../database';
import { createAppointment, rescheduleAppointment, updateAppointmentStatus } from './appointments';
import { ensureSalonForOwner } from './salons';
import { addService } from './salon-profile';
import { upsertSchedules } from './schedules';
import { addStaff, setStaffService } from './staff';
import { createVisit, visitSpan } from './visits';
import { SlotTakenError } from '../../domain/booking-rules';
import { newId } from '../../domain/ids';
import { generateDefaultWeek } from '../../domain/schedule';
import { freshDevice } from '../../../tests/support/db-helpers';

const opened: SalonDeskDB[] = [];
afterEach(async () => {
  for (const d of opened.splice(0)) await d.delete();
});

const MONDAY = '2030-01-07';
const now = { date: '2030-01-01', time: '08:00' };

async function salonWithTwoServices() {
  const { db, ctx } = await freshDevice();
  opened.push(db);
  const salon = await ensureSalonForOwner({ id: newId(), email: 'o@example.com', salonName: 'Polished', salonPhone: '555-0100' }, ctx);
  const mani = await addService(salon.id, { name: 'Classic Manicure', price: '35', duration: '45' }, ctx);
  const pedi = await addService(salon.id, { name: 'Spa Pedicure', price: '55', duration: '60' }, ctx);
  const kim = await addStaff(salon.id, { name: 'Kim', position: 'Nail Technician' }, ctx);
  for (const s of [mani, pedi]) await setStaffService(kim.id, s.id, true, ctx);
  await upsertSchedules(salon.id, generateDefaultWeek([kim], MONDAY), ctx);
  const visit = (start: string, date = MONDAY) =>
    createVisit(
      {
        salonId: salon.id,
        customer: { name: 'Ana Lopez', phone: '555-0142' },
        services: [
          { serviceId: mani.id, staffId: null },
          { serviceId: pedi.id, staffId: null },
        ],
        date,
        start,
        now,
      },
      ctx,
    );
  return { db, ctx, salonId: salon.id, mani, pedi, kim, visit };
}

describe('visits', () => {
  it('books the services back to back as linked rows, with one notification', async () => {
    const s = await salonWithTwoServices();
    const rows = await s.visit('10:00');
    expect(rows.map((r) => [r.service_id, r.start_time, r.end_time, r.staff_id])).toEqual([
      [s.mani.id, '10:00', '10:45', s.kim.id],
      [s.pedi.id, '10:45', '11:45', s.kim.id],
    ]);
    expect(rows[0].visit_id).toBe(rows[0].id);
    expect(rows[1].visit_id).toBe(rows[0].visit_id);
    expect(rows[0].customer_id).toBe(rows[1].customer_id);
    expect(await s.db.notifications.where('salon_id').equals(s.salonId).count()).toBe(1);
    expect(visitSpan(rows)).toBe('10:00–11:45');
  });

  it('writes nothing when one part does not fit', async () => {
    const s = await salonWithTwoServices();
    await s.visit('10:00');
    const before = await s.db.appointments.count();
    const outbox = await s.db.outbox.count();
    // 09:00: the manicure fits (09:00–09:45), the pedicure (09:45–10:45) runs into the first visit.
    await expect(s.visit('09:00')).rejects.toThrow('09:00 is no longer available');
    expect(await s.db.appointments.count()).toBe(before);
    expect(await s.db.outbox.count()).toBe(outbox);
  });

  it('refuses a taken time as a SlotTakenError that names it, for one service, a visit, a move and a restored booking', async () => {
    const s = await salonWithTwoServices();
    await s.visit('10:00');
    const one = (start: string) =>
      createAppointment(
        { salonId: s.salonId, customer: { name: 'Bo', phone: '555-0177' }, serviceId: s.mani.id, staffId: null, date: MONDAY, start, now },
        s.ctx,
      );
    const taken = (time: string, field = 'start') => expect.objectContaining({ name: 'SlotTakenError', time, field });
    await expect(one('10:15')).rejects.toEqual(taken('10:15'));
    await expect(s.visit('09:00')).rejects.toBeInstanceOf(SlotTakenError);
    const later = await one('13:00');
    await expect(
      rescheduleAppointment({ salonId: s.salonId, appointmentId: later.id, date: MONDAY, start: '10:30', staffId: null, now }, s.ctx),
    ).rejects.toEqual(taken('10:30'));
    await updateAppointmentStatus(later.id, 'canceled', s.ctx);
    await one('13:00');
    await expect(updateAppointmentStatus(later.id, 'confirmed', s.ctx)).rejects.toEqual(taken('13:00', 'status'));
  });

  it('moves and cancels as a whole, whichever part is touched', async () => {
    const s = await salonWithTwoServices();
    const [mani, pedi] = await s.visit('10:00');
    await rescheduleAppointment({ salonId: s.salonId, appointmentId: pedi.id, date: MONDAY, start: '14:45', staffId: null, now }, s.ctx);
    const moved = await s.db.appointments.bulkGet([mani.id, pedi.id]);
    expect(moved.map((a) => [a!.start_time, a!.end_time])).toEqual([
      ['14:00', '14:45'],
      ['14:45', '15:45'],
    ]);

    await updateAppointmentStatus(mani.id, 'canceled', s.ctx);
    const cancelled = await s.db.appointments.bulkGet([mani.id, pedi.id]);
    expect(cancelled.map((a) => a!.status)).toEqual(['canceled', 'canceled']);
  });
});
