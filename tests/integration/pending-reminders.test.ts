// A pending appointment gets its reminder (migration 20261127001600), on the real
// local backend with the real sender, the SMS catcher and the stand-in's signed texts. Booked
// pending as Sarah books (or the booking page when new bookings wait): its reminder is queued at the
// usual lead time, email and text, and no confirmation; the text ends "Reply Y to
// confirm." and the email says nothing of "confirmed" (its calendar file is TENTATIVE). A Y
// confirms it: the confirmation goes and the reminder queued while it waited is still the one
// reminder. STOP keeps its reminder text from going; a move re-queues the reminder for the new
// time; a cancel or a delete supersedes it; a visit has one reminder, also after a lead-time change.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deleteAppointment, rescheduleAppointment, updateAppointmentStatus } from '../../src/db/repositories/appointments';
import { addService } from '../../src/db/repositories/salon-profile';
import { setStaffService } from '../../src/db/repositories/staff';
import { patchRow, putRow } from '../../src/db/writer';
import { messageSettingsId } from '../../src/domain/ids';
import { REPLY_Y_LINE } from '../../src/domain/messages/content';
import { SMS_REFUSALS } from '../../src/domain/messages/sms-policy';
import type { Appointment, CustomerMessage } from '../../src/domain/types';
import { sendText, type StandinLine } from '../../sync/server/phone/standin';
import { serverSalonStore } from '../../sync/server/sarah/pg-store';
import { bookingNow, DEFAULT_SETTINGS, mailsTo, messagesOf, messagesSalon, MONDAY, senderAt, type MessagesSalon } from './messages-harness';
import { startSarahWorld, type Salon, type SarahWorld } from './sarah-chat-harness';

const TUESDAY = '2031-11-04';
const SID = `AC${'c3'.repeat(16)}`;
const TOKEN = 'd2'.repeat(16);
const NUMBER = '+12125550133';

let w: SarahWorld;
let dee: Salon;
let ms: MessagesSalon;
let line: StandinLine;
let pediId: string;

beforeAll(async () => {
  w = await startSarahWorld();
  dee = await w.salon('pending-reminders');
  const { tablet } = dee;
  await putRow(tablet.ctx, 'message_settings', { ...DEFAULT_SETTINGS, id: messageSettingsId(tablet.salonId), salon_id: tablet.salonId, sms_on: true });
  const pedi = await addService(tablet.salonId, { name: 'Spa Pedicure', price: '55', duration: '60' }, tablet.ctx);
  const kim = (await tablet.db.staff.where('salon_id').equals(tablet.salonId).toArray())[0];
  await setStaffService(kim.id, pedi.id, true, tablet.ctx);
  pediId = pedi.id;
  await tablet.sync();
  expect((await tablet.client.rpc('save_sms_provider', { p_account_sid: SID, p_auth_token: TOKEN, p_from_number: NUMBER })).error).toBeNull();
  ms = messagesSalon(w.backend, dee.owner, tablet, dee.serviceId);
  line = { backendUrl: w.backend.url, accountSid: SID, authToken: TOKEN, to: NUMBER, from: '+12125550130' };
}, 120_000);
afterAll(async () => {
  ms?.mailer.close();
  await w?.close();
});
beforeEach(() => w.backend.mail!.clear());

/** Booked as Sarah books on the server, waiting for confirmation unless told otherwise. */
async function book(phone: string, start: string, o: { email?: string; serviceIds?: string[]; date?: string } = {}): Promise<Appointment[]> {
  return serverSalonStore(w.admin, dee.tablet.salonId).book({
    customer: { name: 'Dana Reyes', phone, email: o.email ?? null },
    serviceIds: o.serviceIds ?? [dee.serviceId],
    date: o.date ?? MONDAY,
    start,
    status: 'pending',
    now: bookingNow,
    source: 'untrusted',
  });
}
const drainAt = (clock: string) => senderAt(ms, clock, { smsApiBase: w.backend.smsApiBase! }).drain();
const textsTo = (number: string) => w.backend.mail!.messages().filter((m) => m.channel === 'sms' && m.to.includes(number));
const statusOf = async (id: string) => (await w.admin.from('appointments').select('status').eq('id', id).single()).data!.status as string;
/** kind, channel, status and due time of each message, in a stable order. */
const rowsOf = async (id: string) => (await messagesOf(ms, id)).map((m) => [m.kind, m.channel, m.status, m.due_at].join(' ')).sort();
const queuedReminders = async (id: string): Promise<CustomerMessage[]> =>
  (await messagesOf(ms, id)).filter((m) => m.kind === 'reminder' && m.status === 'queued');

