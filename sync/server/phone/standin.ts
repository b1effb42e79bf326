// The local stand-in's side of a call (issue 26): posts the voice and status webhooks a call
// makes, signed with the salon's auth token exactly as the provider signs them, to the backend's
// URL. The integration tests place calls with it; `npm run call` (next) will.
import { randomBytes } from 'node:crypto';
import { SIGNATURE_HEADER, twilioSignature } from './twilio-signature';

export interface StandinLine {
  /** The backend as the provider calls it (the URL the signatures cover), e.g. http://127.0.0.1:54321. */
  backendUrl: string;
  /** The salon's Twilio account SID and auth token. */
  accountSid: string;
  authToken: string;
  /** The salon's number (the one dialled) and the caller's, E.164. */
  to: string;
  from: string;
}

export interface WebhookAnswer {
  status: number;
  body: string;
  contentType: string | null;
}

/** How to sign: the salon's token (default), another token, or no signature header at all. */
export type Signing = { token?: string } | { unsigned: true } | { signature: string };

/** A new call id as the provider makes them: CA and 32 hex digits. */
export const newCallSid = (): string => `CA${randomBytes(16).toString('hex')}`;

/** Posts `params` form-encoded to `path` on the backend, signed as the provider would. */
export async function postWebhook(line: Pick<StandinLine, 'backendUrl' | 'authToken'>, path: string, params: Record<string, string>, signing: Signing = {}): Promise<WebhookAnswer> {
  const url = line.backendUrl.replace(/\/+$/, '') + path;
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' };
  if ('signature' in signing) headers[SIGNATURE_HEADER] = signing.signature;
  else if (!('unsigned' in signing)) headers[SIGNATURE_HEADER] = twilioSignature(signing.token ?? line.authToken, url, params);
  const res = await fetch(url, { method: 'POST', headers, body: new URLSearchParams(params).toString() });
  return { status: res.status, body: await res.text(), contentType: res.headers.get('content-type') };
}

/** One call from `from` to the salon's number: its webhooks, in the provider's words. */
export function placeCall(line: StandinLine, callSid: string = newCallSid()) {
  const base = { AccountSid: line.accountSid, CallSid: callSid, From: line.from, To: line.to, Direction: 'inbound', ApiVersion: '2010-04-01' };
  return {
    callSid,
    /** The incoming-call webhook: the TwiML answer. */
    voice: (signing?: Signing, extra: Record<string, string> = {}) =>
      postWebhook(line, '/phone/twilio/voice', { ...base, CallStatus: 'ringing', ...extra }, signing),
    /** A status callback: completed, busy, no-answer, failed or canceled, with the call's length in seconds. */
    status: (callStatus: string, durationSeconds?: number, signing?: Signing) =>
      postWebhook(line, '/phone/twilio/status', { ...base, CallStatus: callStatus, ...(durationSeconds === undefined ? {} : { CallDuration: String(durationSeconds) }) }, signing),
  };
}
