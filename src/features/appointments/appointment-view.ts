// View-model rules of the appointments screen: labels, the four cards, why a day has no slots,
// staff colours and the customer lookup by phone. Pure, so each is unit-tested.
import { msg, plural, t } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { countOnDate, noShowRate, weekRevenue, type CardSources } from '../../domain/appointments';
import type { NoSlotReason, RuleLimits } from '../../domain/availability';
import { phoneKey, type PhoneRegion } from '../../domain/phone-key';
import { WEEKDAY_NAMES } from '../../domain/dates';
import { formatPrice } from '../../domain/money';
import type { AppointmentStatus, Customer } from '../../domain/types';

/** What the status selector offers; 'conflict' is set by sync only, never picked by hand. */
export const SELECTABLE_STATUSES = ['pending', 'confirmed', 'completed', 'canceled', 'no_show'] as const satisfies readonly AppointmentStatus[];

const STATUS_LABELS: Record<AppointmentStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  confirmed: msg`Confirmed`,
  completed: msg`Completed`,
  canceled: msg`Canceled`,
  no_show: msg`No-show`,
  conflict: msg`Conflict`,
};

/** The status in the owner's language (read when called, so a screen re-rendered on a switch shows the new one). */
export function statusLabel(status: AppointmentStatus): string {
  const label = STATUS_LABELS[status];
  return label ? i18n._(label) : status;
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

/**
 * A weekday's name, English as the domain writes it ('Sunday'), in the owner's language through
 * Intl: 2023-01-01 was a Sunday, so the day after it by the name's index is that weekday.
 */
export function localWeekday(name: string, locale = i18n.locale): string {
  const index = WEEKDAY_NAMES.indexOf(name as (typeof WEEKDAY_NAMES)[number]);
  if (index < 0 || locale === 'en') return name;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- Intl's zone name, not a word
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 0, 1 + index)));
}

/** Why the time picker is empty, in words the owner can act on. */
export function noSlotMessage(reason: NoSlotReason | null, weekday: string | null, limits: RuleLimits = {}): string {
  switch (reason) {
    case 'invalid_date':
      return t`Please provide a valid date.`;
    case 'past_date':
      return t`Please choose a date that is today or in the future.`;
    case 'service_hidden':
      return t`This service is hidden. Show it again in Salon Profile to book it.`;
    case 'too_far_ahead': {
      const last = limits.lastBookableDate;
      return last
        ? t`That is past your booking window: the last bookable date is ${last} (Salon Profile → Booking rules).`
        : t`That is past your booking window (Salon Profile → Booking rules).`;
    }
    case 'closed': {
      const day = weekday ? localWeekday(weekday) : t`that day`;
      return t`We are closed on ${day}s. Please choose a different date.`;
    }
    case 'no_staff_for_service':
      return t`No active staff member offers this service (or the chosen one does not). Assign it in Staff Management.`;
    case 'staff_time_off':
      return t`Everyone who does this service is on time off that day. Please choose a different date.`;
    case 'no_staff_working':
      return t`Nobody is scheduled to work that day. Add shifts in Staff Schedule, or choose a different date.`;
    case 'too_soon': {
      if (!limits.earliest) return t`Your booking rules need more notice than is left that day. Please choose a later date.`;
      const { date, time } = limits.earliest;
      return t`Your booking rules need more notice: the earliest start is ${date} at ${time}.`;
    }
    case 'no_time_left':
      return t`No times are left today. Please choose a different date.`;
    case 'fully_booked':
    default:
      return t`That day is fully booked. Please choose a different date or staff member.`;
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

/**
 * The locale the screens write a day's date in: US English's 'Mon, Jan 5, 2026' in English, as
 * they always have, and the owner's language otherwise ('T2, 5 thg 1, 2026').
 */
export const dayLocale = (language: string = i18n.locale) => (language === 'en' ? 'en-US' : language);

/**
 * What the table shows, in words: "Showing 100 of 1,043" when every match is known (a search),
 * else the dates the window spans (counting the whole table would read every row).
 */
export function windowSummary(win: { rows: readonly { appointment_date: string }[]; total: number | null }, locale = dayLocale()): string {
  const n = win.rows.length;
  const shown = n.toLocaleString(locale);
  if (win.total !== null) {
    const total = win.total.toLocaleString(locale);
    return t`Showing ${shown} of ${total}`;
  }
  if (n === 0) return t`Showing 0 appointments`;
  const first = formatDay(win.rows[0].appointment_date, true, locale);
  const lastDay = formatDay(win.rows[n - 1].appointment_date, true, locale);
  const span = first === lastDay ? first : `${first} – ${lastDay}`;
  return plural(n, { one: `Showing ${shown} appointment, ${span}`, other: `Showing ${shown} appointments, ${span}` });
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** 'Mon, Jan 5, 2026' for a 'YYYY-MM-DD' calendar date (read as UTC so no zone shifts the day), in `locale`. */
export function formatDay(date: string, withYear = true, locale = 'en-US'): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  const key = `${locale}|${withYear}`;
  let f = dayFormats.get(key);
  if (!f) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- Intl's zone name, not a word
    f = new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', ...(withYear ? { year: 'numeric' } : {}), timeZone: 'UTC' });
    dayFormats.set(key, f);
  }
  return f.format(new Date(Date.UTC(y, m - 1, d)));
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
