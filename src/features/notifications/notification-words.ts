// A notification's title and body in the owner's language, written from the parts its writer
// stored beside the English (src/domain/notification-parts.ts). English shows the stored words as
// they are; so does a row without parts (older rows) or with parts this device cannot read.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { readBodyParts, type NotificationParts } from '../../domain/notification-parts';
import { KIND_TITLES, SERVICE_CHANGED_TITLE, sourceLabel, type AppointmentFacts } from '../../domain/notifications';
import type { NotificationSource, SalonNotification } from '../../domain/types';
import { domainText } from '../../i18n/domain-texts';

type Row = Pick<SalonNotification, 'title' | 'body' | 'body_parts'>;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** 'lun, 30 nov 2026 a las 10:00': the day by Intl in the owner's language, the time on the salon's clock as stored. */
function whenText(i18n: I18n, date: string, start: string): string {
  let f = dayFormats.get(i18n.locale);
  if (!f) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a zone's name, not words: the stored day is the salon's own
    f = new Intl.DateTimeFormat(i18n.locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    dayFormats.set(i18n.locale, f);
  }
  const [y, m, d] = date.split('-').map(Number);
  const day = f.format(new Date(Date.UTC(y, m - 1, d, 12)));
  const time = start.slice(0, 5);
  return i18n._(msg`${day} at ${time}`);
}

function appointmentSentence(i18n: I18n, appt: AppointmentFacts, from?: { date: string; start: string }): string {
  const service = appt.service || i18n._(msg`Appointment`);
  const customer = appt.customer || i18n._(msg`a customer`);
  const when = whenText(i18n, appt.date, appt.start);
  const staff = appt.staff;
  if (from) {
    const was = whenText(i18n, from.date, from.start);
    return staff
      ? i18n._(msg`${service} for ${customer} moved from ${was} to ${when} with ${staff}`)
      : i18n._(msg`${service} for ${customer} moved from ${was} to ${when}`);
  }
  return staff ? i18n._(msg`${service} for ${customer}, ${when} with ${staff}`) : i18n._(msg`${service} for ${customer}, ${when}`);
}

function bodyOf(i18n: I18n, p: NotificationParts): string | null {
  switch (p.about) {
    case 'booking':
    case 'cancelled': {
      let sentence = appointmentSentence(i18n, p.appt);
      if (p.note === 'pending') sentence = i18n._(msg`${sentence} — waiting for your approval`);
      if (p.note === 'by_text') sentence = i18n._(msg`${sentence}, confirmed by text`);
      if (p.samePhoneAs !== undefined) {
        const other = p.samePhoneAs || i18n._(msg`another client`);
        sentence = i18n._(msg`${sentence} — same phone as ${other}'s card; a new card was made (Clients → Merge if they are one person)`);
      }
      return sentence;
    }
    case 'rescheduled':
      return appointmentSentence(i18n, p.appt, p.from);
    case 'changed': {
      const moved = p.from.date !== p.appt.date || p.from.start.slice(0, 5) !== p.appt.start.slice(0, 5);
      const sentence = appointmentSentence(i18n, p.appt, moved ? p.from : undefined);
      const was = p.from.service || i18n._(msg`another service`);
      return i18n._(msg`${sentence} (was ${was})`);
    }
    case 'failed': {
      const message = messageWord(i18n, p.message);
      const who = p.customer || i18n._(msg`the customer`);
      const when = p.date && p.start ? whenText(i18n, p.date, p.start) : i18n._(msg`an appointment`);
      const reason = domainText(i18n, p.reason);
      return p.channel === 'sms'
        ? i18n._(msg`The ${message} text to ${who} for ${when} was not delivered: ${reason}`)
        : i18n._(msg`The ${message} email to ${who} for ${when} was not delivered: ${reason}`);
    }
    default:
      // A message's body is the caller's own words.
      return null;
  }
}

function messageWord(i18n: I18n, kind: 'confirmation' | 'update' | 'cancellation' | 'reminder'): string {
  if (kind === 'confirmation') return i18n._(msg({ context: 'customer message', message: 'confirmation' }));
  if (kind === 'update') return i18n._(msg({ context: 'customer message', message: 'update' }));
  if (kind === 'cancellation') return i18n._(msg({ context: 'customer message', message: 'cancellation notice' }));
  return i18n._(msg({ context: 'customer message', message: 'reminder' }));
}

const partsOf = (i18n: I18n, n: Row): NotificationParts | null => (i18n.locale === 'en' ? null : readBodyParts(n.body_parts));

/** The body as the owner reads it: from its parts in her language, else the stored words. */
export function notificationBody(i18n: I18n, n: Row): string {
  const parts = partsOf(i18n, n);
  return (parts && bodyOf(i18n, parts)) ?? n.body;
}

/** Who caused it, as the feed says it under each entry ('By Sarah'; English as the domain words it). */
export function sourceWords(i18n: I18n, source: NotificationSource): string {
  if (i18n.locale === 'en') return sourceLabel(source);
  if (source === 'assistant') return i18n._(msg`By Sarah`);
  if (source === 'booking_page') return i18n._(msg`Booking page`);
  if (source === 'server') return i18n._(msg`From the server`);
  return i18n._(msg`On a device`);
}

/** The titles the writers store, by their English. */
const TITLES: Record<string, MessageDescriptor> = {
  [KIND_TITLES.booking]: msg`New booking`,
  [KIND_TITLES.rescheduled]: msg`Appointment moved`,
  [KIND_TITLES.cancelled]: msg`Appointment cancelled`,
  [KIND_TITLES.message]: msg`Message for the salon`,
  [KIND_TITLES.delivery_failed]: msg`Message not delivered`,
  [KIND_TITLES.confirmed]: msg`Appointment confirmed`,
  [SERVICE_CHANGED_TITLE]: msg`Appointment changed`,
};

/** A stored title in the owner's language when it is one of the writers' own; any other through domainText. */
export function titleWords(i18n: I18n, title: string): string {
  return i18n.locale !== 'en' && Object.hasOwn(TITLES, title) ? i18n._(TITLES[title]) : domainText(i18n, title);
}

/** The title as the owner reads it: a message's caller from the parts, any other by its English. */
export function notificationTitle(i18n: I18n, n: Row): string {
  const parts = partsOf(i18n, n);
  if (parts?.about !== 'message') return titleWords(i18n, n.title);
  const caller = parts.caller;
  const title = caller ? i18n._(msg`Message from ${caller}`) : titleWords(i18n, KIND_TITLES.message);
  return parts.callback ? i18n._(msg`${title} (asks to be called back)`) : title;
}
