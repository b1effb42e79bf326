// One phone identity: a customer is the salon's customer with the same E.164 key,
// whoever typed the number and however. "+1 (555) 014-2000", "555-014-2000" and "5550142000"
// are one person; the key is what is stored (customers.phone_key), indexed and compared.
// libphonenumber-js knows every country's prefixes; the `min` metadata is enough to parse.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { PHONE_KEY_PATTERN } from './tables/limits';

/** Where a number typed without "+" is read: a country, or a calling code when only that is known. */
export type PhoneRegion = { country: CountryCode } | { callingCode: string };

/** The server's CHECK on customers.phone_key: "+", then 7 to 15 digits, no leading zero. */
export { PHONE_KEY_PATTERN };

export const DEFAULT_PHONE_REGION: PhoneRegion = { country: 'US' };

/**
 * The number's E.164 key, or null when the text is no phone number at all (no digits, too few or
 * too many). A number that is short for its country (the old "555-0142" of the spec's examples)
 * still gets a key made of its calling code and digits, so "+1 555 0142" and "555-0142" stay one.
 */
export function phoneKey(raw: string, region: PhoneRegion = DEFAULT_PHONE_REGION): string | null {
  if (typeof raw !== 'string' || !/\d/.test(raw)) return null;
  const options = 'country' in region ? { defaultCountry: region.country } : { defaultCallingCode: region.callingCode };
  let parsed;
  try {
    parsed = parsePhoneNumberFromString(raw, options);
  } catch {
    return null;
  }
  const key = parsed?.number;
  return key && PHONE_KEY_PATTERN.test(key) ? key : null;
}

/**
 * The salon's region, for numbers its customers type without a country code: the salon's own
 * phone when it is written internationally (it says the country outright), else the country of
 * the salon's time zone, else the US (the product's first market).
 */
export function salonPhoneRegion(salon: { phone?: string | null; time_zone?: string | null } | null | undefined): PhoneRegion {
  const phone = salon?.phone?.trim() ?? '';
  if (phone.startsWith('+')) {
    const parsed = parsePhoneNumberFromString(phone);
    if (parsed?.country) return { country: parsed.country };
    // "+1 555…" names no single country (the area code is fictional), but its calling code is plain.
    if (parsed?.countryCallingCode) return { callingCode: parsed.countryCallingCode };
  }
  const zoned = countryOfTimeZone(salon?.time_zone ?? '');
  return zoned ? { country: zoned } : DEFAULT_PHONE_REGION;
}

/**
 * A customer's key as the salon's devices make it: `phoneKey` in the salon's region. Every server
 * path keys phones with this (the booking page, the sender), never with SQL's copy.
 */
export function customerPhoneKey(raw: string, salon: Parameters<typeof salonPhoneRegion>[0]): string | null {
  return phoneKey(raw, salonPhoneRegion(salon));
}

// Zones of the countries a salon is likely in; a zone not listed falls back to the US. Canada and
// the US share +1, so a Canadian salon read as US still gets the right keys.
const ZONE_PREFIXES: readonly [string, CountryCode][] = [
  ['America/Indiana/', 'US'],
  ['America/Kentucky/', 'US'],
  ['America/North_Dakota/', 'US'],
  ['America/Argentina/', 'AR'],
  ['Australia/', 'AU'],
  ['US/', 'US'],
  ['Canada/', 'CA'],
];
const ZONES: Readonly<Record<string, CountryCode>> = {
  'America/New_York': 'US',
  'America/Chicago': 'US',
  'America/Denver': 'US',
  'America/Phoenix': 'US',
  'America/Los_Angeles': 'US',
  'America/Anchorage': 'US',
  'America/Detroit': 'US',
  'America/Boise': 'US',
  'Pacific/Honolulu': 'US',
  'America/Puerto_Rico': 'PR',
  'America/Toronto': 'CA',
  'America/Vancouver': 'CA',
  'America/Edmonton': 'CA',
  'America/Winnipeg': 'CA',
  'America/Halifax': 'CA',
  'America/St_Johns': 'CA',
  'America/Regina': 'CA',
  'America/Mexico_City': 'MX',
  'America/Tijuana': 'MX',
  'America/Cancun': 'MX',
  'America/Sao_Paulo': 'BR',
  'America/Bogota': 'CO',
  'America/Lima': 'PE',
  'America/Santiago': 'CL',
  'Europe/London': 'GB',
  'Europe/Dublin': 'IE',
  'Europe/Paris': 'FR',
  'Europe/Berlin': 'DE',
  'Europe/Madrid': 'ES',
  'Europe/Rome': 'IT',
  'Europe/Amsterdam': 'NL',
  'Europe/Brussels': 'BE',
  'Europe/Zurich': 'CH',
  'Europe/Vienna': 'AT',
  'Europe/Stockholm': 'SE',
  'Europe/Oslo': 'NO',
  'Europe/Copenhagen': 'DK',
  'Europe/Helsinki': 'FI',
  'Europe/Warsaw': 'PL',
  'Europe/Lisbon': 'PT',
  'Europe/Athens': 'GR',
  'Europe/Prague': 'CZ',
  'Europe/Budapest': 'HU',
  'Europe/Bucharest': 'RO',
  'Europe/Kyiv': 'UA',
  'Europe/Kiev': 'UA',
  'Europe/Istanbul': 'TR',
  'Asia/Tokyo': 'JP',
  'Asia/Seoul': 'KR',
  'Asia/Shanghai': 'CN',
  'Asia/Hong_Kong': 'HK',
  'Asia/Taipei': 'TW',
  'Asia/Singapore': 'SG',
  'Asia/Manila': 'PH',
  'Asia/Bangkok': 'TH',
  'Asia/Ho_Chi_Minh': 'VN',
  'Asia/Jakarta': 'ID',
  'Asia/Kolkata': 'IN',
  'Asia/Calcutta': 'IN',
  'Asia/Dubai': 'AE',
  'Asia/Jerusalem': 'IL',
  'Pacific/Auckland': 'NZ',
  'Africa/Johannesburg': 'ZA',
  'Africa/Lagos': 'NG',
  'Africa/Cairo': 'EG',
  'Africa/Nairobi': 'KE',
};

export function countryOfTimeZone(zone: string): CountryCode | null {
  if (ZONES[zone]) return ZONES[zone];
  return ZONE_PREFIXES.find(([prefix]) => zone.startsWith(prefix))?.[1] ?? null;
}

/** The key a customer row is known by; a row that somehow has none yet gets it computed. */
export function keyOfCustomer(customer: { phone: string | null; phone_key?: string | null }, region: PhoneRegion): string | null {
  return customer.phone_key ?? (customer.phone ? phoneKey(customer.phone, region) : null);
}
