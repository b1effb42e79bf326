// Appointment writes (spec §4, §7): bookings re-check the slot inside the same transaction that
// writes them, so a slot taken meanwhile (by the form, the assistant or a sync) is never booked.
import { BLOCKING_STATUSES, isSlotAvailable } from '../../domain/availability';
import { parseCustomer, parseNotes, type CustomerInput } from '../../domain/back-office';
import { isValidDate, todayIn, type ZonedNow } from '../../domain/dates';
import { PreconditionError, ValidationError } from '../../domain/errors';
import { newId } from '../../domain/ids';
import { addMinutesToTime, fromMinutes, isValidTime, normalizeTime, toMinutes } from '../../domain/time';
import { bookingsClash, processingOf } from '../../domain/processing';
import { APPOINTMENT_STATUSES, type Appointment, type AppointmentStatus } from '../../domain/types';
import { appContext, type WriteContext } from '../context';
import { AVAILABILITY_TABLES, loadAvailabilityData } from '../availability';
import { findOrCreateCustomer } from './customers';
import { notifyBooking, notifyCancelled, notifyRescheduled, NOTIFY_TABLES } from './notifications';
import { deleteRow, patchRow, putRow, writeTogether } from '../writer';
// visits.ts books through this file and this file moves and cancels through it: the calls happen
// at run time, after both modules loaded, so the cycle is harmless.
import { cancelVisit, moveVisit, visitOf } from './visits';

export interface BookingInput {
  salonId: string | null;
  customer: CustomerInput;
  serviceId: string;
  /** null = any available member. */
  staffId: string | null;
  date: string;
  start: string;
  notes?: string | null;
  /** Bookings by the form or the assistant start confirmed (spec §4). */
  status?: AppointmentStatus;
  /** The salon's current date and time; defaults to now in the salon's zone. */
  now?: ZonedNow;
}

export const slotTakenMessage = (time: string) => `${time} is no longer available. Please choose a different time.`;

/** The checks every booking (one service or a visit) makes before it opens its transaction. */
export function parseBookingRequest(input: Pick<BookingInput, 'date' | 'start' | 'customer' | 'notes'>) {
  if (!isValidDate(input.date)) throw new ValidationError('Please provide a valid date.', 'date');
  if (!isValidTime(input.start)) throw new ValidationError('Please choose a time.', 'start');
  return { start: normalizeTime(input.start), customer: parseCustomer(input.customer), notes: parseNotes(input.notes) };
}

export async function createAppointment(input: BookingInput, ctx?: WriteContext): Promise<Appointment> {
  const c = ctx ?? (await appContext());
  const { start, customer, notes } = parseBookingRequest(input);
  const tables = ['salons', 'customers', ...AVAILABILITY_TABLES] as const;
  return writeTogether(c, [...tables, ...NOTIFY_TABLES], async () => {
    const salon = input.salonId ? await c.db.salons.get(input.salonId) : undefined;
    if (!salon || salon.deleted) throw new PreconditionError('No salon found');
    const data = await loadAvailabilityData(c.db, salon.id, input.serviceId, input.date);
    if (!data) throw new ValidationError('Please choose a service.', 'serviceId');
    const now = input.now ?? todayIn(salon.time_zone);
    const check = isSlotAvailable({ ...data, staffId: input.staffId ?? undefined, now }, start);
    if (!check.available) throw new ValidationError(slotTakenMessage(start), 'start');
    const staffId = input.staffId ?? check.staffIds[0];
    const person = await findOrCreateCustomer(c, salon.id, customer);
    const appt = await putRow(c, 'appointments', {
      id: newId(),
      salon_id: salon.id,
      customer_id: person.id,
      staff_id: staffId,
      service_id: data.service.id,
      appointment_date: input.date,
      start_time: start,
      end_time: addMinutesToTime(start, data.service.duration),
      ...processingOf(data.service),
      notes,
      status: input.status ?? 'confirmed',
    });
    // The owner is told in the same transaction: a booking never lands without its notification.
    await notifyBooking(c, appt);
    return appt;
  });
}

export interface RescheduleInput {
  salonId: string;
  appointmentId: string;
  date: string;
  start: string;
  /** null = keep the appointment's member when free then, else the first free one (as booking picks). */
  staffId: string | null;
  now?: ZonedNow;
}

