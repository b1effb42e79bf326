// Issue 13 "Data that cannot be wrong": what sync_push and REST refuse. Each case was stored
// (or silently dropped) before migration 20261124000400.
import { describe, expect, it } from 'vitest';
import { businessHoursId, salonIdForOwner } from '../../src/domain/ids';
import { signedInClient } from './helpers';
import { pushSuite } from './push-suite';
import { Device, salonFixture } from './sync-helpers';

const suite = pushSuite('push-guard.test');
const { ownerWithSalon } = suite;

describe('values no screen could make are rejected, and nothing of them is stored', () => {
  const cases: Array<[string, string, (f: Awaited<ReturnType<typeof ownerWithSalon>>['f']) => [string, string, Record<string, unknown>], RegExp]> = [
    ['the date "today"', 'appointment_date', (f) => ['appointments', f.appointment.id, { appointment_date: 'today' }], /YYYY-MM-DD/],
    ['a timestamp as a date', 'appointment_date', (f) => ['appointments', f.appointment.id, { appointment_date: '2027-09-03 23:00' }], /YYYY-MM-DD/],
    ['the date infinity', 'date', (f) => ['staff_schedules', f.schedule.id, { date: 'infinity' }], /YYYY-MM-DD/],
    ['the time allballs', 'start_time', (f) => ['appointments', f.appointment.id, { start_time: 'allballs' }], /HH:MM/],
    ['the time 24:00', 'close_time', (f) => ['business_hours', f.hours.id, { close_time: '24:00' }], /HH:MM/],
    ['a price of 0.004', 'price', (f) => ['services', f.service.id, { price: 0.004 }], /2 decimals/],
    ['the time zone Mars/Olympus', 'time_zone', (f) => ['salons', f.salon.id, { time_zone: 'Mars/Olympus' }], /time zone/],
    ['a client-set conflict status', 'status', (f) => ['appointments', f.appointment.id, { status: 'conflict' }], /only the server/],
    ['the year 1999', 'appointment_date', (f) => ['appointments', f.appointment.id, { appointment_date: '1999-12-31' }], /appointment_date_limits/],
    ['the year 2101', 'date', (f) => ['appointments', f.appointment.id, { appointment_date: '2101-01-01' }], /date_limits/],
    ['a shift ending before it starts', 'time_order', (f) => ['staff_schedules', f.schedule.id, { start_time: '17:00', end_time: '09:00' }], /staff_schedules_time_order/],
    ['hours closing before they open', 'time_order', (f) => ['business_hours', f.hours.id, { open_time: '18:00', close_time: '09:00' }], /business_hours_time_order/],
    ['a 5,000-character appointment note', 'notes', (f) => ['appointments', f.appointment.id, { notes: 'n'.repeat(5000) }], /notes_limits/],
    ['a 50,000-character salon email', 'email', (f) => ['salons', f.salon.id, { email: `${'e'.repeat(50_000)}@example.com` }], /salons_email_limits/],
    ['a staff position no screen offers', 'position', (f) => ['staff', f.staff.id, { position: 'x'.repeat(1000) }], /staff_position_limits/],
    // Issues 15 and 16: the new settings and rules are held to what their screens can make.
    ['slots every 45 minutes', 'slot_interval', (f) => ['booking_settings', f.bookingSettings.id, { slot_interval: 45 }], /booking_settings_slot_interval_check/],
    ['a booking window of 0 days', 'max_advance_days', (f) => ['booking_settings', f.bookingSettings.id, { max_advance_days: 0 }], /max_advance_days_limits/],
    ['a 500-minute cleanup', 'buffer_minutes', (f) => ['services', f.service.id, { buffer_minutes: 500 }], /services_buffer_minutes_limits/],
    ['time off ending before it starts', 'staff_time_off', (f) => ['staff_time_off', f.timeOff.id, { start_date: '2026-12-31', end_date: '2026-12-24' }], /staff_time_off_check/],
    ['a break ending before it starts', 'staff_breaks', (f) => ['staff_breaks', f.staffBreak.id, { start_time: '14:00', end_time: '13:00' }], /staff_breaks_check/],
    ['a reminder 0 hours ahead', 'reminder_lead_hours', (f) => ['message_settings', f.messageSettings.id, { reminder_lead_hours: 0 }], /reminder_lead_hours_limits/],
    ['a time-off reason no screen offers', 'reason', (f) => ['staff_time_off', f.timeOff.id, { reason: 'holiday' }], /staff_time_off_reason_limits/],
  ];

  it.each(cases)('%s', async (_name, field, make, reason) => {
    const { device, f } = await ownerWithSalon();
    const [table, id, fields] = make(f);
    const before = (await device.pullAll()).rows.get(`${table}:${id}`);
    const res = await device.push([device.mutation(table as never, id, 'patch', fields)]);
    expect(res.results[0]).toMatchObject({ status: 'rejected', reason: expect.stringMatching(reason) });
    expect((res.results[0] as { reason?: string }).reason).toContain(field);
    expect((await device.pullAll()).rows.get(`${table}:${id}`)).toEqual(before);
  });

  it('a good mutation in the same batch is still applied', async () => {
    const { device, f } = await ownerWithSalon();
    const res = await device.push([
      device.mutation('services', f.service.id, 'patch', { price: 12.345 }),
      device.mutation('services', f.service.id, 'patch', { name: 'Gel Polish' }),
    ]);
    expect(res.results.map((r) => r.status)).toEqual(['rejected', 'applied']);
    const row = (await device.pullAll()).rows.get(`services:${f.service.id}`);
    expect(row).toMatchObject({ name: 'Gel Polish', price: 35.5 });
  });
});

