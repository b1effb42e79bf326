// A salon in New York with one service, one technician and a device, on the real local backend,
// for the customer-message tests: booking helpers, the sender with an injected clock,
// the rows as the server holds them, and the mails the catcher got.
import { createAppointment } from '../../src/db/repositories/appointments';
import { addService, updateSalonInfo } from '../../src/db/repositories/salon-profile';
import { upsertSchedules } from '../../src/db/repositories/schedules';
import { addStaff, setStaffService } from '../../src/db/repositories/staff';
import { generateDefaultWeek } from '../../src/domain/schedule';
import { MESSAGE_KINDS } from '../../src/domain/tables/messages';
import type { Appointment, CustomerMessage, MessageKind } from '../../src/domain/types';
import type { LocalBackend } from '../../sync/server/index';
import { createMailer, type Mailer } from '../../sync/server/mailer';
import { Sender, type SenderOptions } from '../../sync/server/sender';
import { newDevice, signUpOwner, type Owner, type SimDevice } from './engine-harness';
import { clientFor, startTestBackend, uniqueEmail } from './helpers';

// The Monday after New York leaves daylight time (Sunday 2031-11-02, 02:00 EDT → 01:00 EST).
export const MONDAY = '2031-11-03';
export const bookingNow = { date: '2031-10-30', time: '09:00' };

export interface MessagesSalon {
  backend: LocalBackend;
  owner: Owner;
  tablet: SimDevice;
  mailer: Mailer;
  serviceId: string;
  close(): Promise<void>;
}

export async function startMessagesSalon(): Promise<MessagesSalon> {
  const { backend } = await startTestBackend();
  const owner = await signUpOwner(backend, uniqueEmail('messages'));
  const tablet = await newDevice(backend, owner, { name: 'tablet' });
  const serviceId = await furnishSalon(tablet);
  await tablet.sync();
  return messagesSalon(backend, owner, tablet, serviceId);
}

/** On the device only (nothing synced): the salon's details in New York, Kim and her week of MONDAY, one service; its id. */
export async function furnishSalon(device: SimDevice): Promise<string> {
  await updateSalonInfo(
    device.salonId,
    { name: 'Lotus Nails', phone: '(212) 555-0100', address: '12 Grand St, New York', email: 'hello@lotus.example', time_zone: 'America/New_York' },
    device.ctx,
  );
  const service = await addService(device.salonId, { name: 'Gel Manicure', price: '45', duration: '60' }, device.ctx);
  const member = await addStaff(device.salonId, { name: 'Kim', position: 'Nail Technician' }, device.ctx);
  await setStaffService(member.id, service.id, true, device.ctx);
  await upsertSchedules(device.salonId, generateDefaultWeek([member], MONDAY), device.ctx);
  return service.id;
}

/** The salon of `tablet`, with a mailer on the backend's catcher. */
export function messagesSalon(backend: LocalBackend, owner: Owner, tablet: SimDevice, serviceId: string): MessagesSalon {
  const mailer = createMailer({ host: '127.0.0.1', port: backend.mail!.port, secure: false, from: 'bookings@salon-desk.local' });
  return {
    backend,
    owner,
    tablet,
    mailer,
    serviceId,
    async close() {
      mailer.close();
      await tablet.close();
      await backend.close();
    },
  };
}

let phoneSeq = 100;

/** Books on the tablet and pushes it; each test books for its own customer address. */
export async function book(s: MessagesSalon, start: string, email: string | null, date = MONDAY): Promise<Appointment> {
  const appt = await createAppointment(
    {
      salonId: s.tablet.salonId,
      customer: { name: 'Ana Lopez', phone: `212-555-0${++phoneSeq}`, email },
      serviceId: s.serviceId,
      staffId: null,
      date,
      start,
      now: bookingNow,
    },
    s.tablet.ctx,
  );
  await s.tablet.sync();
  return appt;
}

export const admin = (s: MessagesSalon) => clientFor(s.backend, s.backend.serviceRoleKey);

export const senderAt = (s: MessagesSalon, clock: string, more: Partial<SenderOptions> = {}) =>
  new Sender({ url: s.backend.url, serviceRoleKey: s.backend.serviceRoleKey, mailer: s.mailer, clock: () => new Date(clock), ...more });

/** The emails one customer got. */
export const mailsTo = (s: MessagesSalon, to: string) => s.backend.mail!.messages().filter((m) => m.channel === 'email' && m.to.includes(to));

export async function messagesOf(s: MessagesSalon, appointmentId: string): Promise<CustomerMessage[]> {
  const { data, error } = await admin(s).from('customer_messages').select('*').eq('appointment_id', appointmentId).order('version');
  if (error) throw new Error(error.message);
  return data as CustomerMessage[];
}

/** A settings row with every default, to spread the changes of a test over (id and salon_id added by it). */
export const DEFAULT_SETTINGS = {
  confirmation_on: true,
  update_on: true,
  cancellation_on: true,
  reminder_on: true,
  sms_on: false,
  reminder_lead_hours: 24,
  from_name: null,
  reply_to: null,
  ...(Object.fromEntries(
    MESSAGE_KINDS.flatMap((k) => [
      [`${k}_subject`, null],
      [`${k}_body`, null],
      [`${k}_sms`, null],
    ]),
  ) as Record<`${MessageKind}_${'subject' | 'body' | 'sms'}`, null>),
};
