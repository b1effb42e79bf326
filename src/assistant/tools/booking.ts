// create_appointment: the model's word is never trusted for a slot (docs/architecture.md#assistant). The booking
// goes through createAppointment, which re-checks the slot inside its write transaction, and a
// conversation remembers what it booked so a repeated call returns the same booking.
import { z } from 'zod';
import { findAvailableSlots, isSlotAvailable } from '../../domain/availability';
import { phoneKey } from '../../domain/phone-key';
import { SlotTakenError } from '../../domain/booking-rules';
import { effectiveHours, hoursOnDate } from '../../domain/business-hours';
import { ValidationError } from '../../domain/errors';
import { formatPrice } from '../../domain/money';
import { oneOf } from '../../domain/salon-store';
import type { Appointment, Service } from '../../domain/types';
import { wordsOf } from '../words';
import { dateRuleMessage, resolveService, salonNow, salonRegion } from './common';
import { noSlotMessage } from './no-slot';
import { refusalOf } from './refusal';
import { returningClient } from './returning';
import { bookVisit } from './visit-booking';
import { defineTool, fail, type ToolContext, type ToolResult } from './tool';

/** 'HH:MM' from what a model tends to send ('9:00', '14:00:00', '2pm', '2:30 PM'); null otherwise. */
export function normalizeClock(value: string): string | null {
  const m = /^\s*(\d{1,2})(?::(\d{2}))?(?::\d{2})?\s*(am|pm|a\.m\.|p\.m\.)?\s*$/i.exec(value);
  if (!m) return null;
  let h = Number(m[1]);
  const min = m[2] === undefined ? 0 : Number(m[2]);
  const meridiem = m[3]?.toLowerCase().replace(/\./g, '');
  if (m[2] === undefined && !meridiem) return null;
  if (meridiem) {
    if (h < 1 || h > 12) return null;
    h = (h % 12) + (meridiem === 'pm' ? 12 : 0);
  }
  if (h > 23 || min > 59) return null;
  return `${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}`;
}

async function selfBookingStatus(tc: ToolContext): Promise<'confirmed' | 'pending'> {
  // The row's id is derived from the salon (its natural key): one row per salon, found by id.
  const settings = await tc.store.bookingSettings();
  return settings?.self_booking_status === 'pending' ? 'pending' : 'confirmed';
}

async function confirmation(tc: ToolContext, appt: Appointment, service: Service, repeated: boolean): Promise<ToolResult> {
  // The name the booking was made with, never the card's; a booking from before contacts has only its card.
  const [staff, card] = await Promise.all([
    oneOf(tc.store.staff([appt.staff_id])),
    appt.contact_name ? undefined : oneOf(tc.store.customers([appt.customer_id])),
  ]);
  const text = wordsOf(tc.conversation);
  const customer = { name: appt.contact_name ?? card?.name };
  const when = text.dateAt(appt.appointment_date, appt.start_time);
  return {
    success: true,
    message:
      appt.status === 'pending'
        ? text.requestedPending(service.name, customer?.name ?? text.THE_CUSTOMER, when, staff?.name ?? text.OUR_TEAM)
        : text.booked(service.name, customer?.name ?? text.THE_CUSTOMER, when, staff?.name ?? text.OUR_TEAM),
    already_booked: repeated || undefined,
    appointment: {
      id: appt.id,
      service: service.name,
      price: formatPrice(service.price),
      date: appt.appointment_date,
      start_time: appt.start_time,
      end_time: appt.end_time,
      staff: staff?.name ?? null,
      status: appt.status,
    },
  };
}

/** Why `time` cannot be booked, in the customer's terms; null when the slot is free. A move passes its own appointment (which does not block itself) and the member asked for. */
export async function slotMessage(
  tc: ToolContext,
  service: Service,
  date: string,
  time: string,
  move: { ignoreAppointmentId?: string; staffId?: string } = {},
): Promise<string | null> {
  const text = wordsOf(tc.conversation);
  const now = await salonNow(tc);
  if (date === now.date && time < now.time) return text.TIME_PASSED;
  const data = await tc.store.availability(service.id, date);
  if (!data) return text.BOOKING_FAILED;
  const check = isSlotAvailable({ ...data, ...move, now }, time);
  if (check.available) return null;
  if (check.reason) {
    // Inside the notice: offer the first time that is not, the way a receptionist would.
    const firstFree = check.reason === 'too_soon' ? findAvailableSlots({ ...data, ...move, now }).slots[0]?.start : undefined;
    const staffName = move.staffId ? (await oneOf(tc.store.staff([move.staffId])))?.name : undefined;
    return noSlotMessage(check.reason, { ...check, service: service.name, date, now, rules: data.rules, staffName, firstFree }, text);
  }
  const day = hoursOnDate(effectiveHours(data.hours), date);
  const end = Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) + service.duration;
  const close = day.close_time ? Number(day.close_time.slice(0, 2)) * 60 + Number(day.close_time.slice(3, 5)) : 0;
  if (day.open_time && day.close_time && (time < day.open_time.slice(0, 5) || end > close)) {
    return text.outsideHours(text.weekday(date), day.open_time.slice(0, 5), day.close_time.slice(0, 5));
  }
  // Free with no appointments at all means appointments took it; otherwise nobody works then.
  const withoutBookings = isSlotAvailable({ ...data, ...move, appointments: [], now }, time);
  return withoutBookings.available ? text.slotTaken(time) : text.noStaffAtTime(time, date);
}

