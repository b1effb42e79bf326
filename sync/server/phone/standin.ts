// The local stand-in's side of a call: posts the voice and status webhooks a call
// makes, signed with the salon's auth token exactly as the provider signs them, to the backend's
// URL, and opens the relay WebSocket the voice webhook's TwiML names, with a signed handshake,
// the setup message and the caller's prompts, as ConversationRelay does. The integration tests
// place calls with it; `npm run call` (next) will.
import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
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
export async function postWebhook(
  line: Pick<StandinLine, 'backendUrl' | 'authToken'>,
  path: string,
  params: Record<string, string>,
  signing: Signing = {},
): Promise<WebhookAnswer> {
  const url = line.backendUrl.replace(/\/+$/, '') + path;
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' };
  if ('signature' in signing) headers[SIGNATURE_HEADER] = signing.signature;
  else if (!('unsigned' in signing)) headers[SIGNATURE_HEADER] = twilioSignature(signing.token ?? line.authToken, url, params);
  const res = await fetch(url, { method: 'POST', headers, body: new URLSearchParams(params).toString() });
  return { status: res.status, body: await res.text(), contentType: res.headers.get('content-type') };
}

export const newMessageSid = (): string => `SM${randomBytes(16).toString('hex')}`;

/** One text from `from` to the salon's number, as the provider posts it (again with the same sid: a retry). */
export function sendText(line: StandinLine, body: string, messageSid: string = newMessageSid()) {
  const params = {
    AccountSid: line.accountSid,
    MessageSid: messageSid,
    SmsSid: messageSid,
    From: line.from,
    To: line.to,
    Body: body,
    NumMedia: '0',
    ApiVersion: '2010-04-01',
  };
  return { messageSid, post: (signing?: Signing) => postWebhook(line, '/phone/twilio/sms', params, signing) };
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
      postWebhook(
        line,
        '/phone/twilio/status',
        { ...base, CallStatus: callStatus, ...(durationSeconds === undefined ? {} : { CallDuration: String(durationSeconds) }) },
        signing,
      ),
    /** Connects to the relay the voice webhook's TwiML names, as ConversationRelay does. */
    relay: (twiml: string, signing?: Signing) => openRelay(line, callSid, relayOfTwiml(twiml), signing),
    /**
     * The relay session ended: posts to the TwiML's <Connect action> with the `end` message's
     * handoffData as HandoffData (none: the session just ended), as the provider does.
     */
    connectAction: (twiml: string, handoffData?: string, signing?: Signing) =>
      postWebhook(
        line,
        actionPath(twiml, 'Connect'),
        { ...base, CallStatus: 'in-progress', SessionStatus: 'ended', ...(handoffData === undefined ? {} : { HandoffData: handoffData }) },
        signing,
      ),
    /** The <Dial> of `twiml` is over with the outcome the test chooses (completed, no-answer, busy, failed, canceled). */
    dialAction: (twiml: string, dialCallStatus: string, signing?: Signing) =>
      postWebhook(
        line,
        actionPath(twiml, 'Dial'),
        {
          ...base,
          CallStatus: 'in-progress',
          DialCallStatus: dialCallStatus,
          DialCallSid: newCallSid(),
          ...(dialCallStatus === 'completed' ? { DialCallDuration: '42' } : {}),
        },
        signing,
      ),
  };
}

/** The path and query of a TwiML verb's action URL (on the backend the stand-in posts to). */
export function actionPath(twiml: string, verb: 'Connect' | 'Dial'): string {
  const action = new RegExp(`<${verb} [^>]*\\baction="([^"]*)"`).exec(twiml)?.[1];
  if (!action) throw new Error(`The TwiML has no <${verb} action>`);
  const url = new URL(xmlUnescape(action));
  return url.pathname + url.search;
}

/** A message the relay sent the provider: text tokens, end. */
export type RelayMessage = { type: string; [key: string]: unknown };

export interface RelaySession {
  /** Every message the relay sent so far, in order. */
  readonly received: RelayMessage[];
  /** The next message not taken yet (waits for it; rejects after `timeoutMs` or when the socket closes first). */
  next(timeoutMs?: number): Promise<RelayMessage>;
  /**
   * Sarah's next spoken reply: the text tokens taken up to the one with last: true, and their
   * words joined as the provider speaks them (rejects on another message first, e.g. an end).
   */
  reply(timeoutMs?: number): Promise<{ words: string; tokens: string[] }>;
  /** The caller said `words` (a final prompt). */
  prompt(words: string): void;
  dtmf(digit: string): void;
  /** The caller spoke over Sarah. */
  interrupt(): void;
  send(message: Record<string, unknown>): void;
  /** The caller hangs up. */
  close(): Promise<void>;
}

