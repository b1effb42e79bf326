// The owner's Edit / Move of a booking from its details: its date, time, member and
// service, its notes and the contact its messages go to, in ONE write transaction that re-checks
// the slot with the rules every booking path uses (src/db/availability.ts into
// src/domain/availability.ts, the booking itself ignored). Each row is written once, so the server
// queues one update for the customer when the time, member or service changed, and none for a
// notes or contact fix. A visit of several services moves whole (planVisitMove); its services and
// members are not edited here. A refusal writes nothing.
import { isSlotAvailable, type NoSlotReason, type RuleLimits, type SlotCheck } from '../../domain/availability';
import { editRefusal, contactChanged, effectiveContact, sameSlot } from '../../domain/appointment-edit';
import { parseCustomer, parseNotes, type CustomerInput } from '../../domain/back-office';
import { contactOf } from '../../domain/booking-contact';
import { isValidDate, todayIn, weekdayNameOf, type ZonedNow } from '../../domain/dates';
import { SlotTakenError } from '../../domain/booking-rules';
import { PreconditionError, ValidationError } from '../../domain/errors';
import { processingOf } from '../../domain/processing';
import { addMinutesToTime, isValidTime, normalizeTime } from '../../domain/time';
import type { Appointment } from '../../domain/types';
import { AVAILABILITY_TABLES, loadAvailabilityData } from '../availability';
import { appContext, type WriteContext } from '../context';
import { patchRow, writeTogether, type RowPatch } from '../writer';
import { notifyRescheduled, notifyServiceChanged, NOTIFY_TABLES } from './notifications';
import { planVisitMove, visitOf } from './visits';

export interface AppointmentEdit {
  salonId: string;
  appointmentId: string;
  date: string;
  /** 'HH:MM'; for a visit, the visit's start (its first service's). */
  start: string;
  /** A visit keeps its services: anything but its own is refused. */
  serviceId: string;
  /** null = the booking's member when free then, else the first free one. A visit keeps its members. */
  staffId: string | null;
  notes: string | null;
  /** The contact its messages go to (appointments.contact_*); the client card is never changed. */
  contact: CustomerInput;
  now?: ZonedNow;
}

/**
 * The new slot is not free. `reason` is the day's (closed, time off, notice…) or null when only
 * that time is taken; the screen turns it into the sentence its time picker shows for that day.
 * It is the slot-taken refusal (its English, and `time`, the 'HH:MM' asked for), so a screen can
 * name that time on the salon's clock in the owner's language.
 */
export class SlotRefusedError extends SlotTakenError {
  constructor(
    time: string,
    readonly reason: NoSlotReason | null,
    readonly weekday: string | null,
    readonly limits: RuleLimits,
  ) {
    super(time, 'start');
    this.name = 'SlotRefusedError';
  }
}

export interface EditResult {
  before: Appointment;
  /** The appointment edited (the part opened, for a visit). */
  after: Appointment;
  /** Its date, time or member changed: the customer is told by the server's update message. */
  moved: boolean;
}

export const VISIT_KEEPS_SERVICES = 'The services of a visit move together: to change one, cancel the visit and book it again.';

const TABLES = ['salons', 'customers', ...AVAILABILITY_TABLES, ...NOTIFY_TABLES] as const;

function refused(start: string, date: string, check: SlotCheck): SlotRefusedError {
  const { earliest, lastBookableDate } = check;
  const limits: RuleLimits = { ...(earliest && { earliest }), ...(lastBookableDate && { lastBookableDate }) };
  return new SlotRefusedError(start, check.reason, isValidDate(date) ? weekdayNameOf(date) : null, limits);
}

const movedFrom = (a: Appointment, b: Appointment) => a.appointment_date !== b.appointment_date || a.start_time !== b.start_time || a.staff_id !== b.staff_id;

