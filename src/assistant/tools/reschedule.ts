// reschedule_appointment: moves an appointment in place. The caller must have typed, in
// this conversation, a phone number with the appointment customer's key (the cancel rule), and the
// new slot is re-checked for the same service inside the repository's write transaction, so a
// failed move leaves the old slot as it was: nothing is cancelled first and rebooked later.
import { z } from 'zod';
import { SlotTakenError } from '../../domain/booking-rules';
import { weekdayNameOf } from '../../domain/dates';
import { ValidationError } from '../../domain/errors';
import { keyOfCustomer, phoneKey } from '../../domain/phone-key';
import { oneOf } from '../../domain/salon-store';
import type { Appointment, Staff } from '../../domain/types';
import { wordsOf } from '../words';
import { normalizeClock, slotMessage } from './booking';
import { dateRuleMessage, salonNow, salonRegion } from './common';
import { refusalOf } from './refusal';
import { defineTool, fail, type ToolContext, type ToolResult } from './tool';

/** The appointment, when the phone given is one the customer typed and it is the appointment's customer's. */
async function callersAppointment(tc: ToolContext, id: string, phone: string): Promise<Appointment | null> {
  const { store } = tc;
  const region = await salonRegion(tc);
  const given = phoneKey(phone, region);
  const typed = new Set([...tc.conversation.phones].map((p) => phoneKey(p, region)));
  if (!given || !typed.has(given)) return null;
  const appt = await oneOf(store.appointments([id]));
  const customer = appt && !appt.deleted && appt.salon_id === store.salonId ? await oneOf(store.customers([appt.customer_id])) : undefined;
  if (!appt || !customer || customer.deleted || keyOfCustomer(customer, region) !== given) return null;
  return appt;
}

/** The live member called `name` (whole name, else a unique prefix), or the message to say. */
async function resolveStaff(tc: ToolContext, name: string, serviceId: string, serviceName: string): Promise<Staff | string> {
  const text = wordsOf(tc.conversation);
  const team = await tc.store.activeStaff();
  const wanted = name.trim().toLowerCase();
  const exact = team.filter((s) => s.name.toLowerCase() === wanted);
  const prefix = team.filter((s) => s.name.toLowerCase().startsWith(wanted));
  const member = exact.length === 1 ? exact[0] : prefix.length === 1 ? prefix[0] : undefined;
  if (!member) return text.staffNotFound(name, team.map((s) => s.name).sort());
  if (!(await tc.store.staffDoes(member.id, serviceId))) return text.staffCannotDo(member.name, serviceName);
  return member;
}

const when = (a: Appointment) => ({ date: a.appointment_date, weekday: weekdayNameOf(a.appointment_date), start_time: a.start_time, end_time: a.end_time });

async function moved(tc: ToolContext, before: Appointment, after: Appointment, service: string, already: boolean): Promise<ToolResult> {
  const text = wordsOf(tc.conversation);
  const phrase = (a: Appointment) => text.dateAt(a.appointment_date, a.start_time);
  const [was, now] = await tc.store.staff([before.staff_id, after.staff_id]);
  const staff = now?.name ?? text.OUR_TEAM;
  return {
    success: true,
    message: already ? text.alreadyOn(service, phrase(after), staff) : text.movedFromTo(service, phrase(before), phrase(after), staff),
    already_moved: already || undefined,
    appointment: {
      id: after.id,
      service,
      from: { ...when(before), staff: was?.name ?? null },
      to: { ...when(after), staff: now?.name ?? null },
      status: after.status,
    },
  };
}

export const rescheduleAppointmentTool = defineTool({
  name: 'reschedule_appointment',
  description:
    "Moves one of the caller's appointments (id from find_customer_appointments) to a new date and time, same service. " +
    'customer_phone is the number the customer gave you. Keeps the same technician if free, unless staff_name names another. ' +
    'Never cancel and rebook to change an appointment: use this. ' +
    'On a phone call the first call writes nothing and answers needs_confirmation with read_back: say it, ask for a yes, and call again with the same arguments only after the caller says yes.',
  writes: true,
  parameters: z.object({
    appointment_id: z.string().trim().min(1),
    customer_phone: z.string().trim().min(1),
    new_date: z.string().describe('YYYY-MM-DD'),
    new_time: z.string().describe('HH:MM, 24-hour'),
    staff_name: z.string().trim().min(1).nullish().describe('Only when the customer asks for a particular technician'),
  }),
  async execute(args, tc) {
    const text = wordsOf(tc.conversation);
    // Identity first: an appointment that is not the caller's gets the same answer as no appointment.
    const appt = await callersAppointment(tc, args.appointment_id, args.customer_phone);
    if (!appt) return fail(text.RESCHEDULE_NOT_FOUND);
    const today = await salonNow(tc);
    if (appt.status === 'canceled') return fail(text.MOVE_CANCELED);
    if (appt.appointment_date < today.date || appt.status === 'completed' || appt.status === 'no_show') return fail(text.MOVE_PAST);
    const dateMessage = await dateRuleMessage(tc, args.new_date, text.BOOKING_DATE_FORMAT);
    if (dateMessage) return fail(dateMessage);
    const time = normalizeClock(args.new_time);
    if (!time) return fail(text.TIME_FORMAT);
    const service = await oneOf(tc.store.services([appt.service_id]));
    if (!service) return fail(text.RESCHEDULE_FAILED);
    let staffId: string | null = null;
    let staffName: string | undefined;
    if (args.staff_name) {
      const member = await resolveStaff(tc, args.staff_name, service.id, service.name);
      if (typeof member === 'string') return fail(member);
      staffId = member.id;
      staffName = member.name;
    }
    if (appt.appointment_date === args.new_date && appt.start_time === time && (staffId === null || staffId === appt.staff_id)) {
      return moved(tc, appt, appt, service.name, true);
    }
    try {
      const problem = await slotMessage(tc, service, args.new_date, time, { ignoreAppointmentId: appt.id, staffId: staffId ?? undefined });
      if (problem) return fail(problem);
      const held = tc.readBack?.({
        key: [appt.id, args.new_date, time, staffId ?? ''].join('|'),
        action: { kind: 'move', service: service.name },
        from: { date: appt.appointment_date, time: appt.start_time },
        date: args.new_date,
        time,
        staff: args.staff_name ? staffName : undefined,
        price: service.price,
      });
      if (held) return held;
      const { before, after } = await tc.store.move({ appointmentId: appt.id, date: args.new_date, start: time, staffId, now: today });
      return moved(tc, before, after, service.name, false);
    } catch (e) {
      // The time went after her own check passed: the repository's refusal is English, so she says
      // it in her words, on the salon's clock. A refused detail too; anything else is the generic apology.
      if (e instanceof SlotTakenError) return fail(text.slotTaken(e.time));
      return fail(e instanceof ValidationError ? refusalOf(tc.conversation, e, (w) => w.RESCHEDULE_FAILED) : text.RESCHEDULE_FAILED);
    }
  },
});
