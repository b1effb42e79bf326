// Reads of customer messages: the salon's message settings, and one appointment's
// confirmations, updates, cancellation notices and reminders as the backend queued and sent them.
import { messageSettingsId } from '../../domain/ids';
import type { CustomerMessage, MessageSettings } from '../../domain/types';
import type { SalonDeskDB } from '../../db/database';
import type { TableName } from '../use-live-read';

export const MESSAGE_SETTINGS_TABLES: readonly TableName[] = ['message_settings'];
/** The outbox too: a "Send again" waiting there is what the screen shows as asked. */
export const APPOINTMENT_MESSAGE_TABLES: readonly TableName[] = ['customer_messages', 'outbox'];

/** The salon's settings row; null when the owner never saved any (the defaults apply). */
export async function readMessageSettings(db: SalonDeskDB, salonId: string): Promise<MessageSettings | null> {
  const row = await db.message_settings.get(messageSettingsId(salonId));
  return row && !row.deleted ? row : null;
}

export interface AppointmentMessage extends CustomerMessage {
  /** This device asked to send it again, and the request has not reached the server yet. */
  resendWaiting: boolean;
}

/** The appointment's messages, by when they are due (then kind and channel, for a stable order). */
export async function readAppointmentMessages(db: SalonDeskDB, appointmentId: string): Promise<AppointmentMessage[]> {
  const rows = (await db.customer_messages.where('appointment_id').equals(appointmentId).toArray()).filter((m) => !m.deleted);
  const waiting = new Set<string>();
  await Promise.all(
    rows.map(async (m) => {
      const entries = await db.outbox.where('[table+row_id]').equals(['customer_messages', m.id]).toArray();
      if (entries.some((e) => 'resend_requested_at' in e.fields)) waiting.add(m.id);
    }),
  );
  return rows
    .sort((a, b) => a.due_at.localeCompare(b.due_at) || a.kind.localeCompare(b.kind) || a.channel.localeCompare(b.channel))
    .map((m) => ({ ...m, resendWaiting: waiting.has(m.id) }));
}
