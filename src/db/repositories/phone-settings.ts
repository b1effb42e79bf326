// Phone integration setup (spec §3 "local only"): kept in this device's `settings` table, never
// queued for sync, and no network call is made (spec §7). One key holds the salon's whole setup.
import {
  parsePhoneSetup,
  readPhoneIntegration,
  validateAgentConfig,
  validatePhoneSetup,
  type AgentConfig,
  type PhoneIntegration,
  type PhoneSetupDraft,
} from '../../domain/phone';
import { ValidationError } from '../../domain/errors';
import { db as appDb, type SalonDeskDB } from '../database';

export const PHONE_SETTINGS_KEY = 'phone_integration';

export async function loadPhoneIntegration(db: SalonDeskDB, salonId: string): Promise<PhoneIntegration> {
  return readPhoneIntegration((await db.settings.get(PHONE_SETTINGS_KEY))?.value, salonId);
}

/** Read-modify-write in one transaction, so the setup and agent forms never overwrite each other. */
async function update(db: SalonDeskDB, salonId: string, change: (current: PhoneIntegration) => PhoneIntegration): Promise<PhoneIntegration> {
  return db.transaction('rw', db.settings, async () => {
    const next = change(await loadPhoneIntegration(db, salonId));
    await db.settings.put({ key: PHONE_SETTINGS_KEY, value: next });
    return next;
  });
}

/**
 * Saves the provider setup and marks the integration Active (spec §4); bad input throws first.
 * On the app's database unless told another (tests): the screen never holds the database.
 */
export async function savePhoneSetup(salonId: string, draft: PhoneSetupDraft, db: SalonDeskDB = appDb): Promise<PhoneIntegration> {
  const errors = validatePhoneSetup(draft);
  const [field] = Object.keys(errors) as (keyof PhoneSetupDraft)[];
  const setup = parsePhoneSetup(draft);
  if (field || !setup) throw new ValidationError(errors[field] ?? 'Invalid phone setup', field);
  return update(db, salonId, (current) => ({ ...current, setup, isActive: true }));
}

/** Saves the AI agent configuration alone; the connection state stays as it was. */
export async function savePhoneAgent(salonId: string, agent: AgentConfig, db: SalonDeskDB = appDb): Promise<PhoneIntegration> {
  const problem = validateAgentConfig(agent);
  if (problem) throw new ValidationError(problem, 'greeting');
  return update(db, salonId, (current) => ({ ...current, agent: { ...agent, greeting: agent.greeting.trim() } }));
}
