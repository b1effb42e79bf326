// Which countries a salon's texts may go to: the booking page takes
// any number, and a text abroad or to a premium range costs the salon. The salon chooses; until it
// does (null on the server), only its own country. The screen (Phone Integration) and the sender
// read the list through here; the server checks the same codes (sync_private.sms_country_codes in
// supabase/migrations/20261127000400_sms_countries.sql, held equal to getCountries() by a test).
// The `min` metadata is enough: only countries and calling codes are asked, never number types.
import { getCountries, isSupportedCountry, type CountryCode } from 'libphonenumber-js/min';
import metadata from 'libphonenumber-js/min/metadata';
import { salonPhoneRegion } from './phone-key';

/** More would be "everywhere": a salon serves its neighbours, not the world. */
export const MAX_SMS_COUNTRIES = 30;

export const SMS_COUNTRY_MESSAGES = {
  empty: 'Choose at least one country to send texts to.',
  tooMany: `Choose at most ${MAX_SMS_COUNTRIES} countries to send texts to.`,
  unknown: (code: string) => `"${code}" is no country code we know: use two letters, e.g. US, GB, FR.`,
} as const;

let names: Intl.DisplayNames | null = null;
/** 'Germany' for 'DE'; the code itself where the runtime has no name for it. */
export function countryName(code: string): string {
  try {
    names ??= new Intl.DisplayNames(['en'], { type: 'region' });
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The salon's own country, as its customers' numbers are read (phone-key.ts): its phone's country,
 * else its time zone's. A "+1 555…" salon phone names only a calling code: its main country then
 * (the first libphonenumber lists for the code: US for +1, GB for +44).
 */
export function homeCountry(salon: { phone?: string | null; time_zone?: string | null } | null | undefined): CountryCode {
  const region = salonPhoneRegion(salon);
  if ('country' in region) return region.country;
  const main = metadata.country_calling_codes[region.callingCode]?.[0];
  return main && isSupportedCountry(main) ? main : 'US';
}

/** Where texts may go: the saved choice, or the salon's own country when it never chose. */
export function allowedSmsCountries(saved: readonly string[] | null | undefined, salon: Parameters<typeof homeCountry>[0]): CountryCode[] {
  const chosen = (saved ?? []).filter((c): c is CountryCode => isSupportedCountry(c));
  return chosen.length > 0 ? chosen : [homeCountry(salon)];
}

export type SmsCountriesResult = { ok: true; value: CountryCode[] } | { ok: false; error: string };

/** The owner's list, upper-cased and without repeats, or what is wrong with it (the server's words). */
export function checkSmsCountries(input: readonly string[]): SmsCountriesResult {
  const value: CountryCode[] = [];
  for (const raw of input) {
    const code = raw.trim().toUpperCase();
    if (!/^[A-Z]{2}$/.test(code) || !isSupportedCountry(code)) return { ok: false, error: SMS_COUNTRY_MESSAGES.unknown(raw.trim().slice(0, 10)) };
    if (!value.includes(code)) value.push(code);
  }
  if (value.length === 0) return { ok: false, error: SMS_COUNTRY_MESSAGES.empty };
  if (value.length > MAX_SMS_COUNTRIES) return { ok: false, error: SMS_COUNTRY_MESSAGES.tooMany };
  return { ok: true, value };
}

/** Every country a text may go to, by name, for the screen's list. */
export function smsCountryChoices(): { code: CountryCode; name: string }[] {
  return getCountries()
    .map((code) => ({ code, name: countryName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