describe('seqs', () => {
  it.each([
    ['a repeated seq', [5, 5]],
    ['a lower seq after a higher one', [7, 6]],
  ])('%s fails the whole batch and writes nothing', async (_name, seqs) => {
    const { device, f } = await ownerWithSalon();
    const ms = seqs.map((seq, i) => ({ ...device.mutation('salon_faqs', f.faq.id, 'patch', { answer: `Answer ${i}` }), seq }));
    const { error } = await device.pushRaw(ms);
    expect(error?.message).toMatch(/seqs must increase/);
    expect((await device.pullAll()).rows.get(`salon_faqs:${f.faq.id}`)).toMatchObject({ answer: f.faq.answer });
  });
});

describe('ids', () => {
  it('a salon can only be created with the id derived from its own owner', async () => {
    const owner = await signedInClient(suite.backend());
    const victim = await signedInClient(suite.backend());
    const claimed = salonIdForOwner(victim.user.id); // the victim has not pushed yet
    const device = new Device(owner.client, claimed);
    const f = salonFixture(claimed, owner.user.id);
    const { error } = await device.pushRaw([device.put('salons', f.salon)]);
    expect(error?.message ?? '').toMatch(/not found or not yours/);
    // The victim's own first push still works.
    const mine = new Device(victim.client, claimed);
    const res = await mine.push([mine.put('salons', salonFixture(claimed, victim.user.id).salon)]);
    expect(res.results[0].status).toBe('applied');
  });

  it('natural-key ids must derive from this salon and the row', async () => {
    const { device, f, salonId } = await ownerWithSalon();
    const other = crypto.randomUUID();
    const res = await device.push([
      device.put('business_hours', { ...f.hours, id: businessHoursId(other, 2), day_of_week: 2 }),
      device.put('business_hours', { ...f.hours, id: businessHoursId(salonId, 3), day_of_week: 3 }),
    ]);
    expect(res.results.map((r) => r.status)).toEqual(['rejected', 'applied']);
    expect((res.results[0] as { reason?: string }).reason).toMatch(/natural key/);
  });
});

describe('REST writes outside sync_push', () => {
  it('an owner cannot hard-delete the salon, nor PATCH rows or their server columns', async () => {
    const { owner, salonId, device, f } = await ownerWithSalon();
    const del = await owner.client.from('salons').delete().eq('id', salonId).select();
    expect(del.data ?? []).toEqual([]);
    const patch = await owner.client.from('services').update({ field_stamps: { name: 'z' } }).eq('id', f.service.id).select();
    expect(patch.error?.message).toMatch(/sync_push only|permission denied/);
    const rows = (await device.pullAll()).rows;
    expect(rows.get(`salons:${salonId}`)).toBeTruthy();
    // The device's next push still works.
    const res = await device.push([device.mutation('services', f.service.id, 'patch', { name: 'Still here' })]);
    expect(res.results[0].status).toBe('applied');
  });
});
