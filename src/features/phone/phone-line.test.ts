import { describe, expect, it } from 'vitest';
import { emptyPhoneIntegration, PHONE_MESSAGES } from '../../domain/phone';
import { SMS_PROVIDER_MESSAGES } from '../../domain/sms-provider';
import { checkPhoneLine, phoneLineDraft, type PhoneLineDraft } from './phone-line';

const SID = `AC${'a1'.repeat(16)}`;
const TOKEN = 'b2'.repeat(16);
const twilio: PhoneLineDraft = {
  provider: 'twilio',
  apiKey: '',
  accountSid: SID,
  authToken: TOKEN,
  fromNumber: '+1 (212) 555-0177',
  phoneNumber: '+1 212 555 0100',
  countries: ['US'],
};
const saved = { accountSid: SID, fromNumber: '+12125550177', hasToken: true, allowedCountries: null, updatedAt: '2026-11-27T10:00:00Z' };

describe('the Phone Setup form, one save for the phone line', () => {
  it('Twilio: the credentials and number go to the server, the redirect number and provider stay here, no key kept here', () => {
    expect(checkPhoneLine(twilio, null)).toEqual({
      ok: true,
      local: { provider: 'twilio', apiKey: '', phoneNumber: '+1 212 555 0100' },
      server: { accountSid: SID, authToken: TOKEN, fromNumber: '+1 (212) 555-0177', countries: ['US'] },
    });
    // A key typed for another provider before switching to Twilio is not kept on the device.
    expect(checkPhoneLine({ ...twilio, apiKey: 'sk-live' }, null)).toMatchObject({ ok: true, local: { apiKey: '' } });
  });

  it('every problem at once, each on its field; a blank token needs one saved for the same account', () => {
    const bad = { ...twilio, accountSid: 'AC12', authToken: '', fromNumber: '555', phoneNumber: '' };
    expect(checkPhoneLine(bad, null)).toEqual({
      ok: false,
      errors: {
        phoneNumber: PHONE_MESSAGES.phoneNumber,
        accountSid: SMS_PROVIDER_MESSAGES.accountSid,
        authToken: SMS_PROVIDER_MESSAGES.authTokenRequired,
        fromNumber: SMS_PROVIDER_MESSAGES.fromNumber,
      },
    });
    expect(checkPhoneLine({ ...twilio, authToken: '' }, saved)).toMatchObject({ ok: true, server: { authToken: '' } });
    expect(checkPhoneLine({ ...twilio, authToken: '', accountSid: `AC${'c3'.repeat(16)}` }, saved)).toEqual({
      ok: false,
      errors: { authToken: SMS_PROVIDER_MESSAGES.authTokenForNewSid },
    });
  });

  it('another provider: the spec form as before (key required, kept on this device), nothing for the server', () => {
    const vonage = { ...twilio, provider: 'vonage', apiKey: '' };
    expect(checkPhoneLine(vonage, null)).toEqual({ ok: false, errors: { apiKey: PHONE_MESSAGES.apiKey } });
    expect(checkPhoneLine({ ...vonage, apiKey: 'k-1', accountSid: 'junk' }, null)).toEqual({
      ok: true,
      local: { provider: 'vonage', apiKey: 'k-1', phoneNumber: '+1 212 555 0100' },
      server: null,
    });
    expect(checkPhoneLine({ ...vonage, provider: '' }, null)).toMatchObject({
      ok: false,
      errors: { provider: PHONE_MESSAGES.provider, apiKey: PHONE_MESSAGES.apiKey },
    });
  });

  it('starts from this device setup and what the server holds; a salon texting through Twilio has chosen it', () => {
    const none = emptyPhoneIntegration('s1');
    expect(phoneLineDraft(none, null, 'US')).toMatchObject({ provider: '', accountSid: '', fromNumber: '', countries: ['US'] });
    expect(phoneLineDraft(none, saved, 'US')).toMatchObject({
      provider: 'twilio',
      accountSid: SID,
      fromNumber: '+12125550177',
      authToken: '',
      countries: ['US'],
    });
    const vonage = { ...none, setup: { provider: 'vonage' as const, apiKey: 'k', phoneNumber: '555-0100' }, isActive: true };
    expect(phoneLineDraft(vonage, null, 'CA')).toMatchObject({ provider: 'vonage', apiKey: 'k', phoneNumber: '555-0100', countries: ['CA'] });
  });
});
