// The Clients screen's small view rules. Pure, beside its test; its words are in clients-words.ts.
import { clientTotals, isLateCancellation, splitVisits, type ClientTotals } from '../../domain/client-card';
import type { ZonedNow } from '../../domain/dates';
import { displayLocale, formatDate, formatTimeRange } from '../../domain/display-format';
import { formatPrice } from '../../domain/money';
import type { Appointment, AppointmentStatus } from '../../domain/types';

/** How many clients the list shows first, and how many more "Show more" adds. */
export const CLIENTS_PAGE = 50;
/** How many past visits a card shows before "Show all". */
export const PAST_VISITS_SHOWN = 10;
/** How many cards the merge's picker offers at once. */
export const MERGE_CHOICES = 8;

const listDays = new Map<string, Intl.DateTimeFormat>();
function listDay(locale: string): Intl.DateTimeFormat {
  let f = listDays.get(locale);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a time zone's name, not words
  if (!f) listDays.set(locale, (f = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })));
  return f;
}

/**
 * A list cell's last visit ('Mar 20, 2026', read as a calendar day), or a dash for a client who has
 * not come yet. `locale`: the owner's language's (English writes the US way whatever the salon's country).
 */
export function lastVisitLabel(date: string | null | undefined, locale = 'en-US'): string {
  const [y, m, d] = (date ?? '').split('-').map(Number);
  return y && m && d ? listDay(locale).format(new Date(Date.UTC(y, m - 1, d))) : '—';
}

/** The card's four figures, in order; the screen names them. */
export type TotalKey = 'visits' | 'spent' | 'noShows' | 'lateCancellations';

export function totalsShown(t: ClientTotals, locale = 'en-US'): { key: TotalKey; value: string }[] {
  const count = (n: number) => n.toLocaleString(locale);
  return [
    { key: 'visits', value: count(t.visits) },
    { key: 'spent', value: formatPrice(t.spent) },
    { key: 'noShows', value: count(t.noShows) },
    { key: 'lateCancellations', value: count(t.lateCancellations) },
  ];
}

/** One row of a card's visit table. */
export interface VisitRow {
  id: string;
  date: string;
  time: string;
  /** Null when the service or staff is no longer on this device. */
  service: string | null;
  staff: string | null;
  price: string;
  status: AppointmentStatus;
  /** A cancellation inside the salon's notice. */
  late: boolean;
}

type VisitSource = Pick<Appointment, 'id' | 'appointment_date' | 'start_time' | 'end_time' | 'status' | 'updated_at' | 'deleted'> & {
  service: { name: string; price: number } | null;
  staff: { name: string } | null;
};

/** How a card writes its dates, times and counts (src/domain/display-format.ts). */
export interface CardLocales {
  /** Times: the salon's clock in English (12-hour in the US), the language's own otherwise. */
  time: string;
  /** Days and counts: 'Wed, Mar 25, 2026' in English wherever the salon is. */
  day: string;
}

/** The locales a card writes in for an owner reading `language`, at a salon in `zone`. */
export const cardLocales = (language: string, zone: string): CardLocales => ({
  time: displayLocale(language, zone),
  day: language === 'en' ? 'en-US' : language,
});

export function visitRow(a: VisitSource, late: boolean, locales: CardLocales = { time: 'en-GB', day: 'en-US' }): VisitRow {
  return {
    id: a.id,
    date: formatDate(a.appointment_date, locales.day, true),
    time: formatTimeRange(a.start_time, a.end_time, locales.time),
    service: a.service?.name ?? null,
    staff: a.staff?.name ?? null,
    price: a.service ? formatPrice(a.service.price) : '—',
    status: a.status,
    late,
  };
}

export interface CardView {
  totals: { key: TotalKey; value: string }[];
  upcoming: VisitRow[];
  past: VisitRow[];
}

/** What a card shows of its client's appointments, on the salon's clock. */
export function cardView(appointments: readonly VisitSource[], zone: string, now: ZonedNow, language = 'en'): CardView {
  const { upcoming, past } = splitVisits(appointments, now);
  const locales = cardLocales(language, zone);
  const row = (a: VisitSource) => visitRow(a, isLateCancellation(a, zone), locales);
  return { totals: totalsShown(clientTotals(appointments, zone), locales.day), upcoming: upcoming.map(row), past: past.map(row) };
}

/** A phone as a tel: link target: its digits and a leading +. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
