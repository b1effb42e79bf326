import { describe, expect, it } from 'vitest';
import { clientTotals, isLateCancellation, LATE_CANCEL_HOURS, splitVisits, startInstant, visitSummary } from './client-card';
import { formatHlc } from './hlc';
import type { AppointmentStatus } from './types';

const ZONE = 'America/New_York';
const stampAt = (iso: string) => formatHlc({ wall: Date.parse(iso), counter: 0, node: '0123456789ab' });
const visit = (date: string, start: string, status: AppointmentStatus, over: { updated_at?: string; price?: number; deleted?: boolean } = {}) => ({
  appointment_date: date,
  start_time: start,
  status,
  updated_at: over.updated_at ?? stampAt('2026-01-01T00:00:00Z'),
  deleted: over.deleted ?? false,
  service: { price: over.price ?? 45.5 },
});

describe('late cancellation', () => {
  // Thursday 2026-03-26 11:00 in New York is 15:00 UTC (daylight time).
  const at = (iso: string) => visit('2026-03-26', '11:00', 'canceled', { updated_at: stampAt(iso) });

  it('starts on the salon clock', () => {
    expect(new Date(startInstant(at('2026-03-26T00:00:00Z'), ZONE)).toISOString()).toBe('2026-03-26T15:00:00.000Z');
  });

  it(`is a cancellation within ${LATE_CANCEL_HOURS} hours before the start`, () => {
    expect(isLateCancellation(at('2026-03-26T13:00:00Z'), ZONE)).toBe(true); // 2 hours before
    expect(isLateCancellation(at('2026-03-25T15:00:00Z'), ZONE)).toBe(true); // exactly 24 hours before
    expect(isLateCancellation(at('2026-03-25T14:59:59Z'), ZONE)).toBe(false); // a day and a second
    expect(isLateCancellation(at('2026-03-20T10:00:00Z'), ZONE)).toBe(false);
  });

  it('leaves out a write after the start (it may be a later edit) and anything not canceled', () => {
    expect(isLateCancellation(at('2026-03-26T15:00:00Z'), ZONE)).toBe(false);
    expect(isLateCancellation(at('2026-03-28T09:00:00Z'), ZONE)).toBe(false);
    expect(isLateCancellation({ ...at('2026-03-26T13:00:00Z'), status: 'no_show' }, ZONE)).toBe(false);
    expect(isLateCancellation({ ...at('2026-03-26T13:00:00Z'), deleted: true }, ZONE)).toBe(false);
    expect(isLateCancellation({ ...at('2026-03-26T13:00:00Z'), updated_at: 'not a stamp' }, ZONE)).toBe(false);
  });
});

describe('client totals', () => {
  it('counts completed visits and their prices, no-shows and late cancellations; tombstones never count', () => {
    const rows = [
      visit('2026-03-01', '10:00', 'completed', { price: 45.5 }),
      visit('2026-03-08', '10:00', 'completed', { price: 0.1 }),
      visit('2026-03-09', '10:00', 'completed', { price: 0.2 }),
      visit('2026-03-10', '10:00', 'completed', { price: 99, deleted: true }),
      visit('2026-03-12', '10:00', 'no_show'),
      visit('2026-03-26', '11:00', 'canceled', { updated_at: stampAt('2026-03-26T12:00:00Z') }),
      visit('2026-03-27', '11:00', 'canceled', { updated_at: stampAt('2026-03-20T12:00:00Z') }),
      visit('2026-03-30', '11:00', 'confirmed'),
    ];
    expect(clientTotals(rows, ZONE)).toEqual({ visits: 3, spent: 45.8, noShows: 1, lateCancellations: 1 });
    expect(clientTotals([], ZONE)).toEqual({ visits: 0, spent: 0, noShows: 0, lateCancellations: 0 });
  });
});

describe('visit lists', () => {
  it('splits at the salon’s now: upcoming soonest first, past latest first, every status kept', () => {
    const rows = [
      { id: 'a', appointment_date: '2026-03-25', start_time: '09:00' },
      { id: 'b', appointment_date: '2026-03-25', start_time: '10:00' },
      { id: 'c', appointment_date: '2026-03-27', start_time: '09:00' },
      { id: 'd', appointment_date: '2026-03-26', start_time: '15:00' },
      { id: 'e', appointment_date: '2026-03-01', start_time: '09:00' },
      { id: 'f', appointment_date: '2026-03-30', start_time: '09:00', deleted: true },
    ];
    const { upcoming, past } = splitVisits(rows, { date: '2026-03-25', time: '10:00' });
    expect(upcoming.map((r) => r.id)).toEqual(['b', 'd', 'c']);
    expect(past.map((r) => r.id)).toEqual(['a', 'e']);
  });

  it('sums up a client for the list: completed visits and the latest one', () => {
    expect(
      visitSummary([
        { status: 'completed', appointment_date: '2026-01-05' },
        { status: 'completed', appointment_date: '2026-02-05' },
        { status: 'completed', appointment_date: '2026-03-05', deleted: true },
        { status: 'no_show', appointment_date: '2026-03-06' },
        { status: 'confirmed', appointment_date: '2026-04-01' },
      ]),
    ).toEqual({ visits: 2, lastVisit: '2026-02-05' });
    expect(visitSummary([])).toEqual({ visits: 0, lastVisit: null });
  });
});
