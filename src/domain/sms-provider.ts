// The salon's text-message provider: Twilio's account SID, auth token and From number.
// Kept on the server, never on the device; these are the screen's checks before it sends them,
// the same rules and words as save_sms_provider (supabase/migrations/20261124000900_sms_provider.sql),
// so the owner hears one answer whether the tablet or the server catches a mistake.
import { z } from 'zod';
import { checkSmsCountries } from './sms-countries';

/** What the form edits: raw strings, before validation. */
export interface SmsProviderDraft {
  accountSid: string;
  authToken: string;
  fromNumber: string;
  /** "Send texts to": left out, the server keeps the saved choice. */
  countries?: readonly string[];
}

/** What the server tells about the saved settings: never the token itself. */
export interface SmsProviderStatus {
  accountSid: string;
  fromNumber: string;
  hasToken: boolean;
  /** The countries texts may go to; null: the salon's own only (it never chose). */
  allowedCountries: string[] | null;
  updatedAt: string;
}

export const SMS_PROVIDER_MESSAGES = {
  accountSid: 'The account SID starts with AC and has 32 more letters and digits (0-9, a-f).',
  authToken: 'The auth token has 32 letters and digits (0-9, a-f).',
  authTokenRequired: 'Enter the auth token.',
  authTokenForNewSid: 'A new account SID needs its auth token.',
  fromNumber: 'The From number is your Twilio number with + and the country code, e.g. +15551234567.',
} as const;

export type SmsProviderErrors = Partial<Record<keyof SmsProviderDraft, string>>;

/** Spaces, brackets, dots and dashes are how people write numbers; E.164 has none of them. */
export const normalizeFromNumber = (raw: string): string => raw.replace(/[\s().-]/g, '');

const schema = z.object({
  accountSid: z
    .string()
    .trim()
    .regex(/^AC[0-9a-fA-F]{32}$/, SMS_PROVIDER_MESSAGES.accountSid),
  // Blank means "keep the saved one"; whether there is one is checked below.
  authToken: z
    .string()
    .trim()
    .regex(/^([0-9a-fA-F]{32})?$/, SMS_PROVIDER_MESSAGES.authToken),
  fromNumber: z
    .string()
    .transform(normalizeFromNumber)
    .pipe(z.string().regex(/^\+[1-9][0-9]{6,14}$/, SMS_PROVIDER_MESSAGES.fromNumber)),
});

export type SmsProviderResult =
  | { ok: true; value: { accountSid: string; authToken: string | null; fromNumber: string; countries: string[] | null } }
  | { ok: false; errors: SmsProviderErrors };

/**
 * Every problem of the draft at once, keyed by field, or the values to send (token null = keep
 * the saved one). `saved` is what the server holds now: null when nothing, undefined when the
 * screen could not ask; a blank token is then left for the server to judge.
 */
export function checkSmsProvider(draft: SmsProviderDraft, saved: SmsProviderStatus | null | undefined): SmsProviderResult {
  const parsed = schema.safeParse(draft);
  const errors: SmsProviderErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof SmsProviderDraft;
      errors[field] ??= issue.message;
    }
  }
  const sid = draft.accountSid.trim();
  if (!draft.authToken.trim() && saved !== undefined) {
    if (!saved?.hasToken) errors.authToken = SMS_PROVIDER_MESSAGES.authTokenRequired;
    // The saved token belongs to the saved account: another SID cannot use it.
    else if (!errors.accountSid && saved.accountSid !== sid) errors.authToken = SMS_PROVIDER_MESSAGES.authTokenForNewSid;
  }
  const countries = draft.countries === undefined ? null : checkSmsCountries(draft.countries);
  if (countries && !countries.ok) errors.countries = countries.error;
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const { accountSid, authToken, fromNumber } = parsed.data;
  return { ok: true, value: { accountSid, authToken: authToken || null, fromNumber, countries: countries?.ok ? countries.value : null } };
}

const statusSchema = z.object({
  account_sid: z.string(),
  from_number: z.string(),
  has_token: z.boolean(),
  // Absent from a server without migration 20261127000400: the salon's own country, as null.
  allowed_countries: z.array(z.string()).nullable().optional(),
  updated_at: z.string(),
});

/** The server's answer as the screen uses it; null when nothing is saved (or it is unreadable). */
export function readSmsProviderStatus(raw: unknown): SmsProviderStatus | null {
  const parsed = statusSchema.safeParse(raw);
  if (!parsed.success) return null;
  const s = parsed.data;
  return {
    accountSid: s.account_sid,
    fromNumber: s.from_number,
    hasToken: s.has_token,
    allowedCountries: s.allowed_countries ?? null,
    updatedAt: s.updated_at,
  };
}
