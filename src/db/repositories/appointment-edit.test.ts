// The owner's Edit / Move on a device: one write transaction that re-checks the new
// slot with the booking rules (the booking itself ignored), writes each changed row once (one
// outbox entry per row), tells the owner's other devices like a move does, and writes nothing at
// all when refused.
import { afterEach, describe, expect, it } from 'vitest';
import type { SalonDeskDB } from '../database';
import { editAppointment, SlotRefusedError, VISIT_KEEPS_SERVICES, type AppointmentEdit } from './appointment-edit';
import { createAppointment, updateAppointmentStatus } from './appointments';
import { ensureSalonForOwner } from './salons';
import { addService } from './salon-profile';
import { upsertSchedules } from './schedules';
import { addStaff, setStaffService } from './staff';
import { addTimeOff } from './time-off';
import { createVisit } from './visits';
import { patchRow } from '../writer';
import { newId } from '../../domain/ids';
import { generateDefaultWeek } from '../../domain/schedule';
import type { Appointment } from '../../domain/types';
import { freshDevice } from '../../../tests/support/db-helpers';

const opened: SalonDeskDB[] = [];
afterEach(async () => {
  for (const d of opened.splice(0)) await d.delete();
});

const MONDAY = '2030-01-07';
const TUESDAY = '2030-01-08';
const now = { date: '2030-01-01', time: '08:00' };

async function salon() {
  const { db, ctx } = await freshDevice();
  opened.push(db);
  const s = await ensureSalonForOwner({ id: newId(), email: 'o@example.com', salonName: 'Polished', salonPhone: '555-0100' }, ctx);
  const gel = await addService(s.id, { name: 'Gel Manicure', price: '45', duration: '60' }, ctx);
  const pedi = await addService(s.id, { name: 'Spa Pedicure', price: '55', duration: '90', processing_offset: '30', processing_minutes: '20' }, ctx);
  const kim = await addStaff(s.id, { name: 'Kim', position: 'Nail Technician' }, ctx);
  const lily = await addStaff(s.id, { name: 'Lily', position: 'Nail Technician' }, ctx);
  await setStaffService(kim.id, gel.id, true, ctx);
  await setStaffService(lily.id, gel.id, true, ctx);
  // Only Lily does pedicures.
  await setStaffService(lily.id, pedi.id, true, ctx);
  await upsertSchedules(s.id, generateDefaultWeek([kim, lily], MONDAY), ctx);
  const book = (start: string, staffId: string, name = 'Ana Lopez', email: string | null = 'ana@example.com') =>
    createAppointment(
      { salonId: s.id, customer: { name, phone: '555-0142', email }, serviceId: gel.id, staffId, date: MONDAY, start, notes: 'Likes red', now },
      ctx,
    );
  /** The edit that changes nothing, to spread a test's changes over. */
  const same = (a: Appointment): AppointmentEdit => ({
    salonId: s.id,
    appointmentId: a.id,
    date: a.appointment_date,
    start: a.start_time,
    serviceId: a.service_id,
    staffId: a.staff_id,
    notes: a.notes,
    contact: { name: a.contact_name ?? '', phone: a.contact_phone ?? '', email: a.contact_email ?? null },
    now,
  });
  const edit = (input: AppointmentEdit) => editAppointment(input, ctx);
  /** Every entry the outbox got since `from` entries, as [table, op, fields]. */
  const outboxSince = async (from: number) => (await db.outbox.toArray()).slice(from).map((e) => [e.table, e.op, e.fields] as const);
  return { db, ctx, salonId: s.id, gel, pedi, kim, lily, book, same, edit, outboxSince };
}

