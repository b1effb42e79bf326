// Reading instants back in a zone, for the tests of customer messages (src/domain/messages):
// an oracle that shares no code with what it checks (Intl directly, not todayIn or offsetAt),
// and generators that aim at the days clocks change.
import fc from 'fast-check';
import { expect } from 'vitest';

/** 'YYYY-MM-DD HH:MM': how the zone's clocks read at an instant. */
export function readInZone(instant: number, zone: string): string {
  const parts: Record<string, string> = {};
  const f = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  for (const p of f.formatToParts(new Date(instant))) parts[p.type] = p.value;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

export const ZONES = [
  'America/New_York',
  'Europe/London',
  'Asia/Tokyo',
  'Australia/Lord_Howe',
  'America/St_Johns',
  'Pacific/Chatham',
  'Asia/Kolkata',
  'America/Los_Angeles',
];
/** Days on which some zone of the list changes its clocks, so the generators hit the edges. */
export const CHANGE_DAYS = ['2026-03-08', '2026-11-01', '2026-03-29', '2026-10-25', '2026-04-05', '2026-10-04', '2026-09-27', '2027-03-14', '2027-03-28'];
const pad = (n: number) => String(n).padStart(2, '0');
export const wallTime = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
export const anyDay = fc
  .date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2037, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
/** Mostly the small hours of clock-change days (where the cases are), otherwise any day and time. */
export const wallDateTime = fc.oneof(
  fc.record({ date: fc.constantFrom(...CHANGE_DAYS), minutes: fc.integer({ min: 0, max: 5 * 60 - 1 }) }),
  fc.record({ date: anyDay, minutes: fc.integer({ min: 0, max: 24 * 60 - 1 }) }),
);

/**
 * What appointmentInstant promises, checked by reading the answer back with Intl: the instant
 * reads as the wall time and no earlier instant does; or, when nothing reads as it (a gap), the
 * clock jumps over it exactly at the answer.
 */
export function expectInstantOf(instant: number, date: string, time: string, zone: string): void {
  const wall = `${date} ${time}`;
  const before = readInZone(instant - 60_000, zone);
  if (readInZone(instant, zone) === wall) {
    // The first occurrence: clock changes in these zones are 30 or 60 minutes.
    expect(readInZone(instant - 30 * 60_000, zone)).not.toBe(wall);
    expect(readInZone(instant - 60 * 60_000, zone)).not.toBe(wall);
  } else {
    expect(before < wall && readInZone(instant, zone) > wall).toBe(true);
  }
}
