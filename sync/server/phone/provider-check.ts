// What the owner's Test Connection asks the provider and how its answer reads, pure:
// Twilio's IncomingPhoneNumbers list for the salon's number, with HTTP Basic (SID:token). A 401
// is the credentials, an empty list the number, no answer the network; each in the owner's words.
// The webhook URLs the owner pastes into the provider's console come from the same origin the
// webhooks check their signatures against (SALON_DESK_PUBLIC_URL, else the request's own).

export type CheckProblem = 'no_provider' | 'credentials' | 'number' | 'webhooks' | 'unreachable' | 'provider';

export type CheckResult = { ok: true; message: string } | { ok: false; problem: CheckProblem; message: string };

export interface SavedProvider {
  account_sid: string;
  auth_token: string;
  from_number: string;
}

export interface WebhookUrls {
  voice: string;
  status: string;
  sms: string;
}

export const NO_PROVIDER = 'Save your Twilio Account SID, auth token and salon phone number first, then test again.';
export const BAD_CREDENTIALS = 'Twilio did not accept the Account SID and auth token.';

export const noNumber = (number: string): string =>
  `This Twilio account has no number ${number}. Check the salon phone number, or buy or port it into this account.`;

export const unreachable = (why: string): string => `Twilio could not be reached (${why}). Nothing was changed: try again in a moment.`;

/** The URL to GET, and its Authorization header. */
export function numbersRequest(apiBase: string, p: SavedProvider): { url: string; authorization: string } {
  const url = `${apiBase.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(p.account_sid)}/IncomingPhoneNumbers.json?PhoneNumber=${encodeURIComponent(p.from_number)}`;
  return { url, authorization: `Basic ${Buffer.from(`${p.account_sid}:${p.auth_token}`).toString('base64')}` };
}

const FIELDS: { key: string; ours: keyof WebhookUrls; name: string }[] = [
  { key: 'voice_url', ours: 'voice', name: 'voice URL ("A call comes in")' },
  { key: 'status_callback', ours: 'status', name: 'status callback URL ("Call status changes")' },
  { key: 'sms_url', ours: 'sms', name: 'messaging URL ("A message comes in")' },
];
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A URL to compare: no trailing slash, and this machine's names as one (locally the page may say localhost, the server 127.0.0.1). */
function comparable(raw: string): string {
  const trimmed = raw.trim().replace(/\/+$/, '');
  try {
    const u = new URL(trimmed);
    if (LOOPBACK.has(u.hostname)) u.hostname = 'loopback.invalid';
    return u.toString().replace(/\/+$/, '');
  } catch {
    return trimmed;
  }
}
const sameUrl = (a: string, b: string) => comparable(a) === comparable(b);

/**
 * The number's webhooks in Twilio that are not ours, in words: calls and texts reach Sarah only
 * through them. A field the provider does not answer is not judged.
 */
export function webhookMismatches(entry: Record<string, unknown>, ours: WebhookUrls): string[] {
  return FIELDS.filter((f) => typeof entry[f.key] === 'string' && !sameUrl(entry[f.key] as string, ours[f.ours])).map(
    (f) => `its ${f.name} is ${(entry[f.key] as string).trim() || 'empty'}, not ${ours[f.ours]}`,
  );
}

/** Reads the provider's answer: `body` is its parsed JSON (null when it was not JSON); `ours` the URLs its number should call. */
export function verdictOf(status: number, body: unknown, number: string, ours?: WebhookUrls): CheckResult {
  if (status === 401 || status === 403) return { ok: false, problem: 'credentials', message: BAD_CREDENTIALS };
  const b = body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  if (status !== 200 || !b || !Array.isArray(b.incoming_phone_numbers)) {
    const said = b && typeof b.message === 'string' ? `: ${b.message.slice(0, 200)}` : '';
    return { ok: false, problem: 'provider', message: `Twilio answered ${status}${said}. Try again in a moment.` };
  }
  const entry = (b.incoming_phone_numbers as unknown[]).find((n) => !!n && typeof n === 'object' && (n as Record<string, unknown>).phone_number === number) as
    | Record<string, unknown>
    | undefined;
  if (!entry) return { ok: false, problem: 'number', message: noNumber(number) };
  const wrong = ours ? webhookMismatches(entry, ours) : [];
  if (wrong.length) {
    return {
      ok: false,
      problem: 'webhooks',
      message: `Twilio accepted the Account SID and auth token and ${number} is in the account, but ${wrong.join('; ')}. Paste the URLs below into the number's settings in Twilio's console.`,
    };
  }
  return { ok: true, message: `Connected: Twilio accepted the Account SID and auth token, and ${number} is in the account.` };
}

/** The three URLs to paste into Twilio's console, on the backend's public origin. */
export function webhookUrlsOf(publicBase: string): WebhookUrls {
  const base = publicBase.replace(/\/+$/, '');
  return { voice: `${base}/phone/twilio/voice`, status: `${base}/phone/twilio/status`, sms: `${base}/phone/twilio/sms` };
}
