import { afterEach, describe, expect, it } from 'vitest';
import { readBookingSettings, readBookingsDuringTimeOff, readBreaks, readTimeOff } from './booking';
import type { SalonDeskDB } from '../../db/database';
import { createAppointment, updateAppointmentStatus } from '../../db/repositories/appointments';
import { saveBookingSettings } from '../../db/repositories/booking-settings';
import { addService, setServiceActive, updateService } from '../../db/repositories/salon-profile';
import { ensureSalonForOwner } from '../../db/repositories/salons';
import { upsertSchedules } from '../../db/repositories/schedules';
import { addStaff, deleteStaff, setStaffService } from '../../db/repositories/staff';
import { addBreak, addTimeOff, removeBreak, removeTimeOff } from '../../db/repositories/time-off';
import { DEFAULT_BOOKING_SETTINGS } from '../../domain/booking-settings';
import { PreconditionError, ValidationError } from '../../domain/errors';
import { bookingSettingsId, newId } from '../../domain/ids';
import { generateDefaultWeek } from '../../domain/schedule';
import { freshDevice } from '../../../tests/support/db-helpers';

const opened: SalonDeskDB[] = [];
afterEach(async () => {
  for (const d of opened.splice(0)) await d.delete();
});

async function device() {
  const { db, ctx } = await freshDevice();
  opened.push(db);
  const salon = await ensureSalonForOwner({ id: newId(), email: 'o@example.com', salonName: 'Lotus Nails', salonPhone: '555-0100' }, ctx);
  await db.outbox.clear();
  return { db, ctx, salonId: salon.id };
}

const outbox = (db: SalonDeskDB) => db.outbox.orderBy('seq').toArray();

describe('saveBookingSettings', () => {
  it('creates the one row with the id derived from the salon, then sends only what changed', async () => {
    const d = await device();
    expect(await readBookingSettings(d.db, d.salonId)).toBeNull();
    const row = await saveBookingSettings(d.salonId, { ...DEFAULT_BOOKING_SETTINGS, min_notice_minutes: '120', slot_interval: '30' }, d.ctx);
    expect(row).toMatchObject({
      id: bookingSettingsId(d.salonId),
      salon_id: d.salonId,
      min_notice_minutes: 120,
      max_advance_days: 90,
      slot_interval: 30,
      self_booking_status: 'confirmed',
      version: null,
    });
    expect(await readBookingSettings(d.db, d.salonId)).toEqual(row);
    await saveBookingSettings(d.salonId, { ...DEFAULT_BOOKING_SETTINGS, min_notice_minutes: 120, slot_interval: 30, self_booking_status: 'pending' }, d.ctx);
    // The same values again write nothing.
    await saveBookingSettings(d.salonId, { ...DEFAULT_BOOKING_SETTINGS, min_notice_minutes: 120, slot_interval: 30, self_booking_status: 'pending' }, d.ctx);
    const entries = await outbox(d.db);
    expect(entries.map((e) => [e.table, e.op, e.row_id])).toEqual([
      ['booking_settings', 'put', bookingSettingsId(d.salonId)],
      ['booking_settings', 'patch', bookingSettingsId(d.salonId)],
    ]);
    expect(entries[1].fields).toEqual({ self_booking_status: 'pending' });
  });

  it('bad input or no salon writes nothing', async () => {
    const d = await device();
    await expect(saveBookingSettings(d.salonId, { ...DEFAULT_BOOKING_SETTINGS, max_advance_days: '0' }, d.ctx)).rejects.toBeInstanceOf(ValidationError);
    await expect(saveBookingSettings(null, DEFAULT_BOOKING_SETTINGS, d.ctx)).rejects.toThrow(new PreconditionError('No salon found'));
    expect(await d.db.booking_settings.count()).toBe(0);
    expect(await d.db.outbox.count()).toBe(0);
  });
});

describe('services: cleanup time, category, hidden', () => {
  it('a new service is bookable with its cleanup time and category; hide and show are one-field patches', async () => {
    const d = await device();
    const plain = await addService(d.salonId, { name: 'Polish', price: '15', duration: '20' }, d.ctx);
    expect(plain).toMatchObject({ buffer_minutes: 0, category: null, is_active: true });
    const gel = await addService(d.salonId, { name: 'Gel', price: '40', duration: '60', buffer_minutes: '15', category: 'Manicure' }, d.ctx);
    expect(gel).toMatchObject({ buffer_minutes: 15, category: 'Manicure', is_active: true });
    await d.db.outbox.clear();

    expect((await setServiceActive(gel.id, false, d.ctx)).is_active).toBe(false);
    await setServiceActive(gel.id, false, d.ctx);
    expect((await setServiceActive(gel.id, true, d.ctx)).is_active).toBe(true);
    const entries = await outbox(d.db);
    expect(entries.map((e) => [e.op, e.fields])).toEqual([
      ['patch', { is_active: false }],
      ['patch', { is_active: true }],
    ]);
  });

  it('an edit that leaves cleanup time and category out keeps them', async () => {
    const d = await device();
    const gel = await addService(d.salonId, { name: 'Gel', price: '40', duration: '60', buffer_minutes: '15', category: 'Manicure' }, d.ctx);
    const edited = await updateService(gel.id, { name: 'Gel', price: '45', duration: '60' }, d.ctx);
    expect(edited).toMatchObject({ price: 45, buffer_minutes: 15, category: 'Manicure' });
    const cleared = await updateService(gel.id, { name: 'Gel', price: '45', duration: '60', buffer_minutes: '', category: ' ' }, d.ctx);
    expect(cleared).toMatchObject({ buffer_minutes: 0, category: null });
    await expect(updateService(gel.id, { name: 'Gel', price: '45', duration: '60', buffer_minutes: '300' }, d.ctx)).rejects.toThrow('Cleanup time must be');
  });
});

