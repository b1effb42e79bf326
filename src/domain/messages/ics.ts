// The calendar file attached to every customer email, made with the `ics` package.
// Its times are instants (UTC, "Z"), computed from the salon's wall-clock date and time in the
// salon's zone, so a customer's calendar in any zone shows the visit when the text says it is,
// read on the salon's clock. Imported by the Node sender only: `ics` validates with yup, which
// the browser bundle does not need (content.ts is the light path for the preview).
import { createEvent, type EventAttributes } from 'ics';
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
/** SEQUENCE is a 32-bit integer in practice (and in `ics`'s schema). */
const MAX_SEQUENCE = 2_147_483_647;
const PRODUCT_ID = '-//Salon Desk//Customer messages//EN';

/** The same UID in every file about one appointment, so calendars update the event, not add one. */
export const eventUid = (appointmentId: string) => `${appointmentId}@salon-desk`;

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
export function calendarFile(kind: MessageKind, facts: MessageFacts, now: Date = new Date()): CalendarFile {
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
    staff ? `With ${staff}.` : '',
    salon.phone.trim() ? `To change or cancel, call ${salon.name} at ${salon.phone.trim()}.` : '',
    !cancelled && facts.manageUrl ? `Or online: ${facts.manageUrl}` : '',
  ].filter(Boolean);
  const event: EventAttributes & { timestamp: number } = {
    productId: PRODUCT_ID,
    method,
    uid: eventUid(a.id),
    sequence: Math.min(Math.max(0, Math.trunc(a.version)), MAX_SEQUENCE),
    timestamp: now.getTime(),
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `${facts.service?.name.trim() || 'Appointment'} at ${salon.name}`,
    description: lines.length > 0 ? lines.join('\n') : undefined,
    location: salon.address.trim() || undefined,
    // A pending appointment's reminder goes before anyone confirmed it: TENTATIVE, so the
    // customer's calendar does not call it confirmed either.
    status: cancelled ? 'CANCELLED' : facts.pending ? 'TENTATIVE' : 'CONFIRMED',
    busyStatus: cancelled ? 'FREE' : 'BUSY',
  };
  const email = salon.email?.trim();
  // iTIP wants an ORGANIZER; the salon is it when its address is known. `ics` refuses an address
  // it finds malformed, and a strange salon address must not stop the customer's email.
  let result = email ? createEvent({ ...event, organizer: { name: salon.name, email } }) : null;
  if (!result || result.error) result = createEvent(event);
  if (result.error || !result.value) {
    throw new Error(`Could not make the calendar file: ${result.error?.message ?? 'no output'}`);
  }
  return { filename: cancelled ? 'cancellation.ics' : 'appointment.ics', content: result.value, method };
}
