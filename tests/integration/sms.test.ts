// Text messages: the Twilio client (sync/server/sms.ts) against the local backend's
// Twilio-shaped catcher, over real HTTP. What it catches shows in the mail inbox as channel "sms".
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../../sync/server/index';
import type { CaughtMessage } from '../../sync/server/mail-catcher';
import { createTwilioSms, smsApiBaseFromEnv, SmsError, TWILIO_API_BASE } from '../../sync/server/sms';
import { startTestBackend } from './helpers';

const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TOKEN = 'f'.repeat(32);
const FROM = '+15550001111';

let backend: LocalBackend;
beforeAll(async () => {
  ({ backend } = await startTestBackend());
});
afterAll(() => backend?.close());

async function inbox(): Promise<CaughtMessage[]> {
  const res = await fetch(`${backend.url}/mail/api/messages`);
  expect(res.status).toBe(200);
  return (await res.json()) as CaughtMessage[];
}

const twilio = () => createTwilioSms({ accountSid: SID, authToken: TOKEN, from: FROM, apiBase: backend.smsApiBase! });

async function sendError(send: Promise<unknown>): Promise<SmsError> {
  const err = await send.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SmsError);
  return err as SmsError;
}

describe('the local catcher', () => {
  it('takes a text sent the Twilio way and lists it beside the mail', async () => {
    expect(backend.smsApiBase).toBe(`${backend.url}/sms`);
    const sid = await twilio().send({ to: '+15557654321', body: 'Your appointment is confirmed for Friday at 10:00.' });
    expect(sid).toMatch(/^SM[0-9a-f]{32}$/);
    const sms = (await inbox()).find((m) => m.channel === 'sms' && m.sid === sid);
    expect(sms).toMatchObject({
      channel: 'sms',
      to: ['+15557654321'],
      from: FROM,
      subject: '',
      text: 'Your appointment is confirmed for Friday at 10:00.',
      html: null,
      attachments: [],
    });
    expect(await (await fetch(`${backend.url}/mail/`)).text()).toContain('Your appointment is confirmed for Friday at 10:00.');
  });

  it("refuses a malformed number with Twilio's wording, not to be retried, and keeps nothing", async () => {
    const before = (await inbox()).length;
    const err = await sendError(twilio().send({ to: '555-1234', body: 'Hi' }));
    expect(err).toMatchObject({ retryable: false, status: 400, code: 21211, message: "The 'To' number 555-1234 is not a valid phone number." });
    const empty = await sendError(twilio().send({ to: '+15557654321', body: '   ' }));
    expect(empty).toMatchObject({ retryable: false, code: 21602 });
    const long = await sendError(twilio().send({ to: '+15557654321', body: 'x'.repeat(1601) }));
    expect(long).toMatchObject({ retryable: false, code: 21617 });
    expect((await inbox()).length).toBe(before);
  });

  it("answers 401 without credentials and 413 past the body limit, in Twilio's error shape", async () => {
    const url = `${backend.smsApiBase}/2010-04-01/Accounts/${SID}/Messages.json`;
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const noAuth = await fetch(url, { method: 'POST', headers: form, body: 'To=%2B15557654321&From=%2B15550001111&Body=Hi' });
    expect(noAuth.status).toBe(401);
    expect(await noAuth.json()).toMatchObject({ code: 20003, status: 401 });
    const auth = { ...form, authorization: `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}` };
    const huge = await fetch(url, { method: 'POST', headers: auth, body: `Body=${'x'.repeat(70 * 1024)}` });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ status: 413 });
  });
});

describe('a provider that cannot be reached', () => {
  it('is an SmsError the sender may retry', async () => {
    // A port that was free a moment ago: nothing listens there.
    const port = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => resolve(p));
      });
    });
    const down = createTwilioSms({ accountSid: SID, authToken: TOKEN, from: FROM, apiBase: `http://127.0.0.1:${port}` });
    const err = await sendError(down.send({ to: '+15557654321', body: 'Hi' }));
    expect(err.retryable).toBe(true);
    expect(err.status).toBeUndefined();
  });

  it("a 5xx is retryable, a 429 too, with the provider's message", async () => {
    const { createServer: createHttp } = await import('node:http');
    let status = 503;
    const server = createHttp((_req, res) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 20500, message: 'Service unavailable', status }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as { port: number };
      const sms = createTwilioSms({ accountSid: SID, authToken: TOKEN, from: FROM, apiBase: `http://127.0.0.1:${port}/` });
      expect(await sendError(sms.send({ to: '+15557654321', body: 'Hi' }))).toMatchObject({ retryable: true, status: 503, message: 'Service unavailable' });
      status = 429;
      expect(await sendError(sms.send({ to: '+15557654321', body: 'Hi' }))).toMatchObject({ retryable: true, status: 429 });
      status = 401;
      expect(await sendError(sms.send({ to: '+15557654321', body: 'Hi' }))).toMatchObject({ retryable: false, status: 401 });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('a provider that does not answer', () => {
  it('is given up after the timeout, as retryable', async () => {
    const { createServer: createHttp } = await import('node:http');
    const server = createHttp(() => {}); // reads the request, never answers
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as { port: number };
      const sms = createTwilioSms({ accountSid: SID, authToken: TOKEN, from: FROM, apiBase: `http://127.0.0.1:${port}`, timeoutMs: 300 });
      const err = await sendError(sms.send({ to: '+15557654321', body: 'Hi' }));
      expect(err).toMatchObject({ retryable: true, message: expect.stringContaining('no answer within 300 ms') });
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('the API base from the environment', () => {
  it('is Twilio unless SALON_DESK_SMS_API_URL says otherwise', () => {
    expect(smsApiBaseFromEnv({})).toBe(TWILIO_API_BASE);
    expect(smsApiBaseFromEnv({ SALON_DESK_SMS_API_URL: 'http://127.0.0.1:54321/sms/' })).toBe('http://127.0.0.1:54321/sms');
    expect(() => smsApiBaseFromEnv({ SALON_DESK_SMS_API_URL: 'ftp://x' })).toThrow(/SALON_DESK_SMS_API_URL/);
  });
});
