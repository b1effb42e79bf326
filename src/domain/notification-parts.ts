// A notification's words in parts: what it is about and the values its sentence names, stored
// beside the English body (the `body_parts` column, JSON) so a device can write the sentence in
// its owner's language. The English body stays what every writer stores: older rows, the server's
// push and system notifications, and any device that cannot read the parts show it as it is.
import { isValidDate } from './dates';
import type { AppointmentFacts } from './notifications';
import { BODY_PARTS_MAX } from './tables/conversations';

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
  | {
      about: 'failed';
      message: 'confirmation' | 'update' | 'cancellation' | 'reminder';
      channel: 'sms' | 'email';
      customer: string | null;
      date: string | null;
      start: string | null;
      reason: string;
    }
  /** A message Sarah took: the title's caller and whether she asks to be called back (the body is her own words). */
  | { about: 'message'; caller: string | null; callback: boolean };

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
