// The Clients screen's words and small view rules. Pure, beside its test.
import { clientTotals, isLateCancellation, splitVisits, type ClientTotals } from '../../domain/client-card';
import type { ZonedNow } from '../../domain/dates';
import { formatTimeRange, salonLocale } from '../../domain/display-format';
import { formatPrice } from '../../domain/money';
import type { Appointment } from '../../domain/types';
import { formatDay, statusLabel } from '../appointments/appointment-view';

export const PAGE_TITLE = 'Clients';
export const PAGE_SUBTITLE = 'Every client of the salon: contact details, notes, visits and what they spent.';
export const SEARCH_LABEL = 'Search by name or phone';
export const EMPTY_NONE = 'No clients yet.';
export const EMPTY_NONE_HINT = 'A client is added with their first booking, from New Appointment or by Sarah, or here with Add client.';
export const emptyFiltered = (query: string) => `No clients match "${query.trim()}".`;
export const NO_SELECTION = 'Choose a client to open their card.';
/** Cards sharing a number: shown side by side, never joined without the owner. */
export const samePhoneText = (names: readonly string[]) =>
  `The same phone number is on ${names.length === 1 ? 'another card' : `${names.length} other cards`}: ${names.join(', ')}. Bookings under another name or email get a card of their own; if they are one person, use "Merge with another client…".`;
export const CARD_GONE = 'This client is not on this device (merged or removed).';

export const EDIT_SUCCESS = 'Client updated successfully!';
/** A new card says "added", as the spec's new services and staff do. */
export const ADD_SUCCESS = 'Client added successfully!';
export const ADD_FAILED = 'Failed to add client';
export const EDIT_FAILED = 'Failed to update client';
export const MERGE_SUCCESS = 'Clients merged successfully!';
export const MERGE_FAILED = 'Failed to merge clients';

/** How many clients the list shows first, and how many more "Show more" adds. */
export const CLIENTS_PAGE = 50;
/** How many past visits a card shows before "Show all". */
export const PAST_VISITS_SHOWN = 10;
/** How many cards the merge's picker offers at once. */
export const MERGE_CHOICES = 8;

const count = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

/** "Showing 50 of 20,000 clients", or "3 clients" when all are shown. */
export function listSummary(shown: number, total: number): string {
  return shown < total ? `Showing ${count(shown)} of ${plural(total, 'client', 'clients')}` : plural(total, 'client', 'clients');
}

const listDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A list cell's last visit ('Mar 20, 2026', read as a calendar day), or a dash for a client who has not come yet. */
export function lastVisitLabel(date: string | null | undefined): string {
  const [y, m, d] = (date ?? '').split('-').map(Number);
  return y && m && d ? listDay.format(new Date(Date.UTC(y, m - 1, d))) : '—';
}

/** The card's four figures, in order. */
export function totalsShown(t: ClientTotals): { label: string; value: string }[] {
  return [
    { label: 'Visits', value: count(t.visits) },
    { label: 'Spent', value: formatPrice(t.spent) },
    { label: 'No-shows', value: count(t.noShows) },
    { label: 'Late cancellations', value: count(t.lateCancellations) },
  ];
}

/** One row of a card's visit table. */
export interface VisitRow {
  id: string;
  date: string;
  time: string;
  service: string;
  staff: string;
  price: string;
  status: string;
}

type VisitSource = Pick<Appointment, 'id' | 'appointment_date' | 'start_time' | 'end_time' | 'status' | 'updated_at' | 'deleted'> & {
  service: { name: string; price: number } | null;
  staff: { name: string } | null;
};

/** `locale`: the salon's, so times read as its clock writes them (src/domain/display-format.ts). */
export function visitRow(a: VisitSource, late: boolean, locale = 'en-GB'): VisitRow {
  return {
    id: a.id,
    date: formatDay(a.appointment_date),
    time: formatTimeRange(a.start_time, a.end_time, locale),
    service: a.service?.name ?? 'Unknown service',
    staff: a.staff?.name ?? 'Unknown staff',
    price: a.service ? formatPrice(a.service.price) : '—',
    status: late ? `${statusLabel(a.status)} (late)` : statusLabel(a.status),
  };
}

export interface CardView {
  totals: { label: string; value: string }[];
  upcoming: VisitRow[];
  past: VisitRow[];
}

/** What a card shows of its client's appointments, on the salon's clock. */
export function cardView(appointments: readonly VisitSource[], zone: string, now: ZonedNow): CardView {
  const { upcoming, past } = splitVisits(appointments, now);
  const locale = salonLocale(zone);
  const row = (a: VisitSource) => visitRow(a, isLateCancellation(a, zone), locale);
  return { totals: totalsShown(clientTotals(appointments, zone)), upcoming: upcoming.map(row), past: past.map(row) };
}

/** A phone as a tel: link target: its digits and a leading +. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
