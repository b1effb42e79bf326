// A notification's words in parts: what it is about and the values its sentence names, stored
// beside the English body (the `body_parts` column, JSON) so a device can write the sentence in
// its owner's language. The English body stays what every writer stores: older rows, the server's
// push and system notifications, and any device that cannot read the parts show it as it is.
// Writers derive that English from the parts (notificationOf), so the two cannot disagree.
import { isValidDate } from './dates';
import {
  bookingBody,
  bookingNotes,
  cancelledBody,
  failedBody,
  KIND_TITLES,
  messageTitle,
  rescheduledBody,
  SERVICE_CHANGED_TITLE,
  serviceChangedBody,
  type AppointmentFacts,
  type FailedDelivery,
} from './notifications';
import { BODY_PARTS_MAX } from './tables/conversations';
import type { NotificationKind } from './types';

/** The values of a sentence about one appointment. */
export type NotificationParts =
  /**
   * note 'pending': a booking waiting for the owner's approval; 'by_text': a customer confirmed by
   * text. samePhoneAs: the booking page made a new card with the phone of this one (null: unnamed).
   */
  | { about: 'booking' | 'cancelled'; appt: AppointmentFacts; note?: 'pending' | 'by_text'; samePhoneAs?: string | null }
  | { about: 'rescheduled'; appt: AppointmentFacts; from: { date: string; start: string } }
  | { about: 'changed'; appt: AppointmentFacts; from: { date: string; start: string; service: string | null } }
  /** A customer message that did not go out; `reason` is the sender's own (technical) words. */
  | ({ about: 'failed' } & FailedDelivery)
  /** A message Sarah took: the title's caller and whether she asks to be called back (the body is her own words). */
  | { about: 'message'; caller: string | null; callback: boolean };

/** A message Sarah took: its body is the caller's words as she wrote them down, not a sentence of ours. */
export type MessageParts = Extract<NotificationParts, { about: 'message' }>;
/** Parts whose English body follows from them alone: every kind but a message. */
export type SentenceParts = Exclude<NotificationParts, MessageParts>;

declare const fromParts: unique symbol;
/**
 * A row's kind, title and English body with the parts they were written from. Only
 * notificationOf makes one (the brand), so a writer that takes it cannot store a body its parts do
 * not say.
 */
export interface NotificationWords {
  readonly kind: Exclude<NotificationKind, 'conflict'>;
  readonly title: string;
  readonly body: string;
  readonly parts: NotificationParts;
  readonly [fromParts]: true;
}

const words = (kind: NotificationWords['kind'], title: string, body: string, parts: NotificationParts) => ({ kind, title, body, parts }) as NotificationWords;

/**
 * What a notification with these parts says in English. A message's body is passed: it is the
 * caller's message as Sarah took it, and the parts only name the caller. A 'failed' row is written
 * by the database's sender alone (SQL, sync_private.notify_delivery_failed); its sentence is here
 * so the parts it stores are known to say the same (its body keeps the whole reason, the parts
 * the first 1,000 characters).
 */
export function notificationOf(parts: SentenceParts): NotificationWords;
export function notificationOf(parts: MessageParts, message: string): NotificationWords;
export function notificationOf(p: NotificationParts, message = ''): NotificationWords {
  switch (p.about) {
    case 'booking': {
      // A customer's "Y" to her pending booking: the booking's sentence, told as a confirmation.
      const kind = p.note === 'by_text' ? 'confirmed' : 'booking';
      return words(kind, KIND_TITLES[kind], `${bookingBody(p.appt)}${bookingNotes(p)}`, p);
    }
    case 'cancelled':
      return words('cancelled', KIND_TITLES.cancelled, `${cancelledBody(p.appt)}${bookingNotes(p)}`, p);
    case 'rescheduled':
      return words('rescheduled', KIND_TITLES.rescheduled, rescheduledBody(p.appt, p.from), p);
    case 'changed':
      // A new service is a change to the booking the feed lists with the moves.
      return words('rescheduled', SERVICE_CHANGED_TITLE, serviceChangedBody(p.appt, p.from), p);
    case 'failed':
      return words('delivery_failed', KIND_TITLES.delivery_failed, failedBody(p), p);
    case 'message':
      return words('message', messageTitle(p.caller, p.callback), message, p);
  }
}

/** The column's text; null when the parts would not fit (the English body is still stored). */
export function bodyPartsText(parts: NotificationParts): string | null {
  const text = JSON.stringify(parts);
  return text.length <= BODY_PARTS_MAX ? text : null;
}

const TIME = /^\d{2}:\d{2}(:\d{2})?$/;
const name = (v: unknown): v is string | null => v === null || typeof v === 'string';
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const day = (v: unknown): v is string => typeof v === 'string' && isValidDate(v);
const time = (v: unknown): v is string => typeof v === 'string' && TIME.test(v);

function isFacts(v: unknown): v is AppointmentFacts {
  return isObject(v) && name(v.service) && name(v.customer) && name(v.staff) && day(v.date) && time(v.start);
}

/**
 * The parts a row carries, checked in full; null for a row without them, or with parts this
 * device does not understand (written by a newer version, say): the English body is shown then.
 */
export function readBodyParts(text: string | null | undefined): NotificationParts | null {
  if (!text) return null;
  let p: unknown;
  try {
    p = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(p)) return null;
  switch (p.about) {
    case 'booking':
    case 'cancelled':
      return isFacts(p.appt) && (p.note === undefined || p.note === 'pending' || p.note === 'by_text') && (p.samePhoneAs === undefined || name(p.samePhoneAs))
        ? (p as NotificationParts)
        : null;
    case 'rescheduled':
      return isFacts(p.appt) && isObject(p.from) && day(p.from.date) && time(p.from.start) ? (p as NotificationParts) : null;
    case 'changed':
      return isFacts(p.appt) && isObject(p.from) && day(p.from.date) && time(p.from.start) && name(p.from.service) ? (p as NotificationParts) : null;
    case 'failed':
      return ['confirmation', 'update', 'cancellation', 'reminder'].includes(p.message as string) &&
        (p.channel === 'sms' || p.channel === 'email') &&
        name(p.customer) &&
        (p.date === null || day(p.date)) &&
        (p.start === null || time(p.start)) &&
        typeof p.reason === 'string'
        ? (p as NotificationParts)
        : null;
    case 'message':
      return name(p.caller) && typeof p.callback === 'boolean' ? (p as NotificationParts) : null;
    default:
      return null;
  }
}
