import { describe, expect, it } from 'vitest';
import {
  AGENT_VOICES,
  DEFAULT_AGENT,
  PHONE_MESSAGES,
  PHONE_PROVIDERS,
  emptyPhoneIntegration,
  parsePhoneSetup,
  providerLabel,
  readPhoneIntegration,
  validateAgentConfig,
  validatePhoneSetup,
} from './phone';

const valid = { provider: 'twilio', apiKey: ' sk-123 ', phoneNumber: ' +1 (555) 010-0199 ' };

describe('phone setup rules', () => {
  it('offers the providers and voices, with agent defaults', () => {
    expect(PHONE_PROVIDERS.map((p) => p.value)).toEqual(['twilio', 'vonage', 'callrail', 'ringcentral', 'other']);
    expect(AGENT_VOICES.map((v) => v.value)).toEqual(['sarah', 'alex', 'emma', 'david']);
    expect(DEFAULT_AGENT).toMatchObject({ bookings: true, pricing: true, hours: true, transfer: false });
    expect(DEFAULT_AGENT.greeting.length).toBeGreaterThan(0);
    expect(providerLabel('ringcentral')).toBe('RingCentral');
  });

  it('requires provider, API key and redirect number, each at its field', () => {
    expect(validatePhoneSetup({ provider: '', apiKey: '  ', phoneNumber: '' })).toEqual({
      provider: PHONE_MESSAGES.provider,
      apiKey: PHONE_MESSAGES.apiKey,
      phoneNumber: PHONE_MESSAGES.phoneNumber,
    });
    expect(validatePhoneSetup({ ...valid, provider: 'skype' })).toEqual({ provider: PHONE_MESSAGES.provider });
    expect(validatePhoneSetup(valid)).toEqual({});
  });

  it('rejects a redirect number that is not a phone number', () => {
    for (const phoneNumber of ['abc', '12345', '+1 555 010 0199 0199 0199', '555-0100x']) {
      expect(validatePhoneSetup({ ...valid, phoneNumber }).phoneNumber).toBe(PHONE_MESSAGES.phoneNumberInvalid);
    }
    expect(validatePhoneSetup({ ...valid, phoneNumber: '555-0100' })).toEqual({});
  });

  it('parses a valid draft trimmed and refuses an invalid one', () => {
    expect(parsePhoneSetup(valid)).toEqual({ provider: 'twilio', apiKey: 'sk-123', phoneNumber: '+1 (555) 010-0199' });
    expect(parsePhoneSetup({ ...valid, provider: 'vonage', apiKey: '' })).toBeNull();
    // Twilio's secret is the auth token, kept on the server: its setup here has no key.
    expect(parsePhoneSetup({ ...valid, apiKey: '' })).toEqual({ provider: 'twilio', apiKey: '', phoneNumber: '+1 (555) 010-0199' });
  });

  it('refuses a blank greeting', () => {
    expect(validateAgentConfig({ ...DEFAULT_AGENT, greeting: '  ' })).toBe(PHONE_MESSAGES.greeting);
    expect(validateAgentConfig(DEFAULT_AGENT)).toBeNull();
  });
});

describe('reading stored phone settings', () => {
  it('falls back to Not Connected defaults for nothing, junk or another salon', () => {
    const empty = emptyPhoneIntegration('s1');
    expect(empty).toEqual({ salonId: 's1', setup: null, isActive: false, agent: DEFAULT_AGENT });
    expect(readPhoneIntegration(undefined, 's1')).toEqual(empty);
    expect(readPhoneIntegration('junk', 's1')).toEqual(empty);
    const other = { salonId: 's2', setup: { provider: 'twilio', apiKey: 'k', phoneNumber: '5550100199' }, isActive: true, agent: DEFAULT_AGENT };
    expect(readPhoneIntegration(other, 's1')).toEqual(empty);
  });

  it('reads a saved setup back, and is never Active without a valid setup', () => {
    const setup = { provider: 'vonage', apiKey: 'k', phoneNumber: '5550100199' };
    const agent = {
      voice: 'emma',
      greeting: 'Hi!',
      bookings: false,
      pricing: true,
      hours: false,
      transfer: true,
      redirectPhone: '+12125550100',
      callCapMinutes: 15,
    };
    expect(readPhoneIntegration({ salonId: 's1', setup, isActive: true, agent }, 's1')).toEqual({ salonId: 's1', setup, isActive: true, agent });
    // A cap out of range, or an old value without the phone fields, reads as the defaults.
    expect(
      readPhoneIntegration({ salonId: 's1', setup, isActive: true, agent: { ...agent, callCapMinutes: 0, redirectPhone: undefined } }, 's1').agent,
    ).toMatchObject({ callCapMinutes: 10, redirectPhone: null });
    const broken = readPhoneIntegration({ salonId: 's1', setup: { ...setup, apiKey: '' }, isActive: true, agent: { voice: 'robot', bookings: 'yes' } }, 's1');
    expect(broken.isActive).toBe(false);
    expect(broken.setup).toBeNull();
    expect(broken.agent).toEqual(DEFAULT_AGENT);
  });
});
