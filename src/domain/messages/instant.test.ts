import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInstantOf, wallDateTime, wallTime, ZONES } from '../../../tests/support/zone-oracle';
import { appointmentInstant } from './instant';

const iso = (date: string, time: string, zone: string) => appointmentInstant(date, time, zone).toISOString();

describe('appointmentInstant', () => {
  it('New York around the end of DST (2026-11-01): offsets -4 before, -5 after', () => {
    expect(iso('2026-10-31', '10:00', 'America/New_York')).toBe('2026-10-31T14:00:00.000Z');
    expect(iso('2026-11-02', '10:00', 'America/New_York')).toBe('2026-11-02T15:00:00.000Z');
    expect(iso('2026-11-01', '10:00:00', 'America/New_York')).toBe('2026-11-01T15:00:00.000Z');
  });

  it('a time that happens twice is its first occurrence (still daylight time)', () => {
    expect(iso('2026-11-01', '01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
    expect(iso('2026-11-01', '01:00', 'America/New_York')).toBe('2026-11-01T05:00:00.000Z');
    expect(iso('2026-10-25', '01:30', 'Europe/London')).toBe('2026-10-25T00:30:00.000Z');
    // Lord Howe moves its clocks by half an hour: 01:30–02:00 happens twice.
    expect(iso('2026-04-05', '01:45', 'Australia/Lord_Howe')).toBe('2026-04-04T14:45:00.000Z');
  });

  it('a time skipped by the spring-forward gap is the first instant after the gap', () => {
    // 2026-03-08: New York jumps from 02:00 EST to 03:00 EDT (07:00Z).
    expect(iso('2026-03-08', '02:30', 'America/New_York')).toBe('2026-03-08T07:00:00.000Z');
    expect(iso('2026-03-08', '02:00', 'America/New_York')).toBe('2026-03-08T07:00:00.000Z');
    expect(iso('2026-03-08', '01:59', 'America/New_York')).toBe('2026-03-08T06:59:00.000Z');
    expect(iso('2026-03-08', '03:00', 'America/New_York')).toBe('2026-03-08T07:00:00.000Z');
    expect(iso('2026-03-08', '03:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    expect(iso('2026-03-29', '01:30', 'Europe/London')).toBe('2026-03-29T01:00:00.000Z');
    // Lord Howe: 02:00 → 02:30 on 2026-10-04 (+10:30 → +11).
    expect(iso('2026-10-04', '02:15', 'Australia/Lord_Howe')).toBe('2026-10-03T15:30:00.000Z');
    // Samoa skipped the whole of 2011-12-30: its first existing instant is 31 December, 00:00.
    expect(iso('2011-12-30', '12:00', 'Pacific/Apia')).toBe('2011-12-30T10:00:00.000Z');
  });

  it('London in winter and summer; Tokyo, with no DST, all year', () => {
    expect(iso('2026-01-15', '10:00', 'Europe/London')).toBe('2026-01-15T10:00:00.000Z');
    expect(iso('2026-07-15', '10:00', 'Europe/London')).toBe('2026-07-15T09:00:00.000Z');
    expect(iso('2026-01-15', '10:00', 'Asia/Tokyo')).toBe('2026-01-15T01:00:00.000Z');
    expect(iso('2026-07-15', '10:00', 'Asia/Tokyo')).toBe('2026-07-15T01:00:00.000Z');
    expect(iso('2026-07-15', '00:00', 'Asia/Tokyo')).toBe('2026-07-14T15:00:00.000Z');
  });

  it('refuses what is not a date, a time or a zone', () => {
    expect(() => appointmentInstant('2026-02-30', '10:00', 'UTC')).toThrow(/Invalid date/);
    expect(() => appointmentInstant('2026-02-03', '25:00', 'UTC')).toThrow(/Invalid time/);
    expect(() => appointmentInstant('2026-02-03', '10:00', 'Mars/Olympus')).toThrow(/Unknown time zone/);
  });
});

describe('appointmentInstant, property', () => {
  it('the instant reads back as the wall time in the zone (or is where a gap ends)', () => {
    fc.assert(
      fc.property(wallDateTime, fc.constantFrom(...ZONES), ({ date, minutes }, zone) => {
        const time = wallTime(minutes);
        expectInstantOf(appointmentInstant(date, time, zone).getTime(), date, time, zone);
      }),
      { numRuns: 400 },
    );
  });
});
