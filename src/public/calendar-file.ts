// "Add to calendar": the booked visit as an iCalendar file (RFC 5545), written by hand.
// The project's `ics` package would add 24 KB gzip to a page whose whole budget is 60 KB, for a
// file of a dozen lines. Times are the salon's wall clock with its IANA zone as TZID, which the
// common calendars (Google, Apple, Outlook) read without a VTIMEZONE block.
import type { PublicAppointment, PublicSalon } from '../domain/public-booking/contract';

/** RFC 5545 text: backslash, semicolon, comma and newlines escaped. */
const escapeText = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
const stamp = (date: string, time: string) => `${date.replace(/-/g, '')}T${time.replace(':', '').slice(0, 4)}00`;

/** Lines longer than 75 octets are folded (a space starts each continuation). */
function fold(line: string): string {
  const out: string[] = [];
  let rest = line;
  while (rest.length > 74) {
    out.push(rest.slice(0, 74));
    rest = ` ${rest.slice(74)}`;
  }
  out.push(rest);
  return out.join('\r\n');
}

export function calendarFile(appt: PublicAppointment, salon: PublicSalon, uid: string, now: Date = new Date()): string {
  const utc = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const zone = salon.time_zone;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Salon Desk//Online booking//EN',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${utc}`,
    `DTSTART;TZID=${zone}:${stamp(appt.date, appt.start)}`,
    `DTEND;TZID=${zone}:${stamp(appt.date, appt.end)}`,
    `SUMMARY:${escapeText(`${appt.service} at ${salon.name}`)}`,
    `LOCATION:${escapeText(salon.address)}`,
    `DESCRIPTION:${escapeText([appt.staff ? `With ${appt.staff}.` : '', `Salon phone: ${salon.phone}`].filter(Boolean).join(' '))}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
