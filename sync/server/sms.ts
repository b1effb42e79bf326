// Sending text messages through a provider interface, so the backend's sender does not
// care who carries the text. Twilio's REST API is the one provider: production talks to
// api.twilio.com; `npm start` and the tests talk to the local catcher, which answers the same
// shape (sync/server/sms-catcher.ts). SALON_DESK_SMS_API_URL points the client elsewhere.

export interface OutgoingSms {
  /** E.164, e.g. +15551234567. */
  to: string;
  body: string;
}

export interface SmsProvider {
  /** Sends one text; resolves with the provider's message id, rejects with an SmsError. */
  send(msg: OutgoingSms): Promise<string>;
}

/**
 * A text that did not go out. `retryable` tells the sender whether trying again later can help
 * (the provider was down, busy or unreachable) or not (a bad number, wrong credentials).
 */
export class SmsError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    /** The provider's HTTP status; absent when no answer came. */
    readonly status?: number,
    /** The provider's own error code (Twilio's, e.g. 21211 for a bad To number). */
    readonly code?: number,
  ) {
    super(message);
    this.name = 'SmsError';
  }
}

export const TWILIO_API_BASE = 'https://api.twilio.com';
const DEFAULT_TIMEOUT_MS = 15_000;

export interface TwilioSmsSettings {
  accountSid: string;
  authToken: string;
  /** The salon's Twilio number (E.164). */
  from: string;
  /** Default: SALON_DESK_SMS_API_URL, else https://api.twilio.com. */
  apiBase?: string;
  /** A stalled provider must not hold the sender: default 15 s. */
  timeoutMs?: number;
}

/** Where texts go: SALON_DESK_SMS_API_URL when set (the local catcher, a proxy), else Twilio. */
export function smsApiBaseFromEnv(env: NodeJS.ProcessEnv): string {
  const raw = env.SALON_DESK_SMS_API_URL?.trim();
  if (!raw) return TWILIO_API_BASE;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SALON_DESK_SMS_API_URL must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`SALON_DESK_SMS_API_URL must be an http(s) URL, got "${raw}"`);
  return raw.replace(/\/+$/, '');
}

/** Twilio's error body is `{ code, message, more_info, status }`; anything else gets a plain text. */
async function providerError(res: Response): Promise<{ message: string; code?: number }> {
  const text = await res.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { message?: unknown; code?: unknown };
    if (typeof body.message === 'string' && body.message.trim()) {
      return { message: body.message, code: typeof body.code === 'number' ? body.code : undefined };
    }
  } catch {
    // not JSON: a proxy's error page, say
  }
  return { message: `The text message provider answered ${res.status}${text ? `: ${text.slice(0, 200)}` : ''}` };
}

export function createTwilioSms(s: TwilioSmsSettings): SmsProvider {
  if (!s.accountSid || !s.authToken || !s.from) throw new Error('Twilio needs an account SID, an auth token and a From number');
  const base = (s.apiBase ?? smsApiBaseFromEnv(process.env)).replace(/\/+$/, '');
  const endpoint = `${base}/2010-04-01/Accounts/${encodeURIComponent(s.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${s.accountSid}:${s.authToken}`).toString('base64')}`;
  const timeoutMs = s.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  return {
    async send(msg) {
      let res: Response;
      try {
        res = await fetch(endpoint, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({ To: msg.to, From: s.from, Body: msg.body }).toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        // No answer at all (refused, DNS, reset, timed out): the text may be sent later.
        const why =
          err instanceof Error && err.name === 'TimeoutError'
            ? `no answer within ${timeoutMs} ms`
            : err instanceof Error
              ? err.cause instanceof Error
                ? err.cause.message
                : err.message
              : String(err);
        throw new SmsError(`The text message provider could not be reached: ${why}`, true);
      }
      if (res.ok) {
        const body = (await res.json().catch(() => null)) as { sid?: unknown } | null;
        // Accepted but unreadable: retrying could text the customer twice, so it is not retried.
        if (!body || typeof body.sid !== 'string' || !body.sid)
          throw new SmsError('The text message provider accepted the text but sent back no message id', false, res.status);
        return body.sid;
      }
      const { message, code } = await providerError(res);
      // 429 (too many requests) and 408 pass with time; other 4xx are this text's or these
      // credentials' fault and would fail the same way again; 5xx is the provider's trouble.
      const retryable = res.status === 429 || res.status === 408 || res.status >= 500;
      throw new SmsError(message, retryable, res.status, code);
    },
  };
}
