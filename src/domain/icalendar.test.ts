import fc from 'fast-check';
import ICAL from 'ical.js';
import nodeIcal, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, writeCalendar, type CalendarEvent } from './icalendar';
import { calendarFile, type MessageFacts } from './messages/render';

/** What a calendar reads from a file: the event's instants (ms) and texts. */
interface Read {
  uid: string;
  start: number;
  end: number;
  summary: string;
  location: string;
  description: string;
}

/** Mozilla's parser (Thunderbird's), which reads a TZID it has no VTIMEZONE for as UTC. */
function readWithIcalJs(file: string): Read {
  const vevent = new ICAL.Component(ICAL.parse(file)).getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('ical.js found no VEVENT');
  const e = new ICAL.Event(vevent);
  const text = (name: string) => String(vevent.getFirstPropertyValue(name) ?? '');
  return {
    uid: e.uid,
    start: e.startDate.toJSDate().getTime(),
    end: e.endDate.toJSDate().getTime(),
    summary: e.summary,
    location: text('location'),
    description: text('description'),
  };
}

/**
 * node-ical takes a text wholly inside double quotes for a quoted one and, mostly, drops the quotes
 * (TEXT has no escape for them): its readings are compared with both sides' outer quotes removed.
 */
const asNodeIcalReads = (s: string) => s.replace(/^"([^]*)"$/, '$1');

function readWithNodeIcal(file: string): Read {
  const events = Object.values(nodeIcal.sync.parseICS(file)).filter((c): c is VEvent => c?.type === 'VEVENT');
  expect(events).toHaveLength(1);
  const [e] = events;
  const text = (v: VEvent['summary'] | undefined) => (v === undefined ? '' : typeof v === 'string' ? v : v.val);
  return {
    uid: e.uid,
    start: e.start.getTime(),
    end: e.end?.getTime() ?? Number.NaN,
    summary: text(e.summary),
    location: text(e.location),
    description: text(e.description),
  };
}

/** The file's bytes as a mail client receives them: every line at most 75 octets and valid UTF-8 on its own. */
function expectOctetLines(file: string) {
  const bytes = new TextEncoder().encode(file);
  expect(new TextDecoder().decode(bytes)).toBe(file); // no lone surrogate was written
  const strict = new TextDecoder('utf-8', { fatal: true });
  let from = 0;
  for (let i = 0; i < bytes.length - 1; i++) {
    if (bytes[i] !== 13 || bytes[i + 1] !== 10) continue;
    const line = bytes.subarray(from, i);
    expect(line.length).toBeLessThanOrEqual(75);
    strict.decode(line); // throws when a character was cut in two
    from = i + 2;
  }
  expect(from).toBe(bytes.length); // the last line ends with CRLF too
}

const nodeIcalView = <T extends { summary: string; location: string; description?: string }>(r: T): T => ({
  ...r,
  summary: asNodeIcalReads(r.summary),
  location: asNodeIcalReads(r.location),
  ...(r.description === undefined ? {} : { description: asNodeIcalReads(r.description) }),
});

/** The text a calendar gives back: every line break a newline, other control characters gone. */
const asRead = (s: string) =>
  Array.from(s.replace(/\r\n|[\r\u2028\u2029]/g, '\n'), (ch) => ((ch.charCodeAt(0) < 0x20 && ch !== '\n' && ch !== '\t') || ch === '\u007f' ? '' : ch)).join(
    '',
  );

const unfold = (file: string) => file.replace(/\r\n[ \t]/g, '');

const NAMES = [
  'Tiệm Nail Hoàng Yến Phương — Chăm Sóc Móng Chuyên Nghiệp Quận Cam',
  'Nguyễn Thị Phượng',
  'Uyên 💅🏽 Nails & Spa 👩‍👩‍👧',
  'Peluquería y Uñas Señorita Muñoz, Año Nuevo; ¿Cuándo? ¡Mañana!',
  'Back\\slash, semi;colon\nnew line',
  '🇻🇳🇪🇸🇺🇸'.repeat(12),
];
/** Names in Vietnamese, Spanish, emoji and long mixtures, with iCalendar's reserved characters in them. */
const name = fc.oneof(
  fc.constantFrom(...NAMES),
  fc.string({
    unit: fc.constantFrom('ệ', 'ữ', 'Đ', 'ñ', 'á', '¿', '💅', '👩‍👩‍👧', '🏽', 'a', ' ', ',', ';', '\\', '\n', '\r\n', '\u2028', '\u0007', ':', '"'),
    maxLength: 120,
  }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 90 }),
  fc.array(fc.constantFrom(...NAMES), { minLength: 1, maxLength: 4 }).map((parts) => parts.join(' ')),
);

