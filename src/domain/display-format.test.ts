import { describe, expect, it } from 'vitest';
import { displayLocale, formatDate, formatTime, formatTimeRange, salonLocale, timeZoneLabel, withArticle } from './display-format';

// Intl puts a narrow no-break space before AM/PM; the tests read it as a space.
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

describe('salonLocale', () => {
  it('writes the clock as the salon’s country does', () => {
    expect(salonLocale('America/Los_Angeles')).toBe('en-US');
    expect(salonLocale('America/Toronto')).toBe('en-CA');
    expect(salonLocale('Australia/Sydney')).toBe('en-AU');
    expect(salonLocale('Europe/London')).toBe('en-GB');
    expect(salonLocale('Europe/Paris')).toBe('en-GB');
    expect(salonLocale(undefined)).toBe('en-GB');
  });
});

describe('displayLocale', () => {
  it('is the language with the salon’s country, so Intl picks the clock the way that country writes it', () => {
    expect(displayLocale('en', 'America/Chicago')).toBe('en-US');
    expect(displayLocale('en', 'Europe/London')).toBe('en-GB');
    expect(displayLocale('vi', 'America/Chicago')).toBe('vi-US');
    expect(displayLocale('es', 'America/Chicago')).toBe('es-US');
    expect(displayLocale('es', 'Europe/Madrid')).toBe('es');
    expect(plain(formatTime('14:30:00', displayLocale('en', 'America/Chicago')))).toBe('2:30 PM');
    expect(formatTime('14:30:00', displayLocale('vi', 'America/Chicago'))).toBe('14:30');
    expect(plain(formatTime('14:30', displayLocale('es', 'America/Chicago')))).toMatch(/^2:30 p\. ?m\.$/);
    expect(formatTime('09:05', displayLocale('es', 'Europe/Madrid'))).toBe('09:05');
    expect(formatDate('2026-03-10', 'es')).toBe('mar, 10 mar');
    expect(formatDate('2026-03-10', 'vi')).toBe('Thứ 3, 10 thg 3');
  });
});

describe('formatTime', () => {
  it('is 12-hour in the US and 24-hour in the UK', () => {
    expect(plain(formatTime('14:30:00', 'en-US'))).toBe('2:30 PM');
    expect(plain(formatTime('09:00', 'en-US'))).toBe('9:00 AM');
    expect(plain(formatTime('00:15', 'en-US'))).toBe('12:15 AM');
    expect(formatTime('14:30:00', 'en-GB')).toBe('14:30');
    expect(formatTime('09:00', 'en-GB')).toBe('09:00');
    expect(plain(formatTimeRange('10:00:00', '11:30:00', 'en-US'))).toBe('10:00 AM–11:30 AM');
  });

  it('leaves what is no time as it is', () => {
    expect(formatTime('', 'en-US')).toBe('');
    expect(formatTime('soon', 'en-US')).toBe('soon');
  });
});

describe('formatDate', () => {
  it('writes a day in words, never as an ISO string', () => {
    expect(formatDate('2026-03-10', 'en-US')).toBe('Tue, Mar 10');
    expect(formatDate('2026-03-10', 'en-US', true)).toBe('Tue, Mar 10, 2026');
    expect(formatDate('2026-03-10', 'en-GB')).toBe('Tue 10 Mar');
    expect(formatDate('2026-13-40x', 'en-US')).toBe('2026-13-40x');
  });
});

describe('timeZoneLabel', () => {
  it('names the zone', () => {
    expect(timeZoneLabel('America/Los_Angeles')).toBe('Pacific Time');
    expect(timeZoneLabel('America/New_York')).toBe('Eastern Time');
    expect(timeZoneLabel('Europe/Paris')).toBe('Central European Time');
  });

  it('falls back to the city and offset, or the name given', () => {
    expect(timeZoneLabel('UTC')).toMatch(/^(Coordinated Universal Time|UTC)$/);
    expect(timeZoneLabel('Not/AZone')).toBe('Not/AZone');
    expect(timeZoneLabel('Etc/GMT-6')).toBe('GMT+6');
  });
});

describe('withArticle', () => {
  it('says "an" before a vowel sound and "a" before a consonant sound', () => {
    expect(withArticle('Acrylic Full Set')).toBe('an Acrylic Full Set');
    expect(withArticle('Gel Manicure')).toBe('a Gel Manicure');
    expect(withArticle('Express Pedicure')).toBe('an Express Pedicure');
    expect(withArticle('Ombré Nails')).toBe('an Ombré Nails');
    expect(withArticle('Unicorn Nail Art')).toBe('a Unicorn Nail Art');
    expect(withArticle('hour-long soak')).toBe('an hour-long soak');
    expect(withArticle('SNS Dip')).toBe('an SNS Dip');
    expect(withArticle('UV Gel Polish')).toBe('a UV Gel Polish');
  });
});
