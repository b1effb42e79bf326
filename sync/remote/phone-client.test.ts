import { describe, expect, it } from 'vitest';
import { OFFLINE_TEST, SIGNED_OUT_TEST, loadWebhookUrls, testPhoneConnection, webhookUrlsOn } from './phone-client';

const URLS = webhookUrlsOn('https://desk.example.com');
const answer = (status: number, body: unknown) => (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;
const base = { baseUrl: 'https://desk.example.com', accessToken: async () => 'tok', online: () => true };

describe('Test Connection on the device', () => {
  it("passes the server's verdict and URLs through", async () => {
    let sent: RequestInit | undefined;
    const fetch = (async (_url: RequestInfo | URL, init?: RequestInit) => {
      sent = init;
      return new Response(
        JSON.stringify({ ok: false, problem: 'credentials', message: 'Twilio did not accept the Account SID and auth token.', webhooks: URLS }),
        { status: 200 },
      );
    }) as typeof globalThis.fetch;
    expect(await testPhoneConnection({ ...base, fetch })).toEqual({
      ok: false,
      problem: 'credentials',
      message: 'Twilio did not accept the Account SID and auth token.',
      webhooks: URLS,
    });
    expect(sent).toMatchObject({ method: 'POST', headers: { authorization: 'Bearer tok' } });
    expect(await testPhoneConnection({ ...base, fetch: answer(200, { ok: true, message: 'Connected', webhooks: URLS }) })).toEqual({
      ok: true,
      message: 'Connected',
      webhooks: URLS,
    });
  });

  it('says offline, signed out, unreachable and a server failure in words, never ok', async () => {
    const never = (() => {
      throw new Error('no request offline');
    }) as unknown as typeof fetch;
    expect(await testPhoneConnection({ ...base, online: () => false, fetch: never })).toEqual({ ok: false, problem: 'offline', message: OFFLINE_TEST });
    expect(await testPhoneConnection({ ...base, accessToken: async () => null, fetch: never })).toEqual({
      ok: false,
      problem: 'signed_out',
      message: SIGNED_OUT_TEST,
    });
    expect(await testPhoneConnection({ ...base, fetch: answer(401, { error: 'no_session' }) })).toMatchObject({ ok: false, problem: 'signed_out' });
    const down = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await testPhoneConnection({ ...base, fetch: down })).toMatchObject({ ok: false, problem: 'offline' });
    expect(await testPhoneConnection({ ...base, fetch: answer(502, {}) })).toMatchObject({
      ok: false,
      problem: 'server',
      message: expect.stringContaining('(502)'),
    });
  });

  it('reads the webhook URLs, or null when the server could not say', async () => {
    expect(await loadWebhookUrls({ ...base, fetch: answer(200, { webhooks: URLS }) })).toEqual(URLS);
    expect(await loadWebhookUrls({ ...base, fetch: answer(200, { webhooks: { voice: 1 } }) })).toBeNull();
    expect(await loadWebhookUrls({ ...base, online: () => false })).toBeNull();
  });
});
