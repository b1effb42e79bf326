// View-model rules of the appointments screen: labels, the four cards, why a day has no slots,
// staff colours and the customer lookup by phone. Pure, so each is unit-tested.
import { countOnDate, noShowRate, weekRevenue, type CardSources } from '../../domain/appointments';
import type { NoSlotReason, RuleLimits } from '../../domain/availability';
import { phoneKey, type PhoneRegion } from '../../domain/phone-key';
import { formatPrice } from '../../domain/money';
import type { AppointmentStatus, Customer } from '../../domain/types';

/** What the status selector offers; 'conflict' is set by sync only, never picked by hand. */
export const SELECTABLE_STATUSES = ['pending', 'confirmed', 'completed', 'canceled', 'no_show'] as const satisfies readonly AppointmentStatus[];

const STATUS_LABELS: Record<AppointmentStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  canceled: 'Canceled',
  no_show: 'No-show',
  conflict: 'Conflict',
};

export function statusLabel(status: AppointmentStatus): string {
  return STATUS_LABELS[status] ?? status;
}

export interface SummaryCards {
  today: number;
  pending: number;
  weekRevenue: string;
  noShowRate: string;
}

/**
 * The four cards, in the salon's zone (`today` comes from todayIn(salon.time_zone)), from the
 * slices readCardSources reads. Today's Appointments leaves canceled ones out: the spec only says
 * "the date matches today", but a front desk reads this card as "who is coming in today", and a
 * canceled visit is not. Pending counts requests from today on; the No-Show Rate covers the last
 * NO_SHOW_DAYS days (the cards say so).
 */
export function summaryCards(sources: CardSources, today: string): SummaryCards {
  const rate = noShowRate(sources.outcomes);
  return {
    today: countOnDate(
      sources.day.filter((a) => a.status !== 'canceled'),
      today,
    ),
    pending: sources.pending.filter((a) => !a.deleted && a.status === 'pending').length,
    weekRevenue: formatPrice(weekRevenue(sources.week, today)),
    noShowRate: rate === null ? '—' : `${Math.round(rate * 1000) / 10}%`,
  };
}

/** Why the time picker is empty, in words the owner can act on. */
export function noSlotMessage(reason: NoSlotReason | null, weekday: string | null, limits: RuleLimits = {}): string {
  switch (reason) {
    case 'invalid_date':
      return 'Please provide a valid date.';
    case 'past_date':
      return 'Please choose a date that is today or in the future.';
    case 'service_hidden':
      return 'This service is hidden. Show it again in Salon Profile to book it.';
    case 'too_far_ahead':
      return limits.lastBookableDate
        ? `That is past your booking window: the last bookable date is ${limits.lastBookableDate} (Salon Profile → Booking rules).`
        : 'That is past your booking window (Salon Profile → Booking rules).';
    case 'closed':
      return `We are closed on ${weekday ?? 'that day'}s. Please choose a different date.`;
    case 'no_staff_for_service':
      return 'No active staff member offers this service (or the chosen one does not). Assign it in Staff Management.';
    case 'staff_time_off':
      return 'Everyone who does this service is on time off that day. Please choose a different date.';
    case 'no_staff_working':
      return 'Nobody is scheduled to work that day. Add shifts in Staff Schedule, or choose a different date.';
    case 'too_soon':
      return limits.earliest
        ? `Your booking rules need more notice: the earliest start is ${limits.earliest.date} at ${limits.earliest.time}.`
        : 'Your booking rules need more notice than is left that day. Please choose a later date.';
    case 'no_time_left':
      return 'No times are left today. Please choose a different date.';
    case 'fully_booked':
    default:
      return 'That day is fully booked. Please choose a different date or staff member.';
  }
}

/**
 * The key New Appointment looks a typed phone up by: the one the booking stores (however the
 * number is spelled), or null while it is too short to be a whole number.
 */
export function phoneMatchKey(phone: string, region?: PhoneRegion): string | null {
  // A few digits would match half the book: wait until it looks like a whole number.
  if (phone.replace(/\D/g, '').length < 7) return null;
  return phoneKey(phone, region);
}

/** Distinct, readable on white text, and not the danger red used for conflicts. */
export const STAFF_COLORS = ['#be185d', '#1d4ed8', '#047857', '#7c3aed', '#b45309', '#0e7490', '#4d7c0f', '#9333ea', '#c2410c', '#475569'] as const;
export const UNKNOWN_STAFF_COLOR = '#6b7280';

/** A colour per staff member, stable as long as the member list (sorted by name) is. */
export function staffColors(staff: readonly { id: string }[]): Map<string, string> {
  return new Map(staff.map((s, i) => [s.id, STAFF_COLORS[i % STAFF_COLORS.length]]));
}

const count = (n: number) => n.toLocaleString('en-US');

/**
 * What the table shows, in words: "Showing 100 of 1,043" when every match is known (a search),
 * else the dates the window spans (counting the whole table would read every row).
 */
export function windowSummary(win: { rows: readonly { appointment_date: string }[]; total: number | null }): string {
  const n = win.rows.length;
  if (win.total !== null) return `Showing ${count(n)} of ${count(win.total)}`;
  if (n === 0) return 'Showing 0 appointments';
  const first = formatDay(win.rows[0].appointment_date);
  const lastDay = formatDay(win.rows[n - 1].appointment_date);
  return `Showing ${count(n)} appointment${n === 1 ? '' : 's'}, ${first === lastDay ? first : `${first} – ${lastDay}`}`;
}

const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const shortDayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** 'Mon, Jan 5, 2026' for a 'YYYY-MM-DD' calendar date (read as UTC so no zone shifts the day). */
export function formatDay(date: string, withYear = true): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  return (withYear ? dayFormat : shortDayFormat).format(new Date(Date.UTC(y, m - 1, d)));
}

/** '10:00' from a stored '10:00:00' or '10:00'. */
export const shortTime = (t: string) => t.slice(0, 5);

/** What one row of the Appointments table shows of an appointment. */
export interface RowShown {
  id: string;
  status: AppointmentStatus;
  appointment_date: string;
  start_time: string;
  end_time: string;
  customer: Pick<Customer, 'name' | 'phone'> | null;
  service: { name: string; price: number } | null;
  staff: { name: string } | null;
  /** Set on each service of a visit of several: the row says so. */
  visit_id?: string | null;
}

/**
 * Whether two reads of a row show the same thing. Every read builds new row objects, so a
 * search that keeps most rows would otherwise re-render every one of them (npm run bench, browser).
 */
export function sameRowShown(a: RowShown, b: RowShown): boolean {
  return (
    a.id === b.id &&
    a.status === b.status &&
    a.appointment_date === b.appointment_date &&
    a.start_time === b.start_time &&
    a.end_time === b.end_time &&
    a.customer?.name === b.customer?.name &&
    a.customer?.phone === b.customer?.phone &&
    a.service?.name === b.service?.name &&
    a.service?.price === b.service?.price &&
    a.staff?.name === b.staff?.name &&
    (a.visit_id ?? null) === (b.visit_id ?? null)
  );
}
