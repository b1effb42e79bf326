// A settings table with one row per salon (message_settings, booking_settings, agent_settings): its id is the
// registry's natural key of the salon, so two offline devices converge on one row.
import { REGISTRY } from '../../domain/tables';
import type { SyncedTables } from '../../domain/types';
import { PreconditionError } from '../../domain/errors';
import type { WriteContext } from '../context';
import { patchRow, putRow, writeTogether, type NewRow, type RowPatch } from '../writer';

type SettingsTable = 'message_settings' | 'booking_settings' | 'agent_settings';

/**
 * Creates the salon's row the first time, else patches only what changed. `defaults` fill the
 * row's other required columns when it is created (a form that saves only some of them).
 */
export async function saveSalonSettingsRow<T extends SettingsTable>(
  c: WriteContext,
  table: T,
  salonId: string | null,
  values: RowPatch<T>,
  defaults: RowPatch<T> = {},
): Promise<SyncedTables[T]> {
  const salon = salonId ? await c.db.salons.get(salonId) : undefined;
  if (!salon || salon.deleted) throw new PreconditionError('No salon found');
  const id = REGISTRY[table].naturalKey!.id({ salon_id: salon.id });
  return writeTogether(c, [table], async () => {
    const existing = await c.db.table(table).get(id);
    // A patch stamps only the changed fields: an untouched setting must not beat another device's edit of it.
    if (existing && !existing.deleted) return patchRow(c, table, id, values);
    return putRow(c, table, { id, salon_id: salon.id, ...defaults, ...values } as NewRow<T>);
  });
}
