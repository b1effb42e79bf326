import { afterEach, describe, expect, it } from 'vitest';
import type { SalonDeskDB } from '../database';
import type { WriteContext } from '../context';
import type { ConflictRow } from '../schema';
import { createAppointment } from './appointments';
import { cancelAppointment, dismissRejected, moveAppointment, reassignAppointment, resolveConflict } from './conflicts';
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

/**
 * Two members who both do the service, Ana booked with Kim at 10:00, and Bo's booking as a pull
 * would leave it after the server found it double-books Kim: status 'conflict' plus a conflicts row.
 */
async function doubleBooked() {
  const { db, ctx } = await freshDevice();
  opened.push(db);
  const salon = await ensureSalonForOwner({ id: newId(), email: 'o@example.com', salonName: 'Polished', salonPhone: '555-0100' }, ctx);
  const salonId = salon.id;
  const service = await addService(salonId, { name: 'Gel Manicure', price: '45', duration: '60' }, ctx);
  const kim = await addStaff(salonId, { name: 'Kim', position: 'Nail Technician' }, ctx);
  const lee = await addStaff(salonId, { name: 'Lee', position: 'Nail Technician' }, ctx);
  await setStaffService(kim.id, service.id, true, ctx);
  await setStaffService(lee.id, service.id, true, ctx);
  await upsertSchedules(salonId, generateDefaultWeek([kim, lee], MONDAY), ctx);
  const base = { salonId, serviceId: service.id, date: MONDAY, start: '10:00', now };
  const kept = await createAppointment({ ...base, staffId: kim.id, customer: { name: 'Ana', phone: '555-0111' } }, ctx);
  const flagged = await createAppointment({ ...base, staffId: lee.id, customer: { name: 'Bo', phone: '555-0122' } }, ctx);
  await db.appointments.update(flagged.id, { staff_id: kim.id, status: 'conflict' });
  const conflict: ConflictRow = {
    id: newId(),
    salon_id: salonId,
    kind: 'double_booking',
    table: 'appointments',
    row_id: flagged.id,
    other_row_id: kept.id,
    reason: 'Double booking',
    created_at: new Date().toISOString(),
    resolved: false,
  };
  await db.conflicts.put(conflict);
  return { db, ctx, salonId, service, kim, lee, kept, flagged, conflict };
}

const outboxFor = (ctx: WriteContext, id: string) => ctx.db.outbox.where('[table+row_id]').equals(['appointments', id]).toArray();

