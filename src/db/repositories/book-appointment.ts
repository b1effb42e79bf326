// Booking one appointment (docs/behaviour.md#appointments, docs/behaviour.md#network-calls): the slot is re-checked inside the same transaction that
// writes it, so a slot taken meanwhile (by the form, the assistant or a sync) is never booked.
// Apart from appointments.ts (moves, status, delete) because visits.ts books through it and
// appointments.ts moves and cancels visits through visits.ts: one file would make an import cycle.
import { SlotTakenError, slotTakenMessage } from '../../domain/booking-rules';
import { isSlotAvailable } from '../../domain/availability';
import { parseCustomer, parseNotes, type CustomerInput } from '../../domain/back-office';
import { contactOf, type BookingSource } from '../../domain/booking-contact';
import { isValidDate, todayIn, type ZonedNow } from '../../domain/dates';
import { PreconditionError, ValidationError } from '../../domain/errors';
import { newId } from '../../domain/ids';
import { addMinutesToTime, isValidTime, normalizeTime } from '../../domain/time';
import { processingOf } from '../../domain/processing';
import type { Appointment, AppointmentStatus } from '../../domain/types';
import { appContext, type WriteContext } from '../context';
import { AVAILABILITY_TABLES, loadAvailabilityData } from '../availability';
import { findOrCreateCustomer } from './customers';
import { notifyBooking, NOTIFY_TABLES } from './notifications';
import { putRow, writeTogether } from '../writer';

export interface BookingInput {
  salonId: string | null;
  customer: CustomerInput;
  serviceId: string;
  /** null = any available member. */
  staffId: string | null;
  date: string;
  start: string;
  notes?: string | null;
  /** Bookings by the form or the assistant start confirmed (docs/behaviour.md#appointments). */
  status?: AppointmentStatus;
  /** The salon's current date and time; defaults to now in the salon's zone. */
  now?: ZonedNow;
  /** Who gave the customer's details: the owner (default) or a caller Sarah heard. */
  source?: BookingSource;
}

export { slotTakenMessage };

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
    if (!check.available) throw new SlotTakenError(start);
    const staffId = input.staffId ?? check.staffIds[0];
    const person = await findOrCreateCustomer(c, salon.id, customer, input.source);
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
      // Its messages go to the details given for it, whatever the card says.
      ...contactOf(customer),
    });
    // The owner is told in the same transaction: a booking never lands without its notification.
    await notifyBooking(c, appt);
    return appt;
  });
}
