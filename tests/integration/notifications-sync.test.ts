// The owner is told across devices: a booking by hand on the tablet is news on the
// laptop, not on the tablet; opening the feed on the laptop marks it read on both after sync;
// Sarah's booking is news on both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readNotificationFeed } from '../../src/data/queries/notifications';
import { createAppointment } from '../../src/db/repositories/appointments';
import { asAssistant, markRead } from '../../src/db/repositories/notifications';
import { addService } from '../../src/db/repositories/salon-profile';
import { upsertSchedules } from '../../src/db/repositories/schedules';
import { addStaff, setStaffService } from '../../src/db/repositories/staff';
import { generateDefaultWeek } from '../../src/domain/schedule';
import type { LocalBackend } from '../../sync/server/index';
import { newDevice, signUpOwner, syncAll, type SimDevice } from './engine-harness';
import { startTestBackend, uniqueEmail } from './helpers';

const MONDAY = '2031-03-03';
const now = { date: '2031-03-01', time: '10:00' };

let backend: LocalBackend;
let tablet: SimDevice;
let laptop: SimDevice;
let serviceId: string;

beforeAll(async () => {
  ({ backend } = await startTestBackend());
  const owner = await signUpOwner(backend, uniqueEmail('notify'));
  tablet = await newDevice(backend, owner, { name: 'tablet' });
  laptop = await newDevice(backend, owner, { name: 'laptop' });
  const service = await addService(tablet.salonId, { name: 'Gel Manicure', price: '45', duration: '60' }, tablet.ctx);
  const member = await addStaff(tablet.salonId, { name: 'Kim', position: 'Nail Technician' }, tablet.ctx);
  await setStaffService(member.id, service.id, true, tablet.ctx);
  await upsertSchedules(tablet.salonId, generateDefaultWeek([member], MONDAY), tablet.ctx);
  serviceId = service.id;
  await syncAll([tablet, laptop]);
});
afterAll(async () => {
  await tablet?.close();
  await laptop?.close();
  await backend?.close();
});

const book = (d: SimDevice, start: string, ctx = d.ctx) =>
  createAppointment({ salonId: d.salonId, customer: { name: 'Ana Lopez', phone: '555-0142' }, serviceId, staffId: null, date: MONDAY, start, now }, ctx);
const feedOf = (d: SimDevice) => readNotificationFeed(d.db, d.salonId);

describe('notifications across two devices', () => {
  it("a booking by hand on the tablet is unread on the laptop only; opening the laptop's feed reads it on both", async () => {
    const appt = await book(tablet, '10:00');
    await syncAll([tablet, laptop]);

    const onLaptop = await feedOf(laptop);
    expect(onLaptop.unread).toBe(1);
    expect(onLaptop.items[0]).toMatchObject({ kind: 'booking', source: 'device', appointment_id: appt.id, unread: true, read: false });
    expect(onLaptop.items[0].body).toContain('Ana Lopez');
    // The tablet made it: no news there, so its bell leaves it out; the row is the same.
    const onTablet = await feedOf(tablet);
    expect(onTablet.unread).toBe(0);
    expect(onTablet.items).toEqual([]);
    expect((await tablet.db.notifications.get(onLaptop.items[0].id))?.read).toBe(false);

    // Opening the feed on the laptop marks what it showed as unread.
    expect(
      await markRead(
        onLaptop.items.filter((n) => n.unread).map((n) => n.id),
        laptop.ctx,
      ),
    ).toBe(1);
    await syncAll([tablet, laptop]);
    for (const d of [tablet, laptop]) {
      expect((await feedOf(d)).unread).toBe(0);
      expect((await d.db.notifications.get(onLaptop.items[0].id))?.read).toBe(true);
      expect(await d.db.outbox.count()).toBe(0);
    }
  });

  it("Sarah's booking on the tablet is unread on both devices until read on one", async () => {
    await book(tablet, '12:00', asAssistant(tablet.ctx));
    await syncAll([tablet, laptop]);
    const [t, l] = [await feedOf(tablet), await feedOf(laptop)];
    expect(t.unread).toBe(1);
    expect(l.unread).toBe(1);
    expect(t.items[0]).toMatchObject({ source: 'assistant', unread: true });

    await markRead([t.items[0].id], tablet.ctx);
    await syncAll([tablet, laptop]);
    expect((await feedOf(laptop)).unread).toBe(0);
  });
});
