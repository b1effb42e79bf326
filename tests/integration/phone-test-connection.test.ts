// The owner's Test Connection on the real local backend: POST /phone/test-connection
// with the owner's access token reads the salon's saved Twilio settings on the server and asks the
// provider's REST API (here the local stand-in, sync/server/sms-catcher.ts, over real HTTP) for the
// salon's number with Basic SID:token. Each failure comes back in the owner's words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_CREDENTIALS, NO_PROVIDER } from '../../sync/server/phone/provider-check';
import { startSarahWorld, type Salon, type SarahWorld } from './sarah-chat-harness';

let w: SarahWorld;
let alice: Salon;
let bob: Salon;
const NUMBER = '+12125550178';
// One SID per case: an account opened for the stand-in answers with its own token and numbers.
const sid = (n: number) => `AC${String(n).padStart(2, '0').repeat(16)}`;
const TOKEN = 'e1'.repeat(16);

beforeAll(async () => {
  w = await startSarahWorld();
  [alice, bob] = await Promise.all([w.salon('test-conn-alice'), w.salon('test-conn-bob')]);
}, 120_000);
afterAll(() => w?.close());

const save = async (s: Salon, accountSid: string, number = NUMBER) => {
  const { error } = await s.tablet.client.rpc('save_sms_provider', { p_account_sid: accountSid, p_auth_token: TOKEN, p_from_number: number });
  expect(error).toBeNull();
};
const test = (token?: string | null) => w.post('/phone/test-connection', {}, token);

describe('POST /phone/test-connection', () => {
  it('refuses without the owner: no token, or one that is not a session', async () => {
    expect(await test(null)).toMatchObject({ status: 401, body: { error: 'no_session' } });
    expect(await test('not-a-token')).toMatchObject({ status: 401, body: { error: 'no_session' } });
  });

  it('says what to do when no Twilio settings are saved, with the webhook URLs to paste', async () => {
    const r = await test(bob.token);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      ok: false,
      problem: 'no_provider',
      message: NO_PROVIDER,
      webhooks: { voice: `${w.backend.url}/phone/twilio/voice`, status: `${w.backend.url}/phone/twilio/status`, sms: `${w.backend.url}/phone/twilio/sms` },
    });
  });

  it('answers ok for the saved credentials and number', async () => {
    await save(alice, sid(1));
    const r = await test(alice.token);
    expect(r.body).toMatchObject({ ok: true, message: expect.stringContaining(NUMBER) });
    // The same against an account the stand-in holds itself.
    w.backend.twilioStandin.openAccount({ sid: sid(2), token: TOKEN, numbers: ['+12125550100', NUMBER] });
    await save(alice, sid(2));
    expect((await test(alice.token)).body).toMatchObject({ ok: true });
  });

  it("a token the account does not have: Twilio's 401 in words", async () => {
    w.backend.twilioStandin.openAccount({ sid: sid(3), token: 'ab'.repeat(16), numbers: [NUMBER] });
    await save(alice, sid(3));
    expect((await test(alice.token)).body).toMatchObject({ ok: false, problem: 'credentials', message: BAD_CREDENTIALS });
  });

  it('a number the account does not hold', async () => {
    w.backend.twilioStandin.openAccount({ sid: sid(4), token: TOKEN, numbers: ['+12125550100'] });
    await save(alice, sid(4));
    expect((await test(alice.token)).body).toMatchObject({
      ok: false,
      problem: 'number',
      message: expect.stringMatching(/^This Twilio account has no number \+12125550178\b/),
    });
  });

  it('a provider that cannot be reached says so, and nothing is saved or changed', async () => {
    await save(alice, sid(5));
    const before = await alice.tablet.client.rpc('sms_provider_status');
    const was = process.env.SALON_DESK_SMS_API_URL;
    process.env.SALON_DESK_SMS_API_URL = 'http://127.0.0.1:9'; // the discard port: nothing listens
    try {
      expect((await test(alice.token)).body).toMatchObject({
        ok: false,
        problem: 'unreachable',
        message: expect.stringMatching(/^Twilio could not be reached/),
      });
    } finally {
      if (was === undefined) delete process.env.SALON_DESK_SMS_API_URL;
      else process.env.SALON_DESK_SMS_API_URL = was;
    }
    expect((await alice.tablet.client.rpc('sms_provider_status')).data).toEqual(before.data);
  });

  it("the stand-in's API refuses a wrong pair itself, as Twilio does", async () => {
    await save(bob, sid(6), '+12125550179'); // one number answers one salon: Bob has his own
    const url = `${w.backend.smsApiBase}/2010-04-01/Accounts/${sid(6)}/IncomingPhoneNumbers.json`;
    const basic = (user: string, pass: string) => ({ authorization: `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}` });
    expect((await fetch(url, { headers: basic(sid(6), 'cd'.repeat(16)) })).status).toBe(401);
    expect((await fetch(url)).status).toBe(401);
    const listed = (await (await fetch(url, { headers: basic(sid(6), TOKEN) })).json()) as { incoming_phone_numbers: Record<string, unknown>[] };
    expect(listed.incoming_phone_numbers.map((n) => n.phone_number)).toEqual(['+12125550179']);
    // Its numbers call this backend: their webhooks are the ones Test Connection holds them to.
    expect(listed.incoming_phone_numbers[0]).toMatchObject({
      voice_url: `${w.backend.url}/phone/twilio/voice`,
      status_callback: `${w.backend.url}/phone/twilio/status`,
      sms_url: `${w.backend.url}/phone/twilio/sms`,
    });
  });

  it('GET /phone/webhooks answers the URLs to the owner only', async () => {
    const res = await fetch(`${w.backend.url}/phone/webhooks`, { headers: { authorization: `Bearer ${alice.token}` } });
    expect(await res.json()).toEqual({
      webhooks: { voice: `${w.backend.url}/phone/twilio/voice`, status: `${w.backend.url}/phone/twilio/status`, sms: `${w.backend.url}/phone/twilio/sms` },
    });
    expect((await fetch(`${w.backend.url}/phone/webhooks`)).status).toBe(401);
  });
});
