import { describe, expect, it } from 'vitest';
import { allowedSmsCountries, checkSmsCountries, countryName, homeCountry, MAX_SMS_COUNTRIES, SMS_COUNTRY_MESSAGES, smsCountryChoices } from './sms-countries';

describe('the salon’s own country', () => {
  it('is its phone’s country, else its time zone’s, else the main country of its calling code', () => {
    expect(homeCountry({ phone: '+44 20 7946 0000', time_zone: 'America/New_York' })).toBe('GB');
    expect(homeCountry({ phone: '555-0001', time_zone: 'Europe/Paris' })).toBe('FR');
    expect(homeCountry({ phone: '+1 555 010 2030', time_zone: 'Europe/Paris' })).toBe('US');
    expect(homeCountry(null)).toBe('US');
  });

  it('is where texts go until the salon chooses', () => {
    const paris = { phone: '01 23 45 67 89', time_zone: 'Europe/Paris' };
    expect(allowedSmsCountries(null, paris)).toEqual(['FR']);
    expect(allowedSmsCountries([], paris)).toEqual(['FR']);
    expect(allowedSmsCountries(['DE', 'BE'], paris)).toEqual(['DE', 'BE']);
  });
});

describe('checkSmsCountries', () => {
  it('upper-cases and drops repeats', () => {
    expect(checkSmsCountries([' fr', 'DE', 'fr'])).toEqual({ ok: true, value: ['FR', 'DE'] });
  });

  it('refuses an unknown code, an empty list and too long a one, in words', () => {
    expect(checkSmsCountries(['FR', 'XX'])).toEqual({ ok: false, error: SMS_COUNTRY_MESSAGES.unknown('XX') });
    expect(checkSmsCountries(['FRA'])).toEqual({ ok: false, error: '"FRA" is no country code we know: use two letters, e.g. US, GB, FR.' });
    expect(checkSmsCountries([])).toEqual({ ok: false, error: SMS_COUNTRY_MESSAGES.empty });
    const many = smsCountryChoices()
      .slice(0, MAX_SMS_COUNTRIES + 1)
      .map((c) => c.code);
    expect(checkSmsCountries(many)).toEqual({ ok: false, error: SMS_COUNTRY_MESSAGES.tooMany });
    expect(checkSmsCountries(many.slice(0, MAX_SMS_COUNTRIES)).ok).toBe(true);
  });
});

it('names countries in English, sorted by name for the screen', () => {
  expect(countryName('DE')).toBe('Germany');
  const choices = smsCountryChoices();
  expect(choices.length).toBeGreaterThan(240);
  expect(choices.find((c) => c.code === 'GB')?.name).toBe('United Kingdom');
  expect(choices.map((c) => c.name)).toEqual([...choices.map((c) => c.name)].sort((a, b) => a.localeCompare(b, 'en')));
});
