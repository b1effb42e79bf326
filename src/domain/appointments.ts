// Figures and filters over appointments as the screens read them (with customer, staff
// and service embedded). The cards are computed from data, not hard-coded (docs/behaviour.md#appointments).
import { isInWeekOf } from './dates';
import { sumPrices } from './money';
import type { Appointment, AppointmentStatus, Customer, Service } from './types';

/** The slice of an appointment row the figures need, with its embedded customer and service. */
export interface AppointmentWithRefs extends Pick<Appointment, 'appointment_date' | 'status'> {
  deleted?: boolean;
  customer?: Pick<Customer, 'name' | 'phone' | 'phone_key'> | null;
  service?: Pick<Service, 'name' | 'price'> | null;
}

/** The No-Show Rate looks at the outcomes of the last 90 days, today included: a salon's recent habit. */
export const NO_SHOW_DAYS = 90;

/** The rows the four summary cards are computed from, each read through its own index range. */
export interface CardSources {
  /** Appointments dated today. */
  day: AppointmentWithRefs[];
  /** Appointments of the Monday-first week holding today, with their service (for prices). */
  week: AppointmentWithRefs[];
  /** Pending appointments from today on: the requests still waiting for an answer. */
  pending: AppointmentWithRefs[];
  /** Completed and no-show appointments of the last NO_SHOW_DAYS days. */
  outcomes: AppointmentWithRefs[];
}

const live = <T extends { deleted?: boolean }>(rows: readonly T[]): T[] => rows.filter((r) => !r.deleted);

/** Today's count: appointments whose date is today in the salon's zone (docs/behaviour.md#appointments). */
export function countOnDate(appointments: readonly AppointmentWithRefs[], today: string): number {
  return live(appointments).filter((a) => a.appointment_date === today).length;
}

/**
 * This week's revenue: prices of completed appointments dated in the Monday-first week that holds
 * `today`. (The product this replaced summed every completed appointment ever.)
 */
export function weekRevenue(appointments: readonly AppointmentWithRefs[], today: string): number {
  return sumPrices(
    live(appointments)
      .filter((a) => a.status === 'completed' && isInWeekOf(a.appointment_date, today))
      .map((a) => a.service?.price ?? 0),
  );
}

/**
 * No-shows among appointments that reached their outcome: no_show / (completed + no_show), as a
 * fraction 0..1; null when there is nothing to measure yet (the screen shows a dash, not 0%).
 */
export function noShowRate(appointments: readonly AppointmentWithRefs[]): number | null {
  let completed = 0;
  let noShows = 0;
  for (const a of live(appointments)) {
    if (a.status === 'completed') completed++;
    else if (a.status === 'no_show') noShows++;
  }
  const total = completed + noShows;
  return total === 0 ? null : noShows / total;
}

/**
 * Rows a table window grows by: the first screen, and each "Show more" / "Show earlier". A screen
 * shows about fifteen rows; fifty leave room to scroll while keeping a broad search's read small.
 */
export const TABLE_PAGE = 50;

export const ALL_STATUSES = 'all';
export type StatusFilter = AppointmentStatus | typeof ALL_STATUSES;

const digits = (s: string) => s.replace(/\D/g, '');

/** The Appointments search, split by what it looks at, so a query can find customers and services first. */
export interface AppointmentSearch {
  /** False for a blank query: everything matches. */
  active: boolean;
  customer: (c: Pick<Customer, 'name' | 'phone' | 'phone_key'> | null | undefined) => boolean;
  service: (s: Pick<Service, 'name'> | null | undefined) => boolean;
}

/**
 * The search matches customer name, customer phone or service name, case-insensitively.
 * A query that is a phone number also matches however the phone was typed ('555-0101' finds
 * '(555) 0101'), and through the phone's E.164 key with its country code ('+1 555 014 2000'
 * finds '555-014-2000').
 */
export function appointmentSearch(query: string | undefined): AppointmentSearch {
  const q = (query ?? '').trim().toLowerCase();
  const qDigits = /^[\d\s()+\-.]+$/.test(q) ? digits(q) : '';
  return {
    active: q !== '',
    customer: (c) => {
      if (!c) return false;
      const phone = c.phone?.toLowerCase() ?? '';
      if ((c.name?.toLowerCase() ?? '').includes(q) || phone.includes(q)) return true;
      return qDigits.length >= 3 && (digits(phone).includes(qDigits) || digits(c.phone_key ?? '').includes(qDigits));
    },
    service: (s) => !!s && (s.name?.toLowerCase() ?? '').includes(q),
  };
}

/** The Appointments search and the status filter over rows in memory. Blank query and 'all' keep everything; tombstones never show. */
export function filterAppointments<T extends AppointmentWithRefs>(appointments: readonly T[], filter: { query?: string; status?: StatusFilter } = {}): T[] {
  const search = appointmentSearch(filter.query);
  const status = filter.status ?? ALL_STATUSES;
  return live(appointments).filter((a) => {
    if (status !== ALL_STATUSES && a.status !== status) return false;
    return !search.active || search.customer(a.customer) || search.service(a.service);
  });
}

/** Date then start time, ascending: the table's order (by date; time breaks ties). */
export function byDateTime(a: Pick<Appointment, 'appointment_date' | 'start_time'>, b: Pick<Appointment, 'appointment_date' | 'start_time'>): number {
  return a.appointment_date < b.appointment_date
    ? -1
    : a.appointment_date > b.appointment_date
      ? 1
      : a.start_time < b.start_time
        ? -1
        : a.start_time > b.start_time
          ? 1
          : 0;
}
