import { describe, expect, it } from 'vitest';
import { twilioSignature, validTwilioSignature } from './twilio-signature';

const TOKEN = 'f0'.repeat(16);
const URL_ = 'https://desk.example.com/phone/twilio/voice?x=1';
// Given out of order: the signature sorts them by name.
const PARAMS = { To: '+12125550199', From: '+12125550142', CallStatus: 'ringing', CallSid: 'CA42', AccountSid: 'AC0123456789abcdef0123456789abcdef' };
// Computed apart from this code: printf '%s' "<URL><name><value>… sorted>" | openssl dgst -sha1 -hmac <token> -binary | base64
const KNOWN = 'plsdMSJgIrX0KTZxVxlD3wg5hHo=';

describe("the provider's request signature", () => {
  it('matches a vector computed by hand, from an object or a form', () => {
    expect(twilioSignature(TOKEN, URL_, PARAMS)).toBe(KNOWN);
    expect(twilioSignature(TOKEN, URL_, new URLSearchParams(PARAMS))).toBe(KNOWN);
    expect(validTwilioSignature(TOKEN, URL_, PARAMS, KNOWN)).toBe(true);
  });

  it('a changed parameter, an added one, a changed URL or another token is refused', () => {
    expect(validTwilioSignature(TOKEN, URL_, { ...PARAMS, From: '+12125550143' }, KNOWN)).toBe(false);
    expect(validTwilioSignature(TOKEN, URL_, { ...PARAMS, Digits: '1' }, KNOWN)).toBe(false);
    expect(validTwilioSignature(TOKEN, 'https://desk.example.com/phone/twilio/voice', PARAMS, KNOWN)).toBe(false);
    expect(validTwilioSignature(TOKEN, 'http://desk.example.com/phone/twilio/voice?x=1', PARAMS, KNOWN)).toBe(false);
    expect(validTwilioSignature('0f'.repeat(16), URL_, PARAMS, KNOWN)).toBe(false);
  });

  it('a missing, empty, repeated or malformed header is refused; so is an empty token', () => {
    expect(validTwilioSignature(TOKEN, URL_, PARAMS, undefined)).toBe(false);
    expect(validTwilioSignature(TOKEN, URL_, PARAMS, '')).toBe(false);
    expect(validTwilioSignature(TOKEN, URL_, PARAMS, [KNOWN, KNOWN])).toBe(false);
    expect(validTwilioSignature(TOKEN, URL_, PARAMS, KNOWN.slice(0, -1))).toBe(false);
    expect(validTwilioSignature(TOKEN, URL_, PARAMS, `${KNOWN}=`)).toBe(false);
    expect(validTwilioSignature('', URL_, PARAMS, twilioSignature('', URL_, PARAMS))).toBe(false);
  });

  it('names and values are joined with no separator, exactly as the provider does (so A=bc and Ab=c sign alike)', () => {
    const a = twilioSignature(TOKEN, URL_, { A: 'bc' });
    expect(twilioSignature(TOKEN, URL_, { Ab: 'c' })).toBe(a);
    expect(twilioSignature(TOKEN, URL_, { A: 'bd' })).not.toBe(a);
  });
});