const XML_UNESCAPES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" };
const xmlUnescape = (s: string) => s.replace(/&(amp|lt|gt|quot|apos);/g, (e) => XML_UNESCAPES[e]);

/** What ConversationRelay reads from the voice webhook's TwiML: the relay URL and the custom parameters. */
export function relayOfTwiml(twiml: string): { url: string; parameters: Record<string, string> } {
  const url = /<ConversationRelay [^>]*\burl="([^"]*)"/.exec(twiml)?.[1];
  if (!url) throw new Error('The TwiML connects to no ConversationRelay');
  const parameters: Record<string, string> = {};
  for (const m of twiml.matchAll(/<Parameter name="([^"]*)" value="([^"]*)"\/>/g)) parameters[xmlUnescape(m[1])] = xmlUnescape(m[2]);
  return { url: xmlUnescape(url), parameters };
}

/**
 * Opens the relay as ConversationRelay would for this call: the handshake signed with the salon's
 * token over the exact URL (no parameters), then the setup message. A refused handshake resolves
 * `{ refused: status }`.
 */
export async function openRelay(
  line: StandinLine,
  callSid: string,
  relay: { url: string; parameters?: Record<string, string> },
  signing: Signing = {},
): Promise<RelaySession | { refused: number }> {
  const headers: Record<string, string> = {};
  if ('signature' in signing) headers[SIGNATURE_HEADER] = signing.signature;
  else if (!('unsigned' in signing)) headers[SIGNATURE_HEADER] = twilioSignature(signing.token ?? line.authToken, relay.url, {});
  const ws = new WebSocket(relay.url, { headers });
  const received: RelayMessage[] = [];
  const waiting: ((m: RelayMessage | null) => void)[] = [];
  let taken = 0;
  let closed = false;
  ws.on('message', (data) => {
    received.push(JSON.parse(String(data)) as RelayMessage);
    waiting.shift()?.(received[taken++]);
  });
  ws.on('close', () => {
    closed = true;
    for (const w of waiting.splice(0)) w(null);
  });
  const opened = await new Promise<number | null>((resolve, reject) => {
    ws.once('open', () => resolve(null));
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      res.resume();
      ws.terminate();
    });
    ws.once('error', reject);
  });
  if (opened !== null) return { refused: opened };
  const send = (message: Record<string, unknown>) => ws.send(JSON.stringify(message));
  send({
    type: 'setup',
    sessionId: `VX${randomBytes(16).toString('hex')}`,
    accountSid: line.accountSid,
    parentCallSid: '',
    callSid,
    from: line.from,
    to: line.to,
    forwardedFrom: '',
    callType: 'PSTN',
    callerName: '',
    direction: 'inbound',
    callStatus: 'RINGING',
    customParameters: relay.parameters ?? {},
  });
  return {
    received,
    next(timeoutMs = 10_000) {
      if (taken < received.length) return Promise.resolve(received[taken++]);
      if (closed) return Promise.reject(new Error('the relay closed'));
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no relay message within ${timeoutMs} ms`)), timeoutMs);
        waiting.push((m) => {
          clearTimeout(timer);
          if (m) resolve(m);
          else reject(new Error('the relay closed'));
        });
      });
    },
    async reply(this: RelaySession, timeoutMs = 10_000) {
      const tokens: string[] = [];
      for (;;) {
        const m = await this.next(timeoutMs);
        if (m.type !== 'text' || typeof m.token !== 'string') throw new Error(`expected a text token, got ${JSON.stringify(m)}`);
        tokens.push(m.token);
        if (m.last === true) return { words: tokens.join(''), tokens };
      }
    },
    prompt: (words) => send({ type: 'prompt', voicePrompt: words, lang: 'en-US', last: true }),
    dtmf: (digit) => send({ type: 'dtmf', digit }),
    interrupt: () => send({ type: 'interrupt', utteranceUntilInterrupt: '', durationUntilInterruptMs: 0 }),
    send,
    close: () =>
      new Promise<void>((resolve) => {
        if (closed) return resolve();
        ws.once('close', () => resolve());
        ws.close();
      }),
  };
}
