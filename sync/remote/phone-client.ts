// The device's client for the owner's side of the phone channel (the server is
// sync/server/phone/test-connection.ts and test-call.ts), on the backend's origin with the
// owner's access token: Test Connection, the webhook URLs to paste into Twilio's console, and the
// Test call's socket. It says what happened as data, in the owner's words; the screen shows it.
import { ownerAccessToken, sarahBaseUrl } from './sarah-client';

export interface WebhookUrls {
  voice: string;
  status: string;
  sms: string;
}

export type ConnectionCheck = { ok: true; message: string; webhooks?: WebhookUrls } | { ok: false; problem: string; message: string; webhooks?: WebhookUrls };

export interface PhoneClientOptions {
  baseUrl?: string;
  accessToken?: () => Promise<string | null>;
  online?: () => boolean;
  fetch?: typeof fetch;
}

export const OFFLINE_TEST = "You're offline: Test Connection asks Twilio over the internet. Nothing was changed; try again once you're back online.";
export const SIGNED_OUT_TEST = 'Sign in again to test the connection: your session has ended.';

const optionsOf = (o: PhoneClientOptions) => ({
  base: (o.baseUrl ?? sarahBaseUrl()).replace(/\/+$/, ''),
  token: o.accessToken ?? ownerAccessToken,
  online: o.online ?? (() => (typeof navigator === 'undefined' ? true : navigator.onLine)),
  doFetch: o.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init)),
});

/** The URLs on the device's own idea of the backend's origin: before the server answered, or offline. */
export const webhookUrlsOn = (base: string): WebhookUrls => {
  const b = base.replace(/\/+$/, '');
  return { voice: `${b}/phone/twilio/voice`, status: `${b}/phone/twilio/status`, sms: `${b}/phone/twilio/sms` };
};

const isUrls = (v: unknown): v is WebhookUrls =>
  !!v && typeof v === 'object' && ['voice', 'status', 'sms'].every((k) => typeof (v as Record<string, unknown>)[k] === 'string');

/** POST /phone/test-connection: the server asks Twilio and answers in words. */
export async function testPhoneConnection(options: PhoneClientOptions = {}): Promise<ConnectionCheck> {
  const o = optionsOf(options);
  if (!o.online()) return { ok: false, problem: 'offline', message: OFFLINE_TEST };
  const token = await o.token();
  if (!token) return { ok: false, problem: 'signed_out', message: SIGNED_OUT_TEST };
  let res: Response;
  try {
    res = await o.doFetch(`${o.base}/phone/test-connection`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
  } catch {
    return { ok: false, problem: 'offline', message: 'The server could not be reached: check the connection and try again. Nothing was changed.' };
  }
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (res.status === 401) return { ok: false, problem: 'signed_out', message: SIGNED_OUT_TEST };
  if (!res.ok || !body || typeof body.message !== 'string' || typeof body.ok !== 'boolean') {
    const said = body && typeof body.message === 'string' ? ` ${body.message}` : '';
    return { ok: false, problem: 'server', message: `The server could not run the test (${res.status}).${said}` };
  }
  const webhooks = isUrls(body.webhooks) ? body.webhooks : undefined;
  return body.ok ? { ok: true, message: body.message, webhooks } : { ok: false, problem: String(body.problem ?? 'provider'), message: body.message, webhooks };
}

/** GET /phone/webhooks: the URLs on the backend's public origin, or null when the server could not say. */
export async function loadWebhookUrls(options: PhoneClientOptions = {}): Promise<WebhookUrls | null> {
  const o = optionsOf(options);
  const token = o.online() ? await o.token() : null;
  if (!token) return null;
  try {
    const res = await o.doFetch(`${o.base}/phone/webhooks`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json().catch(() => null)) as { webhooks?: unknown } | null;
    return res.ok && isUrls(body?.webhooks) ? body.webhooks : null;
  } catch {
    return null;
  }
}

/** The device's guess at the URLs, from where it reaches the backend. */
export const deviceWebhookUrls = (): WebhookUrls => webhookUrlsOn(sarahBaseUrl());

/** What the Test call's socket says (test-call.ts), and how it closed. */
export type TestCallEvent =
  | { type: 'connected'; callSid: string; greeting: string }
  | { type: 'text'; token: string; last: boolean }
  | { type: 'end'; handoffData?: string }
  | { type: 'transfer'; number: string }
  | { type: 'ended'; reason: string; detail?: string }
  | { type: 'error'; error: string; message: string }
  | { type: 'closed'; code: number };

export interface TestCallLine {
  say(text: string): void;
  interrupt(): void;
  hangup(): void;
}

/** Opens the Test call: the socket, then the owner's token as its first message. */
export async function openTestCall(onEvent: (e: TestCallEvent) => void, options: PhoneClientOptions & { from?: string } = {}): Promise<TestCallLine> {
  const o = optionsOf(options);
  if (!o.online()) throw new Error("You're offline: a Test call goes through the server. Try again once you're back online.");
  const token = await o.token();
  if (!token) throw new Error('Sign in again to place a Test call: your session has ended.');
  const ws = new WebSocket(`${o.base.replace(/^http/, 'ws')}/phone/test-call`);
  const send = (m: object) => {
    if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(m));
  };
  ws.onopen = () => send({ type: 'start', token, ...(options.from ? { from: options.from } : {}) });
  ws.onmessage = (e) => {
    try {
      onEvent(JSON.parse(String(e.data)) as TestCallEvent);
    } catch {
      // not ours: ignored
    }
  };
  ws.onclose = (e) => onEvent({ type: 'closed', code: e.code });
  return {
    say: (text) => send({ type: 'say', text }),
    interrupt: () => send({ type: 'interrupt' }),
    hangup: () => {
      if (ws.readyState === WebSocket.OPEN) send({ type: 'hangup' });
      else ws.close();
    },
  };
}
