// A restore is not a booking (migration 20261126000500), end to end on the real local backend with
// the real engine, sender and mail catcher: a backup restored into an account whose server never
// had its rows queues no confirmation for its future appointments (the customers had theirs when
// they booked) and still their reminders; a booking pushed in the same batch is confirmed as ever;
// a later move of a restored appointment sends an update, a cancel a notice.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAppointment, rescheduleAppointment, updateAppointmentStatus } from '../../src/db/repositories/appointments';
import { checkBackupFile, exportSalonBackup, restoreSalonBackup } from '../../src/db/repositories/backup';
import type { Appointment } from '../../src/domain/types';
import { MAX_PUSH_BATCH } from '../../sync/protocol';
import { newDevice, signUpOwner } from './engine-harness';
import { startTestBackend, uniqueEmail } from './helpers';
import { bookingNow, furnishSalon, mailsTo, messagesOf, messagesSalon, MONDAY, senderAt, type MessagesSalon } from './messages-harness';

let salon: MessagesSalon;
let backupText = '';
const restored: Appointment[] = [];
const [RAE, SAM, NEW] = ['rae@example.com', 'sam@example.com', 'new@example.com'];

const kinds = async (appointmentId: string) => (await messagesOf(salon, appointmentId)).map((m) => [m.kind, m.channel, m.status]);

beforeAll(async () => {
  const { backend } = await startTestBackend();
  const owner = await signUpOwner(backend, uniqueEmail('restore'));
  // The salon's earlier life, on a device whose data never reached this server (a new project, a
  // lost database): two future bookings, and the backup the owner kept of them.
  const old = await newDevice(backend, owner, { name: 'old tablet' });
  const serviceId = await furnishSalon(old);
  for (const [email, start, phone] of [
    [RAE, '10:00', '212-555-0150'],
    [SAM, '15:00', '212-555-0151'],
  ]) {
    restored.push(
      await createAppointment(
        { salonId: old.salonId, customer: { name: 'Rae Lin', phone, email }, serviceId, staffId: null, date: MONDAY, start, now: bookingNow },
        old.ctx,
      ),
    );
  }
  const { backup } = await exportSalonBackup(old.salonId, old.ctx);
  backupText = JSON.stringify(backup);
  await old.close();

  const tablet = await newDevice(backend, owner, { name: 'new tablet' });
  await tablet.sync(); // the fresh account: its salon row, nothing else
  salon = messagesSalon(backend, owner, tablet, serviceId);
  const checked = await checkBackupFile(tablet.salonId, backupText, undefined, tablet.ctx);
  await restoreSalonBackup(tablet.salonId, checked, tablet.ctx);
});
afterAll(() => salon?.close());
beforeEach(() => salon.backend.mail!.clear());

describe('restoring a backup', () => {
  it('queues the reminder and no confirmation of a restored appointment; a booking in the same push is confirmed', async () => {
    const { tablet } = salon;
    const booked = await createAppointment(
      {
        salonId: tablet.salonId,
        customer: { name: 'Nia Cole', phone: '212-555-0152', email: NEW },
        serviceId: salon.serviceId,
        staffId: null,
        date: MONDAY,
        start: '12:00',
        now: bookingNow,
      },
      tablet.ctx,
    );
    // One batch, the booking after the restore's rows: the restore's origin must end with its own mutations.
    tablet.replica.pushBatch = MAX_PUSH_BATCH;
    expect(await tablet.sync()).toMatchObject({ rejected: 0 });

    const rae = await messagesOf(salon, restored[0].id);
    expect(rae.map((m) => [m.kind, m.channel, m.status])).toEqual([
      ['confirmation', 'email', 'skipped'],
      ['reminder', 'email', 'queued'],
    ]);
    expect(rae[0].last_error).toMatch(/restored from a backup/i);
    expect(rae[1].due_at).toBe('2031-11-02T15:00:00.000Z'); // 24 h before 10:00 EST, as for any booking
    expect(await kinds(booked.id)).toEqual([
      ['confirmation', 'email', 'queued'],
      ['reminder', 'email', 'queued'],
    ]);

    await senderAt(salon, '2031-10-30T13:00:00Z').drain();
    expect(mailsTo(salon, RAE)).toEqual([]);
    expect(mailsTo(salon, SAM)).toEqual([]);
    expect(mailsTo(salon, NEW).map((m) => m.subject)).toEqual(['Your appointment at Lotus Nails is confirmed']);

    // At reminder time the restored customer gets the reminder, and only that.
    salon.backend.mail!.clear();
    await senderAt(salon, '2031-11-02T15:00:00Z').drain();
    expect(mailsTo(salon, RAE).map((m) => m.subject)).toEqual(['Reminder: your appointment at Lotus Nails on Monday']);
  });

  it('a later move of a restored appointment sends an update for the new time, and a cancel a notice', async () => {
    const { tablet } = salon;
    const sam = restored[1];
    await rescheduleAppointment({ salonId: tablet.salonId, appointmentId: sam.id, date: MONDAY, start: '16:00', staffId: null, now: bookingNow }, tablet.ctx);
    await tablet.sync();
    await senderAt(salon, '2031-10-30T14:00:00Z').drain();
    expect(mailsTo(salon, SAM).map((m) => m.subject)).toEqual(['Your appointment at Lotus Nails has changed']);
    expect(mailsTo(salon, SAM)[0].text).toContain('4:00 PM');
    const reminders = (await messagesOf(salon, sam.id)).filter((m) => m.kind === 'reminder');
    expect(reminders.map((m) => [m.status, m.due_at])).toEqual([
      ['superseded', '2031-11-02T20:00:00.000Z'],
      ['queued', '2031-11-02T21:00:00.000Z'],
    ]);

    salon.backend.mail!.clear();
    await updateAppointmentStatus(sam.id, 'canceled', tablet.ctx);
    await tablet.sync();
    await senderAt(salon, '2031-10-30T15:00:00Z').drain();
    expect(mailsTo(salon, SAM).map((m) => m.subject)).toEqual(['Your appointment at Lotus Nails has been cancelled']);
    expect((await messagesOf(salon, sam.id)).filter((m) => m.status === 'queued')).toEqual([]);
  });

  it('a restore that brings back an appointment the server holds cancelled confirms it again', async () => {
    const { tablet } = salon;
    // Sam was told of the cancellation above; the backup still has the booking at 15:00.
    const checked = await checkBackupFile(tablet.salonId, backupText, undefined, tablet.ctx);
    await restoreSalonBackup(tablet.salonId, checked, tablet.ctx);
    expect(await tablet.sync()).toMatchObject({ rejected: 0 });
    salon.backend.mail!.clear();
    await senderAt(salon, '2031-10-30T16:00:00Z').drain();
    expect(mailsTo(salon, SAM).map((m) => m.subject)).toEqual(['Your appointment at Lotus Nails is confirmed']);
    expect(mailsTo(salon, RAE)).toEqual([]);
  });
});
