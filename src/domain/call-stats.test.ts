import { describe, expect, it } from 'vitest';
import { callStats, median, periodWindow, type CallStatsInput, type StatsCall, type StatsTurn } from './call-stats';
import { startOfSalonDay } from './zoned-day';

const NY = 'America/New_York';
const iso = (t: number) => new Date(t).toISOString();

describe('startOfSalonDay', () => {
  it('is local midnight in UTC, 23 or 25 hours after the day before across DST', () => {
    expect(iso(startOfSalonDay('2026-03-08', NY))).toBe('2026-03-08T05:00:00.000Z'); // still EST
    expect(iso(startOfSalonDay('2026-03-09', NY))).toBe('2026-03-09T04:00:00.000Z'); // EDT: a 23 h day
    expect(iso(startOfSalonDay('2026-11-02', NY))).toBe('2026-11-02T05:00:00.000Z'); // a 25 h day before
    expect(iso(startOfSalonDay('2026-03-30', 'Europe/London'))).toBe('2026-03-29T23:00:00.000Z');
    expect(iso(startOfSalonDay('2026-06-01', 'Asia/Kathmandu'))).toBe('2026-05-31T18:15:00.000Z');
  });

  it('takes the first minute that exists when the clocks skip or repeat midnight (Santiago)', () => {
    // 2026-09-06 00:00 does not exist there (00:00 -04 → 01:00 -03); on 2026-04-05 23:00 repeats.
    expect(iso(startOfSalonDay('2026-09-06', 'America/Santiago'))).toBe('2026-09-06T04:00:00.000Z');
    expect(iso(startOfSalonDay('2026-04-05', 'America/Santiago'))).toBe('2026-04-05T04:00:00.000Z');
  });
});

describe('periodWindow', () => {
  it('covers today only, or the 7 / 30 salon days ending today, whole days in the salon zone', () => {
    expect(periodWindow('today', '2026-03-08', NY)).toEqual({
      period: 'today',
      from: '2026-03-08',
      to: '2026-03-08',
      start: '2026-03-08T05:00:00.000Z',
      end: '2026-03-09T04:00:00.000Z',
    });
    const week = periodWindow('7d', '2026-03-10', NY);
    expect([week.from, week.start, week.end]).toEqual(['2026-03-04', '2026-03-04T05:00:00.000Z', '2026-03-11T04:00:00.000Z']);
    const month = periodWindow('30d', '2026-03-31', 'Europe/London');
    expect([month.from, month.start, month.end]).toEqual(['2026-03-02', '2026-03-02T00:00:00.000Z', '2026-03-31T23:00:00.000Z']);
  });
});

let n = 0;
const call = (started_at: string, outcome: StatsCall['outcome'], extra: Partial<StatsCall> = {}): StatsCall => ({
  id: `c${++n}`,
  started_at,
  ended_at: outcome === null ? null : started_at,
  outcome,
  ...extra,
});
const reply = (c: StatsCall, latency_ms: number | null): StatsTurn => ({ call_id: c.id, role: 'assistant', tool_name: null, appointment_id: null, latency_ms });
const step = (c: StatsCall, tool_name: string, appointment_id: string | null): StatsTurn => ({
  call_id: c.id,
  role: 'tool',
  tool_name,
  appointment_id,
  latency_ms: null,
});

// Sunday 2026-03-08, the day New York moves to EDT: the salon day is 23 hours long.
const today = periodWindow('today', '2026-03-08', NY);
const input = (over: Partial<CallStatsInput>): CallStatsInput => ({ window: today, calls: [], turns: [], appointments: [], services: [], ...over });