export const createAppointmentTool = defineTool({
  name: 'create_appointment',
  description:
    'Books an appointment. Only after the customer confirmed the service, date, time, their name and phone number. ' +
    'On a phone call the first call writes nothing and answers needs_confirmation with read_back: say it, ask for a yes, and call again with the same arguments only after the caller says yes.',
  writes: true,
  parameters: z.object({
    customer_name: z.string().trim().min(1),
    customer_phone: z.string().trim().min(1),
    service_name: z
      .union([z.string().trim().min(1), z.array(z.string().trim().min(1)).min(1).max(5)])
      .describe('One service, or several for one visit, in the order they are done (e.g. ["Classic Manicure", "Spa Pedicure"]): booked back to back'),
    appointment_date: z.string().describe('YYYY-MM-DD'),
    appointment_time: z.string().describe('HH:MM, 24-hour'),
    customer_email: z.string().nullish(),
  }),
  async execute(args, tc) {
    const text = wordsOf(tc.conversation);
    const dateMessage = await dateRuleMessage(tc, args.appointment_date, text.BOOKING_DATE_FORMAT);
    if (dateMessage) return fail(dateMessage);
    const time = normalizeClock(args.appointment_time);
    if (!time) return fail(text.TIME_FORMAT);
    const asked = typeof args.service_name === 'string' ? [args.service_name] : args.service_name;
    const resolved: Service[] = [];
    for (const name of asked) {
      const found = await resolveService(tc, name);
      if ('error' in found) return fail(found.error, found.options ? { options: found.options } : {});
      resolved.push(found.service);
    }
    const service = resolved[0];

    const region = await salonRegion(tc);
    const caller = phoneKey(args.customer_phone, region) ?? args.customer_phone;
    // Nothing is written for a phone the customer did not type in this conversation (the cancel
    // and reschedule rule): a model cannot book in someone else's name with a number it made up.
    if (![...tc.conversation.phones].some((p) => (phoneKey(p, region) ?? p) === caller)) return fail(text.PHONE_NOT_GIVEN);
    // Read before booking: after it, every caller has a card.
    const knowing = () => returningClient(tc, args.customer_phone, args.customer_name);
    if (resolved.length > 1) {
      const known = await knowing();
      const customer = { name: args.customer_name, phone: args.customer_phone, email: args.customer_email ?? null };
      const visitKey = [caller, ...resolved.map((s) => s.id), args.appointment_date, time].join('|');
      const booked = await bookVisit(tc, { customer, services: resolved, date: args.appointment_date, time, status: await selfBookingStatus(tc) }, visitKey);
      return booked.success ? { ...booked, ...known } : booked;
    }
    const key = [caller, service.id, args.appointment_date, time].join('|');
    const earlier = tc.conversation.bookings.get(key);
    if (earlier) {
      const appt = await oneOf(tc.store.appointments([earlier]));
      if (appt && !appt.deleted && appt.status !== 'canceled') return confirmation(tc, appt, service, true);
    }
    // The card and the day are read at once: on the server each is a round trip.
    const checking = slotMessage(tc, service, args.appointment_date, time).then(
      (problem) => ({ problem }),
      (error: unknown) => ({ error }),
    );
    const known = await knowing();
    try {
      const checked = await checking;
      if ('error' in checked) throw checked.error;
      if (checked.problem) return fail(checked.problem);
      // On the phone: read back and wait for the caller's yes (read-back.ts); nothing written before.
      const held = tc.readBack?.({
        key: `${key}|${args.customer_name.trim().toLowerCase()}`,
        action: { kind: 'book', services: [service.name], customer: args.customer_name },
        date: args.appointment_date,
        time,
        price: service.price,
      });
      if (held) return held;
      const [appt] = await tc.store.book({
        customer: { name: args.customer_name, phone: args.customer_phone, email: args.customer_email ?? null, language: tc.conversation.language },
        serviceIds: [service.id],
        date: args.appointment_date,
        start: time,
        // The owner's booking rules say whether Sarah's bookings wait for approval.
        status: await selfBookingStatus(tc),
        now: await salonNow(tc),
        // A caller's word is not the owner's: a card is reused only when the details agree.
        source: 'untrusted',
      });
      tc.conversation.bookings.set(key, appt.id);
      return { ...(await confirmation(tc, appt, service, false)), ...known };
    } catch (e) {
      // The time went after her own check passed (another device booked it first): the
      // repository's refusal is English, so she says it in her words, on the salon's clock.
      if (e instanceof SlotTakenError) return fail(text.slotTaken(e.time));
      // Bad customer fields say what is wrong, in her words (the repository's are English).
      if (e instanceof ValidationError) return fail(refusalOf(tc.conversation, e, (w) => w.BOOKING_FAILED));
      return fail(text.BOOKING_FAILED);
    }
  },
});