describe('time off and breaks', () => {
  const MONDAY = '2030-01-07';

  it('adds time off for a live member and removes it with a tombstone that syncs', async () => {
    const d = await device();
    const kim = await addStaff(d.salonId, { name: 'Kim', position: 'Nail Technician' }, d.ctx);
    await d.db.outbox.clear();
    const away = await addTimeOff(kim.id, { start_date: MONDAY, end_date: '2030-01-11', reason: 'vacation', note: 'Lisbon' }, d.ctx);
    expect(away).toMatchObject({ salon_id: d.salonId, staff_id: kim.id, reason: 'vacation', note: 'Lisbon', deleted: false });
    expect(await readTimeOff(d.db, d.salonId)).toEqual([away]);
    await removeTimeOff(away.id, d.ctx);
    expect(await readTimeOff(d.db, d.salonId)).toEqual([]);
    expect((await d.db.staff_time_off.get(away.id))?.deleted).toBe(true);
    expect((await outbox(d.db)).map((e) => [e.table, e.op])).toEqual([
      ['staff_time_off', 'put'],
      ['staff_time_off', 'delete'],
    ]);

    await expect(addTimeOff(kim.id, { start_date: '2030-01-11', end_date: MONDAY, reason: 'sick' }, d.ctx)).rejects.toThrow('To must be on or after From');
    await deleteStaff(kim.id, d.ctx);
    await expect(addTimeOff(kim.id, { start_date: MONDAY, end_date: MONDAY, reason: 'sick' }, d.ctx)).rejects.toThrow('Staff member not found');
    expect(await d.db.staff_time_off.count()).toBe(1);
  });

  it('adds and removes daily breaks', async () => {
    const d = await device();
    const kim = await addStaff(d.salonId, { name: 'Kim', position: 'Nail Technician' }, d.ctx);
    const lunch = await addBreak(kim.id, { start_time: '13:00', end_time: '13:30', label: 'Lunch' }, d.ctx);
    const tea = await addBreak(kim.id, { start_time: '10:30', end_time: '10:45' }, d.ctx);
    expect((await readBreaks(d.db, d.salonId)).map((b) => b.label)).toEqual([null, 'Lunch']);
    await removeBreak(tea.id, d.ctx);
    expect(await readBreaks(d.db, d.salonId)).toEqual([lunch]);
    await expect(addBreak(kim.id, { start_time: '14:00', end_time: '13:00' }, d.ctx)).rejects.toThrow('To must be after From');
    await expect(addBreak(newId(), { start_time: '13:00', end_time: '14:00' }, d.ctx)).rejects.toThrow('Staff member not found');
  });

  it('time off over bookings lists them and cancels nothing', async () => {
    const d = await device();
    const service = await addService(d.salonId, { name: 'Gel Manicure', price: '45', duration: '60' }, d.ctx);
    const kim = await addStaff(d.salonId, { name: 'Kim', position: 'Nail Technician' }, d.ctx);
    const ana = await addStaff(d.salonId, { name: 'Ana', position: 'Nail Technician' }, d.ctx);
    for (const m of [kim, ana]) await setStaffService(m.id, service.id, true, d.ctx);
    await upsertSchedules(d.salonId, generateDefaultWeek([kim, ana], MONDAY), d.ctx);
    const base = { salonId: d.salonId, serviceId: service.id, now: { date: '2030-01-01', time: '08:00' } };
    const book = (staffId: string, date: string, start: string, name: string) =>
      createAppointment({ ...base, staffId, date, start, customer: { name, phone: `555-01${name.length}${start.slice(0, 2)}` } }, d.ctx);
    const tue = await book(kim.id, '2030-01-08', '14:00', 'Bea');
    const mon = await book(kim.id, MONDAY, '10:00', 'Cy');
    const done = await book(kim.id, MONDAY, '11:00', 'Dee');
    await updateAppointmentStatus(done.id, 'completed', d.ctx);
    await book(ana.id, MONDAY, '10:00', 'Eve');
    await book(kim.id, '2030-01-10', '10:00', 'Flo');

    const away = await addTimeOff(kim.id, { start_date: MONDAY, end_date: '2030-01-09', reason: 'sick' }, d.ctx);
    const listed = await readBookingsDuringTimeOff(d.db, d.salonId, away);
    expect(listed.map((a) => [a.id, a.customer?.name, a.service?.name])).toEqual([
      [mon.id, 'Cy', 'Gel Manicure'],
      [tue.id, 'Bea', 'Gel Manicure'],
    ]);
    const statuses = (await d.db.appointments.toArray()).map((a) => a.status).sort();
    expect(statuses).toEqual(['completed', 'confirmed', 'confirmed', 'confirmed', 'confirmed']);
  });
});