describe('editAppointment', () => {
  it('moves the time and the member in one write: one outbox entry for the row, one for the notification', async () => {
    const s = await salon();
    const a = await s.book('10:00', s.kim.id);
    const before = await s.db.outbox.count();
    const { after, moved } = await s.edit({ ...s.same(a), start: '14:00', staffId: s.lily.id });
    expect(moved).toBe(true);
    expect(after).toMatchObject({ start_time: '14:00', end_time: '15:00', staff_id: s.lily.id, appointment_date: MONDAY, notes: 'Likes red' });
    const entries = await s.outboxSince(before);
    expect(entries.map(([t, op]) => [t, op])).toEqual([
      ['appointments', 'patch'],
      ['notifications', 'put'],
    ]);
    expect(Object.keys(entries[0][2]).sort()).toEqual(['start_time', 'end_time', 'staff_id'].sort());
    const [n] = await s.db.notifications
      .where('appointment_id')
      .equals(a.id)
      .filter((x) => x.kind === 'rescheduled')
      .toArray();
    expect(n.body).toBe('Gel Manicure for Ana Lopez moved from Mon 2030-01-07 at 10:00 to Mon 2030-01-07 at 14:00 with Lily');
  });

  it('"any available" keeps the member when she is free at the new time', async () => {
    const s = await salon();
    const a = await s.book('10:00', s.kim.id);
    const { after } = await s.edit({ ...s.same(a), date: TUESDAY, start: '11:00', staffId: null });
    expect(after).toMatchObject({ appointment_date: TUESDAY, start_time: '11:00', staff_id: s.kim.id });
  });

  it('a refused move (the time is taken) writes nothing, no outbox entry, and says what New Appointment says', async () => {
    const s = await salon();
    const a = await s.book('10:00', s.kim.id);
    await s.book('14:00', s.kim.id, 'Bo Chen', null);
    const before = await s.db.outbox.count();
    const rows = await s.db.appointments.toArray();
    const err = await s.edit({ ...s.same(a), start: '14:00', staffId: s.kim.id, notes: 'changed too' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SlotRefusedError);
    expect(err).toMatchObject({ message: '14:00 is no longer available. Please choose a different time.', field: 'start', reason: null, time: '14:00' });
    expect(await s.db.outbox.count()).toBe(before);
    expect(await s.db.appointments.toArray()).toEqual(rows);
  });

  it("a refused move onto the member's time off names the day's reason and writes nothing", async () => {
    const s = await salon();
    const a = await s.book('10:00', s.kim.id);
    await addTimeOff(s.kim.id, { start_date: TUESDAY, end_date: TUESDAY, reason: 'vacation' }, s.ctx);
    const before = await s.db.outbox.count();
    const err = await s.edit({ ...s.same(a), date: TUESDAY, staffId: s.kim.id }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SlotRefusedError);
    expect((err as SlotRefusedError).reason).toBe('staff_time_off');
    expect((err as SlotRefusedError).weekday).toBe('Tuesday');
    expect(await s.db.outbox.count()).toBe(before);
  });

  it('refuses a time outside the salon hours, writing nothing', async () => {
    const s = await salon();
    const a = await s.book('10:00', s.kim.id);
    const before = await s.db.outbox.count();
    await expect(s.edit({ ...s.same(a), start: '23:30' })).rejects.toBeInstanceOf(SlotRefusedError);
    expect(await s.db.outbox.count()).toBe(before);
  });

  it('a notes-only edit writes one outbox entry with the notes alone, and no notification', async () => {
    const s = await salon();
    const a = await s.book('10:00', s.kim.id);
    const before = await s.db.outbox.count();
    const { moved } = await s.edit({ ...s.same(a), notes: '  Allergic to acetone ' });
    expect(moved).toBe(false);
    expect(await s.outboxSince(before)).toEqual([['appointments', 'patch', { notes: 'Allergic to acetone' }]]);
  });

  it('a save with nothing changed writes nothing', async () => {
    const s = await salon();
    const a = await s.book('10:00', s.kim.id);
    const before = await s.db.outbox.count();
    await s.edit(s.same(a));
    expect(await s.db.outbox.count()).toBe(before);
  });

  it("a notes fix is not re-checked against rules made since (the booking's own slot)", async () => {
    const s = await salon();
    const a = await s.book('10:00', s.kim.id);
    // Kim's day became time off after the booking: the booking stays, and its notes can still be fixed.
    await addTimeOff(s.kim.id, { start_date: MONDAY, end_date: MONDAY, reason: 'sick' }, s.ctx);
    const { after } = await s.edit({ ...s.same(a), staffId: null, notes: 'Call first' });
    expect(after.notes).toBe('Call first');
  });

  it("a new service takes its duration and processing copy, a member who does it, and the row's one entry", async () => {
    const s = await salon();
    const a = await s.book('10:00', s.kim.id);
    const before = await s.db.outbox.count();
    const { after } = await s.edit({ ...s.same(a), serviceId: s.pedi.id, staffId: null });
    expect(after).toMatchObject({
      service_id: s.pedi.id,
      start_time: '10:00',
      end_time: '11:30',
      staff_id: s.lily.id,
      processing_offset: 30,
      processing_minutes: 20,
    });
    const entries = await s.outboxSince(before);
    expect(entries.map(([t]) => t)).toEqual(['appointments', 'notifications']);
    const n = await s.db.notifications
      .where('appointment_id')
      .equals(a.id)
      .filter((x) => x.kind === 'rescheduled')
      .first();
    expect(n).toMatchObject({ title: 'Appointment changed', body: 'Spa Pedicure for Ana Lopez, Mon 2030-01-07 at 10:00 with Lily (was Gel Manicure)' });
  });

  it("corrects the booking's own contact, validated like the customer fields, never the card", async () => {
    const s = await salon();
    const a = await s.book('10:00', s.kim.id);
    const card = await s.db.customers.get(a.customer_id);
    const before = await s.db.outbox.count();
    await expect(s.edit({ ...s.same(a), contact: { name: 'Ana Lopez', phone: '555-0142', email: 'not-an-email' } })).rejects.toMatchObject({
      field: 'email',
      message: 'Customer email must be a valid email address',
    });
    await expect(s.edit({ ...s.same(a), contact: { name: ' ', phone: '555-0142' } })).rejects.toMatchObject({ field: 'name' });
    expect(await s.db.outbox.count()).toBe(before);

    await s.edit({ ...s.same(a), contact: { name: 'Ana Lopez', phone: '(555) 0199', email: 'ana.l@example.com' } });
    expect(await s.outboxSince(before)).toEqual([['appointments', 'patch', { contact_phone: '(555) 0199', contact_email: 'ana.l@example.com' }]]);
    expect(await s.db.customers.get(a.customer_id)).toEqual(card);
  });

  it("a booking from older versions (no contact) starts from its card's: untouched, nothing is written", async () => {
    const s = await salon();
    const a = await s.book('10:00', s.kim.id);
    await patchRow(s.ctx, 'appointments', a.id, { contact_name: null, contact_phone: null, contact_email: null });
    const old = (await s.db.appointments.get(a.id))!;
    const before = await s.db.outbox.count();
    await s.edit({ ...s.same(old), contact: { name: 'Ana Lopez', phone: '555-0142', email: 'ana@example.com' } });
    expect(await s.db.outbox.count()).toBe(before);
  });

  it('is refused for a completed, canceled or past booking, with the reason the details show', async () => {
    const s = await salon();
    const a = await s.book('10:00', s.kim.id);
    await expect(s.edit({ ...s.same(a), notes: 'x', now: { date: '2030-01-08', time: '09:00' } })).rejects.toThrow('This appointment is in the past');
    await updateAppointmentStatus(a.id, 'completed', s.ctx);
    await expect(s.edit({ ...s.same(a), notes: 'x' })).rejects.toThrow('This appointment is completed');
  });

  it('moves a visit whole and writes its notes on every part, each part once; its services stay', async () => {
    const s = await salon();
    const parts = await createVisit(
      {
        salonId: s.salonId,
        customer: { name: 'Cy Park', phone: '555-0177' },
        services: [
          { serviceId: s.gel.id, staffId: null },
          { serviceId: s.pedi.id, staffId: null },
        ],
        date: MONDAY,
        start: '10:00',
        now,
      },
      s.ctx,
    );
    const second = parts[1];
    await expect(s.edit({ ...s.same(second), serviceId: s.gel.id })).rejects.toThrow(VISIT_KEEPS_SERVICES);
    const before = await s.db.outbox.count();
    // The start is the visit's: 13:00 for the whole visit.
    const { after, moved } = await s.edit({ ...s.same(second), start: '13:00', staffId: null, notes: 'Together' });
    expect(moved).toBe(true);
    expect(after).toMatchObject({ start_time: '14:00', end_time: '15:30', notes: 'Together' });
    const rows = await s.db.appointments.bulkGet(parts.map((p) => p.id));
    expect(rows.map((r) => [r!.start_time, r!.end_time, r!.notes])).toEqual([
      ['13:00', '14:00', 'Together'],
      ['14:00', '15:30', 'Together'],
    ]);
    const entries = await s.outboxSince(before);
    expect(entries.map(([t]) => t)).toEqual(['appointments', 'appointments', 'notifications']);
    // A start where the visit does not fit is refused naming that start, for the screen's clock.
    const refused = await s.edit({ ...s.same(second), start: '23:30', staffId: null }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SlotRefusedError);
    expect(refused).toMatchObject({ time: '23:30', field: 'start', reason: null, message: '23:30 is no longer available. Please choose a different time.' });
  });
});
