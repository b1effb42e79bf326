// The owner's notifications feed. Rows are synced like any salon
// row, through the writer, so a booking Sarah made on the tablet reaches the laptop's bell and a
// "read" set on one device is read on all of them.
//
// Who is told of what: every booking, cancellation, move and message writes one row, whoever
// caused it, with its source ('assistant' when the write came through Sarah's tools, whose
// context carries `actor`; 'device' when the owner did it by hand). A row the owner caused by hand
// on THIS device is news to her other devices but not to this one: the device writes it unread
// (so it stays unread elsewhere) and remembers its id in a device-only setting, and the feed
// treats remembered ids as read here (domain/notifications.ts `isUnreadHere`). Conflicts are not
// rows: the feed shows them from the local conflicts table, as the bell always did.
import type { AppointmentFacts } from '../../domain/notifications';
import { newId } from '../../domain/ids';
import { bodyPartsText, notificationOf, type NotificationWords } from '../../domain/notification-parts';
import type { Appointment, Call, NotificationKind, NotificationSource, SalonNotification, SyncedTableName } from '../../domain/types';
import { appContext, type WriteContext } from '../context';
import type { SalonDeskDB } from '../database';
import { patchRow, putRow, writeTogether } from '../writer';

/**
 * The synced tables a notify helper touches. A caller that notifies inside its own transaction
 * must include these in it (Dexie refuses a nested transaction over a table its parent lacks).
 */
export const NOTIFY_TABLES: SyncedTableName[] = ['notifications', 'services', 'staff', 'customers'];

/** Device-only: ids of the notifications this device wrote for its owner's own actions. */
export const OWN_NOTIFICATIONS_KEY = 'notifications_own';
/** Older own ids fall off: by then hundreds of newer rows push them out of the feed's window. */
const OWN_KEEP = 300;

/**
 * A notification to write. `words` (domain notificationOf): kind, title and English body as its
 * parts say them, the parts stored beside them for the owner's language. Without `words`, a row
 * without parts: its words as given, shown as they are in every language.
 */
export type NotifyInput = {
  salonId: string;
  appointmentId?: string | null;
  callId?: string | null;
  phone?: string | null;
} & ({ words: NotificationWords } | { words?: undefined; kind: Exclude<NotificationKind, 'conflict'>; title: string; body: string });

/** The same context, acting as Sarah: what her tools write is notified with source 'assistant'. */
export function asAssistant(ctx: WriteContext): WriteContext {
  return { ...ctx, actor: 'assistant' };
}

const sourceOf = (ctx: WriteContext): NotificationSource => ctx.actor ?? 'device';

