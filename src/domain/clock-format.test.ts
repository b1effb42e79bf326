import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockLocale, endOnTime, messageTime, salonLocale, spanishArticle } from './clock-format';

describe('clockLocale', () => {
  it('keeps the salon country for every language, and the language for a country not listed', () => {
    expect(clockLocale('en', 'America/New_York')).toBe('en-US');
    expect(clockLocale('es', 'America/New_York')).toBe('es-US');
    expect(clockLocale('vi', 'America/Toronto')).toBe('vi-CA');
    expect(clockLocale('en', 'Europe/London')).toBe('en-GB');
    expect(clockLocale('es', 'Europe/Madrid')).toBe('es');
    expect(salonLocale(null)).toBe('en-GB');
  });
});

describe('messageTime', () => {
  it("writes a US salon's time by the reader's language, with a plain space before the day half", () => {
    expect(messageTime('14:30:00', 'en', 'America/Chicago')).toBe('2:30 PM');
    expect(messageTime('14:30', 'es', 'America/Chicago')).toMatch(/^2:30 p\. ?m\.$/);
    expect(messageTime('14:30', 'vi', 'America/Chicago')).toBe('14:30');
    expect(messageTime('09:05', 'en', 'Europe/London')).toBe('09:05');
    expect(messageTime('not a time', 'en', 'America/Chicago')).toBe('not a time');
  });

  it('never writes a no-break space, whatever the hour, language or zone', () => {
    const hhmm = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    fc.assert(
      fc.property(hhmm, fc.constantFrom('en', 'es', 'vi'), fc.constantFrom('America/New_York', 'Europe/Paris', 'Asia/Ho_Chi_Minh'), (t, lang, zone) => {
        expect(messageTime(t, lang, zone)).not.toMatch(/[\u00a0\u202f]/);
      }),
    );
  });
});

describe('spanishArticle', () => {
  it('is singular for one o clock on either clock, plural for every other hour', () => {
    expect(spanishArticle('1:30 p.m.')).toBe('la');
    expect(spanishArticle('01:30')).toBe('la');
    expect(spanishArticle('1:')).toBe('la');
    expect(spanishArticle('13:00')).toBe('las');
    expect(spanishArticle('11:00')).toBe('las');
    expect(spanishArticle('2:30 p.m.')).toBe('las');
  });
});

describe('endOnTime', () => {
  it('lets a sentence ending on a dotted day half take that dot as its own, and leaves other dots alone', () => {
    expect(endOnTime('Nos vemos a las 6:00 p.m..')).toBe('Nos vemos a las 6:00 p.m.');
    expect(endOnTime('Nos vemos a las 6:00 p. m..')).toBe('Nos vemos a las 6:00 p. m.');
    expect(endOnTime('See you at 6:00 PM.')).toBe('See you at 6:00 PM.');
    expect(endOnTime('Hẹn lúc 18:00. Cảm ơn.')).toBe('Hẹn lúc 18:00. Cảm ơn.');
  });
});