describe('double bookings', () => {
  it('move: refuses a taken time, then moves to a free one, confirms it, queues it and resolves the conflict', async () => {
    const { db, ctx, flagged, kim, conflict } = await doubleBooked();
    // 10:00 with Kim is Ana's; Lee is free then, so the move stays at 10:00 but changes member.
    await expect(moveAppointment(flagged.id, MONDAY, '19:00', ctx, now)).rejects.toThrow('19:00 is no longer available. Please choose a different time.');
    // The time it names, for the screen to write on the salon's clock in the owner's language.
    await expect(moveAppointment(flagged.id, MONDAY, '19:00', ctx, now)).rejects.toMatchObject({ name: 'SlotTakenError', time: '19:00', field: 'start' });
    await expect(moveAppointment(flagged.id, '2030-02-30', '10:00', ctx, now)).rejects.toThrow('Please provide a valid date.');
    expect((await db.conflicts.get(conflict.id))?.resolved).toBe(false);
    const before = (await outboxFor(ctx, flagged.id)).length;
    const moved = await moveAppointment(flagged.id, MONDAY, '13:00', ctx, now);
    // Kim is free at 13:00, so Kim keeps the customer.
    expect(moved).toMatchObject({ appointment_date: MONDAY, start_time: '13:00', end_time: '14:00', staff_id: kim.id, status: 'confirmed' });
    const queued = await outboxFor(ctx, flagged.id);
    expect(queued).toHaveLength(before + 1);
    expect(queued.at(-1)?.fields).toMatchObject({ start_time: '13:00', status: 'confirmed' });
    expect((await db.conflicts.get(conflict.id))?.resolved).toBe(true);
  });

  it('move: takes another member when its own is busy at the new time', async () => {
    const { flagged, lee, ctx } = await doubleBooked();
    // Kim is busy at 10:00 with Ana (the flagged booking itself does not count against the move).
    const moved = await moveAppointment(flagged.id, MONDAY, '10:00', ctx, now);
    expect(moved.staff_id).toBe(lee.id);
  });

  it('reassign: only to a member free at that time', async () => {
    const { db, ctx, flagged, kim, lee, conflict } = await doubleBooked();
    await expect(reassignAppointment(flagged.id, kim.id, ctx, now)).rejects.toThrow(/not free at this time/);
    expect((await db.appointments.get(flagged.id))?.status).toBe('conflict');
    const moved = await reassignAppointment(flagged.id, lee.id, ctx, now);
    expect(moved).toMatchObject({ staff_id: lee.id, status: 'confirmed', start_time: '10:00' });
    expect((await db.conflicts.get(conflict.id))?.resolved).toBe(true);
  });

  it('cancel this one resolves it; the other keeps its slot', async () => {
    const { db, ctx, flagged, kept, conflict } = await doubleBooked();
    await cancelAppointment(flagged.id, null, ctx);
    expect((await db.appointments.get(flagged.id))?.status).toBe('canceled');
    expect((await db.appointments.get(kept.id))?.status).toBe('confirmed');
    expect((await db.conflicts.get(conflict.id))?.resolved).toBe(true);
  });

  it('cancel the other gives its slot to the flagged one', async () => {
    const { db, ctx, flagged, kept, conflict } = await doubleBooked();
    await cancelAppointment(kept.id, flagged.id, ctx);
    expect((await db.appointments.get(kept.id))?.status).toBe('canceled');
    expect((await db.appointments.get(flagged.id))?.status).toBe('confirmed');
    expect((await db.conflicts.get(conflict.id))?.resolved).toBe(true);
  });

  it('cancel the other writes nothing when a third booking still overlaps the flagged one', async () => {
    const { db, ctx, flagged, kept, kim, conflict } = await doubleBooked();
    const third = await createAppointment(
      { salonId: kept.salon_id, serviceId: kept.service_id, staffId: kim.id, date: MONDAY, start: '11:00', now, customer: { name: 'Cy', phone: '555-0133' } },
      ctx,
    );
    // The flagged one runs 10:00–11:00; make it 10:30 so it overlaps the 11:00 booking too.
    await db.appointments.update(flagged.id, { start_time: '10:30', end_time: '11:30' });
    const count = await db.outbox.count();
    await expect(cancelAppointment(kept.id, flagged.id, ctx)).rejects.toThrow(/no longer available/);
    await expect(cancelAppointment(kept.id, flagged.id, ctx)).rejects.toMatchObject({ name: 'SlotTakenError', time: '10:30', field: 'status' });
    expect((await db.appointments.get(kept.id))?.status).toBe('confirmed');
    expect((await db.appointments.get(third.id))?.status).toBe('confirmed');
    expect(await db.outbox.count()).toBe(count);
    expect((await db.conflicts.get(conflict.id))?.resolved).toBe(false);
  });

  it('mark resolved leaves the appointments untouched', async () => {
    const { db, ctx, flagged, conflict } = await doubleBooked();
    await resolveConflict(conflict.id, ctx);
    expect((await db.conflicts.get(conflict.id))?.resolved).toBe(true);
    expect((await db.appointments.get(flagged.id))?.status).toBe('conflict');
    await expect(resolveConflict('nope', ctx)).rejects.toThrow('Conflict not found');
  });
});

describe('refused changes', () => {
  it('dismiss marks a rejected mutation resolved and refuses other kinds', async () => {
    const { db, ctx, salonId, conflict } = await doubleBooked();
    const rejected: ConflictRow = {
      id: 'rejected:m1',
      salon_id: salonId,
      kind: 'rejected',
      table: 'services',
      row_id: newId(),
      other_row_id: null,
      reason: 'price must be >= 0',
      created_at: new Date().toISOString(),
      resolved: false,
      mutation: { op: 'patch', fields: { price: -1 }, hlc: 'x' },
    };
    await db.conflicts.put(rejected);
    await expect(dismissRejected(conflict.id, ctx)).rejects.toThrow('Only refused changes can be dismissed');
    await dismissRejected(rejected.id, ctx);
    expect(await db.conflicts.get(rejected.id)).toMatchObject({ resolved: true, reason: 'price must be >= 0' });
  });
});