/** Moves an appointment in place: the same row gets its new date, times and member, in one write. */
export async function rescheduleAppointment(input: RescheduleInput, ctx?: WriteContext): Promise<{ before: Appointment; after: Appointment }> {
  const c = ctx ?? (await appContext());
  if (!isValidDate(input.date)) throw new ValidationError('Please provide a valid date.', 'date');
  if (!isValidTime(input.start)) throw new ValidationError('Please choose a time.', 'start');
  const start = normalizeTime(input.start);
  const tables = ['salons', 'customers', ...AVAILABILITY_TABLES] as const;
  return writeTogether(c, [...tables, ...NOTIFY_TABLES], async () => {
    const salon = await c.db.salons.get(input.salonId);
    const appt = await c.db.appointments.get(input.appointmentId);
    if (!salon || salon.deleted) throw new PreconditionError('No salon found');
    if (!appt || appt.deleted || appt.salon_id !== salon.id) throw new PreconditionError('Appointment not found');
    if (!BLOCKING_STATUSES.includes(appt.status)) throw new PreconditionError(`A ${appt.status} appointment cannot be moved`);
    const now = input.now ?? todayIn(salon.time_zone);
    if (appt.appointment_date < now.date) throw new PreconditionError('A past appointment cannot be moved');
    // A part of a visit moves with the rest of it (issue 16), to the visit's new start.
    if (appt.visit_id) {
      const parts = await visitOf(c.db, appt);
      const offset = toMinutes(start) - toMinutes(appt.start_time);
      const visitStart = fromMinutes(toMinutes(parts[0].start_time) + offset);
      const moved = await moveVisit(appt.id, input.date, visitStart, c, now);
      return { before: appt, after: moved.find((m) => m.id === appt.id) ?? moved[0] };
    }
    // The same availability rules as a booking, for the same service; the row itself does not block.
    const data = await loadAvailabilityData(c.db, salon.id, appt.service_id, input.date);
    if (!data) throw new PreconditionError('The service of this appointment no longer exists');
    const check = (staffId?: string) => isSlotAvailable({ ...data, staffId, ignoreAppointmentId: appt.id, now }, start);
    let staffId = input.staffId;
    if (staffId === null && check(appt.staff_id).available) staffId = appt.staff_id;
    const free = check(staffId ?? undefined);
    if (!free.available) throw new ValidationError(slotTakenMessage(start), 'start');
    const after = await patchRow(c, 'appointments', appt.id, {
      appointment_date: input.date,
      start_time: start,
      end_time: addMinutesToTime(start, data.service.duration),
      ...processingOf(data.service),
      staff_id: staffId ?? free.staffIds[0],
    });
    const moved = after.appointment_date !== appt.appointment_date || after.start_time !== appt.start_time || after.staff_id !== appt.staff_id;
    if (moved) await notifyRescheduled(c, after, { date: appt.appointment_date, start: appt.start_time });
    return { before: appt, after };
  });
}

export async function updateAppointmentStatus(appointmentId: string, status: AppointmentStatus, ctx?: WriteContext): Promise<Appointment> {
  const c = ctx ?? (await appContext());
  if (!APPOINTMENT_STATUSES.includes(status) || status === 'conflict') throw new ValidationError('Unknown appointment status', 'status');
  return writeTogether(c, ['appointments', ...NOTIFY_TABLES], async () => {
    const appt = await c.db.appointments.get(appointmentId);
    if (!appt || appt.deleted) throw new PreconditionError('Appointment not found');
    // Bringing a canceled (or conflicting) appointment back must not double-book its member.
    if (BLOCKING_STATUSES.includes(status) && !BLOCKING_STATUSES.includes(appt.status)) {
      const clash = await c.db.appointments
        .where('[staff_id+appointment_date]')
        .equals([appt.staff_id, appt.appointment_date])
        .filter((o) => o.id !== appt.id && !o.deleted && BLOCKING_STATUSES.includes(o.status))
        .filter((o) => bookingsClash(o, appt))
        .first();
      if (clash) throw new ValidationError(slotTakenMessage(appt.start_time), 'status');
    }
    // A visit is cancelled as a whole: its other services would otherwise stay booked alone.
    if (status === 'canceled' && appt.visit_id) return (await cancelVisit(appt.id, c)).find((p) => p.id === appt.id) ?? appt;
    const changed = await patchRow(c, 'appointments', appointmentId, { status });
    if (status === 'canceled' && appt.status !== 'canceled') await notifyCancelled(c, changed);
    return changed;
  });
}

export async function deleteAppointment(appointmentId: string, ctx?: WriteContext): Promise<void> {
  const c = ctx ?? (await appContext());
  await deleteRow(c, 'appointments', appointmentId);
}
