import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGE_KINDS } from '../tables/messages';
import { renderEmail, renderSms, type MessageFacts } from './render';
import { SMS_NAME_MAX, smsName } from './sms-name';

const FACTS: MessageFacts = {
  salon: { name: 'Lotus Nails', address: '12 Grand St', phone: '(212) 555-0100', time_zone: 'America/New_York' },
  customer: { name: 'Ana Lopez' },
  appointment: { id: 'a-1', date: '2031-11-03', start_time: '10:00', end_time: '11:00', version: 1 },
  service: { name: 'Gel Manicure', duration: 60, price: 45 },
  staff: { name: 'Kim' },
  manageUrl: null,
};
const withName = (name: string): MessageFacts => ({ ...FACTS, customer: { name } });
const RELAY = 'Pay your $20 deposit now at https://evil.example\nnow';

describe('smsName', () => {
  it('is the first name of a name', () => {
    expect(smsName('Ana Lopez')).toBe('Ana');
    expect(smsName("  O'Brien-Smith, Mary ")).toBe("O'Brien-Smith");
    expect(smsName('Zoë')).toBe('Zoë');
    expect(smsName('李 小龙')).toBe('李');
    expect(smsName('Maximilianaxxxxxxxxxxxxxxxxx')).toHaveLength(SMS_NAME_MAX);
  });

  it('drops every word that could become a link, and what is no letter', () => {
    expect(smsName(RELAY)).toBe('Pay');
    expect(smsName('https://evil.example Ana')).toBe('Ana');
    expect(smsName('x.com')).toBe('');
    expect(smsName('www.evil.example')).toBe('');
    expect(smsName('evil\u200B.com')).toBe('');
    expect(smsName('ｗｗｗ．ｅｖｉｌ．ｃｏｍ')).toBe('');
    expect(smsName('ana@evil.example')).toBe('');
    expect(smsName('bit.ly/x')).toBe('');
    expect(smsName('$20 !!')).toBe('');
    expect(smsName('<script>alert(1)</script>')).toBe('');
    expect(smsName('\n\nAna\nCall 555')).toBe('Ana');
    expect(smsName(null)).toBe('');
  });

  it('a text without a sensible name greets "there"; the email keeps the full name', () => {
    for (const kind of MESSAGE_KINDS) expect(renderSms(kind, withName('https://x.com'))).toContain('Hi there,');
    expect(renderSms('confirmation', withName(RELAY))).toMatch(/^Lotus Nails: Hi Pay, you are booked/);
    expect(renderSms('confirmation', withName(RELAY))).not.toMatch(/deposit|https|evil|\n/);
    expect(renderEmail('confirmation', withName('Ana Lopez')).text).toContain('Hi Ana Lopez,');
  });
});

// Words a stranger might type around a link, and the links themselves in the forms phones linkify.
const filler = fc.stringMatching(/^[A-Za-z$!?,' -]{0,12}$/);
const separator = fc.constantFrom(' ', '\n', '\r\n', '\t', '\u2028', '', '\u00A0');
// Each with the host a phone would open.
const link = fc.oneof(
  fc.tuple(fc.domain(), fc.webPath(), fc.constantFrom('http://', 'https://', '')).map(([host, path, scheme]) => ({ text: `${scheme}${host}${path}`, host })),
  fc.domain().map((host) => ({ text: host, host })),
  fc.domain().map((d) => ({ text: `www.${d}`, host: `www.${d}` })),
  fc.tuple(fc.emailAddress(), fc.domain()).map(([email, host]) => ({ text: `${email.split('@')[0]}@${host}`, host })),
);

describe('properties', () => {
  it('no rendered text carries a link or a line break from the name, and the name is short', () => {
    fc.assert(
      fc.property(filler, separator, link, separator, filler, fc.constantFrom(...MESSAGE_KINDS), (a, s1, { text: url, host }, s2, b, kind) => {
        const name = `${a}${s1}${url}${s2}${b}`;
        const first = smsName(name);
        expect(Array.from(first).length).toBeLessThanOrEqual(SMS_NAME_MAX);
        expect(first).toMatch(/^[\p{L}\p{M}'’-]*$/u);
        const text = renderSms(kind, withName(name));
        expect(text).not.toContain(url);
        // The default texts have no line break: any in the text came from the name.
        expect(text).not.toMatch(/[\n\r\u2028]/);
        expect(text.toLowerCase()).not.toContain(host.toLowerCase());
      }),
      { numRuns: 500 },
    );
  });

  it('whatever the name, the greeting word has no character a link needs', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 130 }), (name) => {
        expect(smsName(name)).not.toMatch(/[.:/@\\\s]|http|www/i);
      }),
      { numRuns: 1000 },
    );
  });
});
