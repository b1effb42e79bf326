import { afterEach, describe, expect, it } from 'vitest';
import type { SalonDeskDB } from '../database';
import type { WriteContext } from '../context';
import { ensureSalonForOwner } from './salons';
import { addFaq, addService, deleteFaq, deleteService, saveBusinessHours, updateSalonInfo } from './salon-profile';
import { addStaff, deleteStaff, setStaffActive, setStaffService } from './staff';
import { clearWeek, saveScheduleCell, upsertSchedules } from './schedules';
import { createAppointment, deleteAppointment, updateAppointmentStatus } from './appointments';
import { DEFAULT_BUSINESS_HOURS } from '../../domain/business-hours';
import { generateDefaultWeek } from '../../domain/schedule';
import { newId, staffServiceId } from '../../domain/ids';
import { freshDevice } from '../../../tests/support/db-helpers';

const opened: SalonDeskDB[] = [];
afterEach(async () => {
  for (const d of opened.splice(0)) await d.delete();
});

async function salonDevice() {
  const { db, ctx } = await freshDevice();
  opened.push(db);
  const salon = await ensureSalonForOwner({ id: newId(), email: 'o@example.com', salonName: 'Polished', salonPhone: '555-0100' }, ctx);
  return { db, ctx, salonId: salon.id };
}

const MONDAY = '2030-01-07';
const now = { date: '2030-01-01', time: '08:00' };

async function bookable(ctx: WriteContext, salonId: string) {
  const service = await addService(salonId, { name: 'Gel Manicure', price: '45.50', duration: '60' }, ctx);
  const member = await addStaff(salonId, { name: 'Kim', position: 'Nail Technician' }, ctx);
  await setStaffService(member.id, service.id, true, ctx);
  await upsertSchedules(salonId, generateDefaultWeek([member], MONDAY), ctx);
  return { service, member };
}

describe('salon profile repository', () => {
  it('validates before writing and says "No salon to update" without a salon', async () => {
    const { db, ctx, salonId } = await salonDevice();
    const before = await db.outbox.count();
    await expect(updateSalonInfo(salonId, { name: 'X', phone: '555', address: '', email: 'a@b.co' }, ctx)).rejects.toThrow('Address is required');
    await expect(updateSalonInfo(salonId, { name: 'X', phone: '555', address: '1 Main', email: 'a@b.co', website: 'not a url' }, ctx)).rejects.toThrow(
      /Website/,
    );
    await expect(updateSalonInfo(null, { name: 'X', phone: '555', address: '1 Main', email: 'a@b.co' }, ctx)).rejects.toThrow('No salon to update');
    expect(await db.outbox.count()).toBe(before);
    const saved = await updateSalonInfo(
      salonId,
      { name: ' Glow ', phone: '555-0101', address: '1 Main St', email: 'hi@glow.com', website: 'https://glow.com' },
      ctx,
    );
    expect(saved).toMatchObject({ name: 'Glow', website: 'https://glow.com' });
  });

  it('saving hours replaces the whole set with deterministic ids; closed days get null times', async () => {
    const { db, ctx, salonId } = await salonDevice();
    const days = DEFAULT_BUSINESS_HOURS.map((d) => (d.day_of_week === 0 ? { ...d, is_closed: true } : d));
    await saveBusinessHours(salonId, days, ctx);
    await saveBusinessHours(salonId, days, ctx);
    const rows = await db.business_hours.where('salon_id').equals(salonId).toArray();
    expect(rows).toHaveLength(7);
    expect(rows.find((r) => r.day_of_week === 0)).toMatchObject({ is_closed: true, open_time: null, close_time: null });
    await expect(saveBusinessHours(null, days, ctx)).rejects.toThrow('No salon found');
  });

  it('services and FAQs: add, validate, delete (a service takes its staff links along)', async () => {
    const { db, ctx, salonId } = await salonDevice();
    await expect(addService(salonId, { name: 'Pedicure', price: '12.345', duration: '30' }, ctx)).rejects.toThrow(/step 0.01/);
    await expect(addService(null, { name: 'Pedicure', price: '12', duration: '30' }, ctx)).rejects.toThrow('No salon found');
    const { service, member } = await bookable(ctx, salonId);
    expect(service.price).toBe(45.5);
    await deleteService(service.id, ctx);
    expect((await db.staff_services.get(staffServiceId(member.id, service.id)))?.deleted).toBe(true);
    const faq = await addFaq(salonId, { question: 'Parking?', answer: 'Free, behind the salon.' }, ctx);
    await expect(addFaq(salonId, { question: ' ', answer: 'x' }, ctx)).rejects.toThrow('Question is required');
    await deleteFaq(faq.id, ctx);
    expect((await db.salon_faqs.get(faq.id))?.deleted).toBe(true);
  });
});

