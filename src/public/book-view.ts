// The customer's pages as pure view models: the date strip, services by category, the
// sentence for a day without free times, and the checks of the booking form with the limits the
// rest of the app uses (customers' name length from the registry, the phone by its E.164 key).
// Nothing here touches the network or the DOM, so it is tested without a browser.
import { formatPrice } from '../domain/money';
import { customerPhoneKey } from '../domain/phone-key';
import type { PublicBookingPage, PublicNoTimesReason, PublicSalon } from '../domain/public-booking/contract';
import { MONTH_ABBREVIATIONS } from '../domain/month-names';
import { TABLES } from '../domain/tables/catalog';

export { formatPrice };

const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const LONG_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const LONG_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

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

export interface StripDay {
  date: string;
  /** 'Today', 'Tue' */
  weekday: string;
  /** '3 Dec' */
  day: string;
  /** 'Tuesday 3 December 2026', for screen readers. */
  label: string;
}

/** A day on the salon's calendar in words: 'Tuesday 3 December 2026'. */
export function longDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${LONG_DAYS[weekdayOf(date)]} ${d} ${LONG_MONTHS[m - 1]} ${y}`;
}

/** The bookable days: from the salon's today through max_advance_days after it. */
export function dateStrip(today: string, maxAdvanceDays: number): StripDay[] {
  const days: StripDay[] = [];
  for (let i = 0; i <= Math.max(0, maxAdvanceDays); i++) {
    const date = addDays(today, i);
    const [, m, d] = date.split('-').map(Number);
    days.push({ date, weekday: i === 0 ? 'Today' : SHORT_DAYS[weekdayOf(date)], day: `${d} ${MONTH_ABBREVIATIONS[m - 1]}`, label: longDate(date) });
  }
  return days;
}

type PageService = PublicBookingPage['services'][number];
export interface ServiceGroup {
  category: string;
  services: PageService[];
}

/** Services by category, categories in the order they first appear, the uncategorised last as 'Other services'. */
export function groupByCategory(services: PageService[]): ServiceGroup[] {
  const groups = new Map<string, PageService[]>();
  for (const s of services) {
    const key = s.category?.trim() || '';
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  const named = [...groups].filter(([k]) => k !== '').map(([category, list]) => ({ category, services: list }));
  const rest = groups.get('');
  return rest ? [...named, { category: named.length ? 'Other services' : 'Services', services: rest }] : named;
}

/** '45 min', '1 hr', '1 hr 30 min'. */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} hr` : '', m ? `${m} min` : ''].filter(Boolean).join(' ') || '0 min';
}

/** The members who do the service: the technician choice lists only them ("Any available" first). */
export function staffFor(page: PublicBookingPage, serviceId: string | null): PublicBookingPage['staff'] {
  return serviceId ? page.staff.filter((m) => m.service_ids.includes(serviceId)) : [];
}

/** The opening hours as lines, Monday first: 'Monday: 09:00 – 18:00' / 'Sunday: Closed'. */
export function hoursLines(hours: PublicBookingPage['hours']): string[] {
  const byDay = new Map(hours.map((h) => [h.day_of_week, h]));
  return [1, 2, 3, 4, 5, 6, 0].map((d) => {
    const h = byDay.get(d);
    const open = h && !h.is_closed && h.open_time && h.close_time;
    return `${LONG_DAYS[d]}: ${open ? `${h.open_time} – ${h.close_time}` : 'Closed'}`;
  });
}

const REASONS: Record<PublicNoTimesReason, string> = {
  invalid_date: 'That day can’t be booked. Please pick another.',
  service_hidden: 'This service can’t be booked online right now. Please call the salon.',
  past_date: 'That day has passed. Please pick another.',
  too_far_ahead: 'That day is too far ahead to book online yet.',
  closed: 'The salon is closed that day.',
  no_staff_for_service: 'No one does this service that day.',
  staff_time_off: 'Your technician is away that day. Try another day or “Any available”.',
  no_staff_working: 'No one is working that day.',
  too_soon: 'It’s too late to book that day online. Please pick a later day.',
  no_time_left: 'There is no time left that day. Please pick another.',
  fully_booked: 'That day is fully booked. Please pick another.',
};

/** The sentence for a day without free times. */
export function noTimesSentence(reason: PublicNoTimesReason | null): string {
  return reason ? REASONS[reason] : 'No free times that day. Please pick another.';
}

export interface CustomerInput {
  name: string;
  phone: string;
  email: string;
}
export type CustomerProblems = Partial<Record<keyof CustomerInput, string>>;

const CUSTOMER = TABLES.customers.columns;
export const CUSTOMER_LIMITS = { name: CUSTOMER.name.max, phone: CUSTOMER.phone.max, email: CUSTOMER.email.max };
// The customers' formats from the registry (the server's CHECKs hold the same): a number that has
// a key but letters too ("555 CALL NOW") or an address zod's rule refuses would not be stored.
const EMAIL = new RegExp(CUSTOMER.email.pattern!);
const PHONE = new RegExp(CUSTOMER.phone.pattern!);

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
  if (!name) out.name = 'Please enter your name';
  else if (name.length > CUSTOMER_LIMITS.name) out.name = `Your name must be at most ${CUSTOMER_LIMITS.name} characters`;
  const phone = input.phone.trim();
  if (!phone) out.phone = 'Please enter your phone number';
  else if (phone.length > CUSTOMER_LIMITS.phone || !PHONE.test(phone) || !bookingPhoneKey(phone, salon)) out.phone = 'Please enter a valid phone number';
  const email = input.email.trim();
  if (email && (email.length > CUSTOMER_LIMITS.email || !EMAIL.test(email))) out.email = 'Please enter a valid email address, or leave it empty';
  return out;
}
