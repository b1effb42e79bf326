// "Add to calendar": the booked visit as an iCalendar file, by the same writer as the emails'
// attachment (the `ics` package it replaced weighed 24 KB gzip against this page's 60 KB budget).
// The salon's wall-clock date and times become instants in the salon's zone, so the visit lands
// at the right hour in any calendar, whatever zone its reader is in.
/* eslint-disable lingui/no-unlocalized-strings -- iCalendar's own tokens, and English words for a caller that gives none (the page gives the customer's, Confirmation.tsx) */
import { writeCalendar } from '../domain/icalendar';
import { appointmentInstant } from '../domain/messages/instant';
import type { PublicAppointment, PublicSalon } from '../domain/public-booking/contract';
import { toMinutes } from '../domain/time';

const MINUTE = 60_000;

/** The words of the file, given by the caller so they can come in the customer's language. */
export interface CalendarWords {
  /** "Gel Manicure at Lotus Nails" */
  summary: (service: string, salon: string) => string;
  /** "With Ana." */
  withStaff: (staff: string) => string;
  /** "Salon phone: +1 555 010 0100" */
  salonPhone: (phone: string) => string;
}

export const ENGLISH_CALENDAR_WORDS: CalendarWords = {
  summary: (service, salon) => `${service} at ${salon}`,
  withStaff: (staff) => `With ${staff}.`,
  salonPhone: (phone) => `Salon phone: ${phone}`,
};

export function calendarFile(appt: PublicAppointment, salon: PublicSalon, uid: string, now: Date = new Date(), words = ENGLISH_CALENDAR_WORDS): string {
  const zone = salon.time_zone;
  const start = appointmentInstant(appt.date, appt.start, zone);
  const endRead = appointmentInstant(appt.date, appt.end, zone);
  // Both ends inside one skipped hour (a DST night) read as the same instant: the visit then keeps
  // its booked length from the start, as the emails' file does.
  const booked = toMinutes(appt.end) - toMinutes(appt.start);
  const end = endRead > start ? endRead : new Date(start.getTime() + (booked > 0 ? booked : 60) * MINUTE);
  return writeCalendar(
    { productId: '-//Salon Desk//Online booking//EN' },
    {
      uid,
      stamp: now,
      start,
      end,
      summary: words.summary(appt.service, salon.name),
      location: salon.address,
      // A booking the salon still has to approve is not called confirmed, as in the emails' file.
      status: appt.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED',
      description: [appt.staff ? words.withStaff(appt.staff) : '', salon.phone.trim() ? words.salonPhone(salon.phone) : ''].filter(Boolean).join(' '),
    },
  );
}
