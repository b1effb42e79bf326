import { describe, expect, it } from 'vitest';
import { countryOfTimeZone, PHONE_KEY_PATTERN, phoneKey, salonPhoneRegion } from './phone-key';

describe('phoneKey', () => {
  it('reads the three spellings of one US number as one key', () => {
    const keys = ['+1 (555) 014-2000', '555-014-2000', '5550142000', '1 555 014 2000', '(555) 014 2000'].map((p) => phoneKey(p, { country: 'US' }));
    expect(new Set(keys)).toEqual(new Set(['+15550142000']));
  });

  it('keeps "+1 555 0142" and "555-0142" one caller (the two keys of old disagreed here)', () => {
    expect(phoneKey('+1 555 0142', { country: 'US' })).toBe('+15550142');
    expect(phoneKey('555-0142', { country: 'US' })).toBe('+15550142');
  });

  it('reads national numbers in the salon country and international ones as written', () => {
    expect(phoneKey('020 7946 0958', { country: 'GB' })).toBe('+442079460958');
    expect(phoneKey('+44 20 7946 0958', { country: 'US' })).toBe('+442079460958');
    expect(phoneKey('06 12 34 56 78', { country: 'FR' })).toBe('+33612345678');
    expect(phoneKey('0412 345 678', { country: 'AU' })).toBe('+61412345678');
    // The same digits are another person in another country.
    expect(phoneKey('0412 345 678', { country: 'AU' })).not.toBe(phoneKey('0412 345 678', { country: 'GB' }));
    expect(phoneKey('555-014-2000', { callingCode: '1' })).toBe('+15550142000');
  });

  it('says null, never a made-up key, for what is no phone number', () => {
    for (const garbage of ['', '   ', 'call me', '555', '1', '+', '12345678901234567890', '+0 123 4567']) {
      expect(phoneKey(garbage, { country: 'US' }), garbage).toBeNull();
    }
  });

  it('only ever answers keys the server CHECK accepts', () => {
    for (const p of ['+1 (555) 010-0000', '555-0100', '(555) 0111', '555 999 0000', '+49 30 901820', '+353 1 234 5678']) {
      expect(phoneKey(p), p).toMatch(PHONE_KEY_PATTERN);
    }
  });
});

describe('salonPhoneRegion', () => {
  it("takes the country of the salon's international phone first", () => {
    expect(salonPhoneRegion({ phone: '+44 20 7946 0958', time_zone: 'America/New_York' })).toEqual({ country: 'GB' });
    expect(salonPhoneRegion({ phone: '+33 6 12 34 56 78', time_zone: 'UTC' })).toEqual({ country: 'FR' });
  });

  it('takes the calling code when the number names no single country', () => {
    expect(salonPhoneRegion({ phone: '+1 (555) 010-0000', time_zone: 'Europe/Paris' })).toEqual({ callingCode: '1' });
  });

  it('falls back to the time zone, then to the US', () => {
    expect(salonPhoneRegion({ phone: '020 7946 0958', time_zone: 'Europe/London' })).toEqual({ country: 'GB' });
    expect(salonPhoneRegion({ phone: '555-0100', time_zone: 'Australia/Melbourne' })).toEqual({ country: 'AU' });
    expect(salonPhoneRegion({ phone: '555-0100', time_zone: 'America/Indiana/Indianapolis' })).toEqual({ country: 'US' });
    expect(salonPhoneRegion({ phone: '555-0100', time_zone: 'Antarctica/Troll' })).toEqual({ country: 'US' });
    expect(salonPhoneRegion(null)).toEqual({ country: 'US' });
    expect(countryOfTimeZone('Nowhere/Else')).toBeNull();
  });
});
