// The AI agent configuration as its synced row (src/domain/tables/agent.ts) and back.
// The form edits an AgentConfig (src/domain/phone.ts); the row is what every device and the
// server's phone channel read. Pure: the device's repository and the server's store both use it.
import { callCapOf, MAX_CALL_CAP_MINUTES, MIN_CALL_CAP_MINUTES, PHONE_MESSAGES, type AgentConfig, type AgentVoice } from './phone';
import { customerPhoneKey } from './phone-key';
import { MAX_GREETING_CHARS } from './tables/agent';
import type { AgentSettings, Salon } from './types';

export type AgentRowValues = Pick<AgentSettings, 'voice' | 'greeting' | 'bookings' | 'pricing' | 'hours' | 'transfer' | 'redirect_phone' | 'call_cap_minutes'>;

export const AGENT_MESSAGES = {
  greetingTooLong: `Greeting message must be at most ${MAX_GREETING_CHARS} characters`,
  callCap: `Call time limit must be ${MIN_CALL_CAP_MINUTES} to ${MAX_CALL_CAP_MINUTES} minutes`,
} as const;

export type AgentField = 'greeting' | 'redirectPhone' | 'callCapMinutes';

/**
 * The row to save for `agent`, or the first problem with the field it belongs to. The redirect
 * number is read in the salon's region and saved as E.164, so the provider can dial it. Transfer
 * may be on without one (the product's switch alone): the phone then offers no transfer_call and
 * Sarah takes a message instead.
 */
export function agentRowOf(
  agent: AgentConfig,
  salon: Pick<Salon, 'phone' | 'time_zone'> | null,
): { values: AgentRowValues } | { field: AgentField; message: string } {
  const greeting = agent.greeting.trim();
  if (!greeting) return { field: 'greeting', message: PHONE_MESSAGES.greeting };
  if (greeting.length > MAX_GREETING_CHARS) return { field: 'greeting', message: AGENT_MESSAGES.greetingTooLong };
  const cap = agent.callCapMinutes;
  if (!Number.isInteger(cap) || cap < MIN_CALL_CAP_MINUTES || cap > MAX_CALL_CAP_MINUTES) return { field: 'callCapMinutes', message: AGENT_MESSAGES.callCap };
  const typed = agent.redirectPhone?.trim() ?? '';
  const redirect = typed ? customerPhoneKey(typed, salon) : null;
  if (typed && !redirect) return { field: 'redirectPhone', message: PHONE_MESSAGES.phoneNumberInvalid };
  return {
    values: {
      voice: agent.voice,
      greeting,
      bookings: agent.bookings,
      pricing: agent.pricing,
      hours: agent.hours,
      transfer: agent.transfer,
      redirect_phone: redirect,
      call_cap_minutes: cap,
    },
  };
}

/** The configuration a saved row says; null for none (or a deleted one): the caller's fallback applies. */
export function agentFromRow(row: Partial<AgentSettings> | null | undefined): AgentConfig | null {
  if (!row || row.deleted) return null;
  return {
    voice: row.voice as AgentVoice,
    greeting: row.greeting ?? '',
    bookings: !!row.bookings,
    pricing: !!row.pricing,
    hours: !!row.hours,
    transfer: !!row.transfer,
    redirectPhone: row.redirect_phone ?? null,
    callCapMinutes: callCapOf(row.call_cap_minutes),
  };
}
