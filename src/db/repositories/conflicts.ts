// Resolving what sync could not settle on its own (docs/architecture.md#conflicts): the
// owner moves, reassigns or cancels one of two appointments that collide, and reads (then
// dismisses) mutations the server refused. Appointment changes go through the writer, so they are
// stamped and queued like any edit; `conflicts` rows are local-only and written directly.
import { BLOCKING_STATUSES, isSlotAvailable } from '../../domain/availability';
import { isValidDate, todayIn, type ZonedNow } from '../../domain/dates';
import { PreconditionError, ValidationError } from '../../domain/errors';
import { addMinutesToTime, isValidTime, normalizeTime } from '../../domain/time';
import { bookingsClash, processingOf } from '../../domain/processing';
import type { Appointment, AppointmentStatus, SyncedTableName } from '../../domain/types';
import { appContext, type WriteContext } from '../context';
import { AVAILABILITY_TABLES, loadAvailabilityData } from '../availability';
import type { ConflictRow } from '../schema';
import { patchRow, type RowPatch } from '../writer';
// From appointments.ts, as slotTakenMessage was: taken from the domain directly, the Conflicts
// screen's chunk stopped reaching appointments.ts and the build split two more shared chunks,
// whose names every page's entry lists (61 bytes gzip on /dashboard and / in vi).
import { SlotTakenError } from './appointments';
import { notifyCancelled, notifyRescheduled, NOTIFY_TABLES } from './notifications';

/** Everything an availability re-check reads and the owner's notifications, plus the local conflicts table. */
const TOUCHED: SyncedTableName[] = ['salons', ...AVAILABILITY_TABLES, ...NOTIFY_TABLES];

function inTransaction<R>(ctx: WriteContext, fn: () => Promise<R>): Promise<R> {
  const { db } = ctx;
  return db.transaction('rw', [...TOUCHED.map((t) => db.table(t)), db.outbox, db.settings, db.conflicts], fn);
}

async function liveAppointment(ctx: WriteContext, id: string): Promise<Appointment> {
  const appt = await ctx.db.appointments.get(id);
  if (!appt || appt.deleted) throw new PreconditionError('Appointment not found');
  return appt;
}

async function salonNow(ctx: WriteContext, salonId: string, now: ZonedNow | undefined): Promise<ZonedNow> {
  if (now) return now;
  const salon = await ctx.db.salons.get(salonId);
  if (!salon || salon.deleted) throw new PreconditionError('No salon found');
  return todayIn(salon.time_zone);
}

/**
 * A double booking is settled once its flagged appointment is no longer in 'conflict' (moved,
 * reassigned, canceled, deleted — here or on another device). Runs inside the caller's transaction.
 */
async function settleDoubleBookings(ctx: WriteContext, salonId: string): Promise<void> {
  const open = await ctx.db.conflicts
    .where('salon_id')
    .equals(salonId)
    .filter((c) => c.kind === 'double_booking' && !c.resolved)
    .toArray();
  for (const c of open) {
    const appt = c.row_id ? await ctx.db.appointments.get(c.row_id) : undefined;
    if (!appt || appt.deleted || appt.status !== 'conflict') await ctx.db.conflicts.update(c.id, { resolved: true });
  }
}

async function conflictRow(ctx: WriteContext, id: string): Promise<ConflictRow> {
  const row = await ctx.db.conflicts.get(id);
  if (!row) throw new PreconditionError('Conflict not found');
  return row;
}

/** The owner says this one is dealt with (e.g. settled by phone); the appointments stay as they are. */
export async function resolveConflict(id: string, ctx?: WriteContext): Promise<void> {
  const c = ctx ?? (await appContext());
  await conflictRow(c, id);
  await c.db.conflicts.update(id, { resolved: true });
}

/** Hides a refused mutation once the owner has read it. The row is kept, marked resolved. */
export async function dismissRejected(id: string, ctx?: WriteContext): Promise<void> {
  const c = ctx ?? (await appContext());
  const row = await conflictRow(c, id);
  if (row.kind !== 'rejected') throw new PreconditionError('Only refused changes can be dismissed');
  await c.db.conflicts.update(id, { resolved: true });
}