describe('callStats', () => {
  it('says "no data" for every figure of a period without calls, never 0', () => {
    const s = callStats(input({}));
    expect(s.callsHandled).toEqual({ kind: 'no_data', reason: 'no_calls' });
    expect(s.handledWithoutStaff).toEqual({ kind: 'no_data', reason: 'no_calls' });
    expect(s.medianReplyMs).toEqual({ kind: 'no_data', reason: 'no_calls' });
    expect(s.bookings).toEqual({ kind: 'no_data', reason: 'no_calls' });
    expect(s.revenue).toEqual({ kind: 'no_data', reason: 'no_calls' });
    expect(s.satisfaction).toEqual({ kind: 'no_data', reason: 'not_measured' });
  });

  it('counts calls started within the salon day, at its DST-shifted edges', () => {
    const calls = [
      call('2026-03-08T04:59:59.000Z', 'answered'), // 23:59:59 EST on the 7th: yesterday
      call('2026-03-08T05:00:00.000Z', 'answered'), // 00:00 EST on the 8th
      call('2026-03-09T03:59:59.000Z', 'booked'), // 23:59:59 EDT on the 8th
      call('2026-03-09T04:00:00.000Z', 'booked'), // 00:00 EDT on the 9th: tomorrow
    ];
    expect(callStats(input({ calls })).callsHandled).toEqual({ kind: 'value', value: 2 });
  });

  it('does not count a call without an outcome as handled, and shares over ended calls only', () => {
    const calls = [
      call('2026-03-08T15:00:00.000Z', 'booked'),
      call('2026-03-08T15:10:00.000Z', 'answered'),
      call('2026-03-08T15:20:00.000Z', 'rescheduled'),
      call('2026-03-08T15:30:00.000Z', 'message_taken'),
      call('2026-03-08T15:40:00.000Z', 'failed'),
      call('2026-03-08T15:50:00.000Z', null), // still going
      call('2026-03-08T15:52:00.000Z', null, { ended_at: '2026-03-08T16:20:00.000Z' }), // closed without an outcome
      call('2026-03-08T15:54:00.000Z', 'answered', { ended_at: null }), // an outcome written before the end
      call('2026-03-08T15:55:00.000Z', 'cancelled', { deleted: true }),
    ];
    const s = callStats(input({ calls }));
    expect(s.callsHandled).toEqual({ kind: 'value', value: 5 });
    expect(s.handledWithoutStaff).toEqual({ kind: 'value', value: { handled: 3, ended: 5, share: 0.6 } });
    expect(s.outcomes).toEqual({ booked: 1, rescheduled: 1, cancelled: 0, answered: 1, message_taken: 1, failed: 1 });
  });

  it('has no handled figures while the only call is still going, but knows its bookings', () => {
    const live = call('2026-03-08T15:00:00.000Z', null);
    const s = callStats(input({ calls: [live], turns: [step(live, 'create_appointment', 'a1')] }));
    expect(s.callsHandled.kind).toBe('no_data');
    expect(s.handledWithoutStaff.kind).toBe('no_data');
    expect(s.medianReplyMs).toEqual({ kind: 'no_data', reason: 'no_replies' });
    expect(s.bookings).toEqual({ kind: 'value', value: 1 });
  });

  it('takes the median of assistant replies only (odd and even counts)', () => {
    expect(median([])).toBeNull();
    expect(median([900, 100, 300])).toBe(300);
    expect(median([400, 100, 1000, 200])).toBe(300);
    const a = call('2026-03-08T15:00:00.000Z', 'answered');
    const b = call('2026-03-08T16:00:00.000Z', 'answered');
    const other = call('2026-03-07T16:00:00.000Z', 'answered'); // yesterday: its replies stay out
    const turns: StatsTurn[] = [
      reply(a, 1200),
      reply(a, 800),
      reply(b, 2000),
      reply(b, null),
      reply(other, 10),
      { ...reply(a, 5), role: 'customer' },
      { ...reply(a, 7), role: 'tool' },
    ];
    expect(callStats(input({ calls: [a, b, other], turns })).medianReplyMs).toEqual({ kind: 'value', value: 1200 });
  });

  it('counts each booking once and leaves canceled, conflict, deleted and unknown ones out of revenue', () => {
    const a = call('2026-03-08T15:00:00.000Z', 'booked');
    const b = call('2026-03-08T16:00:00.000Z', 'booked');
    const turns = [
      step(a, 'create_appointment', 'kept'),
      step(a, 'create_appointment', 'kept'), // the same booking reported twice
      step(a, 'create_appointment', null), // a refused booking
      step(a, 'reschedule_appointment', 'moved'),
      step(b, 'create_appointment', 'cancelled-later'),
      step(b, 'create_appointment', 'lost-slot'),
      step(b, 'create_appointment', 'deleted'),
      step(b, 'create_appointment', 'not-synced-yet'),
      step(b, 'create_appointment', 'second'),
    ];
    const appointments = [
      { id: 'kept', service_id: 'gel', status: 'confirmed' as const },
      { id: 'cancelled-later', service_id: 'gel', status: 'canceled' as const },
      { id: 'lost-slot', service_id: 'gel', status: 'conflict' as const },
      { id: 'deleted', service_id: 'gel', status: 'pending' as const, deleted: true },
      { id: 'second', service_id: 'pedi', status: 'completed' as const },
      { id: 'moved', service_id: 'pedi', status: 'confirmed' as const },
    ];
    const services = [
      { id: 'gel', price: 45.5 },
      { id: 'pedi', price: 30.1 },
    ];
    const s = callStats(input({ calls: [a, b], turns, appointments, services }));
    expect(s.bookings).toEqual({ kind: 'value', value: 6 });
    expect(s.revenue).toEqual({ kind: 'value', value: 75.6 });
  });

  it('says 0 bookings and $0 (real figures) when calls booked nothing', () => {
    const a = call('2026-03-08T15:00:00.000Z', 'answered');
    const s = callStats(input({ calls: [a], turns: [reply(a, 500)] }));
    expect(s.bookings).toEqual({ kind: 'value', value: 0 });
    expect(s.revenue).toEqual({ kind: 'value', value: 0 });
  });
});