describe('staff and schedules', () => {
  it('positions are the spec four; toggles, links and deletes', async () => {
    const { db, ctx, salonId } = await salonDevice();
    await expect(addStaff(salonId, { name: 'Lee', position: 'Manager' }, ctx)).rejects.toThrow(/Position must be one of/);
    const { service, member } = await bookable(ctx, salonId);
    expect((await setStaffActive(member.id, false, ctx)).is_active).toBe(false);
    await setStaffService(member.id, service.id, false, ctx);
    expect((await db.staff_services.get(staffServiceId(member.id, service.id)))?.deleted).toBe(true);
    await setStaffService(member.id, service.id, true, ctx);
    expect((await db.staff_services.get(staffServiceId(member.id, service.id)))?.deleted).toBe(false);
    await deleteStaff(member.id, ctx);
    expect((await db.staff.get(member.id))?.deleted).toBe(true);
    expect((await db.staff_services.get(staffServiceId(member.id, service.id)))?.deleted).toBe(true);
  });

  it('upserts are keyed by staff + date; clear week removes only that week', async () => {
    const { db, ctx, salonId } = await salonDevice();
    const { member } = await bookable(ctx, salonId);
    await saveScheduleCell(salonId, member.id, MONDAY, { start_time: null, end_time: null, is_day_off: true }, ctx);
    await saveScheduleCell(salonId, member.id, '2030-01-14', { start_time: '10:00', end_time: '16:00', is_day_off: false }, ctx);
    const live = () => db.staff_schedules.filter((r) => !r.deleted).toArray();
    expect((await live()).filter((r) => r.date === MONDAY)).toHaveLength(1);
    await expect(saveScheduleCell(salonId, member.id, MONDAY, { start_time: '18:00', end_time: '09:00', is_day_off: false }, ctx)).rejects.toThrow();
    expect(await clearWeek(salonId, MONDAY, ctx)).toBe(7);
    expect((await live()).map((r) => r.date)).toEqual(['2030-01-14']);
  });
});

describe('appointments', () => {
  it('books confirmed, matches the customer by phone, and never double-books a slot', async () => {
    const { db, ctx, salonId } = await salonDevice();
    const { service, member } = await bookable(ctx, salonId);
    const base = { salonId, serviceId: service.id, staffId: null, date: MONDAY, start: '10:00', now };
    const a = await createAppointment({ ...base, customer: { name: 'Ana', phone: '555-0111' } }, ctx);
    expect(a).toMatchObject({ status: 'confirmed', staff_id: member.id, end_time: '11:00' });
    await expect(createAppointment({ ...base, customer: { name: 'Bo', phone: '555-0122' } }, ctx)).rejects.toThrow(
      '10:00 is no longer available. Please choose a different time.',
    );
    const b = await createAppointment({ ...base, start: '11:00', customer: { name: 'Ana M.', phone: '(555) 0111' } }, ctx);
    expect(b.customer_id).toBe(a.customer_id);
    expect(await db.customers.count()).toBe(1);
    expect(await db.appointments.count()).toBe(2);
  });

  it('status changes cannot revive an appointment into a taken slot; delete tombstones', async () => {
    const { ctx, salonId } = await salonDevice();
    const { service } = await bookable(ctx, salonId);
    const base = { salonId, serviceId: service.id, staffId: null, date: MONDAY, start: '10:00', now };
    const a = await createAppointment({ ...base, customer: { name: 'Ana', phone: '555-0111' } }, ctx);
    await updateAppointmentStatus(a.id, 'canceled', ctx);
    const b = await createAppointment({ ...base, customer: { name: 'Bo', phone: '555-0122' } }, ctx);
    await expect(updateAppointmentStatus(a.id, 'confirmed', ctx)).rejects.toThrow(/no longer available/);
    await expect(updateAppointmentStatus(a.id, 'bogus' as never, ctx)).rejects.toThrow('Unknown appointment status');
    expect((await updateAppointmentStatus(b.id, 'completed', ctx)).status).toBe('completed');
    await deleteAppointment(a.id, ctx);
    expect((await ctx.db.appointments.get(a.id))?.deleted).toBe(true);
  });

  it('rejects bad input and a time outside hours or in the past without writing', async () => {
    const { db, ctx, salonId } = await salonDevice();
    const { service } = await bookable(ctx, salonId);
    const count = await db.outbox.count();
    const base = { salonId, serviceId: service.id, staffId: null, date: MONDAY, start: '10:00', now, customer: { name: 'Ana', phone: '555-0111' } };
    await expect(createAppointment({ ...base, date: '2030-02-30' }, ctx)).rejects.toThrow('Please provide a valid date.');
    await expect(createAppointment({ ...base, start: '19:00' }, ctx)).rejects.toThrow(/no longer available/);
    await expect(createAppointment({ ...base, now: { date: MONDAY, time: '12:00' } }, ctx)).rejects.toThrow(/no longer available/);
    await expect(createAppointment({ ...base, customer: { name: '', phone: '555' } }, ctx)).rejects.toThrow('Customer name is required');
    await expect(createAppointment({ ...base, serviceId: newId() }, ctx)).rejects.toThrow('Please choose a service.');
    expect(await db.outbox.count()).toBe(count);
  });
});
