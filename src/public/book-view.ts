// The customer's pages as pure view models: the date strip, services by category, the opening
// hours, and the checks of the booking form with the limits the rest of the app uses (customers'
// name length as the registry's, the phone by its E.164 key). Nothing here touches the network or
// the DOM, so it is tested without a browser; the sentences are words.ts's, in the customer's
// language (this module stays free of Lingui's macro: the e2e tests import longDate).
import { clockLocale, formatTime } from '../domain/clock-format';
import type { Language } from '../domain/languages';
import { formatPrice } from '../domain/money';
import { customerPhoneKey } from '../domain/phone-key';
import type { PublicBookingPage, PublicSalon } from '../domain/public-booking/contract';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../domain/tables/formats';
import { CUSTOMER_LIMITS } from '../domain/tables/limits';

export { formatPrice };

// Calendar dates as plain 'YYYY-MM-DD' arithmetic on UTC midnights: the page needs no
// time zone for them (the server sends the salon's today), and src/domain/dates.ts brings date-fns,
// 6 KB of this page's 60 KB budget.
const utc = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
};
export const weekdayOf = (date: string): number => utc(date).getUTCDay();
export function addDays(date: string, days: number): string {
  const t = utc(date);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

// Names of days and months are Intl's, in the customer's language. English keeps the page's
// own day-first order ('Tuesday 3 December 2026', '3 Dec'), built from British English's parts.
const formats = new Map<string, Intl.DateTimeFormat>();
function formatter(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a time zone's name, not words
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, { ...options, timeZone: 'UTC' })));
  return f;
}
const part = (date: string, language: Language, options: Intl.DateTimeFormatOptions) => formatter(language, options).format(utc(date));
/** 'lunes' → 'Lunes': a weekday that starts a label or a line. */
const capital = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

export interface StripDay {
  date: string;
  /** 'Tue' (the first day: the caller writes 'Today'). */
  weekday: string;
  /** '3 Dec' */
  day: string;
  /** 'Tuesday 3 December 2026', for screen readers. */
  label: string;
  today: boolean;
}

/** A day on the salon's calendar in words: 'Tuesday 3 December 2026', 'Thứ Ba, 3 tháng 12, 2026', 'martes, 3 de diciembre de 2026'. */
export function longDate(date: string, language: Language = 'en'): string {
  // Not capitalized: Spanish writes it lower case inside a sentence ('el lunes, 28 de febrero').
  if (language !== 'en') return part(date, language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const [y, , d] = date.split('-').map(Number);
  return `${weekdayName(date, 'en')} ${d} ${part(date, 'en', { month: 'long' })} ${y}`;
}

/** The locale the customer's pages write the salon's times in: clockLocale's rule, the owner's app's too. */
export const timeLocale: (language: Language, salonZone: string | null | undefined) => string = clockLocale;

/** A time of the salon's clock ('14:30', as stored) as `locale` (timeLocale's) writes it: '2:30 PM', '14:30'. */
export const clock = (time: string, locale: string): string => formatTime(time, locale);

/** 'Tuesday', 'Thứ Ba', 'Martes'. */
export const weekdayName = (date: string, language: Language = 'en'): string => capital(part(date, language, { weekday: 'long' }));

/** The bookable days: from the salon's today through max_advance_days after it. */
export function dateStrip(today: string, maxAdvanceDays: number, language: Language = 'en'): StripDay[] {
  const days: StripDay[] = [];
  for (let i = 0; i <= Math.max(0, maxAdvanceDays); i++) {
    const date = addDays(today, i);
    days.push({
      date,
      weekday: capital(part(date, language, { weekday: 'short' })),
      day: part(date, language, { day: 'numeric', month: 'short' }),
      label: longDate(date, language),
      today: i === 0,
    });
  }
  return days;
}

type PageService = PublicBookingPage['services'][number];
export interface ServiceGroup {
  /** null: the services without a category. */
  category: string | null;
  services: PageService[];
}

/** Services by category, categories in the order they first appear, the uncategorised last (category null). */
export function groupByCategory(services: PageService[]): ServiceGroup[] {
  const groups = new Map<string, PageService[]>();
  for (const s of services) {
    const key = s.category?.trim() || '';
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  const named = [...groups].filter(([k]) => k !== '').map(([category, list]) => ({ category, services: list }));
  const rest = groups.get('');
  return rest ? [...named, { category: null, services: rest }] : named;
}

/** The members who do the service: the technician choice lists only them ("Any available" first). */
export function staffFor(page: PublicBookingPage, serviceId: string | null): PublicBookingPage['staff'] {
  return serviceId ? page.staff.filter((m) => m.service_ids.includes(serviceId)) : [];
}

export interface HoursLine {
  /** 'Monday' in the customer's language. */
  weekday: string;
  /** '9:00 AM – 6:00 PM' (as the locale writes times), or null on a closed day. */
  open: string | null;
}

// 2026-11-30 was a Monday: the week's days from it, so Intl names them.
const MONDAY = '2026-11-30';

/** The opening hours, Monday first; `locale` writes the times (timeLocale). */
export function hoursLines(hours: PublicBookingPage['hours'], language: Language, locale: string): HoursLine[] {
  const byDay = new Map(hours.map((h) => [h.day_of_week, h]));
  return [1, 2, 3, 4, 5, 6, 0].map((d) => {
    const h = byDay.get(d);
    const open = h && !h.is_closed && h.open_time && h.close_time ? `${clock(h.open_time, locale)} – ${clock(h.close_time, locale)}` : null;
    return { weekday: weekdayName(addDays(MONDAY, (d + 6) % 7), language), open };
  });
}

export interface CustomerInput {
  name: string;
  phone: string;
  email: string;
}
/** What is wrong with a field; the page says it in the customer's language (words.ts). */
export type CustomerProblem = 'name_missing' | 'name_too_long' | 'phone_missing' | 'phone_invalid' | 'email_invalid';
export type CustomerProblems = Partial<Record<keyof CustomerInput, CustomerProblem>>;

export { CUSTOMER_LIMITS };
// The customers' formats the registry's columns hold (the server's CHECKs hold the same): a number
// that has a key but letters too ("555 CALL NOW") or an address zod's rule refuses would not be stored.
const EMAIL = new RegExp(EMAIL_PATTERN);
const PHONE = new RegExp(PHONE_PATTERN);

/**
 * The phone's key as the salon's devices make it (libphonenumber, the salon's region). The page
 * sends it with the booking, so a card made here is the one the tablet would find; the
 * server takes it only when it is a reading of the digits typed.
 */
export function bookingPhoneKey(phone: string, salon: Pick<PublicSalon, 'phone' | 'time_zone'>): string | null {
  return customerPhoneKey(phone.trim(), salon);
}

/** Every problem of the booking form by field, with the limits used everywhere else. */
export function customerProblems(input: CustomerInput, salon: Pick<PublicSalon, 'phone' | 'time_zone'>): CustomerProblems {
  const out: CustomerProblems = {};
  const name = input.name.trim();
  if (!name) out.name = 'name_missing';
  else if (name.length > CUSTOMER_LIMITS.name) out.name = 'name_too_long';
  const phone = input.phone.trim();
  if (!phone) out.phone = 'phone_missing';
  else if (phone.length > CUSTOMER_LIMITS.phone || !PHONE.test(phone) || !bookingPhoneKey(phone, salon)) out.phone = 'phone_invalid';
  const email = input.email.trim();
  if (email && (email.length > CUSTOMER_LIMITS.email || !EMAIL.test(email))) out.email = 'email_invalid';
  return out;
}
