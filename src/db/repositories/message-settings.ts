// The owner's customer message settings and templates: one row per salon, its id
// derived from the salon so two offline devices converge on one row; through the writer, so a
// save works offline and syncs like every salon row. "Send again" is customer-messages.ts (the
// Appointments screen needs it without the template texts this module's rules carry).
import { parseMessageSettings, type MessageSettingsInput } from '../../domain/messages/settings';
import type { MessageSettings } from '../../domain/types';
import { appContext, type WriteContext } from '../context';
import { saveSalonSettingsRow } from './salon-settings-row';

/** Saves the salon's settings: creates the row the first time, else changes only what changed. */
export async function saveMessageSettings(salonId: string | null, input: MessageSettingsInput, ctx?: WriteContext): Promise<MessageSettings> {
  const clean = parseMessageSettings(input);
  return saveSalonSettingsRow(ctx ?? (await appContext()), 'message_settings', salonId, clean);
}
