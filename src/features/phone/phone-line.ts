// The Phone Setup form (the product's setup made real): one form and one save for the phone
// line. For Twilio it carries the Account SID and auth token (the spec's API Key; saved to the
// server only, never shown again), the salon phone number (the Twilio number callers dial and
// texts come from), the countries texts may go to, and the Redirect Phone Number transfers ring.
// Another provider keeps the spec's API key on this device, as before: only Twilio connects calls
// to Sarah. Pure: what the form may save and the two halves it saves.
import { validatePhoneSetup, type PhoneIntegration, type PhoneSetupDraft } from '../../domain/phone';
import { checkSmsProvider, type SmsProviderDraft, type SmsProviderStatus } from '../../domain/sms-provider';

export interface PhoneLineDraft {
  provider: string;
  /** Another provider's key (kept on this device). */
  apiKey: string;
  accountSid: string;
  /** Blank keeps the token the server has. */
  authToken: string;
  /** The salon phone number (Twilio's From number). */
  fromNumber: string;
  /** The Redirect Phone Number. */
  phoneNumber: string;
  countries: readonly string[];
}

export type PhoneLineField = Exclude<keyof PhoneLineDraft, 'countries'> | 'countries';
export type PhoneLineErrors = Partial<Record<PhoneLineField, string>>;

export const isTwilio = (draft: Pick<PhoneLineDraft, 'provider'>): boolean => draft.provider === 'twilio';

/** The form's first values: this device's setup and, for Twilio, what the server says it holds. */
export function phoneLineDraft(integration: PhoneIntegration, saved: SmsProviderStatus | null | undefined, home: string): PhoneLineDraft {
  const setup = integration.setup;
  // A salon whose texts already go through Twilio has chosen its provider.
  const provider = setup?.provider ?? (saved ? 'twilio' : '');
  return {
    provider,
    apiKey: setup?.provider === 'twilio' ? '' : (setup?.apiKey ?? ''),
    accountSid: saved?.accountSid ?? '',
    authToken: '',
    fromNumber: saved?.fromNumber ?? '',
    phoneNumber: setup?.phoneNumber ?? '',
    countries: saved?.allowedCountries ?? [home],
  };
}

export type PhoneLineResult = { ok: true; local: PhoneSetupDraft; server: SmsProviderDraft | null } | { ok: false; errors: PhoneLineErrors };

/**
 * Every problem at once, keyed by field, or the two halves to save: the setup on this device and,
 * for Twilio, the credentials and number for the server. `saved` is what the server holds (null:
 * nothing; undefined: it could not be asked, so a blank token is the server's to judge).
 */
export function checkPhoneLine(draft: PhoneLineDraft, saved: SmsProviderStatus | null | undefined): PhoneLineResult {
  const local: PhoneSetupDraft = { provider: draft.provider, apiKey: isTwilio(draft) ? '' : draft.apiKey, phoneNumber: draft.phoneNumber };
  const errors: PhoneLineErrors = { ...validatePhoneSetup(local) };
  let server: SmsProviderDraft | null = null;
  if (isTwilio(draft)) {
    server = { accountSid: draft.accountSid, authToken: draft.authToken, fromNumber: draft.fromNumber, countries: draft.countries };
    const checked = checkSmsProvider(server, saved);
    if (!checked.ok) Object.assign(errors, checked.errors);
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, local, server };
}
