// How the app writes times, dates, zones and a service's article for people: as the
// salon's locale writes them — "2:30 PM" in the US, "14:30" in the UK — dates in words, a zone
// by its name ("Pacific Time"), "an Acrylic Full Set". Intl only: no library, nothing added to
// the start-up chunk. Stored values stay "HH:MM:SS" and "YYYY-MM-DD"; this is display only.
import { clockLocale, dateTimeFormat, formatTime, salonLocale } from './clock-format';

export { clockLocale, formatTime, salonLocale };

/** How the owner's app writes the salon's dates and times: clockLocale's rule, the customer's pages' too. */
export const displayLocale = clockLocale;

const format = dateTimeFormat;

/** '2:30 – 3:30 PM'-style ranges are Intl's; we keep both ends whole: '2:30 PM–3:30 PM'. */
export function formatTimeRange(start: string, end: string, locale: string): string {
  return `${formatTime(start, locale)}–${formatTime(end, locale)}`;
}

/** 'Tue, Mar 10' for a 'YYYY-MM-DD' day (read as UTC, so no zone shifts it); `withYear` adds ', 2026'. */
export function formatDate(date: string, locale: string, withYear = false): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return date;
  const at = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return format(locale, { weekday: 'short', month: 'short', day: 'numeric', ...(withYear ? { year: 'numeric' } : {}), timeZone: 'UTC' }).format(at);
}

/**
 * A time zone by its name: 'Pacific Time' for America/Los_Angeles, 'Central European Time' for
 * Europe/Paris. Where the browser knows no name (it answers 'GMT+03:00'), the zone's own words:
 * 'Europe/Istanbul' → 'Istanbul (GMT+03:00)'.
 */
export function timeZoneLabel(zone: string, locale = 'en-US', at: Date = new Date()): string {
  try {
    const part = (style: 'longGeneric' | 'shortOffset') =>
      format(locale, { timeZone: zone, timeZoneName: style })
        .formatToParts(at)
        .find((p) => p.type === 'timeZoneName')?.value ?? '';
    const name = part('longGeneric');
    if (name && !/^GMT|^UTC/.test(name)) return name;
    // Etc/GMT-6 is six hours ahead (POSIX signs): its offset says it plainly.
    if (zone.startsWith('Etc/')) return part('shortOffset') || zone;
    const city = zone.split('/').pop()?.replace(/_/g, ' ') ?? zone;
    const offset = part('shortOffset');
    return offset && zone !== 'UTC' ? `${city} (${offset})` : city;
  } catch {
    return zone;
  }
}

/** Words that start with a vowel letter but a consonant sound, and the other way round. */
const CONSONANT_SOUND = /^(uni|use|usu|uti|ure|eu|ewe|one|once)/i;
const VOWEL_SOUND = /^(hour|honest|honou?r|heir)/i;

/** 'a Gel Manicure', 'an Acrylic Full Set', 'an hour-long soak', 'a UV gel'… by the first word's sound, as far as spelling tells. */
export function withArticle(noun: string): string {
  const word = noun.trim();
  if (!word) return word;
  // Initialisms read letter by letter: 'an SNS dip', 'a UV gel'.
  const initialism = /^[A-Z]{2,}\b/.exec(word)?.[0];
  if (initialism) return `${/^[AEFHILMNORSX]/.test(initialism) ? 'an' : 'a'} ${word}`;
  const vowel = VOWEL_SOUND.test(word) || (/^[aeiou]/i.test(word) && !CONSONANT_SOUND.test(word));
  return `${vowel ? 'an' : 'a'} ${word}`;
}
