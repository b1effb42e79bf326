// Online booking while the salon's tablet is offline: the customer books on the backend;
// when the tablet reconnects, the booking, its client card and the owner's notification arrive in
// its database (unread on the bell), its own offline booking is pushed beside it, and an offline
// booking of the very time the customer took becomes a conflict for the owner to resolve — never a
// double booking.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readNotificationFeed } from '../../src/data/queries/notifications';
import { createAppointment } from '../../src/db/repositories/appointments';
import { addService, updateSalonInfo } from '../../src/db/repositories/salon-profile';
import { saveSalonSettingsRow } from '../../src/db/repositories/salon-settings-row';
import { upsertSchedules } from '../../src/db/repositories/schedules';
import { addStaff, setStaffService } from '../../src/db/repositories/staff';
import { todayIn, weekStartOf } from '../../src/domain/dates';
import { generateDefaultWeek } from '../../src/domain/schedule';
import { SyncError, type SyncTransport } from '../../sync/transport';
import type { LocalBackend } from '../../sync/server/index';
import { newDevice, signUpOwner, type SimDevice } from './engine-harness';
import { clientFor, startTestBackend, uniqueEmail } from './helpers';
import { workday, ZONE } from './public-booking-harness';

let backend: LocalBackend;
let tablet: SimDevice;
let offline = false;
let serviceId: string;
let memberId: string;
const slug = `offline-${crypto.randomUUID().slice(0, 8)}`;
const day = workday(3);

/** The tablet's connection: with `offline` set, every call fails as a dropped network would. */
const cuttable = (t: SyncTransport): SyncTransport => {
  const gate =
    <A, R>(f: (a: A) => Promise<R>) =>
    (a: A) =>
      offline ? Promise.reject(new SyncError('network', 'No connection', 0)) : f(a);
  return { push: gate((a) => t.push(a)), pull: gate((a) => t.pull(a)), refreshAuth: () => t.refreshAuth() };
};

beforeAll(async () => {
  backend = (await startTestBackend()).backend;
  const owner = await signUpOwner(backend, uniqueEmail('offline-booking'));
  tablet = await newDevice(backend, owner, { name: 'tablet', transport: cuttable });
  await updateSalonInfo(
    tablet.salonId,
    { name: 'Lotus Nails', phone: '01 23 45 67 89', address: '12 rue de la Paix', email: 'hello@lotus.example', time_zone: ZONE },
    tablet.ctx,
  );
  const service = await addService(tablet.salonId, { name: 'Gel Manicure', price: '45', duration: '60' }, tablet.ctx);
  const member = await addStaff(tablet.salonId, { name: 'Kim', position: 'Nail Technician' }, tablet.ctx);
  await setStaffService(member.id, service.id, true, tablet.ctx);
  await upsertSchedules(tablet.salonId, generateDefaultWeek([member], weekStartOf(day)), tablet.ctx);
  await saveSalonSettingsRow(tablet.ctx, 'booking_settings', tablet.salonId, {
    min_notice_minutes: 0,
    max_advance_days: 90,
    slot_interval: 60,
    self_booking_status: 'confirmed',
    online_booking: true,
    booking_slug: slug,
    online_cancel_notice_minutes: 1440,
  });
  await tablet.sync();
  [serviceId, memberId] = [service.id, member.id];
});
afterAll(async () => {
  await tablet?.close();
  await backend?.close();
});

const customerBooks = (start: string, phone: string) =>
  clientFor(backend).rpc('public_book', {
    p_slug: slug,
    p_service_id: serviceId,
    p_date: day,
    p_start: start,
    p_staff_id: null,
    p_name: 'Ana Lopez',
    p_phone: phone,
    p_email: null,
    p_website: '',
  });

const bookOnTablet = (start: string, phone: string) =>
  createAppointment(
    { salonId: tablet.salonId, customer: { name: 'Walk In', phone }, serviceId, staffId: memberId, date: day, start, now: todayIn(ZONE) },
    tablet.ctx,
  );

describe('a booking made while the tablet is offline', () => {
  it("reaches the tablet on reconnect, with its client and an unread notification; the tablet's own offline booking lands beside it", async () => {
    offline = true;
    const own = await bookOnTablet('10:00', '06 11 11 11 11');
    const { data, error } = await customerBooks('12:00', '06 22 22 22 22');
    expect(error).toBeNull();
    expect(data.status).toBe('booked');
    await expect(tablet.sync()).rejects.toThrow();
    expect(
      await tablet.db.appointments
        .where('[salon_id+appointment_date+start_time]')
        .between([tablet.salonId, day, ''], [tablet.salonId, day, '\uffff'], true, true)
        .count(),
    ).toBe(1);

    offline = false;
    await tablet.sync();
    const appts = await tablet.db.appointments
      .where('[salon_id+appointment_date+start_time]')
      .between([tablet.salonId, day, ''], [tablet.salonId, day, '\uffff'], true, true)
      .sortBy('start_time');
    expect(appts.map((a) => [a.start_time.slice(0, 5), a.status])).toEqual([
      ['10:00', 'confirmed'],
      ['12:00', 'confirmed'],
    ]);
    expect(appts[0].id).toBe(own.id);
    const customer = await tablet.db.customers.get(appts[1].customer_id);
    expect(customer).toMatchObject({ name: 'Ana Lopez', phone_key: '+33622222222' });
    const feed = await readNotificationFeed(tablet.db, tablet.salonId);
    const note = feed.items.find((n) => n.appointment_id === appts[1].id);
    expect(note).toMatchObject({ kind: 'booking', source: 'booking_page', title: 'New booking' });
    expect(feed.unread).toBeGreaterThanOrEqual(1);
  });

  it('an offline booking of the time a customer took becomes a conflict on reconnect, not a double booking', async () => {
    offline = true;
    const walkIn = await bookOnTablet('15:00', '06 33 33 33 33');
    const { data } = await customerBooks('15:00', '06 44 44 44 44');
    expect(data.status).toBe('booked');
    offline = false;
    await tablet.sync();
    await tablet.sync();
    expect((await tablet.db.appointments.get(walkIn.id))?.status).toBe('conflict');
    const at15 = (
      await tablet.db.appointments
        .where('[salon_id+appointment_date+start_time]')
        .between([tablet.salonId, day, ''], [tablet.salonId, day, '\uffff'], true, true)
        .toArray()
    ).filter((a) => a.start_time.startsWith('15:00') && a.status === 'confirmed');
    expect(at15).toHaveLength(1);
    expect(at15[0].id).not.toBe(walkIn.id);
    const conflicts = (await tablet.db.conflicts.where('salon_id').equals(tablet.salonId).toArray()).filter((c) => c.row_id === walkIn.id);
    expect(conflicts.map((c) => [c.kind, c.other_row_id])).toEqual([['double_booking', at15[0].id]]);
  });
});
