import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spokenAt, spokenDate, spokenPrice, spokenTime, spokenWhen } from './spoken-time';

describe('spoken dates and times (the phone read-back)', () => {
  // The process in a DST zone, so wall times that went through the process's clock would shift.
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('says a wall date and time the way a receptionist does', () => {
    expect(spokenWhen('2026-12-01', '14:00')).toBe('Tuesday, December 1st at 2 PM');
    expect(spokenWhen('2026-12-02', '14:30')).toBe('Wednesday, December 2nd at 2:30 PM');
    expect(spokenDate('2026-12-03')).toBe('Thursday, December 3rd');
    expect(spokenDate('2026-12-11')).toBe('Friday, December 11th');
    expect(spokenTime('12:00')).toBe('12 PM');
    expect(spokenTime('00:15')).toBe('12:15 AM');
    expect(spokenTime('09:05')).toBe('9:05 AM');
  });

  it('on the DST-change days a wall time is said as booked, never shifted by an hour', () => {
    // 2026-03-08 in America/New_York: 2:00–2:59 AM does not exist; 2026-11-01: 1:00–1:59 AM happens twice.
    expect(spokenWhen('2026-03-08', '02:30')).toBe('Sunday, March 8th at 2:30 AM');
    expect(spokenWhen('2026-03-08', '10:00')).toBe('Sunday, March 8th at 10 AM');
    expect(spokenWhen('2026-11-01', '01:30')).toBe('Sunday, November 1st at 1:30 AM');
    expect(spokenWhen('2026-11-01', '14:00')).toBe('Sunday, November 1st at 2 PM');
  });

  it('an instant is said on the salon clock, DST-correct', () => {
    const ny = 'America/New_York';
    // 05:30Z is 1:30 AM EDT, 06:30Z is 1:30 AM again (EST) after the clocks fall back.
    expect(spokenAt(new Date('2026-11-01T05:30:00Z'), ny)).toBe('Sunday, November 1st at 1:30 AM');
    expect(spokenAt(new Date('2026-11-01T06:30:00Z'), ny)).toBe('Sunday, November 1st at 1:30 AM');
    expect(spokenAt(new Date('2026-11-01T19:00:00Z'), ny)).toBe('Sunday, November 1st at 2 PM');
    // 07:00Z is 3 AM EDT: the clocks jumped over 2 AM.
    expect(spokenAt(new Date('2026-03-08T06:59:00Z'), ny)).toBe('Sunday, March 8th at 1:59 AM');
    expect(spokenAt(new Date('2026-03-08T07:00:00Z'), ny)).toBe('Sunday, March 8th at 3 AM');
    expect(spokenAt(new Date('2026-03-08T18:00:00Z'), ny)).toBe('Sunday, March 8th at 2 PM');
    // Another day in another zone: 23:30 in New York is already the next day in UTC.
    expect(spokenAt(new Date('2026-12-02T04:30:00Z'), ny)).toBe('Tuesday, December 1st at 11:30 PM');
  });

  it('says prices in words', () => {
    expect(spokenPrice(45)).toBe('45 dollars');
    expect(spokenPrice(45.5)).toBe('45 dollars and 50 cents');
    expect(spokenPrice(1)).toBe('1 dollar');
    expect(spokenPrice(0.01)).toBe('1 cent');
    expect(spokenPrice(1234)).toBe('1,234 dollars');
    expect(spokenPrice(0)).toBe('free');
  });

  it('refuses what is not a date or a time', () => {
    expect(() => spokenDate('2026-02-30')).toThrow();
    expect(() => spokenTime('25:00')).toThrow();
  });
});
