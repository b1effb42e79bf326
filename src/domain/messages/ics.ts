// The calendar file attached to every customer email, written by the shared writer (the booking
// page's "Add to calendar" uses it too). Its times are instants computed from the salon's
// wall-clock date and time in the salon's zone, so a customer's calendar in any zone shows the
// visit when the text says it is, read on the salon's clock.
import { writeCalendar, type CalendarEvent } from '../icalendar';
import { EMAIL_PATTERN } from '../tables/formats';
import { toMinutesOrNull } from '../time';
import type { MessageKind } from '../types';
import type { MessageFacts } from './content';
import { appointmentInstant } from './instant';

export interface CalendarFile {
  filename: string;
  content: string;
  /**
   * The iTIP method written in the file. The email's part must carry the same one in its
   * Content-Type (`text/calendar; method=…`, RFC 5545 §3.7.2): with nodemailer, pass this object
   * as `icalEvent`, which does that.
   */
  method: 'PUBLISH' | 'CANCEL';
}

const MINUTE = 60_000;
/** SEQUENCE is a 32-bit integer in practice. */
const MAX_SEQUENCE = 2_147_483_647;
const PRODUCT_ID = '-//Salon Desk//Customer messages//EN';
const EMAIL = new RegExp(EMAIL_PATTERN);

/** The same UID in every file about one appointment, so calendars update the event, not add one. */
export const eventUid = (appointmentId: string) => `${appointmentId}@salon-desk`;

/** The file's words, given by the caller so they can come in the customer's language. */
export interface CalendarFileWords {
  /** The summary: "Gel Manicure at Lotus Nails"; `service` is null when the appointment has none. */
  summary: (service: string | null, salon: string) => string;
  /** "With Anna." */
  withStaff: (staff: string) => string;
  /** "To change or cancel, call Lotus Nails at 555-0100." */
  callToChange: (salon: string, phone: string) => string;
  /** "Or online: https://…" */
  online: (url: string) => string;
}

export const ENGLISH_CALENDAR_FILE_WORDS: CalendarFileWords = {
  summary: (service, salon) => `${service ?? 'Appointment'} at ${salon}`,
  withStaff: (staff) => `With ${staff}.`,
  callToChange: (salon, phone) => `To change or cancel, call ${salon} at ${phone}.`,
  online: (url) => `Or online: ${url}`,
};

/** Booked minutes from the stored times; the service's duration (or an hour) when they give none. */
function lengthMinutes(facts: MessageFacts): number {
  const start = toMinutesOrNull(facts.appointment.start_time);
  const end = toMinutesOrNull(facts.appointment.end_time);
  if (start !== null && end !== null && end > start) return end - start;
  return facts.service && facts.service.duration > 0 ? facts.service.duration : 60;
}

/**
 * METHOD:PUBLISH for confirmations, updates and reminders, not REQUEST: REQUEST is an invitation
 * that asks each attendee to accept or decline, with replies sent to the organizer. Nobody reads
 * those replies, and a "Decline" would not cancel the booking, so we do not offer the buttons.
 * A cancellation is METHOD:CANCEL with STATUS:CANCELLED and the same UID, which removes or
 * strikes out the event in calendars that imported the earlier file.
 */
export function calendarFile(kind: MessageKind, facts: MessageFacts, now: Date = new Date(), words = ENGLISH_CALENDAR_FILE_WORDS): CalendarFile {
  const { salon, appointment: a } = facts;
  const cancelled = kind === 'cancellation';
  const start = appointmentInstant(a.date, a.start_time, salon.time_zone).getTime();
  const endRead = toMinutesOrNull(a.end_time) === null ? null : appointmentInstant(a.date, a.end_time, salon.time_zone).getTime();
  // DTEND must come after DTSTART (RFC 5545): an end that does not (a bad row, or both ends in
  // a DST gap) becomes start plus the booked length.
  const end = endRead !== null && endRead > start ? endRead : start + lengthMinutes(facts) * MINUTE;
  const method = cancelled ? 'CANCEL' : 'PUBLISH';
  const staff = facts.staff?.name.trim();
  const lines = [
    staff ? words.withStaff(staff) : '',
    salon.phone.trim() ? words.callToChange(salon.name, salon.phone.trim()) : '',
    !cancelled && facts.manageUrl ? words.online(facts.manageUrl) : '',
  ].filter(Boolean);
  const event: CalendarEvent = {
    uid: eventUid(a.id),
    sequence: Math.min(Math.max(0, Math.trunc(a.version)), MAX_SEQUENCE),
    stamp: now,
    start: new Date(start),
    end: new Date(end),
    summary: words.summary(facts.service?.name.trim() || null, salon.name),
    description: lines.length > 0 ? lines.join('\n') : undefined,
    location: salon.address.trim() || undefined,
    // A pending appointment's reminder goes before anyone confirmed it: TENTATIVE, so the
    // customer's calendar does not call it confirmed either.
    status: cancelled ? 'CANCELLED' : facts.pending ? 'TENTATIVE' : 'CONFIRMED',
    busy: cancelled ? 'FREE' : 'BUSY',
  };
  const email = salon.email?.trim();
  // iTIP wants an ORGANIZER; the salon is it when its address is known. A malformed address only
  // drops the organizer: it must not stop the customer's email.
  if (email && EMAIL.test(email)) event.organizer = { name: salon.name, email };
  const content = writeCalendar({ productId: PRODUCT_ID, method }, event);
  return { filename: cancelled ? 'cancellation.ics' : 'appointment.ics', content, method };
}
