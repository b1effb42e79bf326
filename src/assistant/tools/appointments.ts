// Looking up and cancelling a customer's appointments. Customers are known by phone alone
// (docs/behaviour.md#roles), so cancelling needs a phone the customer typed in this conversation to match the
// appointment's customer: a model talked into "cancel everything" cannot reach anyone else's.
import { z } from 'zod';
import { weekdayNameOf } from '../../domain/dates';
import { keyOfCustomer, phoneKey } from '../../domain/phone-key';
import { oneOf } from '../../domain/salon-store';
import { wordsOf } from '../words';
import { salonNow, salonRegion } from './common';
import { defineTool, fail } from './tool';

export const findCustomerAppointments = defineTool({
  name: 'find_customer_appointments',
  description: "A customer's upcoming appointments (not canceled, from today on), found by their phone number.",
  parameters: z.object({ customer_phone: z.string().trim().min(1) }),
  async execute({ customer_phone }, tc) {
    const text = wordsOf(tc.conversation);
    const { store } = tc;
    const region = await salonRegion(tc);
    const key = phoneKey(customer_phone, region);
    // Only a number the customer typed in this conversation: a model cannot read out someone
    // else's appointments by sending their number (the same answer as a number without any).
    if (!key || ![...tc.conversation.phones].some((p) => phoneKey(p, region) === key)) return fail(text.noAppointmentsFor(customer_phone));
    // Every live customer with the key (more than one only until duplicates merge).
    const customers = await store.customersWithKey(key);
    const today = (await salonNow(tc)).date;
    const ids = new Set(customers.map((c) => c.id));
    const appts = await store.upcomingOf([...ids], today);
    // The product's words (docs/behaviour.md#messages). No card's name is said back: a number alone is not the caller.
    if (appts.length === 0) return fail(text.noAppointmentsFor(customer_phone));
    const [services, staff] = await Promise.all([
      store.services([...new Set(appts.map((a) => a.service_id))]),
      store.staff([...new Set(appts.map((a) => a.staff_id))]),
    ]);
    const name = (rows: ({ id: string; name: string } | undefined)[], id: string) => rows.find((r) => r?.id === id)?.name ?? null;
    return {
      success: true,
      appointments: appts.map((a) => ({
        id: a.id,
        date: a.appointment_date,
        weekday: weekdayNameOf(a.appointment_date),
        start_time: a.start_time,
        end_time: a.end_time,
        service: name(services, a.service_id),
        staff: name(staff, a.staff_id),
        status: a.status,
      })),
    };
  },
});

export const cancelAppointmentTool = defineTool({
  name: 'cancel_appointment',
  description:
    'Cancels one appointment by its id (from find_customer_appointments). The customer must have given the phone number it was booked with. ' +
    'On a phone call the first call writes nothing and answers needs_confirmation with read_back: say it, ask for a yes, and call again with the same id only after the caller says yes.',
  writes: true,
  parameters: z.object({ appointment_id: z.string().trim().min(1) }),
  async execute({ appointment_id }, tc) {
    const text = wordsOf(tc.conversation);
    const { store } = tc;
    const appt = await oneOf(store.appointments([appointment_id]));
    const customer = appt ? await oneOf(store.customers([appt.customer_id])) : undefined;
    const region = await salonRegion(tc);
    const callerKeys = new Set([...tc.conversation.phones].map((p) => phoneKey(p, region)));
    const customerKey = customer ? keyOfCustomer(customer, region) : null;
    // One answer for "no such id", "another salon's" and "not this caller's": nothing leaks.
    if (!appt || appt.deleted || appt.salon_id !== store.salonId || !customer || !customerKey || !callerKeys.has(customerKey)) {
      return fail(text.APPOINTMENT_NOT_FOUND);
    }
    const service = await oneOf(store.services([appt.service_id]));
    const summary = text.summaryOn(service?.name ?? text.APPOINTMENT, text.dateAt(appt.appointment_date, appt.start_time));
    if (appt.status === 'canceled') return { success: true, message: text.alreadyCanceled(summary) };
    const held = tc.readBack?.({
      key: appt.id,
      action: { kind: 'cancel', service: service?.name },
      date: appt.appointment_date,
      time: appt.start_time,
      price: service?.price,
    });
    if (held) return held;
    try {
      await store.cancel(appt.id);
      return { success: true, message: text.canceledFor(summary, customer.name), appointment_id: appt.id };
    } catch {
      return fail(text.CANCEL_FAILED);
    }
  },
});
