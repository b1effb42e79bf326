// The AI agent configuration (docs/behaviour.md#phone-integration): one row per salon, synced, so
// every device of the owner and the server's phone channel read the same greeting, abilities,
// transfer number and call cap. It used to live on one device only; the phone channel
// answers on the server, which must read what the owner chose.
import { agentSettingsId } from '../ids';
import { bool, owned, SERVER_ONLY, text } from './columns';
import type { TableDef } from './kinds';

/** The voices the form offers (src/domain/phone.ts AGENT_VOICES, kept in step by its test). */
export const AGENT_VOICE_VALUES = ['sarah', 'alex', 'emma', 'david'] as const;
/** The greeting is spoken to every caller: long enough for a paragraph, short enough to listen to. */
export const MAX_GREETING_CHARS = 1000;
/** An E.164 number (what the form saves after reading the typed one in the salon's region). */
const E164 = '^\\+[1-9][0-9]{6,14}$';

export const AGENT_TABLES = {
  agent_settings: {
    scope: 'salon',
    columns: {
      ...owned,
      voice: { kind: 'enum', values: AGENT_VOICE_VALUES },
      greeting: text(MAX_GREETING_CHARS, { nonBlank: true }),
      bookings: bool,
      pricing: bool,
      hours: bool,
      transfer: bool,
      /** The spec's Redirect Phone Number: where Sarah transfers a call; null = none saved. */
      redirect_phone: { kind: 'text', nullable: true, pattern: E164 },
      /** A call's wall-clock cap: Sarah says goodbye when it is reached. */
      call_cap_minutes: { kind: 'int', min: 1, max: 60, rangeMessage: 'must be 1 to 60 minutes' },
    },
    naturalKey: { columns: ['salon_id'], id: (r) => agentSettingsId(r.salon_id as string) },
    serverOnly: SERVER_ONLY,
    dexie: ['id', 'salon_id'],
    label: 'AI agent configuration',
    noun: ['agent configuration', 'agent configurations'],
  },
} as const satisfies Record<string, TableDef>;