/** Saves the owner's edit; nothing is written when any part of it is refused. */
export async function editAppointment(input: AppointmentEdit, ctx?: WriteContext): Promise<EditResult> {
  const c = ctx ?? (await appContext());
  if (!isValidDate(input.date)) throw new ValidationError('Please provide a valid date.', 'date');
  if (!isValidTime(input.start)) throw new ValidationError('Please choose a time.', 'start');
  const start = normalizeTime(input.start);
  const notes = parseNotes(input.notes);
  const contact = parseCustomer(input.contact);
  return writeTogether(c, [...TABLES], async () => {
    const salon = await c.db.salons.get(input.salonId);
    const appt = await c.db.appointments.get(input.appointmentId);
    if (!salon || salon.deleted) throw new PreconditionError('No salon found');
    if (!appt || appt.deleted || appt.salon_id !== salon.id) throw new PreconditionError('Appointment not found');
    const now = input.now ?? todayIn(salon.time_zone);
    const refusal = editRefusal(appt, now);
    if (refusal) throw new PreconditionError(refusal);
    const card = await c.db.customers.get(appt.customer_id);
    // Only what changed is written: a form saved untouched writes nothing at all.
    const extra: RowPatch<'appointments'> = {
      ...(notes !== (appt.notes ?? null) && { notes }),
      ...(contactChanged(effectiveContact(appt, card), contact) && contactOf(contact)),
    };
    const parts = await visitOf(c.db, appt);
    if (parts.length > 1) return editVisit(c, parts, appt, { ...input, start }, now, extra);

    const choice = { date: input.date, start, serviceId: input.serviceId, staffId: input.staffId };
    let slot: RowPatch<'appointments'> = {};
    if (!sameSlot(appt, choice)) {
      const data = await loadAvailabilityData(c.db, salon.id, input.serviceId, input.date);
      if (!data) throw new ValidationError('Please choose a service.', 'serviceId');
      const check = (staffId?: string) => isSlotAvailable({ ...data, staffId, ignoreAppointmentId: appt.id, now }, start);
      let staffId = input.staffId;
      if (staffId === null && check(appt.staff_id).available) staffId = appt.staff_id;
      const free = check(staffId ?? undefined);
      if (!free.available) throw refused(start, input.date, free);
      slot = {
        appointment_date: input.date,
        start_time: start,
        end_time: addMinutesToTime(start, data.service.duration),
        // The new service's processing time is copied, as a booking copies it.
        ...processingOf(data.service),
        staff_id: staffId ?? free.staffIds[0],
        service_id: data.service.id,
      };
    }
    const after = await patchRow(c, 'appointments', appt.id, { ...slot, ...extra });
    const moved = movedFrom(appt, after);
    if (after.service_id !== appt.service_id) await notifyServiceChanged(c, after, appt);
    else if (moved) await notifyRescheduled(c, after, { date: appt.appointment_date, start: appt.start_time });
    return { before: appt, after, moved };
  });
}

/** A visit: moved whole to its new start, its notes and contact on every part, each part written once. */
async function editVisit(
  c: WriteContext,
  parts: Appointment[],
  appt: Appointment,
  input: AppointmentEdit,
  now: ZonedNow,
  extra: RowPatch<'appointments'>,
): Promise<EditResult> {
  if (input.serviceId !== appt.service_id) throw new ValidationError(VISIT_KEEPS_SERVICES, 'serviceId');
  if (input.staffId !== null && input.staffId !== appt.staff_id) throw new ValidationError(VISIT_KEEPS_SERVICES, 'staffId');
  const first = parts[0];
  const same = first.appointment_date === input.date && first.start_time.slice(0, 5) === input.start;
  let plan: RowPatch<'appointments'>[] = parts.map(() => ({}));
  if (!same) {
    try {
      plan = await planVisitMove(c.db, appt.salon_id, parts, input.date, input.start, now);
    } catch (err) {
      if (err instanceof SlotTakenError) throw new SlotRefusedError(err.time, null, isValidDate(input.date) ? weekdayNameOf(input.date) : null, {});
      throw err;
    }
  }
  const written: Appointment[] = [];
  for (const [k, part] of parts.entries()) written.push(await patchRow(c, 'appointments', part.id, { ...plan[k], ...extra }));
  const moved = written.some((w, k) => movedFrom(parts[k], w));
  if (moved) await notifyRescheduled(c, written[0], { date: first.appointment_date, start: first.start_time });
  const after = written[parts.findIndex((p) => p.id === appt.id)];
  return { before: appt, after, moved };
}