describe('foldLine', () => {
  it('cuts at 75 octets, between whole characters, one space before each continuation', () => {
    const line = `SUMMARY:${'ệ'.repeat(40)}`; // 8 + 120 octets
    const folded = foldLine(line);
    expect(folded.split('\r\n').map((l) => new TextEncoder().encode(l).length)).toEqual([74, 55]);
    expect(folded.split('\r\n')[1].startsWith(' ệ')).toBe(true);
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
    // 71 ASCII octets and an emoji of 4 would make 75: kept; one more octet moves the emoji down whole.
    expect(foldLine(`${'x'.repeat(71)}💅`)).toBe(`${'x'.repeat(71)}💅`);
    expect(foldLine(`${'x'.repeat(72)}💅`)).toBe(`${'x'.repeat(72)}\r\n 💅`);
  });
});

describe('escapeText', () => {
  it('escapes what TEXT reserves and drops the control characters it cannot hold', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf\rg\u0007h\ti\u2028j')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ngh\ti\\nj');
  });
});

describe('writeCalendar', () => {
  const event: CalendarEvent = {
    uid: 'a-1@salon-desk',
    stamp: new Date('2026-11-20T12:00:00Z'),
    start: new Date('2026-11-28T15:00:00Z'),
    end: new Date('2026-11-28T16:00:00Z'),
    summary: 'Gel at Lotus',
  };

  it('writes UTC instants, CRLF line ends and only the lines given', () => {
    const file = writeCalendar({ productId: '-//Salon Desk//Test//EN' }, event);
    expect(file).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Salon Desk//Test//EN',
        'CALSCALE:GREGORIAN',
        'BEGIN:VEVENT',
        'UID:a-1@salon-desk',
        'DTSTAMP:20261120T120000Z',
        'DTSTART:20261128T150000Z',
        'DTEND:20261128T160000Z',
        'SUMMARY:Gel at Lotus',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  });

  it('refuses an event that ends before it starts, an invalid date and an address that is not one', () => {
    const head = { productId: 'x' };
    expect(() => writeCalendar(head, { ...event, end: event.start })).toThrow('must end after it starts');
    expect(() => writeCalendar(head, { ...event, start: new Date(Number.NaN) })).toThrow('valid dates');
    expect(() => writeCalendar(head, { ...event, organizer: { name: 'L', email: 'a@b\r\nX-EVIL:1' } })).toThrow('not an email address');
    expect(() => writeCalendar(head, { ...event, sequence: -1 })).toThrow('whole number');
  });

  it('property: lines of at most 75 octets that unfold to the text, read alike by ical.js and node-ical', () => {
    fc.assert(
      fc.property(name, name, name, fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 0, 1) }), (summary, location, description, startAt) => {
        const start = new Date(Math.floor(startAt / 60_000) * 60_000);
        const end = new Date(start.getTime() + 45 * 60_000);
        const file = writeCalendar(
          { productId: '-//Salon Desk//Test//EN', method: 'PUBLISH' },
          { ...event, start, end, summary, location, description, organizer: { name: summary, email: 'hi@lotus.example' } },
        );
        expectOctetLines(file);
        expect(unfold(file)).toContain(`\r\nSUMMARY:${escapeText(summary)}\r\n`);
        const expected = {
          uid: event.uid,
          start: start.getTime(),
          end: end.getTime(),
          summary: asRead(summary),
          location: location.trim() ? asRead(location) : '',
          description: description.trim() ? asRead(description) : '',
        };
        expect(readWithIcalJs(file)).toEqual(expected);
        expect(nodeIcalView(readWithNodeIcal(file))).toEqual(nodeIcalView(expected));
      }),
      { numRuns: 150 },
    );
  });
});

