// One visit, several services: booked in one write transaction that re-checks every
// part (src/domain/visits.ts), one appointment row per service sharing a visit_id; moved and
// cancelled together. A visit of one service is an ordinary booking (createAppointment).
import type { CustomerInput } from '../../domain/back-office';
import { contactOf, type BookingSource } from '../../domain/booking-contact';
import { isValidDate, todayIn, type ZonedNow } from '../../domain/dates';
import { PreconditionError, ValidationError } from '../../domain/errors';
import { newId } from '../../domain/ids';
import { processingOf } from '../../domain/processing';
import { isValidTime, normalizeTime, toMinutes, fromMinutes } from '../../domain/time';
import type { Appointment, AppointmentStatus } from '../../domain/types';
import { planVisitAt, type VisitServiceInput } from '../../domain/visits';
import { AVAILABILITY_TABLES, loadAvailabilityData } from '../availability';
import { appContext, type WriteContext } from '../context';
import type { SalonDeskDB } from '../database';
import { patchRow, putRow, writeTogether, type RowPatch } from '../writer';
import { createAppointment, parseBookingRequest } from './book-appointment';
import { SlotTakenError } from '../../domain/booking-rules';
import { findOrCreateCustomer } from './customers';
import { notifyBooking, notifyCancelled, notifyRescheduled, NOTIFY_TABLES } from './notifications';

export interface VisitInput {
  salonId: string | null;
  customer: CustomerInput;
  /** In the order they are done; staffId null = the first free member (one for all when possible). */
  services: { serviceId: string; staffId: string | null }[];
  date: string;
  start: string;
  notes?: string | null;
  status?: AppointmentStatus;
  now?: ZonedNow;
  /** Who gave the customer's details (see BookingInput.source). */
  source?: BookingSource;
}

const TABLES = ['salons', 'customers', ...AVAILABILITY_TABLES, ...NOTIFY_TABLES] as const;

async function partsInput(
  db: SalonDeskDB,
  salonId: string,
  services: VisitInput['services'],
  date: string,
  now: ZonedNow,
  ignore: readonly string[] = [],
): Promise<VisitServiceInput[]> {
  const out: VisitServiceInput[] = [];
  for (const s of services) {
    const data = await loadAvailabilityData(db, salonId, s.serviceId, date);
    if (!data) throw new ValidationError('Please choose a service.', 'serviceId');
    // The visit's own rows (when it moves) never block the visit.
    out.push({ ...data, appointments: data.appointments.filter((a) => !ignore.includes(a.id ?? '')), staffId: s.staffId ?? undefined, now });
  }
  return out;
}

/** Books the visit: every part re-checked in the same transaction, or nothing is written. */
export async function createVisit(input: VisitInput, ctx?: WriteContext): Promise<Appointment[]> {
  if (input.services.length === 0) throw new ValidationError('Please choose a service.', 'serviceId');
  if (input.services.length === 1) {
    return [await createAppointment({ ...input, serviceId: input.services[0].serviceId, staffId: input.services[0].staffId }, ctx)];
  }
  const c = ctx ?? (await appContext());
  const { start, customer, notes } = parseBookingRequest(input);
  return writeTogether(c, [...TABLES], async () => {
    const salon = input.salonId ? await c.db.salons.get(input.salonId) : undefined;
    if (!salon || salon.deleted) throw new PreconditionError('No salon found');
    const now = input.now ?? todayIn(salon.time_zone);
    const parts = await partsInput(c.db, salon.id, input.services, input.date, now);
    const plan = planVisitAt(parts, start);
    if (!plan.parts) throw new SlotTakenError(start);
    const person = await findOrCreateCustomer(c, salon.id, customer, input.source);
    const contact = contactOf(customer);
    // The first part's id is the visit's id: the server tells the customer through that part.
    const visitId = newId();
    const rows: Appointment[] = [];
    for (const [k, p] of plan.parts.entries()) {
      rows.push(
        await putRow(c, 'appointments', {
          id: k === 0 ? visitId : newId(),
          salon_id: salon.id,
          customer_id: person.id,
          staff_id: p.staffId,
          service_id: p.serviceId,
          appointment_date: input.date,
          start_time: p.start,
          end_time: p.end,
          ...processingOf(parts[k].service),
          notes,
          status: input.status ?? 'confirmed',
          visit_id: visitId,
          ...contact,
        }),
      );
    }
    // One notification for the visit: the owner hears of one booking, not of each service.
    await notifyBooking(c, rows[0]);
    return rows;
  });
}

