import { afterEach, describe, expect, it } from 'vitest';
import type { SalonDeskDB } from '../../db/database';
import type { WriteContext } from '../../db/context';
import { createAppointment, rescheduleAppointment, updateAppointmentStatus } from '../../db/repositories/appointments';
import { cancelAppointment, moveAppointment } from '../../db/repositories/conflicts';
import { asAssistant, markAllRead, markRead, notify, notifyMessage, notifyRescheduled, readOwnNotificationIds } from '../../db/repositories/notifications';
import { ensureSalonForOwner } from '../../db/repositories/salons';
import { addService } from '../../db/repositories/salon-profile';
import { upsertSchedules } from '../../db/repositories/schedules';
import { addStaff, setStaffService } from '../../db/repositories/staff';
import { writeTogether } from '../../db/writer';
import { readNotificationFeed } from './notifications';
import { newId } from '../../domain/ids';
import { generateDefaultWeek } from '../../domain/schedule';
import type { SalonNotification } from '../../domain/types';
import { freshDevice } from '../../../tests/support/db-helpers';

const opened: SalonDeskDB[] = [];
afterEach(async () => {
  for (const d of opened.splice(0)) await d.delete();
});

const MONDAY = '2030-01-07';
const now = { date: '2030-01-01', time: '08:00' };

async function bookableDevice() {
  const { db, ctx } = await freshDevice();
  opened.push(db);
  const salon = await ensureSalonForOwner({ id: newId(), email: 'o@example.com', salonName: 'Polished', salonPhone: '555-0100' }, ctx);
  const service = await addService(salon.id, { name: 'Gel Manicure', price: '45', duration: '60' }, ctx);
  const member = await addStaff(salon.id, { name: 'Kim', position: 'Nail Technician' }, ctx);
  await setStaffService(member.id, service.id, true, ctx);
  await upsertSchedules(salon.id, generateDefaultWeek([member], MONDAY), ctx);
  return { db, ctx, salonId: salon.id, serviceId: service.id };
}

type Device = Awaited<ReturnType<typeof bookableDevice>>;
const book = (d: Device, ctx: WriteContext, start = '10:00', name = 'Ana Lopez') =>
  createAppointment({ salonId: d.salonId, customer: { name, phone: '555-0142' }, serviceId: d.serviceId, staffId: null, date: MONDAY, start, now }, ctx);
const rows = (d: Device) => d.db.notifications.where('salon_id').equals(d.salonId).toArray();

