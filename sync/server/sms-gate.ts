// The sender's check before a text goes out: the server's facts
// (sender_sms_gate, migration 20261127000400_sms_countries.sql) and the number itself, judged by
// src/domain/messages/sms-policy.ts. The sender runs on the server only, so it can afford
// libphonenumber's full metadata, the only one that tells a premium range from a mobile one.
import type { SupabaseClient } from '@supabase/supabase-js';
import metadata from 'libphonenumber-js/max/metadata';
import { SMS_REFUSALS, smsVerdict, type SmsGateFacts, type SmsVerdict } from '../../src/domain/messages/sms-policy';
import { homeCountry } from '../../src/domain/sms-countries';

interface GateAnswer {
  allowed_countries: unknown;
  booked_online: unknown;
  answered: unknown;
  texted_today: unknown;
}

/** The RPC's answer as the policy reads it; anything unexpected is an error, so nothing goes unchecked. */
function factsOf(raw: unknown): SmsGateFacts {
  const a = (raw ?? {}) as GateAnswer;
  const countries = a.allowed_countries;
  const okCountries = countries === null || (Array.isArray(countries) && countries.every((c) => typeof c === 'string'));
  if (!okCountries || typeof a.booked_online !== 'boolean' || typeof a.answered !== 'boolean' || typeof a.texted_today !== 'boolean') {
    throw new Error(`sender_sms_gate answered something unexpected: ${JSON.stringify(raw).slice(0, 200)}`);
  }
  return { allowedCountries: countries as string[] | null, bookedOnline: a.booked_online, answered: a.answered, textedToday: a.texted_today };
}

/**
 * Whether the text of message `messageId` may go to `to` (E.164) now. A number that opted out of
 * the salon's texts (replied STOP to its number, phone/sms-webhook.ts) gets none. Asking takes the number's
 * booking-page text of the day when the daily rule lets it go (see the migration); a failed call
 * throws, and the sender retries the message later rather than send it unchecked.
 */
export async function smsGate(
  db: SupabaseClient,
  messageId: string,
  salon: { phone?: string | null; time_zone?: string | null },
  to: string,
  now: Date,
): Promise<SmsVerdict> {
  // First, and before the gate takes the day's booking-page text: a number that replied STOP.
  const opted = await db.rpc('sender_sms_opted_out', { p_message_id: messageId, p_to: to });
  if (opted.error) throw new Error(`sender_sms_opted_out failed: ${opted.error.message}`);
  if (opted.data === true) return { send: false, reason: SMS_REFUSALS.optedOut };
  const { data, error } = await db.rpc('sender_sms_gate', { p_message_id: messageId, p_to: to, p_now: now.toISOString() });
  if (error) throw new Error(`sender_sms_gate failed: ${error.message}`);
  return smsVerdict(to, homeCountry(salon), factsOf(data), metadata);
}
