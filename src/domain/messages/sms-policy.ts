// Whether a text may go to a number: the booking page takes any
// number, and each text is paid by the salon. Pure: the sender (sync/server/sms-gate.ts) gathers
// the facts from the server and carries the verdict out; a refusal is the message's 'skipped'
// reason, in the owner's words.
//
// The metadata is a parameter: telling a premium range from a mobile one needs libphonenumber's
// full ('max') metadata (with 'min', a German 0900 number has no type), and only the server-side
// sender may load that; nothing the browser bundles imports this module with it.
import { parsePhoneNumberFromString, type CountryCode, type MetadataJson } from 'libphonenumber-js/core';
import { countryName } from '../sms-countries';

/** What the server knows about this text and its number (sender_sms_gate). */
export interface SmsGateFacts {
  /** The countries the salon chose, or null: its own country only. */
  allowedCountries: readonly string[] | null;
  /** The appointment was booked through the booking page. */
  bookedOnline: boolean;
  /** The number "answered": the salon has a completed appointment for a client with it. */
  answered: boolean;
  /** Another text about a booking-page appointment went (or is going) to it in the last 24 hours. */
  textedToday: boolean;
}

export type SmsVerdict = { send: true; country: CountryCode } | { send: false; reason: string };

export const SMS_REFUSALS = {
  invalid: 'Not sent: this number does not exist.',
  premium: (shown: string) => `Not sent: ${shown} is a premium-rate number.`,
  sharedCost: (shown: string) => `Not sent: ${shown} is a shared-cost number.`,
  noCountry: (shown: string) => `Not sent: ${shown} belongs to no country (an international service number).`,
  country: (name: string) => `Not sent: texts to ${name} are off for this salon (Phone Integration → Send texts to).`,
  daily: 'Not sent: this number already had a text from the booking page today.',
  optedOut: 'Not sent: this number opted out of texts from the salon (it replied STOP; a START from it opts back in).',
} as const;

/**
 * The verdict for a text to `to` (E.164) from a salon whose own country is `home`. In order: a
 * number no range holds, a premium-rate or shared-cost one, one outside the chosen countries, and
 * a booking-page appointment's second text of the day to a number that never answered.
 */
export function smsVerdict(to: string, home: CountryCode, facts: SmsGateFacts, metadata: MetadataJson): SmsVerdict {
  const parsed = parsePhoneNumberFromString(to, metadata);
  if (!parsed || !parsed.isValid()) return { send: false, reason: SMS_REFUSALS.invalid };
  const shown = parsed.formatInternational();
  const type = parsed.getType();
  if (type === 'PREMIUM_RATE') return { send: false, reason: SMS_REFUSALS.premium(shown) };
  if (type === 'SHARED_COST') return { send: false, reason: SMS_REFUSALS.sharedCost(shown) };
  const country = parsed.country;
  if (!country) return { send: false, reason: SMS_REFUSALS.noCountry(shown) };
  const allowed = facts.allowedCountries && facts.allowedCountries.length > 0 ? facts.allowedCountries : [home];
  if (!allowed.includes(country)) return { send: false, reason: SMS_REFUSALS.country(countryName(country)) };
  if (facts.bookedOnline && !facts.answered && facts.textedToday) return { send: false, reason: SMS_REFUSALS.daily };
  return { send: true, country };
}
