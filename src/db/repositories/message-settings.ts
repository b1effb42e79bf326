// The owner's customer message settings and templates (issue 15): one row per salon, its id
// derived from the salon so two offline devices converge on one row; through the writer, so a
// save works offline and syncs like every salon row. "Send again" is customer-messages.ts (the
// Appointments screen needs it without the template texts this module's rules carry).
import { PreconditionError } from '../../domain/errors';
import { messageSettingsId } from '../../domain/ids';
import { parseMessageSettings, type MessageSettingsInput } from '../../domain/messages/settings';
import type { MessageSettings } from '../../domain/types';
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