/** A visit at 10:00 on the salon's clock, and the instant it is: worked out by hand from each zone's rules. */
const VISITS = [
  { zone: 'America/New_York', date: '2026-11-28', start: '10:00', end: '11:00', at: '2026-11-28T15:00:00Z', until: '2026-11-28T16:00:00Z' },
  { zone: 'Asia/Ho_Chi_Minh', date: '2026-11-28', start: '10:00', end: '11:30', at: '2026-11-28T03:00:00Z', until: '2026-11-28T04:30:00Z' },
  // The US spring-forward day: 01:30 is still standard time, 10:00 already daylight time.
  { zone: 'America/New_York', date: '2026-03-08', start: '01:30', end: '03:30', at: '2026-03-08T06:30:00Z', until: '2026-03-08T07:30:00Z' },
  { zone: 'America/New_York', date: '2026-03-08', start: '10:00', end: '11:00', at: '2026-03-08T14:00:00Z', until: '2026-03-08T15:00:00Z' },
  // Europe's fall-back day: 10:00 is back on winter time (UTC+1 in Madrid).
  { zone: 'Europe/Madrid', date: '2026-10-25', start: '10:00', end: '10:45', at: '2026-10-25T09:00:00Z', until: '2026-10-25T09:45:00Z' },
];

const FACTS: MessageFacts = {
  salon: { name: 'Lotus Nails', address: '12 Main St, Springfield', phone: '555-0100', time_zone: 'America/New_York', email: 'hi@lotus.example' },
  customer: { name: 'Dana Reyes' },
  appointment: { id: 'a-42', date: '2026-12-01', start_time: '15:00', end_time: '16:30', version: 5 },
  service: { name: 'Gel Manicure', duration: 90, price: 45.5 },
  staff: { name: 'Anna' },
  manageUrl: 'https://book.example/m/abc',
};

describe("the emails' calendar file", () => {
  it("takes its words from the caller, so they can be the customer's language", () => {
    const words = {
      summary: (service: string | null, salon: string) => `${service ?? 'Cita'} en ${salon}`,
      withStaff: (staff: string) => `Con ${staff}.`,
      callToChange: (salon: string, phone: string) => `Para cambiarla, llame a ${salon} al ${phone}.`,
      online: (url: string) => `O en línea: ${url}`,
    };
    const { content } = calendarFile('confirmation', { ...FACTS, service: null }, new Date('2026-11-20T12:00:00Z'), words);
    const read = readWithIcalJs(content);
    expect([read.summary, read.description]).toEqual([
      'Cita en Lotus Nails',
      'Con Anna.\nPara cambiarla, llame a Lotus Nails al 555-0100.\nO en línea: https://book.example/m/abc',
    ]);
  });

  it('property: the right instant in the salon’s zone, the summary and the place, read by ical.js and node-ical', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VISITS),
        name,
        name,
        name,
        fc.constantFrom('confirmation' as const, 'cancellation' as const),
        (v, salonName, service, address, kind) => {
          const facts: MessageFacts = {
            ...FACTS,
            salon: { ...FACTS.salon, name: salonName, address, time_zone: v.zone },
            service: { ...FACTS.service!, name: service },
            staff: { name: salonName },
            appointment: { ...FACTS.appointment, date: v.date, start_time: v.start, end_time: v.end },
          };
          const { content } = calendarFile(kind, facts, new Date('2026-11-20T12:00:00Z'));
          expectOctetLines(content);
          const expected = {
            uid: 'a-42@salon-desk',
            start: Date.parse(v.at),
            end: Date.parse(v.until),
            summary: asRead(`${service.trim() || 'Appointment'} at ${salonName}`),
            location: asRead(address.trim()),
          };
          expect(readWithIcalJs(content)).toMatchObject(expected);
          expect(nodeIcalView(readWithNodeIcal(content))).toMatchObject(nodeIcalView(expected));
        },
      ),
      { numRuns: 100 },
    );
  });
});
