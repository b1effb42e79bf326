import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInstantOf, readInZone, wallDateTime, wallTime, ZONES } from '../../../tests/support/zone-oracle';
import { MESSAGE_KINDS } from '../tables/messages';
import { messageTime } from './content';
import { placeholderValues, renderEmail, renderSms, renderTemplate, type MessageFacts } from './render';
import { PLACEHOLDERS, type MessageTemplates } from './templates';

const FACTS: MessageFacts = {
  salon: { name: 'Lotus Nails', address: '12 Main St, Springfield', phone: '555-0100', time_zone: 'America/New_York', email: 'hi@lotus.example' },
  customer: { name: 'Dana Reyes' },
  appointment: { id: 'a-42', date: '2026-12-01', start_time: '15:00:00', end_time: '16:30', version: 5 },
  service: { name: 'Gel Manicure', duration: 90, price: 45.5 },
  staff: { name: 'Anna' },
  manageUrl: 'https://book.example/m/abc',
};
const NOW = new Date('2026-11-20T12:00:00.000Z');
const ALL = PLACEHOLDERS.map((p) => `${p.name}={${p.name}}`).join('\n');
const own = (body: string, sms = body, subject = body): MessageTemplates => ({ subject, body, sms });

/** The calendar file's properties, unfolded (RFC 5545 §3.1: CRLF + one space or tab). */
function icsProps(content: string): Record<string, string> {
  const props: Record<string, string> = {};
  for (const line of content.replace(/\r\n[ \t]/g, '').split('\r\n')) {
    const at = line.indexOf(':');
    if (at > 0 && !(line.slice(0, at) in props)) props[line.slice(0, at)] = line.slice(at + 1);
  }
  return props;
}
const utc = (v: string) => Date.UTC(+v.slice(0, 4), +v.slice(4, 6) - 1, +v.slice(6, 8), +v.slice(9, 11), +v.slice(11, 13), +v.slice(13, 15));

describe('placeholderValues', () => {
  it('prints the stored wall time and date as they are, whatever the zone, on the clock of the salon’s country', () => {
    const v = placeholderValues(FACTS);
    expect(v).toEqual({
      customer_name: 'Dana Reyes',
      salon_name: 'Lotus Nails',
      salon_address: '12 Main St, Springfield',
      salon_phone: '555-0100',
      service: 'Gel Manicure',
      staff: 'Anna',
      weekday: 'Tuesday',
      date: 'December 1, 2026',
      time: '3:00 PM',
      end_time: '4:30 PM',
      duration: '1 hour 30 minutes',
      price: '$45.50',
      manage_link: 'https://book.example/m/abc',
    });
    // Never converted to another zone: a salon in Tokyo says the same wall time, on a 24-hour clock.
    expect(placeholderValues({ ...FACTS, salon: { ...FACTS.salon, time_zone: 'Asia/Tokyo' } })).toEqual({ ...v, time: '15:00', end_time: '16:30' });
  });

  it('reads naturally when the service, staff, name or link is missing', () => {
    const v = placeholderValues({ ...FACTS, service: null, staff: null, customer: { name: ' ' }, manageUrl: null });
    expect([v.service, v.staff, v.customer_name, v.price, v.manage_link]).toEqual(['your service', 'our team', 'there', '', '']);
    expect(v.duration).toBe('1 hour 30 minutes'); // from the booked times
    const short = placeholderValues({ ...FACTS, appointment: { ...FACTS.appointment, start_time: '09:05', end_time: '09:50' } });
    expect([short.time, short.duration]).toEqual(['9:05 AM', '45 minutes']);
    const hours = placeholderValues({ ...FACTS, appointment: { ...FACTS.appointment, end_time: '17:00' } });
    expect(hours.duration).toBe('2 hours');
  });
});

describe('renderTemplate', () => {
  it('replaces every placeholder, in one pass', () => {
    const out = renderTemplate(ALL, placeholderValues(FACTS));
    expect(out).not.toMatch(/[{}]/);
    for (const [name, value] of Object.entries(placeholderValues(FACTS))) expect(out).toContain(`${name}=${value}\n`.trimEnd());
    // A value holding a placeholder is printed as written, not filled in again.
    const tricky = placeholderValues({ ...FACTS, customer: { name: '{time}' } });
    expect(renderTemplate('Hi {customer_name} at {time}', tricky)).toBe('Hi {time} at 3:00 PM');
  });

  it('leaves an unknown placeholder as written', () => {
    expect(renderTemplate('{when} {time} {Time}', placeholderValues(FACTS))).toBe('{when} 3:00 PM {Time}');
  });
});

