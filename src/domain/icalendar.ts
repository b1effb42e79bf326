// The one iCalendar (RFC 5545) writer: the customer emails' attachment and the booking page's
// "Add to calendar" both make their file here, so what one calendar reads right the other does
// too. It has no dependency, since the booking page ships it under a tight size budget.
//
// Times are UTC instants ("DTSTART:20261128T150000Z"), not the salon's wall clock with a TZID:
// a TZID needs a VTIMEZONE block describing the zone's rules, without which Thunderbird's parser
// reads the wall time as UTC, and writing those rules from Intl would be more code than the rest.
// An instant needs no rules, and every calendar shows it in its reader's zone.
//
// Lines are folded at 75 octets of UTF-8, as the RFC counts them, between whole characters: a
// Vietnamese name is two or three octets a letter, and an emoji four (two UTF-16 units, which
// must never be split, or each half decodes to a replacement character).

export interface CalendarEvent {
  /** The same in every file about one appointment, so calendars replace the event, not add one. */
  uid: string;
  /** Higher on each change of the appointment: calendars keep the copy with the highest. */
  sequence?: number;
  /** When the file was written. */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location?: string;
  description?: string;
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  /** Outlook's free/busy for the slot (a cancelled visit frees it). */
  busy?: 'BUSY' | 'FREE';
  organizer?: { name: string; email: string };
}

export interface CalendarHead {
  productId: string;
  /** The iTIP method; a plain download for import needs none. */
  method?: 'PUBLISH' | 'CANCEL';
}

const MAX_OCTETS = 75;

/** Each control character but the tab (which TEXT and parameters hold) as `by`. */
const controlsAs = (s: string, by: string) =>
  Array.from(s, (ch) => {
    const code = ch.charCodeAt(0);
    return (code < 0x20 && ch !== '\t') || code === 0x7f ? by : ch;
  }).join('');

/**
 * RFC 5545 TEXT: backslash, semicolon, comma and line breaks escaped; other control characters,
 * which TEXT cannot hold, dropped. Unicode's line and paragraph separators are line breaks too:
 * written raw, node-ical loses the whole property on them.
 */
export function escapeText(s: string): string {
  return controlsAs(
    s
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|[\r\n\u2028\u2029]/g, '\\n'),
    '',
  );
}

/** A quoted parameter value (RFC 5545 QSAFE-CHAR): no double quote, no control character. */
const paramValue = (s: string) => `"${controlsAs(s.replace(/"/g, "'"), ' ')}"`;

/** The UTF-8 length of one code point. */
const octets = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * A content line folded so that no line is over 75 octets: CRLF and one space start each
 * continuation (the space counts in its line). Iterating a string by code points keeps a
 * surrogate pair whole; a lone surrogate counts as the three octets of its replacement.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let used = 0;
  for (const ch of line) {
    const size = octets(ch.codePointAt(0) ?? 0);
    if (used + size > MAX_OCTETS) {
      out.push(current);
      current = ' ';
      used = 1;
    }
    current += ch;
    used += size;
  }
  out.push(current);
  return out.join('\r\n');
}

/** 20261128T150000Z: the instant in UTC, to the second. */
export function utcStamp(at: Date): string {
  const t = at.getTime();
  if (!Number.isFinite(t)) throw new Error('The calendar file needs valid dates and times.');
  const year = at.getUTCFullYear();
  if (year < 1 || year > 9999) throw new Error(`The calendar file cannot hold the year ${year}.`);
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The whole file, CRLF line ends, one event. Throws when the event ends before it starts. */
export function writeCalendar(head: CalendarHead, event: CalendarEvent): string {
  const start = utcStamp(event.start);
  const end = utcStamp(event.end);
  if (event.end.getTime() <= event.start.getTime()) throw new Error('The calendar event must end after it starts.');
  const sequence = event.sequence === undefined ? null : Math.trunc(event.sequence);
  if (sequence !== null && !(sequence >= 0 && sequence <= 2_147_483_647))
    throw new Error(`The calendar sequence ${event.sequence} is not a whole number from 0.`);
  const optional = (name: string, value: string | undefined) => (value?.trim() ? [`${name}:${escapeText(value)}`] : []);
  const organizer = event.organizer;
  // The address goes into the line as a URI: anything that could end the value or the line is refused.
  if (organizer && !/^[^\s"<>:;,\\]+@[^\s"<>:;,\\]+$/.test(organizer.email))
    throw new Error(`The organizer's address ${JSON.stringify(organizer.email)} is not an email address.`);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(head.productId)}`,
    'CALSCALE:GREGORIAN',
    ...(head.method ? [`METHOD:${head.method}`] : []),
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART:${start}`,
    `DTEND:${end}`,
    ...(sequence === null ? [] : [`SEQUENCE:${sequence}`]),
    `SUMMARY:${escapeText(event.summary)}`,
    ...optional('LOCATION', event.location),
    ...optional('DESCRIPTION', event.description),
    ...(event.status ? [`STATUS:${event.status}`] : []),
    ...(organizer ? [`ORGANIZER;CN=${paramValue(organizer.name)}:MAILTO:${organizer.email}`] : []),
    ...(event.busy ? [`X-MICROSOFT-CDO-BUSYSTATUS:${event.busy}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
