// The salon's clock as its country writes it ("2:30 PM" in the US, "14:30" in the UK), apart from
// display-format.ts's other formats: the customers' booking page writes its times with these and
// nothing else, on a budget of its own. Intl only.

/**
 * The locale the salon writes times in, from its time zone: the app's words are English, the
 * clock is the country's. Zones not listed write like British English (24-hour), as most of the
 * world does.
 */
const LOCALE_PREFIXES: readonly [string, string][] = [
  ['America/Toronto', 'en-CA'],
  ['America/Vancouver', 'en-CA'],
  ['America/Edmonton', 'en-CA'],
  ['America/Winnipeg', 'en-CA'],
  ['America/Halifax', 'en-CA'],
  ['America/St_Johns', 'en-CA'],
  ['America/Regina', 'en-CA'],
  ['Canada/', 'en-CA'],
  ['America/', 'en-US'],
  ['US/', 'en-US'],
  ['Pacific/Honolulu', 'en-US'],
  ['Australia/', 'en-AU'],
  ['Pacific/Auckland', 'en-NZ'],
  ['Asia/Kolkata', 'en-IN'],
  ['Asia/Calcutta', 'en-IN'],
  ['Asia/Manila', 'en-PH'],
];

export function salonLocale(timeZone: string | null | undefined): string {
  const zone = timeZone ?? '';
  return LOCALE_PREFIXES.find(([prefix]) => zone.startsWith(prefix))?.[1] ?? 'en-GB';
}

/**
 * The locale to write a salon's dates and times in for someone reading `language` ('en', 'vi',
 * 'es'): that language with the salon's country (read from its zone), so Intl decides the clock:
 * in a US salon '2:30 PM' in English, '2:30 p.m.' in Spanish, '14:30' in Vietnamese; elsewhere the
 * clock the language itself writes. The owner's app and the customer's pages share it, so the
 * owner and her customer read the same time the same way.
 */
export function clockLocale(language: string, timeZone: string | null | undefined): string {
  if (language === 'en') return salonLocale(timeZone);
  const zone = timeZone ?? '';
  const listed = LOCALE_PREFIXES.find(([prefix]) => zone.startsWith(prefix))?.[1];
  // A country we do not list: the language's own way, not British English's region.
  return listed ? `${language}-${listed.slice(listed.indexOf('-') + 1)}` : language;
}

const formats = new Map<string, Intl.DateTimeFormat>();
/** One formatter per locale and options, kept: building one costs far more than using it. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}

/** '2:30 PM' (en-US) or '14:30' (en-GB) for a stored '14:30:00' or '14:30'; the text itself when it is no time. */
export function formatTime(time: string, locale: string): string {
  const m = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!m) return time;
  const at = new Date(Date.UTC(2000, 0, 1, Number(m[1]), Number(m[2])));
  // A 24-hour clock writes '09:00', a 12-hour one '9:00 AM'. Intl's narrow no-break space before
  // AM/PM keeps "2:30 PM" on one line.
  const twelve = dateTimeFormat(locale, { hour: 'numeric', timeZone: 'UTC' }).resolvedOptions().hour12 === true;
  return dateTimeFormat(locale, { hour: twelve ? 'numeric' : '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(at);
}

/**
 * A time as the customer's language writes it in the salon's country: '2:30 PM' in a US salon's
 * English, '2:30 p.m.' in its Spanish, '14:30' in Vietnamese or in a UK salon. It is the rule the
 * owner's app and the booking page write the salon's times by, so the owner, the page and the
 * message read the same. The space before AM/PM is a plain one: newer ICU writes a narrow no-break
 * space there, which is not in GSM-7 (one such character makes a whole SMS UCS-2, 70 characters a
 * segment instead of 160) and would make the browser's preview differ from the server's text.
 */
export function messageTime(time: string, language: string | null | undefined, timeZone: string | null | undefined): string {
  return formatTime(time, clockLocale(language ?? 'en', timeZone)).replace(/[\u00a0\u202f]/g, ' ');
}

/**
 * Spanish's article before a time: 'la 1:30 p.m.' and 'la 01:30' but 'las 2:30', 'las 14:30'.
 * One o'clock is singular whichever clock writes it. Sarah's words, the texted confirmation and
 * the owner's templates all take it from here.
 */
export const spanishArticle = (time: string): 'la' | 'las' => (/^0?1:/.test(time) ? 'la' : 'las');

/**
 * A sentence that ends on a time with its own dot ('… a las 6:00 p.m.') ends there: the time's dot
 * is the sentence's, not 'p.m..'. Any language whose clock writes 'a.m.'/'p.m.' (or 'a. m.').
 */
export const endOnTime = (sentence: string): string => sentence.replace(/(\b[ap]\. ?m\.)\./g, '$1');
