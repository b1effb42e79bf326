import { describe, expect, it } from 'vitest';
import { BAD_CREDENTIALS, numbersRequest, verdictOf, webhookUrlsOf } from './provider-check';

const OURS = webhookUrlsOf('https://desk.example.com');

const SAVED = { account_sid: `AC${'a1'.repeat(16)}`, auth_token: 'f0'.repeat(16), from_number: '+12125550178' };

describe('the provider check', () => {
  it('asks IncomingPhoneNumbers for the number with Basic SID:token', () => {
    const r = numbersRequest('http://127.0.0.1:9/sms/', SAVED);
    expect(r.url).toBe(`http://127.0.0.1:9/sms/2010-04-01/Accounts/${SAVED.account_sid}/IncomingPhoneNumbers.json?PhoneNumber=%2B12125550178`);
    expect(Buffer.from(r.authorization.replace('Basic ', ''), 'base64').toString()).toBe(`${SAVED.account_sid}:${SAVED.auth_token}`);
  });

  it('reads 401 as the credentials, an empty list as the number, the number listed as ok', () => {
    expect(verdictOf(401, { code: 20003 }, SAVED.from_number)).toEqual({ ok: false, problem: 'credentials', message: BAD_CREDENTIALS });
    expect(verdictOf(200, { incoming_phone_numbers: [] }, SAVED.from_number)).toMatchObject({
      ok: false,
      problem: 'number',
      message: expect.stringContaining('This Twilio account has no number +12125550178'),
    });
    expect(verdictOf(200, { incoming_phone_numbers: [{ phone_number: '+12125550100' }] }, SAVED.from_number)).toMatchObject({ problem: 'number' });
    expect(verdictOf(200, { incoming_phone_numbers: [{ phone_number: SAVED.from_number }] }, SAVED.from_number)).toMatchObject({ ok: true });
  });

  it("says the provider's own words for anything else, never ok", () => {
    expect(verdictOf(500, { message: 'Service down' }, SAVED.from_number)).toMatchObject({
      ok: false,
      problem: 'provider',
      message: 'Twilio answered 500: Service down. Try again in a moment.',
    });
    expect(verdictOf(200, null, SAVED.from_number)).toMatchObject({ ok: false, problem: 'provider' });
  });

  it('builds the console URLs on the public origin', () => {
    expect(webhookUrlsOf('https://desk.example.com/')).toEqual({
      voice: 'https://desk.example.com/phone/twilio/voice',
      status: 'https://desk.example.com/phone/twilio/status',
      sms: 'https://desk.example.com/phone/twilio/sms',
    });
  });

  it("checks the number's webhooks in Twilio are ours, where Twilio answers them", () => {
    const entry = { phone_number: SAVED.from_number, voice_url: `${OURS.voice}/`, status_callback: OURS.status, sms_url: OURS.sms };
    expect(verdictOf(200, { incoming_phone_numbers: [entry] }, SAVED.from_number, OURS)).toMatchObject({ ok: true });
    const demo = { ...entry, voice_url: 'https://demo.twilio.com/welcome/voice/', status_callback: '' };
    const r = verdictOf(200, { incoming_phone_numbers: [demo] }, SAVED.from_number, OURS);
    expect(r).toMatchObject({ ok: false, problem: 'webhooks' });
    expect(r.message).toBe(
      `Twilio accepted the Account SID and auth token and ${SAVED.from_number} is in the account, but its voice URL ("A call comes in") is https://demo.twilio.com/welcome/voice/, not ${OURS.voice}; ` +
        `its status callback URL ("Call status changes") is empty, not ${OURS.status}. Paste the URLs below into the number's settings in Twilio's console.`,
    );
    // This machine by any of its names is itself (the page on localhost, the server on 127.0.0.1).
    const local = webhookUrlsOf('http://localhost:54321');
    const onLoopback = {
      phone_number: SAVED.from_number,
      voice_url: 'http://127.0.0.1:54321/phone/twilio/voice',
      status_callback: 'http://127.0.0.1:54321/phone/twilio/status',
      sms_url: 'http://127.0.0.1:54321/phone/twilio/sms',
    };
    expect(verdictOf(200, { incoming_phone_numbers: [onLoopback] }, SAVED.from_number, local)).toMatchObject({ ok: true });
    expect(
      verdictOf(200, { incoming_phone_numbers: [{ ...onLoopback, voice_url: 'http://127.0.0.1:54322/phone/twilio/voice' }] }, SAVED.from_number, local),
    ).toMatchObject({ problem: 'webhooks' });
    // Fields the provider does not answer are not judged.
    expect(verdictOf(200, { incoming_phone_numbers: [{ phone_number: SAVED.from_number }] }, SAVED.from_number, OURS)).toMatchObject({ ok: true });
  });
});
