// The provider settings on this device: the `settings` table, never synced (the key is the
// owner's own credential). The values and their defaults are src/domain/assistant-settings.ts.
import {
  ASSISTANT_HOME_KEY,
  ASSISTANT_SETTINGS_KEY,
  envDefaults,
  withDefaults,
  type AssistantHome,
  type AssistantSettings,
} from '../../domain/assistant-settings';
import { db as appDb, type SalonDeskDB } from '../database';
import { readSetting, writeSetting } from './assistant-local';

export async function loadAssistantSettings(db: SalonDeskDB, defaults: AssistantSettings = envDefaults()): Promise<AssistantSettings> {
  return withDefaults(await readSetting<Partial<AssistantSettings>>(db, ASSISTANT_SETTINGS_KEY), defaults);
}

/** On the app's database unless told another (tests): the screen never holds the database. */
export async function saveAssistantSettings(settings: Partial<AssistantSettings>, db: SalonDeskDB = appDb): Promise<void> {
  const saved = (await readSetting<Partial<AssistantSettings>>(db, ASSISTANT_SETTINGS_KEY)) ?? {};
  await writeSetting(db, ASSISTANT_SETTINGS_KEY, { ...saved, ...settings });
}

/** "Run Sarah on this device": this device's choice only. */
export async function saveAssistantHome(home: AssistantHome, db: SalonDeskDB = appDb): Promise<void> {
  await writeSetting(db, ASSISTANT_HOME_KEY, { onDevice: home.onDevice === true });
}
