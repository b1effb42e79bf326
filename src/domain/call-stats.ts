// Sarah's figures (docs/behaviour.md#dashboard-overview): computed from the call records, never
// the spec's demo numbers (§9: 47 calls, 97% success, 1.2 s, 23 bookings, $2,847, 4.9). A figure
// with nothing to measure is a typed "no data", so no screen can show 0 or a guess in its place.
import { addDays } from './dates';
import { sumPrices } from './money';
import type { Appointment, AppointmentStatus, Call, CallOutcome, CallTurn, Service } from './types';
import { salonDaysRange } from './zoned-day';

export const CALL_PERIODS = ['today', '7d', '30d'] as const;
export type CallPeriod = (typeof CALL_PERIODS)[number];

/** Salon days each period covers, today included. */
const PERIOD_DAYS: Record<CallPeriod, number> = { today: 1, '7d': 7, '30d': 30 };

export interface PeriodWindow {
  period: CallPeriod;
  /** First and last salon day, 'YYYY-MM-DD', inclusive. */
  from: string;
  to: string;
  /** ISO instants [start, end): local midnight of `from` to local midnight after `to`. */
  start: string;
  end: string;
}

/** The salon days of a period ending today (the salon's today, from todayIn) and their instants. */
export function periodWindow(period: CallPeriod, today: string, zone: string): PeriodWindow {
  const from = addDays(today, -(PERIOD_DAYS[period] - 1));
  return { period, from, to: today, ...salonDaysRange(from, today, zone) };
}

/** Why a figure has no number: no conversation, no timed reply, or never measured at all. */
export type NoDataReason = 'no_calls' | 'no_replies' | 'not_measured';
export type Figure<T> = { kind: 'value'; value: T } | { kind: 'no_data'; reason: NoDataReason };

const value = <T>(v: T): Figure<T> => ({ kind: 'value', value: v });
const noData = <T>(reason: NoDataReason): Figure<T> => ({ kind: 'no_data', reason });

export interface HandledShare {
  /** Ended calls that did not end in message_taken or failed. */
  handled: number;
  /** Ended calls. */
  ended: number;
  /** handled / ended, 0..1. */
  share: number;
}

export interface CallStats {
  /** Calls that ended in the period (started in it, with an outcome and an end time). */
  callsHandled: Figure<number>;
  handledWithoutStaff: Figure<HandledShare>;
  /** Median of the assistant replies' latency_ms, in ms. */
  medianReplyMs: Figure<number>;
  /** Distinct appointments created by create_appointment steps of the period's calls. */
  bookings: Figure<number>;
  /** Sum of the service prices of those bookings still on the books (not canceled). */
  revenue: Figure<number>;
  /** Not measured anywhere (no survey, no rating): always no data until something records it. */
  satisfaction: Figure<number>;
  /** Ended calls by outcome, every outcome present (0 when none). */
  outcomes: Record<CallOutcome, number>;
}

export type StatsCall = Pick<Call, 'id' | 'started_at' | 'ended_at' | 'outcome'> & { deleted?: boolean };
export type StatsTurn = Pick<CallTurn, 'call_id' | 'role' | 'tool_name' | 'appointment_id' | 'latency_ms'> & { deleted?: boolean };
export type StatsAppointment = Pick<Appointment, 'id' | 'service_id' | 'status'> & { deleted?: boolean };

export interface CallStatsInput {
  window: Pick<PeriodWindow, 'start' | 'end'>;
  calls: readonly StatsCall[];
  /** Turns of (at least) those calls; others are ignored. */
  turns: readonly StatsTurn[];
  /** Sarah's booked appointments (by id; others are ignored) and the salon's services, for prices. */
  appointments: readonly StatsAppointment[];
  services: readonly Pick<Service, 'id' | 'price'>[];
}

/** The tool whose step makes a booking (src/assistant/tools). */
export const BOOKING_TOOL = 'create_appointment';
/** Outcomes that needed a person: a message left for the salon, or a conversation that broke down. */
export const NEEDS_STAFF: readonly CallOutcome[] = ['message_taken', 'failed'];
/**
 * Bookings whose value is gone: canceled, and `conflict` (the slot was lost in a sync and waits for
 * the owner, the Overview's rule for "bookings this week"). A deleted row is gone too.
 */
const NOT_KEPT: readonly AppointmentStatus[] = ['canceled', 'conflict'];

/** Ended: the recorder wrote both its outcome and its end; a call still going has neither. */
export const isEnded = (c: StatsCall): boolean => c.outcome !== null && c.ended_at !== null;

/** The middle value (mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The appointment ids Sarah booked in these turns, each once, in order of first booking. */
export function bookedAppointmentIds(turns: readonly StatsTurn[]): string[] {
  const ids = new Set<string>();
  for (const t of turns) if (!t.deleted && t.tool_name === BOOKING_TOOL && t.appointment_id) ids.add(t.appointment_id);
  return [...ids];
}

/** Calls that started within the window (ISO instants compare as text: both are toISOString). */
export function callsInWindow<C extends StatsCall>(calls: readonly C[], window: Pick<PeriodWindow, 'start' | 'end'>): C[] {
  return calls.filter((c) => !c.deleted && c.started_at >= window.start && c.started_at < window.end);
}

export function callStats(input: CallStatsInput): CallStats {
  const calls = callsInWindow(input.calls, input.window);
  const ids = new Set(calls.map((c) => c.id));
  const turns = input.turns.filter((t) => !t.deleted && ids.has(t.call_id));
  const ended = calls.filter(isEnded);

  const outcomes: Record<CallOutcome, number> = { booked: 0, rescheduled: 0, cancelled: 0, answered: 0, message_taken: 0, failed: 0 };
  for (const c of ended) outcomes[c.outcome as CallOutcome]++;
  const handled = ended.filter((c) => !NEEDS_STAFF.includes(c.outcome as CallOutcome)).length;

  const latencies = turns.filter((t) => t.role === 'assistant' && t.latency_ms !== null).map((t) => t.latency_ms as number);
  const mid = median(latencies);

  const booked = bookedAppointmentIds(turns);
  const appointments = new Map(input.appointments.map((a) => [a.id, a]));
  const prices = new Map(input.services.map((s) => [s.id, s.price]));
  const kept = booked.map((id) => appointments.get(id)).filter((a): a is StatsAppointment => !!a && !a.deleted && !NOT_KEPT.includes(a.status));

  // Bookings and revenue are about the conversations held, ended or not: one still going may
  // already have booked. With no conversation at all, there is nothing to say 0 about.
  const anyCall = calls.length > 0;
  return {
    callsHandled: ended.length > 0 ? value(ended.length) : noData('no_calls'),
    handledWithoutStaff: ended.length > 0 ? value({ handled, ended: ended.length, share: handled / ended.length }) : noData('no_calls'),
    medianReplyMs: mid !== null ? value(mid) : noData(anyCall ? 'no_replies' : 'no_calls'),
    bookings: anyCall ? value(booked.length) : noData('no_calls'),
    revenue: anyCall ? value(sumPrices(kept.map((a) => prices.get(a.service_id) ?? 0))) : noData('no_calls'),
    satisfaction: noData('not_measured'),
    outcomes,
  };
}