describe('a pending appointment', () => {
  it('queues its reminder (email and text) and no confirmation; at its time the text asks for a Y and the email does not say confirmed', async () => {
    const from = '+12125550131';
    const [appt] = await book(from, '09:00', { email: 'dana@example.com' });
    expect(appt.status).toBe('pending');
    // 24 h before 09:00 EST on Monday is 14:00 UTC on Sunday, after the clocks went back.
    expect(await rowsOf(appt.id)).toEqual(['reminder email queued 2031-11-02T14:00:00.000Z', 'reminder sms queued 2031-11-02T14:00:00.000Z']);

    // Booking day: nothing goes to the customer while it waits.
    await drainAt('2031-10-30T13:00:00Z');
    expect(textsTo(from)).toEqual([]);
    expect(mailsTo(ms, 'dana@example.com')).toEqual([]);

    await drainAt('2031-11-02T13:59:00Z');
    expect(textsTo(from)).toEqual([]);
    await drainAt('2031-11-02T14:00:00Z');
    const [text] = textsTo(from);
    expect(textsTo(from)).toHaveLength(1);
    expect(text.text).toMatch(/^Lotus Nails: Hi Dana, a reminder of your visit: Gel Manicure with Kim on Monday, November 3, 2031 at 9:00 AM\./);
    expect(text.text.endsWith(` ${REPLY_Y_LINE}`)).toBe(true);
    const [mail] = mailsTo(ms, 'dana@example.com');
    expect(mailsTo(ms, 'dana@example.com')).toHaveLength(1);
    expect(mail.subject).toBe('Reminder: your appointment at Lotus Nails on Monday');
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(/confirm/i);
    const ics = Buffer.from(mail.attachments.find((a) => a.filename?.endsWith('.ics'))!.content, 'base64').toString('utf8');
    expect(ics).toContain('STATUS:TENTATIVE');
    expect((await messagesOf(ms, appt.id)).map((m) => [m.kind, m.channel, m.status]).sort()).toEqual([
      ['reminder', 'email', 'sent'],
      ['reminder', 'sms', 'sent'],
    ]);
  });

  it('a Y confirms it: the confirmation goes as for any confirmed booking, and the reminder queued while it waited is its one reminder', async () => {
    const from = '+12125550132';
    const [appt] = await book(from, '10:00');
    const waiting = await queuedReminders(appt.id);
    expect(waiting.map((m) => m.channel).sort()).toEqual(['email', 'sms']);

    expect((await sendText({ ...line, from }, 'Y').post()).body).toContain('on Monday, Nov 3 at 10:00 AM is confirmed');
    expect(await statusOf(appt.id)).toBe('confirmed');
    expect(await rowsOf(appt.id)).toEqual([
      expect.stringMatching(/^confirmation email queued /),
      expect.stringMatching(/^confirmation sms queued /),
      'reminder email queued 2031-11-02T15:00:00.000Z',
      'reminder sms queued 2031-11-02T15:00:00.000Z',
    ]);
    // The same rows as before the Y: kept, not queued again.
    expect((await queuedReminders(appt.id)).map((m) => m.id).sort()).toEqual(waiting.map((m) => m.id).sort());

    await drainAt('2031-10-30T13:00:00Z');
    expect(textsTo(from).map((t) => t.text)).toEqual([expect.stringMatching(/^Lotus Nails: Hi Dana, you are booked: Gel Manicure/)]);
    expect(textsTo(from)[0].text).not.toContain('Reply Y');

    // Reminder time: one reminder, and confirmed now, it no longer asks for a Y.
    await drainAt('2031-11-02T15:00:00Z');
    expect(textsTo(from)).toHaveLength(2);
    expect(textsTo(from)[1].text).toMatch(/^Lotus Nails: Hi Dana, a reminder of your visit: /);
    expect(textsTo(from)[1].text).not.toContain('Reply Y');
  });

  it('the owner approving it sends the confirmation and keeps the one reminder too', async () => {
    const [appt] = await book('+12125550139', '15:00');
    const waiting = await queuedReminders(appt.id);
    await dee.tablet.sync();
    await updateAppointmentStatus(appt.id, 'confirmed', dee.tablet.ctx);
    await dee.tablet.sync();
    expect(await rowsOf(appt.id)).toEqual([
      expect.stringMatching(/^confirmation email queued /),
      expect.stringMatching(/^confirmation sms queued /),
      'reminder email queued 2031-11-02T20:00:00.000Z',
      'reminder sms queued 2031-11-02T20:00:00.000Z',
    ]);
    expect((await queuedReminders(appt.id)).map((m) => m.id).sort()).toEqual(waiting.map((m) => m.id).sort());
  });

  it('after a STOP from its number, its reminder text is skipped, "opted out"', async () => {
    const from = '+12125550134';
    await sendText({ ...line, from }, 'STOP').post();
    const [appt] = await book(from, '11:00');
    await drainAt('2031-11-02T16:00:00Z');
    expect((await messagesOf(ms, appt.id)).find((m) => m.kind === 'reminder' && m.channel === 'sms')).toMatchObject({
      status: 'skipped',
      last_error: SMS_REFUSALS.optedOut,
    });
    expect(textsTo(from)).toEqual([]);
    expect(await statusOf(appt.id)).toBe('pending');
  });

  it('moved, its reminder is queued again for the new time (and nothing else goes); cancelled, it is superseded', async () => {
    const [appt] = await book('+12125550135', '12:00');
    await dee.tablet.sync();
    await rescheduleAppointment(
      { salonId: dee.tablet.salonId, appointmentId: appt.id, date: MONDAY, start: '17:00', staffId: null, now: bookingNow },
      dee.tablet.ctx,
    );
    await dee.tablet.sync();
    expect(await statusOf(appt.id)).toBe('pending');
    expect(await rowsOf(appt.id)).toEqual([
      'reminder email queued 2031-11-02T22:00:00.000Z',
      'reminder email superseded 2031-11-02T17:00:00.000Z',
      'reminder sms queued 2031-11-02T22:00:00.000Z',
      'reminder sms superseded 2031-11-02T17:00:00.000Z',
    ]);

    await updateAppointmentStatus(appt.id, 'canceled', dee.tablet.ctx);
    await dee.tablet.sync();
    expect(await queuedReminders(appt.id)).toEqual([]);
    // A declined request is still news to the customer, as before.
    expect(
      (await messagesOf(ms, appt.id))
        .filter((m) => m.status === 'queued')
        .map((m) => [m.kind, m.channel])
        .sort(),
    ).toEqual([
      ['cancellation', 'email'],
      ['cancellation', 'sms'],
    ]);
  });

  it('deleted, its reminder is superseded and tombstoned', async () => {
    const [appt] = await book('+12125550136', '13:00');
    await dee.tablet.sync();
    await deleteAppointment(appt.id, dee.tablet.ctx);
    await dee.tablet.sync();
    const rows = await messagesOf(ms, appt.id);
    expect(rows.map((m) => [m.kind, m.status, m.deleted])).toEqual([
      ['reminder', 'superseded', true],
      ['reminder', 'superseded', true],
    ]);
  });

  it('a pending visit has one reminder for the whole visit, also after the owner changes the lead time', async () => {
    const from = '+12125550137';
    const parts = await book(from, '09:00', { serviceIds: [dee.serviceId, pediId], date: TUESDAY });
    expect(parts).toHaveLength(2);
    expect(parts[0].visit_id).toBe(parts[0].id);
    expect(await rowsOf(parts[0].id)).toEqual(['reminder email queued 2031-11-03T14:00:00.000Z', 'reminder sms queued 2031-11-03T14:00:00.000Z']);
    expect(await messagesOf(ms, parts[1].id)).toEqual([]);
    const single = (await book('+12125550138', '14:00'))[0];

    // The lead time moves every queued reminder, the pending ones' too; a visit's stays one, at its first start.
    await patchRow(dee.tablet.ctx, 'message_settings', messageSettingsId(dee.tablet.salonId), { reminder_lead_hours: 2 });
    await dee.tablet.sync();
    expect((await queuedReminders(parts[0].id)).map((m) => `${m.channel} ${m.due_at}`).sort()).toEqual([
      'email 2031-11-04T12:00:00.000Z',
      'sms 2031-11-04T12:00:00.000Z',
    ]);
    expect(await messagesOf(ms, parts[1].id)).toEqual([]);
    expect((await queuedReminders(single.id)).map((m) => `${m.channel} ${m.due_at}`).sort()).toEqual([
      'email 2031-11-03T17:00:00.000Z',
      'sms 2031-11-03T17:00:00.000Z',
    ]);

    await drainAt('2031-11-04T12:00:00Z');
    const texts = textsTo(from);
    expect(texts).toHaveLength(1);
    expect(texts[0].text).toContain('Gel Manicure + Spa Pedicure');
    expect(texts[0].text.endsWith(` ${REPLY_Y_LINE}`)).toBe(true);
  });
});
