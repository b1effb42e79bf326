// The customer pages' sentences that are not one screen's: why a day has no times, the form's
// problems, durations, and what the server says, all in the customer's language. Called at render,
// so a change of language redraws them.
import { msg, plural, t } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import type { PublicNoTimesReason } from '../domain/public-booking/contract';
import type { Failure } from './api';
import { CUSTOMER_LIMITS, type CustomerProblem } from './book-view';

const REASONS: Record<PublicNoTimesReason, MessageDescriptor> = {
  invalid_date: msg`That day can’t be booked. Please pick another.`,
  service_hidden: msg`This service can’t be booked online right now. Please call the salon.`,
  past_date: msg`That day has passed. Please pick another.`,
  too_far_ahead: msg`That day is too far ahead to book online yet.`,
  closed: msg`The salon is closed that day.`,
  no_staff_for_service: msg`No one does this service that day.`,
  staff_time_off: msg`Your technician is away that day. Try another day or “Any available”.`,
  no_staff_working: msg`No one is working that day.`,
  too_soon: msg`It’s too late to book that day online. Please pick a later day.`,
  no_time_left: msg`There is no time left that day. Please pick another.`,
  fully_booked: msg`That day is fully booked. Please pick another.`,
};

/** The sentence for a day without free times. */
export function noTimesSentence(reason: PublicNoTimesReason | null): string {
  return reason ? i18n._(REASONS[reason]) : t`No free times that day. Please pick another.`;
}

/** A category's heading; null is the services without one. */
export function categoryTitle(category: string | null, alone: boolean): string {
  return category ?? (alone ? t`Services` : t`Other services`);
}

/** '45 min', '1 hr', '1 hr 30 min'. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours && rest) return t`${hours} hr ${rest} min`;
  return hours ? t`${hours} hr` : t`${rest} min`;
}

export function problemText(problem: CustomerProblem): string {
  const max = CUSTOMER_LIMITS.name;
  switch (problem) {
    case 'name_missing':
      return t`Please enter your name`;
    case 'name_too_long':
      return t`Your name must be at most ${max} characters`;
    case 'phone_missing':
      return t`Please enter your phone number`;
    case 'phone_invalid':
      return t`Please enter a valid phone number`;
    case 'email_invalid':
      return t`Please enter a valid email address, or leave it empty`;
  }
}

// The server's sentences a customer can meet (the booking functions' refusals), by their English
// words. The server speaks English to every caller; the page says them in the customer's language.
// A sentence not listed here shows as the server wrote it.
const SERVER: MessageDescriptor[] = [
  msg`Please choose a date.`,
  msg`Please choose a date (YYYY-MM-DD).`,
  msg`Please choose a real date (YYYY-MM-DD).`,
  msg`Please choose a service.`,
  msg`Please choose one of the salon's services.`,
  msg`Please choose a technician from the list.`,
  msg`Please choose a technician who does this service.`,
  msg`Please choose a time.`,
  msg`Please enter your name.`,
  msg`Please enter your phone number.`,
  msg`Please enter a valid phone number.`,
  msg`Please enter a valid email address.`,
  msg`This booking could not be accepted.`,
  msg`This service cannot be booked online.`,
  msg`This service can no longer be booked online. Please call the salon.`,
  msg`This appointment is cancelled.`,
  msg`This appointment can no longer be changed online.`,
  msg`That time was just taken — here are the nearest free times`,
  // The gateway's own (sync/server/rest-errors.ts).
  msg`Something you typed contains a character that cannot be saved. Please retype it and try again.`,
  msg`This request is not understood. Please reload the page and try again.`,
];
// The descriptors keep their English (compiled, one piece of text) beside the id.
const english = (d: MessageDescriptor) => (Array.isArray(d.message) ? d.message.join('') : String(d.message ?? ''));
let byEnglish: Map<string, MessageDescriptor> | null = null;

/** '2 hours', '30 minutes' as the server writes a notice (sync_private.span_text). */
function span(amount: number, unit: string): string {
  return unit.startsWith('hour') ? plural(amount, { one: '# hour', other: '# hours' }) : plural(amount, { one: '# minute', other: '# minutes' });
}

/** A sentence from the server in the customer's language. */
export function serverText(sentence: string): string {
  byEnglish ??= new Map(SERVER.map((d) => [english(d), d]));
  const known = byEnglish.get(sentence);
  if (known) return i18n._(known);
  // The refusals that carry the salon's notice and phone: "… Please call the salon at +1 555 … to cancel."
  const closes =
    /^Online (cancellation closes|changes close) (\d+) (hours?|minutes) before the appointment\. Please call the salon(?: at (.+))? to (cancel|change it)\.$/.exec(
      sentence,
    );
  if (closes) {
    const notice = span(Number(closes[2]), closes[3]);
    const phone = closes[4];
    if (closes[1].startsWith('cancellation'))
      return phone
        ? t`Online cancellation closes ${notice} before the appointment. Please call the salon at ${phone} to cancel.`
        : t`Online cancellation closes ${notice} before the appointment. Please call the salon to cancel.`;
    return phone
      ? t`Online changes close ${notice} before the appointment. Please call the salon at ${phone} to change it.`
      : t`Online changes close ${notice} before the appointment. Please call the salon to change it.`;
  }
  const several = /^This visit has several services\. Please call the salon(?: at (.+))? to move it\.$/.exec(sentence);
  if (several) {
    const phone = several[1];
    return phone
      ? t`This visit has several services. Please call the salon at ${phone} to move it.`
      : t`This visit has several services. Please call the salon to move it.`;
  }
  return sentence;
}

/** A failed call as the customer reads it. `page`: a booking page's address rather than a manage link. */
export function failureText(failure: Failure, page = false): string {
  if (failure.status === 429) return t`Too many tries in a short time. Please wait a few minutes and try again.`;
  if (failure.status === 404) return page ? notFoundPage() : notFoundLink();
  if (failure.status === 400 && failure.message) return serverText(failure.message);
  return t`We could not reach the salon’s booking system. Please check your connection and try again.`;
}

// The tab's title and the page's description: book.html keeps them in English for crawlers and
// link previews (they read no script); a customer's browser gets them in the language shown.
export const pageTitle = () => t`Book a visit`;
export const pageDescription = () =>
  t`Book your nail salon visit online: pick a service, a technician and a free time, and get a confirmation with a link to change or cancel it.`;

export const notFoundLink = () => t`This link has expired or is not valid.`;
export const notFoundPage = () => t`This booking page is not open. Please check the address or call the salon.`;
