// What the owner is told: the words of a notification, and the rule for which ones are
// unread on a given device. Pure, so the repository, the bell and the system alerts agree.
import { weekdayNameOf } from './dates';
import type { NotificationKind, NotificationSource, SalonNotification } from './types';

/** An appointment as a notification names it; any name may be gone (a deleted member, say). */
export interface AppointmentFacts {
  service: string | null;
  customer: string | null;
  staff: string | null;
  date: string;
  start: string;
}

export const KIND_TITLES: Record<Exclude<NotificationKind, 'conflict'>, string> = {
  booking: 'New booking',
  rescheduled: 'Appointment moved',
  cancelled: 'Appointment cancelled',
  message: 'Message for the salon',
  delivery_failed: 'Message not delivered',
  confirmed: 'Appointment confirmed',
};

/** Who did it, as the feed says it under each entry. */
export function sourceLabel(source: NotificationSource): string {
  if (source === 'assistant') return 'By Sarah';
  if (source === 'booking_page') return 'Booking page';
  if (source === 'server') return 'From the server';
  return 'On a device';
}

const when = (date: string, start: string) => `${weekdayNameOf(date).slice(0, 3)} ${date} at ${start.slice(0, 5)}`;

function what(f: AppointmentFacts): string {
  return `${f.service ?? 'Appointment'} for ${f.customer ?? 'a customer'}`;
}

const withStaff = (f: AppointmentFacts) => (f.staff ? ` with ${f.staff}` : '');

export function bookingBody(f: AppointmentFacts): string {
  return `${what(f)}, ${when(f.date, f.start)}${withStaff(f)}`;
}

export function cancelledBody(f: AppointmentFacts): string {
  return `${what(f)}, ${when(f.date, f.start)}${withStaff(f)}`;
}

export function rescheduledBody(f: AppointmentFacts, from: { date: string; start: string }): string {
  return `${what(f)} moved from ${when(from.date, from.start)} to ${when(f.date, f.start)}${withStaff(f)}`;
}

/** An appointment whose service the owner changed: what it is now, and what it was. */
export const SERVICE_CHANGED_TITLE = 'Appointment changed';

export function serviceChangedBody(f: AppointmentFacts, from: { date: string; start: string; service: string | null }): string {
  const moved = from.date !== f.date || from.start.slice(0, 5) !== f.start.slice(0, 5);
  const now = moved ? `moved from ${when(from.date, from.start)} to ${when(f.date, f.start)}` : when(f.date, f.start);
  return `${what(f)}${moved ? ' ' : ', '}${now}${withStaff(f)} (was ${from.service ?? 'another service'})`;
}

/** A booking's notes, after its sentence: the booking page's (pending; a card made for a phone another card has) and a confirming text's. */
export function bookingNotes(n: { note?: 'pending' | 'by_text'; samePhoneAs?: string | null }): string {
  const pending = n.note === 'pending' ? ' — waiting for your approval' : '';
  const byText = n.note === 'by_text' ? ', confirmed by text' : '';
  const card =
    n.samePhoneAs === undefined
      ? ''
      : ` — same phone as ${n.samePhoneAs || 'another client'}'s card; a new card was made (Clients → Merge if they are one person)`;
  return `${pending}${byText}${card}`;
}

/** A customer message the sender could not deliver; `reason` is the sender's own words. */
export interface FailedDelivery {
  message: 'confirmation' | 'update' | 'cancellation' | 'reminder';
  channel: 'sms' | 'email';
  customer: string | null;
  date: string | null;
  start: string | null;
  reason: string;
}

/** The sender's sentence (sync_private.notify_delivery_failed writes the same in SQL). */
export function failedBody(f: FailedDelivery): string {
  const message = f.message === 'cancellation' ? 'cancellation notice' : f.message;
  const by = f.channel === 'sms' ? 'text' : 'email';
  const at = f.date && f.start ? when(f.date, f.start) : 'an appointment';
  return `The ${message} ${by} to ${f.customer || 'the customer'} for ${at} was not delivered: ${f.reason}`;
}

export function messageTitle(callerName: string | null, callback = false): string {
  const title = callerName ? `Message from ${callerName}` : KIND_TITLES.message;
  return callback ? `${title} (asks to be called back)` : title;
}

/**
 * The rule of the bell: a notification is unread on this device when nobody has read it on any
 * device (`read` syncs) and this device did not cause it by its owner's own hand. `ownIds` are the
 * notifications this device wrote for its owner's manual actions (source 'device'); the device
 * keeps that list to itself, so the same row is unread on every other device until opened there.
 */
export function isUnreadHere(n: Pick<SalonNotification, 'id' | 'read' | 'deleted'>, ownIds: ReadonlySet<string>): boolean {
  return !n.read && !n.deleted && !ownIds.has(n.id);
}

/**
 * Kinds worth a system notification: new bookings and messages, and a customer message
 * that did not go out — the owner may need to call the customer herself.
 */
export const ALERT_KINDS: readonly NotificationKind[] = ['booking', 'message', 'delivery_failed'];

/**
 * Which notifications to show as system notifications now, once each. `shown` is what this
 * device already alerted (or found waiting when it started: a backlog is not news); null means
 * nothing was seen yet, so the current unread rows only become the baseline. Returns the rows to
 * alert, oldest first, and the new `shown`.
 */
export function newAlerts<T extends Pick<SalonNotification, 'id' | 'kind' | 'at'> & { unread: boolean }>(
  shown: ReadonlySet<string> | null,
  feed: readonly T[],
): { alert: T[]; shown: Set<string> } {
  const next = new Set(shown ?? []);
  const alert: T[] = [];
  for (const n of feed) {
    if (next.has(n.id)) continue;
    next.add(n.id);
    if (shown !== null && n.unread && ALERT_KINDS.includes(n.kind)) alert.push(n);
  }
  alert.sort((a, b) => a.at.localeCompare(b.at));
  return { alert, shown: next };
}
