// Appointment writes (docs/behaviour.md#appointments, docs/behaviour.md#network-calls): a move re-checks the slot inside the same transaction that
// writes it, so a slot taken meanwhile (by the form, the assistant or a sync) is never taken.
import { BLOCKING_STATUSES, isSlotAvailable } from '../../domain/availability';
import { isValidDate, todayIn, type ZonedNow } from '../../domain/dates';
import { PreconditionError, ValidationError } from '../../domain/errors';
import { addMinutesToTime, fromMinutes, isValidTime, normalizeTime, toMinutes } from '../../domain/time';
import { bookingsClash, processingOf } from '../../domain/processing';
import { APPOINTMENT_STATUSES, type Appointment, type AppointmentStatus } from '../../domain/types';
import { appContext, type WriteContext } from '../context';
import { AVAILABILITY_TABLES, loadAvailabilityData } from '../availability';
import { notifyCancelled, notifyRescheduled, NOTIFY_TABLES } from './notifications';
import { deleteRow, patchRow, writeTogether } from '../writer';
import { SlotTakenError } from '../../domain/booking-rules';
import { cancelVisit, moveVisit, visitOf } from './visits';

// Booking one appointment lives in book-appointment.ts (visits.ts books through it); its callers
// keep importing it from here.
export { createAppointment, parseBookingRequest, slotTakenMessage, type BookingInput } from './book-appointment';
// Conflicts' moves refuse a taken time with it too (conflicts.ts takes it from here).
export { SlotTakenError };

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
    // A part of a visit moves with the rest of it, to the visit's new start.
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
    if (!free.available) throw new SlotTakenError(start);
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
        .where('[salon_id+appointment_date+start_time]')
        .between([appt.salon_id, appt.appointment_date, ''], [appt.salon_id, appt.appointment_date, '\uffff'], true, true)
        .filter((o) => o.staff_id === appt.staff_id && o.id !== appt.id && !o.deleted && BLOCKING_STATUSES.includes(o.status))
        .filter((o) => bookingsClash(o, appt))
        .first();
      if (clash) throw new SlotTakenError(appt.start_time, 'status');
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