describe('notifications repository', () => {
  it('a booking by hand writes a synced notification that is read on this device only', async () => {
    const d = await bookableDevice();
    const appt = await book(d, d.ctx);
    const [n] = await rows(d);
    expect(n).toMatchObject({ kind: 'booking', source: 'device', read: false, appointment_id: appt.id, title: 'New booking' });
    expect(n.body).toBe('Gel Manicure for Ana Lopez, Mon 2030-01-07 at 10:00 with Kim');
    // It travels like any row (so other devices get it unread), but this device knows it is its own.
    const entry = (await d.db.outbox.toArray()).find((e) => e.row_id === n.id);
    expect(entry).toMatchObject({ table: 'notifications', op: 'put' });
    expect(await readOwnNotificationIds(d.db)).toEqual(new Set([n.id]));
    // No news here, so this device's bell does not list it at all.
    const feed = await readNotificationFeed(d.db, d.salonId);
    expect(feed.unread).toBe(0);
    expect(feed.items).toEqual([]);
  });

  it("Sarah's booking (the assistant's context) is unread on the device she booked it on", async () => {
    const d = await bookableDevice();
    await book(d, asAssistant(d.ctx));
    const [n] = await rows(d);
    expect(n.source).toBe('assistant');
    expect(await readOwnNotificationIds(d.db)).toEqual(new Set());
    expect((await readNotificationFeed(d.db, d.salonId)).unread).toBe(1);
  });

  it("another device's notification, as a pull leaves it, is unread here", async () => {
    const d = await bookableDevice();
    const pulled: SalonNotification = {
      id: newId(),
      salon_id: d.salonId,
      kind: 'booking',
      source: 'device',
      title: 'New booking',
      body: 'x',
      appointment_id: null,
      call_id: null,
      phone: null,
      at: '2030-01-01T09:00:00.000Z',
      read: false,
      updated_at: '000000000000001.000000.aaaaaaaaaaaa',
      deleted: false,
      version: 7,
    };
    await d.db.notifications.put(pulled);
    expect((await readNotificationFeed(d.db, d.salonId)).unread).toBe(1);
  });

  it('cancelling tells the owner once; a failed booking leaves no notification behind', async () => {
    const d = await bookableDevice();
    const appt = await book(d, d.ctx);
    await updateAppointmentStatus(appt.id, 'canceled', asAssistant(d.ctx));
    await updateAppointmentStatus(appt.id, 'canceled', d.ctx);
    await updateAppointmentStatus(appt.id, 'completed', d.ctx);
    const kinds = (await rows(d)).map((n) => `${n.kind}/${n.source}`).sort();
    expect(kinds).toEqual(['booking/device', 'cancelled/assistant']);
    // 10:00 is Ana's again (the canceled one does not block), but a taken slot writes nothing at all.
    await book(d, d.ctx, '12:00');
    await expect(book(d, d.ctx, '12:00', 'Bo Kim')).rejects.toThrow(/no longer available/);
    expect(await rows(d)).toHaveLength(3);
  });

  it('resolving a conflict by hand tells the other devices: a move says from and to, a cancel says cancelled', async () => {
    const d = await bookableDevice();
    const appt = await book(d, d.ctx);
    await moveAppointment(appt.id, MONDAY, '13:00', d.ctx, now);
    await cancelAppointment(appt.id, null, d.ctx);
    const written = (await rows(d)).sort((a, b) => a.updated_at.localeCompare(b.updated_at));
    expect(written.map((n) => `${n.kind}/${n.source}`)).toEqual(['booking/device', 'rescheduled/device', 'cancelled/device']);
    expect(written[1].body).toBe('Gel Manicure for Ana Lopez moved from Mon 2030-01-07 at 10:00 to Mon 2030-01-07 at 13:00 with Kim');
    expect((await readNotificationFeed(d.db, d.salonId)).unread).toBe(0);
  });

  it("notify joins the caller's transaction: when the caller fails, neither row nor outbox entry stays", async () => {
    const d = await bookableDevice();
    const before = await d.db.outbox.count();
    await expect(
      writeTogether(d.ctx, ['appointments', 'notifications'], async () => {
        await notify(d.ctx, { salonId: d.salonId, kind: 'message', title: 't', body: 'b' });
        throw new Error('caller failed');
      }),
    ).rejects.toThrow('caller failed');
    expect(await rows(d)).toHaveLength(0);
    expect(await d.db.outbox.count()).toBe(before);
    expect(await readOwnNotificationIds(d.db)).toEqual(new Set());
  });

  it('a message carries the message, the phone to call back and the call; a move says from and to', async () => {
    const d = await bookableDevice();
    const callId = newId();
    const msg = await notifyMessage(asAssistant(d.ctx), {
      id: callId,
      salon_id: d.salonId,
      caller_name: 'Ana Lopez',
      caller_phone: '+15550142000',
      message: 'My nail broke, please call.',
      callback_requested: true,
    });
    expect(msg).toMatchObject({ kind: 'message', source: 'assistant', phone: '+15550142000', call_id: callId, body: 'My nail broke, please call.' });
    expect(msg.title).toBe('Message from Ana Lopez (asks to be called back)');
    const appt = await book(d, d.ctx);
    const moved = await notifyRescheduled(
      asAssistant(d.ctx),
      { ...appt, appointment_date: '2030-01-08', start_time: '14:00' },
      { date: MONDAY, start: '10:00' },
    );
    expect(moved.body).toBe('Gel Manicure for Ana Lopez moved from Mon 2030-01-07 at 10:00 to Tue 2030-01-08 at 14:00 with Kim');
  });

  it("Sarah's reschedule tells the owner from and to, once; the same move again says nothing more", async () => {
    const d = await bookableDevice();
    const appt = await book(d, d.ctx);
    const sarah = asAssistant(d.ctx);
    const move = () => rescheduleAppointment({ salonId: d.salonId, appointmentId: appt.id, date: MONDAY, start: '14:00', staffId: null, now }, sarah);
    await move();
    await move();
    const moved = (await rows(d)).filter((n) => n.kind === 'rescheduled');
    expect(moved).toHaveLength(1);
    expect(moved[0]).toMatchObject({ source: 'assistant', read: false, appointment_id: appt.id });
    expect(moved[0].body).toContain('10:00');
    expect(moved[0].body).toContain('14:00');
  });

  it('markRead patches read through the outbox; markAllRead leaves this device’s own rows for the other devices', async () => {
    const d = await bookableDevice();
    await book(d, d.ctx, '10:00');
    await book(d, asAssistant(d.ctx), '11:00');
    await book(d, asAssistant(d.ctx), '12:00');
    const feed = await readNotificationFeed(d.db, d.salonId);
    // This device's own 10:00 booking is not in its feed.
    expect(feed.items.map((n) => n.body.slice(-17, -9))).toEqual(['at 12:00', 'at 11:00']);
    expect(feed.unread).toBe(2);
    const [newest] = feed.items;
    expect(await markRead([newest.id, newest.id], d.ctx)).toBe(1);
    expect(await markRead([newest.id], d.ctx)).toBe(0);
    const patch = (await d.db.outbox.toArray()).filter((e) => e.row_id === newest.id).at(-1);
    expect(patch).toMatchObject({ op: 'patch', fields: { read: true } });
    expect(await markAllRead(d.salonId, d.ctx)).toBe(1);
    expect((await readNotificationFeed(d.db, d.salonId)).unread).toBe(0);
    const own = [...(await readOwnNotificationIds(d.db))][0];
    expect((await d.db.notifications.get(own))?.read).toBe(false);
  });

  it('the feed is the newest first, at most the window', async () => {
    const d = await bookableDevice();
    for (let i = 0; i < 5; i++) await notify(asAssistant(d.ctx), { salonId: d.salonId, kind: 'message', title: `m${i}`, body: '' });
    const feed = await readNotificationFeed(d.db, d.salonId, 3);
    expect(feed.items).toHaveLength(3);
    expect(feed.unread).toBe(3);
    const ats = feed.items.map((n) => n.at);
    expect([...ats].sort().reverse()).toEqual(ats);
  });
});
