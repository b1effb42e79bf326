// Customer messages end to end, on the real local backend with the real sender over
// PostgREST and the real mail catcher over SMTP: a booking made on a device is confirmed, a move
// sends an update, a cancel a notice, a reminder goes at its time (the sender's clock injected),
// across a DST change; a customer with no address is skipped, saying why.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAppointment, rescheduleAppointment, updateAppointmentStatus } from '../../src/db/repositories/appointments';
import { addService } from '../../src/db/repositories/salon-profile';
import { setStaffService } from '../../src/db/repositories/staff';
import { createVisit } from '../../src/db/repositories/visits';
import { putRow } from '../../src/db/writer';
import { messageSettingsId } from '../../src/domain/ids';
import { book, bookingNow, DEFAULT_SETTINGS, messagesOf, mailsTo, MONDAY, senderAt, startMessagesSalon, type MessagesSalon } from './messages-harness';

let salon: MessagesSalon;
beforeAll(async () => {
  salon = await startMessagesSalon();
});
afterAll(() => salon?.close());
beforeEach(() => salon.backend.mail!.clear());

const icsOf = (m: { attachments: { filename: string | null; content: string }[] }) =>
  Buffer.from(m.attachments.find((a) => a.filename?.endsWith('.ics'))!.content, 'base64').toString('utf8');