/** The ids this device keeps as its own (read here, unread elsewhere). */
export async function readOwnNotificationIds(db: SalonDeskDB): Promise<Set<string>> {
  const value = (await db.settings.get(OWN_NOTIFICATIONS_KEY))?.value;
  return new Set(Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
}

/**
 * Writes one notification; inside the caller's transaction when there is one (which must include
 * 'notifications'), else in its own. The row and, for the owner's own action, the device's note
 * that it is hers land together.
 */
export async function notify(ctx: WriteContext, input: NotifyInput): Promise<SalonNotification> {
  const source = sourceOf(ctx);
  const { kind, title, body } = input.words ?? input;
  return writeTogether(ctx, ['notifications'], async () => {
    const row = await putRow(ctx, 'notifications', {
      id: newId(),
      salon_id: input.salonId,
      kind,
      source,
      title,
      body,
      body_parts: input.words ? bodyPartsText(input.words.parts) : null,
      appointment_id: input.appointmentId ?? null,
      call_id: input.callId ?? null,
      phone: input.phone ?? null,
      at: new Date(ctx.now()).toISOString(),
      read: false,
    });
    if (source === 'device') {
      const own = [...(await readOwnNotificationIds(ctx.db)), row.id].slice(-OWN_KEEP);
      await ctx.db.settings.put({ key: OWN_NOTIFICATIONS_KEY, value: own });
    }
    return row;
  });
}

async function factsOf(ctx: WriteContext, appt: Appointment): Promise<AppointmentFacts> {
  const [service, customer, staff] = await Promise.all([
    ctx.db.services.get(appt.service_id),
    ctx.db.customers.get(appt.customer_id),
    ctx.db.staff.get(appt.staff_id),
  ]);
  return { service: service?.name ?? null, customer: customer?.name ?? null, staff: staff?.name ?? null, date: appt.appointment_date, start: appt.start_time };
}

/** A new appointment (the form, Sarah, later the booking page). */
export async function notifyBooking(ctx: WriteContext, appt: Appointment): Promise<SalonNotification> {
  return writeTogether(ctx, NOTIFY_TABLES, async () => {
    const facts = await factsOf(ctx, appt);
    return notify(ctx, { salonId: appt.salon_id, words: notificationOf({ about: 'booking', appt: facts }), appointmentId: appt.id });
  });
}

/** An appointment that became canceled. */
export async function notifyCancelled(ctx: WriteContext, appt: Appointment): Promise<SalonNotification> {
  return writeTogether(ctx, NOTIFY_TABLES, async () => {
    const facts = await factsOf(ctx, appt);
    return notify(ctx, { salonId: appt.salon_id, words: notificationOf({ about: 'cancelled', appt: facts }), appointmentId: appt.id });
  });
}

/** An appointment moved in place: `appt` as it is now, `from` where it was. */
export async function notifyRescheduled(ctx: WriteContext, appt: Appointment, from: { date: string; start: string }): Promise<SalonNotification> {
  return writeTogether(ctx, NOTIFY_TABLES, async () => {
    const facts = await factsOf(ctx, appt);
    const words = notificationOf({ about: 'rescheduled', appt: facts, from: { date: from.date, start: from.start } });
    return notify(ctx, { salonId: appt.salon_id, words, appointmentId: appt.id });
  });
}

/** An appointment the owner gave another service, moved or not: `before` as it was. */
export async function notifyServiceChanged(ctx: WriteContext, appt: Appointment, before: Appointment): Promise<SalonNotification> {
  return writeTogether(ctx, NOTIFY_TABLES, async () => {
    const was = await ctx.db.services.get(before.service_id);
    const from = { date: before.appointment_date, start: before.start_time, service: was?.name ?? null };
    const facts = await factsOf(ctx, appt);
    return notify(ctx, { salonId: appt.salon_id, words: notificationOf({ about: 'changed', appt: facts, from }), appointmentId: appt.id });
  });
}

/** A message Sarah took: the message itself, and the number to call back. */
export async function notifyMessage(
  ctx: WriteContext,
  call: Pick<Call, 'id' | 'salon_id' | 'caller_name' | 'caller_phone' | 'message' | 'callback_requested'>,
): Promise<SalonNotification> {
  return notify(ctx, {
    salonId: call.salon_id,
    words: notificationOf({ about: 'message', caller: call.caller_name, callback: call.callback_requested === true }, call.message ?? ''),
    callId: call.id,
    phone: call.caller_phone,
  });
}

/** Marks these notifications read (everywhere, once synced); already read or unknown ids are skipped. */
export async function markRead(ids: readonly string[], ctx?: WriteContext): Promise<number> {
  const c = ctx ?? (await appContext());
  return writeTogether(c, ['notifications'], async () => {
    let changed = 0;
    for (const id of new Set(ids)) {
      const row = await c.db.notifications.get(id);
      if (!row || row.deleted || row.read) continue;
      await patchRow(c, 'notifications', id, { read: true });
      changed += 1;
    }
    return changed;
  });
}

/**
 * Marks read every notification of the salon that is unread on this device. The owner's own
 * rows of this device are left as they are: marking them would hide them from her other devices
 * before she saw them there.
 */
export async function markAllRead(salonId: string, ctx?: WriteContext): Promise<number> {
  const c = ctx ?? (await appContext());
  const own = await readOwnNotificationIds(c.db);
  const ids = await c.db.notifications
    .where('salon_id')
    .equals(salonId)
    .filter((n) => !n.read && !n.deleted && !own.has(n.id))
    .primaryKeys();
  return markRead(ids, c);
}
