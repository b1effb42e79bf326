// The salon's text-message provider settings. Unlike everything else of the Phone
// Integration screen they are not on this device: the auth token is a secret the backend's sender
// needs and a lost tablet must not give away, so they live on the server
// (supabase/migrations/20261124000900_sms_provider.sql) and this repository only carries them
// there. Nothing is stored or queued here: offline, a save fails with a message saying why, and
// the screen keeps what the owner typed.
import { ValidationError } from '../../domain/errors';
import { callAsOwner, type OwnerRemote, type OwnerRpcWords, type OwnerVerb } from './owner-rpc';
import { checkSmsProvider, readSmsProviderStatus, type SmsProviderDraft, type SmsProviderStatus } from '../../domain/sms-provider';

/** The app's Supabase client and whether the device thinks it is online. */
export type SmsProviderRemote = OwnerRemote;

const KEPT_ON_SERVER = 'they are kept on the server, never on this tablet.';
export const SMS_SERVER_TROUBLE = 'The server could not answer just now. Nothing was changed; try again in a moment.';

const WORDS: OwnerRpcWords<keyof SmsProviderDraft> = {
  offline: (verb) =>
    verb === 'see'
      ? `Connect to the internet to see the saved Twilio settings — ${KEPT_ON_SERVER}`
      : `Connect to the internet to ${verb} the Twilio settings — ${KEPT_ON_SERVER}`,
  signedOut: (verb) =>
    verb === 'see' ? `Sign in to see the saved Twilio settings — ${KEPT_ON_SERVER}` : `Sign in to ${verb} the Twilio settings — ${KEPT_ON_SERVER}`,
  trouble: SMS_SERVER_TROUBLE,
  // save_sms_provider names the bad value's column in the error's detail.
  fields: { account_sid: 'accountSid', auth_token: 'authToken', from_number: 'fromNumber', allowed_countries: 'countries' },
};

const call = (remote: SmsProviderRemote, verb: OwnerVerb, fn: string, args?: object) => callAsOwner(remote, WORDS, verb, fn, args);

/** What the server holds for the owner's salon, without the token; null when nothing is saved. */
export async function loadSmsProviderStatus(remote: SmsProviderRemote): Promise<SmsProviderStatus | null> {
  return readSmsProviderStatus(await call(remote, 'see', 'sms_provider_status'));
}

/**
 * Checks the draft as the server will, then saves it; a blank token keeps the saved one, and a
 * draft without countries keeps the saved choice (null is sent, which the server reads so). `saved`
 * is the last status read (undefined when it could not be read). Answers the new status.
 */
export async function saveSmsProvider(
  remote: SmsProviderRemote,
  draft: SmsProviderDraft,
  saved: SmsProviderStatus | null | undefined,
): Promise<SmsProviderStatus> {
  const checked = checkSmsProvider(draft, saved);
  if (!checked.ok) {
    const [field] = Object.keys(checked.errors) as (keyof SmsProviderDraft)[];
    throw new ValidationError(checked.errors[field] ?? 'Invalid Twilio settings', field);
  }
  const { accountSid, authToken, fromNumber, countries } = checked.value;
  const answer = await call(remote, 'save', 'save_sms_provider', {
    p_account_sid: accountSid,
    p_auth_token: authToken,
    p_from_number: fromNumber,
    p_allowed_countries: countries,
  });
  const status = readSmsProviderStatus(answer);
  if (!status) throw new Error('The settings were sent, but the server’s answer could not be read. Open the screen again to see them.');
  return status;
}

/** Forgets the salon's settings on the server: no texts go out until new ones are saved. */
export async function removeSmsProvider(remote: SmsProviderRemote): Promise<void> {
  await call(remote, 'remove', 'clear_sms_provider');
}
