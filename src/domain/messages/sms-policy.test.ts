import fc from 'fast-check';
import examples from 'libphonenumber-js/mobile/examples';
import metadata from 'libphonenumber-js/max/metadata';
import { getCountries, getExampleNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { smsVerdict, SMS_REFUSALS, type SmsGateFacts } from './sms-policy';

const OPEN: SmsGateFacts = { allowedCountries: null, bookedOnline: false, answered: false, textedToday: false };
const verdict = (to: string, facts: Partial<SmsGateFacts> = {}, home: CountryCode = 'US') => smsVerdict(to, home, { ...OPEN, ...facts }, metadata);

describe('smsVerdict', () => {
  it('sends to a number of the salon’s own country', () => {
    expect(verdict('+12125550101')).toEqual({ send: true, country: 'US' });
    expect(verdict('+33612345678', {}, 'FR')).toEqual({ send: true, country: 'FR' });
  });

  it('refuses premium-rate and shared-cost numbers, even in an allowed country', () => {
    expect(verdict('+19005551234')).toEqual({ send: false, reason: 'Not sent: +1 900 555 1234 is a premium-rate number.' });
    const europe = { allowedCountries: ['GB', 'FR', 'ES'] };
    expect(verdict('+449090123456', europe)).toEqual({ send: false, reason: 'Not sent: +44 909 012 3456 is a premium-rate number.' });
    expect(verdict('+33899123456', europe).send).toBe(false);
    expect(verdict('+34803123456', europe).send).toBe(false);
    expect(verdict('+33810123456', europe)).toEqual({ send: false, reason: 'Not sent: +33 810 12 34 56 is a shared-cost number.' });
  });

  it('refuses a number no range holds, and one of no country', () => {
    for (const to of ['+15550142000', '+447700900123', '+390000', 'not a number', ''])
      expect(verdict(to)).toEqual({ send: false, reason: SMS_REFUSALS.invalid });
    expect(verdict('+8816123456789')).toEqual({ send: false, reason: 'Not sent: +881 6 123 456789 belongs to no country (an international service number).' });
  });

  it('refuses a country the salon did not choose, naming it and where to choose it', () => {
    expect(verdict('+4915112345678')).toEqual({
      send: false,
      reason: 'Not sent: texts to Germany are off for this salon (Phone Integration → Send texts to).',
    });
    expect(verdict('+4915112345678', { allowedCountries: ['US', 'DE'] }).send).toBe(true);
    // A choice replaces the default: a salon that chose only Germany texts no US number.
    expect(verdict('+12125550101', { allowedCountries: ['DE'] }).send).toBe(false);
    // Jamaica shares +1 with the US but is not the US.
    expect(verdict('+18765551234').send).toBe(false);
  });

  it('a booking-page appointment gets one text a day to a number that never answered', () => {
    expect(verdict('+12125550101', { bookedOnline: true, textedToday: true })).toEqual({ send: false, reason: SMS_REFUSALS.daily });
    expect(verdict('+12125550101', { bookedOnline: true, textedToday: true, answered: true }).send).toBe(true);
    expect(verdict('+12125550101', { bookedOnline: false, textedToday: true }).send).toBe(true);
    expect(verdict('+12125550101', { bookedOnline: true, textedToday: false }).send).toBe(true);
  });
});

const COUNTRIES = getCountries();
const country = fc.constantFrom(...COUNTRIES);
const facts = fc.record({
  allowedCountries: fc.option(fc.uniqueArray(country, { minLength: 1, maxLength: 30 }), { nil: null }),
  bookedOnline: fc.boolean(),
  answered: fc.boolean(),
  textedToday: fc.boolean(),
});
// Random numbers: a real calling code and digits, so valid, invalid, premium and foreign all come up.
const anyNumber = fc
  .tuple(fc.constantFrom(...new Set(COUNTRIES.map((c) => getExampleNumber(c, examples)?.countryCallingCode ?? '1'))), fc.stringMatching(/^[0-9]{4,12}$/))
  .map(([code, digits]) => `+${code}${digits}`);

describe('properties', () => {
  it('a text goes only to a valid number of a chosen country that is not premium or shared-cost, within the daily rule', () => {
    fc.assert(
      fc.property(anyNumber, country, facts, (to, home, f) => {
        const v = smsVerdict(to, home, f, metadata);
        // The oracle: libphonenumber's own 'max' entry point, not the core one under test.
        const p = parsePhoneNumberFromString(to);
        const allowed = f.allowedCountries ?? [home];
        const ok =
          !!p?.isValid() &&
          !!p.country &&
          allowed.includes(p.country) &&
          !['PREMIUM_RATE', 'SHARED_COST'].includes(p.getType() ?? '') &&
          !(f.bookedOnline && !f.answered && f.textedToday);
        expect(v.send).toBe(ok);
        if (!v.send) expect(v.reason).toMatch(/^Not sent: /);
      }),
      { numRuns: 2000 },
    );
  });

  it('every country’s mobile example goes exactly when its country is chosen', () => {
    fc.assert(
      fc.property(country, facts, (c, f) => {
        const example = getExampleNumber(c, examples);
        // Some territories share their ranges (Åland's example reads as Finland's): only those a number names.
        fc.pre(!!example && parsePhoneNumberFromString(example.number)?.country === c);
        const v = smsVerdict(example!.number, 'US', { ...f, bookedOnline: false }, metadata);
        expect(v.send).toBe((f.allowedCountries ?? ['US']).includes(c));
      }),
      { numRuns: 1000 },
    );
  });

  it('choosing one more country never stops a text that went', () => {
    fc.assert(
      fc.property(anyNumber, facts, country, (to, f, extra) => {
        const before = smsVerdict(to, 'US', f, metadata);
        const after = smsVerdict(to, 'US', { ...f, allowedCountries: [...(f.allowedCountries ?? ['US']), extra] }, metadata);
        if (before.send) expect(after.send).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
