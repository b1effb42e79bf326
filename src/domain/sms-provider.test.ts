// The screen's checks of the text-message provider settings (src/domain/sms-provider.ts): the
// same rules and words as save_sms_provider, so the tablet refuses what the server would.
import { describe, expect, it } from 'vitest';
import { checkSmsProvider, normalizeFromNumber, readSmsProviderStatus, SMS_PROVIDER_MESSAGES as M, type SmsProviderStatus } from './sms-provider';

const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TOKEN = 'ABCDEF0123456789'.repeat(2);
const saved: SmsProviderStatus = { accountSid: SID, fromNumber: '+15550102030', hasToken: true, allowedCountries: null, updatedAt: '2026-11-24T10:00:00Z' };
const draft = (over: Partial<{ accountSid: string; authToken: string; fromNumber: string }> = {}) => ({
  accountSid: SID,
  authToken: TOKEN,
  fromNumber: '+15550102030',
  ...over,
});

describe('checkSmsProvider', () => {
  it('accepts good values, trimmed, with the number written the usual ways', () => {
    expect(checkSmsProvider(draft({ accountSid: `  ${SID} `, fromNumber: '+1 (555) 010-2030' }), null)).toEqual({
      ok: true,
      value: { accountSid: SID, authToken: TOKEN, fromNumber: '+15550102030', countries: null },
    });
    expect(checkSmsProvider(draft({ fromNumber: '+44.20.7946.0000' }), null)).toMatchObject({ ok: true, value: { fromNumber: '+442079460000' } });
  });

  it.each([
    ['AC123', 'too short'],
    [`AC${'0'.repeat(33)}`, 'too long'],
    [`SK${'0'.repeat(32)}`, 'an API key SID, not an account SID'],
    [`AC${'g'.repeat(32)}`, 'not hex'],
    ['', 'blank'],
  ])('refuses the account SID %j (%s)', (accountSid) => {
    expect(checkSmsProvider(draft({ accountSid }), null)).toEqual({ ok: false, errors: { accountSid: M.accountSid } });
  });

  it.each(['abc', 'z'.repeat(32), '0'.repeat(31), '0'.repeat(33), `${'0'.repeat(16)} ${'0'.repeat(15)}`])('refuses the auth token %j', (authToken) => {
    expect(checkSmsProvider(draft({ authToken }), null)).toEqual({ ok: false, errors: { authToken: M.authToken } });
  });

  it.each(['5550102030', '+0555010203', '+1555', '+1555010203012345', '', '+1 555 CALL NOW', '++15550102030'])('refuses the From number %j', (fromNumber) => {
    expect(checkSmsProvider(draft({ fromNumber }), null)).toEqual({ ok: false, errors: { fromNumber: M.fromNumber } });
  });

  it('names every bad field at once', () => {
    const result = checkSmsProvider({ accountSid: 'x', authToken: 'y', fromNumber: 'z' }, null);
    expect(result).toEqual({ ok: false, errors: { accountSid: M.accountSid, authToken: M.authToken, fromNumber: M.fromNumber } });
  });

  describe('a blank token', () => {
    it('keeps the saved one (sent as null)', () => {
      expect(checkSmsProvider(draft({ authToken: '   ' }), saved)).toEqual({
        ok: true,
        value: { accountSid: SID, authToken: null, fromNumber: '+15550102030', countries: null },
      });
    });
    it('is refused when nothing is saved, beside the other problems', () => {
      expect(checkSmsProvider(draft({ authToken: '' }), null)).toEqual({ ok: false, errors: { authToken: M.authTokenRequired } });
      expect(checkSmsProvider({ accountSid: 'AC1', authToken: '', fromNumber: '' }, null)).toEqual({
        ok: false,
        errors: { accountSid: M.accountSid, authToken: M.authTokenRequired, fromNumber: M.fromNumber },
      });
    });
    it('is refused with a new account SID', () => {
      expect(checkSmsProvider(draft({ accountSid: `AC${'1'.repeat(32)}`, authToken: '' }), saved)).toEqual({
        ok: false,
        errors: { authToken: M.authTokenForNewSid },
      });
    });
    it('is left to the server when the saved settings could not be read', () => {
      expect(checkSmsProvider(draft({ authToken: '' }), undefined)).toMatchObject({ ok: true, value: { authToken: null } });
    });
  });
});

describe('the countries texts may go to', () => {
  it('are checked with the rest and sent upper-cased, once each', () => {
    expect(checkSmsProvider({ ...draft(), countries: ['us', 'FR', 'us'] }, null)).toMatchObject({ ok: true, value: { countries: ['US', 'FR'] } });
    expect(checkSmsProvider({ ...draft({ fromNumber: 'x' }), countries: ['US', 'ZZ'] }, null)).toEqual({
      ok: false,
      errors: { fromNumber: M.fromNumber, countries: '"ZZ" is no country code we know: use two letters, e.g. US, GB, FR.' },
    });
    expect(checkSmsProvider({ ...draft(), countries: [] }, null)).toEqual({
      ok: false,
      errors: { countries: 'Choose at least one country to send texts to.' },
    });
  });

  it('use the words sms_countries_checked raises', async () => {
    const { readFileSync } = await import('node:fs');
    const { SMS_COUNTRY_MESSAGES: C } = await import('./sms-countries');
    const sql = readFileSync('supabase/migrations/20261127000400_sms_countries.sql', 'utf8');
    for (const text of [C.empty, C.tooMany]) expect(sql).toContain(`'${text}'`);
    expect(sql).toContain(`'${C.unknown('%s')}'`);
  });
});

describe('the same rules as the migration', () => {
  it('uses the messages save_sms_provider raises', async () => {
    const { readFileSync } = await import('node:fs');
    const sql = readFileSync('supabase/migrations/20261124000900_sms_provider.sql', 'utf8');
    for (const text of Object.values(M)) expect(sql).toContain(`'${text}'`);
  });
});

describe('normalizeFromNumber and readSmsProviderStatus', () => {
  it('drops separators only', () => {
    expect(normalizeFromNumber(' +1 (555) 010-20.30 ')).toBe('+15550102030');
    expect(normalizeFromNumber('+1/555')).toBe('+1/555');
  });
  it("reads the server's answer and nothing else", () => {
    expect(readSmsProviderStatus({ account_sid: SID, from_number: '+15550102030', has_token: true, updated_at: '2026-11-24T10:00:00Z' })).toEqual(saved);
    const withCountries = {
      account_sid: SID,
      from_number: '+15550102030',
      has_token: true,
      allowed_countries: ['FR', 'DE'],
      updated_at: '2026-11-24T10:00:00Z',
    };
    expect(readSmsProviderStatus(withCountries)).toEqual({ ...saved, allowedCountries: ['FR', 'DE'] });
    expect(readSmsProviderStatus(null)).toBeNull();
    expect(readSmsProviderStatus({ account_sid: SID })).toBeNull();
  });
});
