// The owner's Edit / Move tells the customer once, on the real local backend with the
// real sender and mail catcher: an Edit that moves the time and the technician (and the notes, in
// the same Save) sends exactly ONE update; an Edit of the notes alone sends nothing; an Edit that
// also corrects the email sends its one update to the corrected address only.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { editAppointment, type AppointmentEdit } from '../../src/db/repositories/appointment-edit';
import { upsertSchedules } from '../../src/db/repositories/schedules';
import { addStaff, setStaffService } from '../../src/db/repositories/staff';
import { generateDefaultWeek } from '../../src/domain/schedule';
import type { Appointment } from '../../src/domain/types';
import { book, bookingNow, mailsTo, messagesOf, MONDAY, senderAt, startMessagesSalon, type MessagesSalon } from './messages-harness';

let salon: MessagesSalon;
let lilyId: string;
beforeAll(async () => {
  salon = await startMessagesSalon();
  // A second technician, so an Edit can change who does it.
  const { tablet } = salon;
  const lily = await addStaff(tablet.salonId, { name: 'Lily', position: 'Nail Technician' }, tablet.ctx);
  await setStaffService(lily.id, salon.serviceId, true, tablet.ctx);
  await upsertSchedules(tablet.salonId, generateDefaultWeek([lily], MONDAY), tablet.ctx);
  await tablet.sync();
  lilyId = lily.id;
});
afterAll(() => salon?.close());
beforeEach(() => salon.backend.mail!.clear());

/** The Save of a form left as it opened: each test changes what it changes. */
const untouched = (a: Appointment): AppointmentEdit => ({
  salonId: a.salon_id,
  appointmentId: a.id,
  date: a.appointment_date,
  start: a.start_time,
  serviceId: a.service_id,
  staffId: a.staff_id,
  notes: a.notes,
  contact: { name: a.contact_name!, phone: a.contact_phone!, email: a.contact_email },
  now: bookingNow,
});

const save = async (edit: AppointmentEdit) => {
  const result = await editAppointment(edit, salon.tablet.ctx);
  await salon.tablet.sync();
  return result.after;
};

/** Books, and lets the confirmation go out, so what follows is an update. */
async function confirmed(start: string, to: string): Promise<Appointment> {
  const appt = await book(salon, start, to);
  await senderAt(salon, '2031-10-30T13:00:00Z').drain();
  expect(mailsTo(salon, to)).toHaveLength(1);
  salon.backend.mail!.clear();
  return appt;
}

describe("the owner's Edit / Move and the customer's messages", () => {
  it('an Edit of the notes alone sends nothing; one that moves the time and the technician sends exactly one update', async () => {
    const to = 'edit-one@example.com';
    const appt = await confirmed('10:00', to);

    const noted = await save({ ...untouched(appt), notes: 'Allergic to acetone' });
    await senderAt(salon, '2031-10-30T14:00:00Z').drain();
    expect(mailsTo(salon, to)).toEqual([]);
    expect((await messagesOf(salon, appt.id)).filter((m) => m.kind === 'update')).toEqual([]);

    await save({ ...untouched(noted), start: '14:00', staffId: lilyId, notes: 'Allergic to acetone; Lily instead' });
    await senderAt(salon, '2031-10-30T15:00:00Z').drain();
    // A later round finds nothing more to send.
    await senderAt(salon, '2031-10-30T16:00:00Z').drain();
    const mails = mailsTo(salon, to);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('2:00 PM');
    const updates = (await messagesOf(salon, appt.id)).filter((m) => m.kind === 'update');
    expect(updates.map((m) => [m.channel, m.status])).toEqual([['email', 'sent']]);
    // The server holds the edit as one row: new time, new technician, the notes.
    const { data } = await salon.tablet.client.from('appointments').select('start_time, staff_id, notes').eq('id', appt.id).single();
    expect(data).toMatchObject({ start_time: '14:00:00', staff_id: lilyId, notes: 'Allergic to acetone; Lily instead' });
  });

  it('an Edit that moves it and corrects the email sends its one update to the corrected address only', async () => {
    const wrong = 'edit-wrong@example.com';
    const right = 'edit-right@example.com';
    const appt = await confirmed('11:00', wrong);
    const before = untouched(appt);
    await save({ ...before, start: '15:00', contact: { ...before.contact, email: right } });
    await senderAt(salon, '2031-10-30T15:00:00Z').drain();
    expect(mailsTo(salon, wrong)).toEqual([]);
    expect(mailsTo(salon, right)).toHaveLength(1);
    expect(mailsTo(salon, right)[0].text).toContain('3:00 PM');
  });
});