describe('a salon with no address yet', () => {
  it('reads without dangling punctuation in any default text', () => {
    const facts: MessageFacts = { ...FACTS, salon: { ...FACTS.salon, address: '' } };
    for (const kind of MESSAGE_KINDS) {
      const texts = [renderSms(kind, facts), renderEmail(kind, facts, undefined, NOW).text];
      for (const t of texts) expect(t).not.toMatch(/^Where: .*,\s*$|\.\s*\.|\bat \./m);
    }
    expect(renderTemplate('Where: {salon_name}, {salon_address}', placeholderValues(facts))).toBe(`Where: ${FACTS.salon.name}`);
    expect(renderTemplate('At {time}. {salon_address}. Call us.', placeholderValues(facts))).toBe(`At ${placeholderValues(facts).time}. Call us.`);
    // A filled-in value keeps its punctuation.
    expect(renderTemplate('Where: {salon_name}, {salon_address}', placeholderValues(FACTS))).toBe(`Where: ${FACTS.salon.name}, ${FACTS.salon.address}`);
  });
});

describe('renderEmail and renderSms', () => {
  it('escapes the customer’s name and the owner’s text in HTML, and nothing in text or SMS (whose name is a first name)', () => {
    const facts = { ...FACTS, customer: { name: '<script>alert(1)</script>' }, manageUrl: null };
    const t = own('<b>Hi</b> {customer_name} & "co"\nLine 2');
    const email = renderEmail('confirmation', facts, t, NOW);
    expect(email.html).toContain('&lt;b&gt;Hi&lt;/b&gt; &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;co&quot;<br>\nLine 2');
    expect(email.html).not.toMatch(/<script|<b>/);
    expect(email.text).toBe('<b>Hi</b> <script>alert(1)</script> & "co"\nLine 2');
    // The owner's words go as written; the name had a '/', so the text greets no one by name.
    expect(renderSms('confirmation', facts, t)).toBe('<b>Hi</b> there & "co"\nLine 2');
    // The subject is one line, unescaped (it is a header, not HTML).
    expect(email.subject).toBe('<b>Hi</b> <script>alert(1)</script> & "co" Line 2');
  });

  it('uses the owner’s templates when given, our defaults otherwise', () => {
    const noLink = { ...FACTS, manageUrl: null };
    expect(renderSms('reminder', noLink, own('x', 'See you {weekday} at {time}, {customer_name}!'))).toBe('See you Tuesday at 3:00 PM, Dana!');
    const email = renderEmail('reminder', FACTS, undefined, NOW);
    expect(email.subject).toBe('Reminder: your appointment at Lotus Nails on Tuesday');
    expect(email.text).toContain('When: Tuesday, December 1, 2026, 3:00 PM–4:30 PM');
  });

  it("adds the manage link after the salon's text, unless the template places it itself", () => {
    const t = own('Hi {customer_name}', 'Hi {customer_name}');
    const email = renderEmail('confirmation', FACTS, t, NOW);
    expect(email.text).toBe('Hi Dana Reyes\n\nChange or cancel online: https://book.example/m/abc');
    expect(email.html).toContain('Change or cancel online: <a href="https://book.example/m/abc">https://book.example/m/abc</a>');
    expect(renderSms('confirmation', FACTS, t)).toBe('Hi Dana Change or cancel online: https://book.example/m/abc');
    const placed = own('Manage: {manage_link}. Bye', 'Manage: {manage_link}');
    expect(renderEmail('confirmation', FACTS, placed, NOW).text).toBe('Manage: https://book.example/m/abc. Bye');
    expect(renderSms('confirmation', FACTS, placed)).toBe('Manage: https://book.example/m/abc');
    const hostile = { ...FACTS, manageUrl: 'https://x.example/a/"><script>' };
    expect(renderEmail('confirmation', hostile, t, NOW).html).not.toContain('<script>');
    expect(renderEmail('confirmation', { ...FACTS, manageUrl: null }, t, NOW).text).toBe('Hi Dana Reyes');
  });

  it('the calendar file: stable UID, version as SEQUENCE, times as UTC instants, title, place', () => {
    const p = icsProps(renderEmail('update', FACTS, undefined, NOW).ics.content);
    expect(p.METHOD).toBe('PUBLISH');
    expect(p.UID).toBe('a-42@salon-desk');
    expect(p.SEQUENCE).toBe('5');
    expect(p.STATUS).toBe('CONFIRMED');
    expect(p.DTSTART).toBe('20261201T200000Z'); // 15:00 EST
    expect(p.DTEND).toBe('20261201T213000Z');
    expect(p.DTSTAMP).toBe('20261120T120000Z');
    expect(p.SUMMARY).toBe('Gel Manicure at Lotus Nails');
    expect(p.LOCATION).toBe('12 Main St\\, Springfield');
    expect(p.DESCRIPTION).toBe('With Anna.\\nTo change or cancel\\, call Lotus Nails at 555-0100.\\nOr online: https://book.example/m/abc');
    expect(p['ORGANIZER;CN="Lotus Nails"']).toBe('MAILTO:hi@lotus.example');
  });

  it("a pending appointment's reminder email does not call it confirmed, nor does its calendar file", () => {
    const pending = { ...FACTS, pending: true };
    const email = renderEmail('reminder', pending, undefined, NOW);
    expect(`${email.subject}\n${email.text}`).not.toMatch(/confirm/i);
    expect(icsProps(email.ics.content).STATUS).toBe('TENTATIVE');
    expect(icsProps(renderEmail('reminder', FACTS, undefined, NOW).ics.content).STATUS).toBe('CONFIRMED');
    expect(icsProps(renderEmail('cancellation', pending, undefined, NOW).ics.content).STATUS).toBe('CANCELLED');
  });

  it('a cancellation cancels the same event; a strange salon email only drops the organizer', () => {
    const facts = { ...FACTS, salon: { ...FACTS.salon, email: 'not an address' }, appointment: { ...FACTS.appointment, version: 6 } };
    const { ics } = renderEmail('cancellation', facts, undefined, NOW);
    const p = icsProps(ics.content);
    expect([ics.method, p.METHOD, p.STATUS, p.UID, p.SEQUENCE]).toEqual(['CANCEL', 'CANCEL', 'CANCELLED', 'a-42@salon-desk', '6']);
    expect(Object.keys(p).some((k) => k.startsWith('ORGANIZER'))).toBe(false);
    expect(ics.filename).toMatch(/\.ics$/);
  });

  it('an end that is not after the start becomes start plus the booked length', () => {
    const facts = { ...FACTS, appointment: { ...FACTS.appointment, start_time: '23:00', end_time: '00:00' } };
    const p = icsProps(renderEmail('confirmation', facts, undefined, NOW).ics.content);
    expect(utc(p.DTEND) - utc(p.DTSTART)).toBe(90 * 60_000);
  });

  it('property: DTSTART and DTEND are the instants of the text’s date and times in the salon’s zone', () => {
    fc.assert(
      fc.property(
        wallDateTime,
        fc.integer({ min: 15, max: 180 }),
        fc.constantFrom(...ZONES),
        fc.constantFrom(...MESSAGE_KINDS),
        ({ date, minutes }, length, zone, kind) => {
          fc.pre(minutes + length < 24 * 60);
          const [start, end] = [wallTime(minutes), wallTime(minutes + length)];
          const facts: MessageFacts = {
            ...FACTS,
            manageUrl: null,
            salon: { ...FACTS.salon, time_zone: zone },
            appointment: { ...FACTS.appointment, date, start_time: start, end_time: end },
          };
          const email = renderEmail(kind, facts, { subject: '{date}', body: '{date} {time} {end_time}', sms: '' }, NOW);
          const p = icsProps(email.ics.content);
          const [startAt, endAt] = [utc(p.DTSTART), utc(p.DTEND)];
          // The text says the stored wall times (on the country's clock); the file's instants read back as those times there.
          expect(email.text).toBe(`${placeholderValues(facts).date} ${messageTime(start, 'en', zone)} ${messageTime(end, 'en', zone)}`);
          expectInstantOf(startAt, date, start, zone);
          // Both ends in one DST gap would make an empty event: the end is then start + length.
          const startRead = readInZone(startAt, zone);
          if (startRead !== `${date} ${start}` && `${date} ${end}` <= startRead) expect(endAt - startAt).toBe(length * 60_000);
          else expectInstantOf(endAt, date, end, zone);
          expect(endAt).toBeGreaterThan(startAt);
        },
      ),
      { numRuns: 300 },
    );
  });
});
