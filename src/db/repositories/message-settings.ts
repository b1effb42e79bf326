// Customer messages from the device's side (issue 15): the owner's settings and templates (one
// row per salon, its id derived from the salon so two offline devices converge on one row), and
// "Send again" for a message the backend could not deliver. Both through the writer, so they work
// offline and sync like every salon row.
import { PreconditionError } from '../../domain/errors';
import { messageSettingsId } from '../../domain/ids';
import { parseMessageSettings, type MessageSettingsInput } from '../../domain/messages/settings';
import type { CustomerMessage, MessageSettings } from '../../domain/types';
import { appContext, type WriteContext } from '../context';
import { patchRow, putRow, writeTogether } from '../writer';

/** Saves the salon's settings: creates the row the first time, else changes only what changed. */
export async function saveMessageSettings(salonId: string | null, input: MessageSettingsInput, ctx?: WriteContext): Promise<MessageSettings> {
  const c = ctx ?? (await appContext());
  const clean = parseMessageSettings(input);
  const salon = salonId ? await c.db.salons.get(salonId) : undefined;
  if (!salon || salon.deleted) throw new PreconditionError('No salon found');
  const id = messageSettingsId(salon.id);
  return writeTogether(c, ['message_settings'], async () => {
    const existing = await c.db.message_settings.get(id);
    // A patch stamps only the changed fields: an untouched toggle must not beat another device's edit of it.
    if (existing && !existing.deleted) return patchRow(c, 'message_settings', id, clean);
    return putRow(c, 'message_settings', { id, salon_id: salon.id, ...clean });
  });
}

/**
 * The owner's "Send again" for a failed or skipped message: the only field a device writes on
 * these rows (the server re-queues the message when the request reaches it).
 */
export async function askToSendAgain(messageId: string, ctx?: WriteContext): Promise<CustomerMessage> {
  const c = ctx ?? (await appContext());
  return writeTogether(c, ['customer_messages'], async () => {
    const row = await c.db.customer_messages.get(messageId);
    if (!row || row.deleted) throw new PreconditionError('This message is no longer on this device');
    if (row.status !== 'failed' && row.status !== 'skipped') throw new PreconditionError('Only a message that failed or was not sent can be sent again');
    return patchRow(c, 'customer_messages', messageId, { resend_requested_at: new Date(c.now()).toISOString() });
  });
}