/**
 * Moves an appointment to a free slot of its service (its own current time does not count as
 * taken) and confirms it. Keeps its staff member when free then, else takes the first free one.
 */
export async function moveAppointment(appointmentId: string, date: string, start: string, ctx?: WriteContext, now?: ZonedNow): Promise<Appointment> {
  const c = ctx ?? (await appContext());
  if (!isValidDate(date)) throw new ValidationError('Please provide a valid date.', 'date');
  if (!isValidTime(start)) throw new ValidationError('Please choose a time.', 'start');
  const time = normalizeTime(start);
  return inTransaction(c, async () => {
    const appt = await liveAppointment(c, appointmentId);
    const data = await loadAvailabilityData(c.db, appt.salon_id, appt.service_id, date);
    if (!data) throw new PreconditionError('The service of this appointment no longer exists');
    const check = isSlotAvailable({ ...data, ignoreAppointmentId: appt.id, now: await salonNow(c, appt.salon_id, now) }, time);
    if (!check.available) throw new SlotTakenError(time, 'start');
    const staffId = check.staffIds.includes(appt.staff_id) ? appt.staff_id : check.staffIds[0];
    const patch: RowPatch<'appointments'> = {
      appointment_date: date,
      start_time: time,
      end_time: addMinutesToTime(time, data.service.duration),
      ...processingOf(data.service),
      staff_id: staffId,
      status: 'confirmed',
    };
    const moved = await patchRow(c, 'appointments', appt.id, patch);
    // Her other devices learn where it went (this one knows: the owner moved it here).
    await notifyRescheduled(c, moved, { date: appt.appointment_date, start: appt.start_time });
    await settleDoubleBookings(c, appt.salon_id);
    return moved;
  });
}

/** Gives the appointment, at the same date and time, to another member free then, and confirms it. */
export async function reassignAppointment(appointmentId: string, staffId: string, ctx?: WriteContext, now?: ZonedNow): Promise<Appointment> {
  const c = ctx ?? (await appContext());
  return inTransaction(c, async () => {
    const appt = await liveAppointment(c, appointmentId);
    const data = await loadAvailabilityData(c.db, appt.salon_id, appt.service_id, appt.appointment_date);
    if (!data) throw new PreconditionError('The service of this appointment no longer exists');
    const check = isSlotAvailable(
      { ...data, staffId, ignoreAppointmentId: appt.id, now: await salonNow(c, appt.salon_id, now) },
      normalizeTime(appt.start_time),
    );
    if (!check.available) throw new ValidationError('That staff member is not free at this time. Please choose someone else.', 'staffId');
    const moved = await patchRow(c, 'appointments', appt.id, { staff_id: staffId, status: 'confirmed' });
    await settleDoubleBookings(c, appt.salon_id);
    return moved;
  });
}

/**
 * Cancels `cancelId`. When `keepId` is given (the flagged appointment of the same double booking)
 * and it is still in 'conflict', it takes the freed slot and becomes confirmed — unless something
 * else still overlaps it, in which case it stays flagged and the owner is told.
 */
export async function cancelAppointment(cancelId: string, keepId?: string | null, ctx?: WriteContext): Promise<void> {
  const c = ctx ?? (await appContext());
  await inTransaction(c, async () => {
    const appt = await liveAppointment(c, cancelId);
    const cancelled = await patchRow(c, 'appointments', appt.id, { status: 'canceled' });
    if (appt.status !== 'canceled') await notifyCancelled(c, cancelled);
    const keep = keepId ? await c.db.appointments.get(keepId) : undefined;
    if (keep && !keep.deleted && keep.status === 'conflict') {
      const clash = await c.db.appointments
        .where('[salon_id+appointment_date+start_time]')
        .between([keep.salon_id, keep.appointment_date, ''], [keep.salon_id, keep.appointment_date, '\uffff'], true, true)
        .filter((o) => o.staff_id === keep.staff_id && o.id !== keep.id && !o.deleted && BLOCKING_STATUSES.includes(o.status as AppointmentStatus))
        .filter((o) => bookingsClash(o, keep))
        .first();
      if (clash) throw new SlotTakenError(keep.start_time, 'status');
      await patchRow(c, 'appointments', keep.id, { status: 'confirmed' });
    }
    await settleDoubleBookings(c, appt.salon_id);
  });
}
