// View-model of the bell and its feed: the words of the button, the badge, times and call-back
// links. Pure, beside its test, so the bell's label (what a screen reader hears) is pinned down.
import { isValidDate, monthDayLabel } from '../../domain/dates';
import type { NotificationKind, SalonNotification } from '../../domain/types';

/** The bell's accessible name: what waits behind it, in words. */
export function bellLabel(unread: number, conflicts: number): string {
  const parts: string[] = [];
  if (unread > 0) parts.push(`${unread} unread`);
  if (conflicts > 0) parts.push(`${conflicts} ${conflicts === 1 ? 'conflict' : 'conflicts'}`);
  return parts.length ? `Notifications: ${parts.join(', ')}` : 'Notifications';
}

/** The badge's text: unread notifications and open conflicts together; null when nothing waits. */
export function badgeText(unread: number, conflicts: number): string | null {
  const total = unread + conflicts;
  if (total <= 0) return null;
  return total > 99 ? '99+' : String(total);
}

/** "just now", "5 min ago", "3 h ago", "2 d ago", then the day in words ("Mar 3"; not an ISO string). */
export function timeAgo(at: string, now: number): string {
  const minutes = Math.floor((now - Date.parse(at)) / 60_000);
  if (!Number.isFinite(minutes)) return '';
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days} d ago`;
  const date = at.slice(0, 10);
  if (!isValidDate(date)) return date;
  const year = date.slice(0, 4);
  return year === new Date(now).toISOString().slice(0, 4) ? monthDayLabel(date) : `${monthDayLabel(date)}, ${year}`;
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