describe('customer messages', () => {
  it('a booking is confirmed by email in the salon’s local time, with a calendar file at the same instant', async () => {
    const appt = await book(salon, '10:00', 'ana@example.com');
    const queued = await messagesOf(salon, appt.id);
    expect(queued.map((m) => [m.kind, m.channel, m.status])).toEqual([
      ['confirmation', 'email', 'queued'],
      ['reminder', 'email', 'queued'],
    ]);
    // 24 h before 10:00 EST on Monday is 10:00 EST on Sunday, after the clocks went back.
    expect(queued[1].due_at).toBe('2031-11-02T15:00:00.000Z');

    const result = await senderAt(salon, '2031-10-30T13:00:00Z').drain();
    expect(result).toMatchObject({ claimed: 1, sent: 1 });
    const [mail] = mailsTo(salon, 'ana@example.com');
    expect(mail.to).toEqual(['ana@example.com']);
    expect(mail.subject).toContain('Lotus Nails');
    expect(mail.text).toContain('November 3, 2031');
    expect(mail.text).toContain('10:00 AM');
    expect(mail.from).toBe('bookings@salon-desk.local');
    const ics = icsOf(mail);
    expect(ics).toMatch(/DTSTART(;VALUE=DATE-TIME)?:20311103T150000Z/);
    expect(ics).toMatch(/DTEND(;VALUE=DATE-TIME)?:20311103T160000Z/);

    const sent = (await messagesOf(salon, appt.id)).find((m) => m.kind === 'confirmation')!;
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, recipient: 'ana@example.com', sent_at: '2031-10-30T13:00:00.000Z' });
    expect(sent.provider_id).toBeTruthy();
  });

  it('a move sends an update and a reminder for the new time only; a cancel sends a notice and no reminder', async () => {
    const to = 'bo@example.com';
    const appt = await book(salon, '11:00', to);
    await senderAt(salon, '2031-10-30T13:00:00Z').drain();
    await rescheduleAppointment(
      { salonId: salon.tablet.salonId, appointmentId: appt.id, date: MONDAY, start: '14:00', staffId: null, now: bookingNow },
      salon.tablet.ctx,
    );
    await salon.tablet.sync();
    salon.backend.mail!.clear();

    await senderAt(salon, '2031-10-30T14:00:00Z').drain();
    expect(mailsTo(salon, to).map((m) => m.subject)).toHaveLength(1);
    expect(mailsTo(salon, to)[0].text).toContain('2:00 PM');
    const rows = await messagesOf(salon, appt.id);
    expect(rows.filter((m) => m.kind === 'reminder').map((m) => [m.status, m.due_at])).toEqual([
      ['superseded', '2031-11-02T16:00:00.000Z'],
      ['queued', '2031-11-02T19:00:00.000Z'],
    ]);

    // Reminder time: one reminder, for 14:00.
    salon.backend.mail!.clear();
    await senderAt(salon, '2031-11-02T19:00:00Z').drain();
    expect(mailsTo(salon, to)).toHaveLength(1);
    expect(mailsTo(salon, to)[0].text).toContain('2:00 PM');

    await updateAppointmentStatus(appt.id, 'canceled', salon.tablet.ctx);
    await salon.tablet.sync();
    salon.backend.mail!.clear();
    await senderAt(salon, '2031-11-02T20:00:00Z').drain();
    expect(mailsTo(salon, to)).toHaveLength(1);
    expect(icsOf(mailsTo(salon, to)[0])).toContain('METHOD:CANCEL');
    expect((await messagesOf(salon, appt.id)).filter((m) => m.status === 'queued')).toEqual([]);
  });

  it('a reminder waits for its time', async () => {
    const to = 'cy@example.com';
    const appt = await book(salon, '15:00', to);
    await senderAt(salon, '2031-10-30T13:00:00Z').drain();
    salon.backend.mail!.clear();
    await senderAt(salon, '2031-11-02T19:59:00Z').drain();
    expect(mailsTo(salon, to)).toEqual([]);
    await senderAt(salon, '2031-11-02T20:00:00Z').drain();
    expect(mailsTo(salon, to)).toHaveLength(1);
    expect(mailsTo(salon, to)[0].subject.toLowerCase()).toContain('reminder');
    expect((await messagesOf(salon, appt.id)).every((m) => m.status === 'sent')).toBe(true);
  });

  it('a customer without a usable email never blocks the booking: the message is skipped, saying why', async () => {
    const appt = await book(salon, '16:00', null);
    expect(appt.status).toBe('confirmed');
    await senderAt(salon, '2031-10-30T13:00:00Z').drain();
    const confirmation = (await messagesOf(salon, appt.id)).find((m) => m.kind === 'confirmation');
    expect(confirmation).toMatchObject({ status: 'skipped', last_error: 'No email address for this customer.' });
    expect(salon.backend.mail!.messages()).toEqual([]);
  });

  it('with texts on, the customer also gets a text through the salon’s saved provider; without one it is skipped, saying why', async () => {
    const { tablet } = salon;
    await putRow(tablet.ctx, 'message_settings', { ...DEFAULT_SETTINGS, id: messageSettingsId(tablet.salonId), salon_id: tablet.salonId, sms_on: true });
    await tablet.sync();
    const first = await book(salon, '13:00', 'texted@example.com');
    await senderAt(salon, '2031-10-30T13:00:00Z', { smsApiBase: salon.backend.smsApiBase! }).drain();
    const noProvider = (await messagesOf(salon, first.id)).find((m) => m.kind === 'confirmation' && m.channel === 'sms');
    expect(noProvider).toMatchObject({ status: 'skipped', last_error: 'Text messages are on, but no SMS provider is saved (Phone Integration).' });

    const saved = await tablet.client.rpc('save_sms_provider', {
      p_account_sid: `AC${'a1'.repeat(16)}`,
      p_auth_token: 'f0'.repeat(16),
      p_from_number: '+12125550199',
    });
    expect(saved.error).toBeNull();
    const appt = await book(salon, '17:00', 'texted2@example.com');
    await senderAt(salon, '2031-10-30T13:00:00Z', { smsApiBase: salon.backend.smsApiBase! }).drain();
    const texts = salon.backend.mail!.messages().filter((m) => m.channel === 'sms');
    expect(texts).toHaveLength(1);
    expect(texts[0].from).toBe('+12125550199');
    expect(texts[0].text).toContain('Lotus Nails');
    expect(texts[0].text).toContain('5:00 PM');
    const sms = (await messagesOf(salon, appt.id)).find((m) => m.kind === 'confirmation' && m.channel === 'sms')!;
    expect(sms).toMatchObject({ status: 'sent', recipient: texts[0].to[0] });
    expect(sms.provider_id).toMatch(/^SM[0-9a-f]{32}$/);
    expect(mailsTo(salon, 'texted2@example.com')).toHaveLength(1);
  });

  it('a booking waiting for approval gets no confirmation until the owner confirms it, only its reminder, which stays the one reminder', async () => {
    const appt = await createAppointment(
      {
        salonId: salon.tablet.salonId,
        customer: { name: 'Pia Moss', phone: '212-555-0999', email: 'pia@example.com' },
        serviceId: salon.serviceId,
        staffId: null,
        date: MONDAY,
        start: '12:00',
        now: bookingNow,
        status: 'pending',
      },
      salon.tablet.ctx,
    );
    await salon.tablet.sync();
    // Texts are on in this salon since the test before: the reminder goes by both.
    const waiting = (await messagesOf(salon, appt.id)).filter((m) => m.channel === 'email');
    expect((await messagesOf(salon, appt.id)).map((m) => [m.kind, m.channel, m.status])).toEqual([
      ['reminder', 'email', 'queued'],
      ['reminder', 'sms', 'queued'],
    ]);
    await updateAppointmentStatus(appt.id, 'confirmed', salon.tablet.ctx);
    await salon.tablet.sync();
    const email = (await messagesOf(salon, appt.id)).filter((m) => m.channel === 'email');
    expect(email.map((m) => [m.id === waiting[0].id ? 'the same reminder' : m.kind, m.status])).toEqual([
      ['the same reminder', 'queued'],
      ['confirmation', 'queued'],
    ]);
  });

  it('a visit of two services gets one confirmation that names both, from its first start to its last end', async () => {
    const { tablet } = salon;
    const pedi = await addService(tablet.salonId, { name: 'Spa Pedicure', price: '55', duration: '60' }, tablet.ctx);
    const kim = (await tablet.db.staff.where('salon_id').equals(tablet.salonId).toArray())[0];
    await setStaffService(kim.id, pedi.id, true, tablet.ctx);
    const to = 'visit@example.com';
    const parts = await createVisit(
      {
        salonId: tablet.salonId,
        customer: { name: 'Vi Tran', phone: '212-555-0777', email: to },
        services: [
          { serviceId: salon.serviceId, staffId: null },
          { serviceId: pedi.id, staffId: null },
        ],
        date: '2031-11-04',
        start: '09:00',
        now: bookingNow,
      },
      tablet.ctx,
    );
    await tablet.sync();
    const queued = await Promise.all(parts.map((p) => messagesOf(salon, p.id)));
    expect(queued.map((q) => q.filter((m) => m.channel === 'email').length)).toEqual([2, 0]);
    await senderAt(salon, '2031-10-30T13:00:00Z').drain();
    const [mail] = mailsTo(salon, to);
    expect(mail.text).toContain('Gel Manicure + Spa Pedicure');
    expect(mail.text).toContain('9:00 AM');
    expect(mail.text).toContain('11:00 AM');
    expect(mailsTo(salon, to)).toHaveLength(1);
  });

  it('a customer whose card says Spanish gets the confirmation in Spanish, its calendar file too', async () => {
    const to = 'lucia@example.com';
    const appt = await createAppointment(
      {
        salonId: salon.tablet.salonId,
        customer: { name: 'Lucía Gómez', phone: '212-555-0977', email: to, language: 'es' },
        serviceId: salon.serviceId,
        staffId: null,
        date: '2031-11-05',
        start: '10:00',
        now: bookingNow,
      },
      salon.tablet.ctx,
    );
    await salon.tablet.sync();
    await senderAt(salon, '2031-10-30T13:00:00Z').drain();
    const [mail] = mailsTo(salon, to);
    expect(mail.subject).toBe('Su cita en Lotus Nails está confirmada');
    expect(mail.text).toContain('Hola Lucía Gómez,');
    expect(mail.text).toMatch(/Cuándo: miércoles, 5 de noviembre de 2031, 10:00 a\. ?m\./);
    expect(icsOf(mail)).toMatch(/SUMMARY:.* en Lotus Nails/);
    expect((await messagesOf(salon, appt.id)).find((m) => m.kind === 'confirmation')?.status).toBe('sent');
  });
});
