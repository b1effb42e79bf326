// View-model of the bell and its feed: the badge, how long ago, call-back and appointment links.
// Pure, beside its test; the words (feed-words.ts) say in the owner's language what these decide.
import { isValidDate } from '../../domain/dates';
import type { NotificationKind, SalonNotification } from '../../domain/types';

/** The badge's text: unread notifications and open conflicts together; null when nothing waits. */
export function badgeText(unread: number, conflicts: number): string | null {
  const total = unread + conflicts;
  if (total <= 0) return null;
  return total > 99 ? '99+' : String(total);
}

/** How long ago, in whole units: now, minutes, hours, days, then the day itself. */
export type Ago = { unit: 'now' } | { unit: 'min' | 'h' | 'd'; n: number } | { unit: 'day'; date: string; withYear: boolean } | { unit: 'text'; text: string };

/** "just now", "5 min ago", "3 h ago", "2 d ago", then the day ("Mar 3"; not an ISO string). */
export function timeAgo(at: string, now: number): Ago {
  const minutes = Math.floor((now - Date.parse(at)) / 60_000);
  if (!Number.isFinite(minutes)) return { unit: 'text', text: '' };
  if (minutes < 1) return { unit: 'now' };
  if (minutes < 60) return { unit: 'min', n: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: 'h', n: hours };
  const days = Math.floor(hours / 24);
  if (days < 7) return { unit: 'd', n: days };
  const date = at.slice(0, 10);
  if (!isValidDate(date)) return { unit: 'text', text: date };
  return { unit: 'day', date, withYear: date.slice(0, 4) !== new Date(now).toISOString().slice(0, 4) };
}

const days = new Map<string, Intl.DateTimeFormat>();
/** A day as 'Mar 3' or 'Dec 1, 2029' in `locale`, weekday and month names by Intl. */
export function dayLabel(date: string, withYear: boolean, locale: string): string {
  const key = `${locale}|${withYear}`;
  let f = days.get(key);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a time zone's name, not words
  if (!f) days.set(key, (f = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', ...(withYear ? { year: 'numeric' } : {}), timeZone: 'UTC' })));
  const [y, m, d] = date.split('-').map(Number);
  return f.format(new Date(Date.UTC(y, m - 1, d)));
}

/** A tel: link for a phone as typed ('+1 (555) 014-2000' → 'tel:+15550142000'); null without digits. */
export function telHref(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/[^\d]/g, '');
  if (!digits) return null;
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/** Kinds about one appointment: their entry opens it. */
const ABOUT_AN_APPOINTMENT: ReadonlySet<NotificationKind> = new Set(['booking', 'rescheduled', 'cancelled', 'delivery_failed', 'confirmed']);

/**
 * Where an entry's "Open appointment" leads: the Appointments screen with the appointment's
 * details open (?open=, as a call's transcript links it); null for an entry about no appointment.
 */
export function appointmentHref(n: Pick<SalonNotification, 'kind' | 'appointment_id'>): string | null {
  if (!n.appointment_id || !ABOUT_AN_APPOINTMENT.has(n.kind)) return null;
  return `/dashboard/appointments?open=${encodeURIComponent(n.appointment_id)}`;
}