/** The live rows of the appointment's visit, in order (just the appointment when it has none). */
export async function visitOf(db: SalonDeskDB, appt: Appointment): Promise<Appointment[]> {
  if (!appt.visit_id) return [appt];
  const rows = await db.appointments
    .where('visit_id')
    .equals(appt.visit_id)
    .filter((a) => !a.deleted)
    .toArray();
  return rows.sort((a, b) => a.start_time.localeCompare(b.start_time));
}

/** Moves the whole visit to a new start (same services, same order), each part re-checked. */
export async function moveVisit(appointmentId: string, date: string, startAt: string, ctx?: WriteContext, nowAt?: ZonedNow): Promise<Appointment[]> {
  const c = ctx ?? (await appContext());
  if (!isValidDate(date)) throw new ValidationError('Please provide a valid date.', 'date');
  if (!isValidTime(startAt)) throw new ValidationError('Please choose a time.', 'start');
  const start = normalizeTime(startAt);
  return writeTogether(c, [...TABLES], async () => {
    const appt = await c.db.appointments.get(appointmentId);
    if (!appt || appt.deleted) throw new PreconditionError('Appointment not found');
    const salon = await c.db.salons.get(appt.salon_id);
    if (!salon || salon.deleted) throw new PreconditionError('No salon found');
    const parts = await visitOf(c.db, appt);
    const now = nowAt ?? todayIn(salon.time_zone);
    const plan = await planVisitMove(c.db, salon.id, parts, date, start, now);
    const moved: Appointment[] = [];
    for (const [k, patch] of plan.entries()) moved.push(await patchRow(c, 'appointments', parts[k].id, patch));
    await notifyRescheduled(c, moved[0], { date: parts[0].appointment_date, start: parts[0].start_time });
    return moved;
  });
}

/**
 * Where each part of a visit goes for a new start (same services, same order), inside the caller's
 * transaction: each part keeps its member when free then, else the first free one. Throws the
 * slot-taken error when the visit does not fit; the owner's Edit adds its notes and contact to
 * these patches, so each part is still written once.
 */
export async function planVisitMove(
  db: SalonDeskDB,
  salonId: string,
  parts: readonly Appointment[],
  date: string,
  start: string,
  now: ZonedNow,
): Promise<RowPatch<'appointments'>[]> {
  const services = parts.map((p) => ({ serviceId: p.service_id, staffId: null as string | null }));
  const input = await partsInput(
    db,
    salonId,
    services,
    date,
    now,
    parts.map((p) => p.id),
  );
  const kept = input.map((s, k) => ({ ...s, staffId: parts[k].staff_id }));
  const keep = planVisitAt(kept, start);
  const plan = keep.parts ? keep : planVisitAt(input, start);
  if (!plan.parts) throw new SlotTakenError(start);
  return plan.parts.map((p, k) => ({ appointment_date: date, start_time: p.start, end_time: p.end, ...processingOf(input[k].service), staff_id: p.staffId }));
}

/** Cancels every live part of the appointment's visit; one notification. */
export async function cancelVisit(appointmentId: string, ctx?: WriteContext): Promise<Appointment[]> {
  const c = ctx ?? (await appContext());
  return writeTogether(c, ['appointments', ...NOTIFY_TABLES], async () => {
    const appt = await c.db.appointments.get(appointmentId);
    if (!appt || appt.deleted) throw new PreconditionError('Appointment not found');
    const out: Appointment[] = [];
    for (const p of await visitOf(c.db, appt)) out.push(p.status === 'canceled' ? p : await patchRow(c, 'appointments', p.id, { status: 'canceled' }));
    await notifyCancelled(c, out[0]);
    return out;
  });
}

/** The visit's span as the owner reads it: "10:00–12:15". */
export const visitSpan = (parts: readonly Pick<Appointment, 'start_time' | 'end_time'>[]) =>
  `${fromMinutes(Math.min(...parts.map((p) => toMinutes(p.start_time))))}–${fromMinutes(Math.max(...parts.map((p) => toMinutes(p.end_time))))}`;
