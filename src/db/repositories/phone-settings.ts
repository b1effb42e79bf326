// Phone integration setup. The provider setup (local only, docs/behaviour.md#phone-integration) is kept in this device's
// `settings` table, never queued for sync. The AI agent configuration is the salon's synced
// agent_settings row (the server's phone channel reads it); an agent saved on this
// device before that row existed still shows until the next save writes the row.
import { agentFromRow, agentRowOf } from '../../domain/agent-settings';
import { agentSettingsId } from '../../domain/ids';
import { customerPhoneKey } from '../../domain/phone-key';
import {
  PHONE_MESSAGES,
  parsePhoneSetup,
  readPhoneIntegration,
  validatePhoneSetup,
  type AgentConfig,
  type PhoneIntegration,
  type PhoneSetupDraft,
} from '../../domain/phone';
import { ValidationError } from '../../domain/errors';
import { openWriteContext } from '../context';
import { db as appDb, type SalonDeskDB } from '../database';
import { saveSalonSettingsRow } from './salon-settings-row';

export const PHONE_SETTINGS_KEY = 'phone_integration';

export async function loadPhoneIntegration(db: SalonDeskDB, salonId: string): Promise<PhoneIntegration> {
  const local = readPhoneIntegration((await db.settings.get(PHONE_SETTINGS_KEY))?.value, salonId);
  const synced = agentFromRow(await db.agent_settings.get(agentSettingsId(salonId)));
  return synced ? { ...local, agent: synced } : local;
}

/** Read-modify-write in one transaction, so the setup and agent forms never overwrite each other. */
async function update(db: SalonDeskDB, salonId: string, change: (current: PhoneIntegration) => PhoneIntegration): Promise<PhoneIntegration> {
  return db
    .transaction('rw', db.settings, async () => {
      // This device's own value only: the agent's synced row is not this transaction's to write.
      const next = change(readPhoneIntegration((await db.settings.get(PHONE_SETTINGS_KEY))?.value, salonId));
      await db.settings.put({ key: PHONE_SETTINGS_KEY, value: next });
      return next;
    })
    .then(() => loadPhoneIntegration(db, salonId));
}

/**
 * Saves the provider setup and marks the integration Active (docs/behaviour.md#phone-integration); bad input throws first.
 * The Redirect Phone Number also goes, as E.164, into the salon's synced agent configuration:
 * the server's phone channel transfers calls to it.
 * On the app's database unless told another (tests): the screen never holds the database.
 */
export async function savePhoneSetup(salonId: string, draft: PhoneSetupDraft, db: SalonDeskDB = appDb): Promise<PhoneIntegration> {
  const errors = validatePhoneSetup(draft);
  const [field] = Object.keys(errors) as (keyof PhoneSetupDraft)[];
  const setup = parsePhoneSetup(draft);
  if (field || !setup) throw new ValidationError(errors[field] ?? 'Invalid phone setup', field);
  const redirect = customerPhoneKey(setup.phoneNumber, (await db.salons.get(salonId)) ?? null);
  if (!redirect) throw new ValidationError(PHONE_MESSAGES.phoneNumberInvalid, 'phoneNumber');
  const current = await loadPhoneIntegration(db, salonId);
  const created = agentRowOf({ ...current.agent, redirectPhone: redirect }, null);
  if ('message' in created) throw new ValidationError(created.message, created.field);
  await saveSalonSettingsRow(await openWriteContext(db), 'agent_settings', salonId, { redirect_phone: redirect }, created.values);
  return update(db, salonId, (local) => ({ ...local, setup, isActive: true }));
}

/**
 * Saves the AI agent configuration, as the salon's synced row (offline too: it goes up with the
 * next push); the connection state stays as it was. Bad input throws first and writes nothing.
 * The redirect number is the setup form's (savePhoneSetup): this form's copy of it may be older,
 * so it is written only when the row is first made.
 */
export async function savePhoneAgent(salonId: string, agent: AgentConfig, db: SalonDeskDB = appDb): Promise<PhoneIntegration> {
  const row = agentRowOf(agent, (await db.salons.get(salonId)) ?? null);
  if ('message' in row) throw new ValidationError(row.message, row.field);
  const { redirect_phone, ...values } = row.values;
  await saveSalonSettingsRow(await openWriteContext(db), 'agent_settings', salonId, values, { redirect_phone });
  return loadPhoneIntegration(db, salonId);
}
