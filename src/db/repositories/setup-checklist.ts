// The Overview's first-run checklist keeps one thing of its own: that the owner hid it
// on this device. Device-only like the other settings (docs/architecture.md#local-only-tables): hiding it on the tablet
// leaves it on the laptop, where the owner may still want it.
import { db as appDb, type SalonDeskDB } from '../database';

export const setupHiddenKey = (salonId: string) => `setup_checklist_hidden:${salonId}`;

export async function hideSetupChecklist(salonId: string, db: SalonDeskDB = appDb): Promise<void> {
  await db.settings.put({ key: setupHiddenKey(salonId), value: true });
}

export async function showSetupChecklist(salonId: string, db: SalonDeskDB = appDb): Promise<void> {
  await db.settings.delete(setupHiddenKey(salonId));
}
