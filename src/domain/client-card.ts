// A client card's figures and visit lists, from that client's appointments. Pure: the
// card's read hands in the rows, and the clock comes in as the salon's "now".
import type { ZonedNow } from './dates';
import { isHlc, parseHlc } from './hlc';
import { sumPrices } from './money';
import { toMinutes } from './time';
import type { Appointment } from './types';
import { startOfSalonDay } from './zoned-day';

type Dated = Pick<Appointment, 'appointment_date' | 'start_time'>;
type Visit = Dated & Pick<Appointment, 'status' | 'updated_at'> & { deleted?: boolean; service?: { price: number } | null };

/**
 * A cancellation counts as late when it came less than this many hours before the start: the
 * usual notice a salon asks for, late enough that the chair most likely stayed empty.
 */
export const LATE_CANCEL_HOURS = 24;
const HOUR = 3_600_000;

/** The instant (ms) an appointment starts, on the salon's clock. */
export function startInstant(a: Dated, zone: string): number {
  return startOfSalonDay(a.appointment_date, zone) + toMinutes(a.start_time) * 60_000;
}

/**
 * Canceled within LATE_CANCEL_HOURS before its start. The device keeps no record of when the
 * status changed, only of the row's last write (`updated_at`, a hybrid clock stamp whose wall time
 * is the writer's clock): for a canceled appointment that is, almost always, the cancellation. A
 * write after the start (a cancel entered afterwards, or a merge moving the row to another card)
 * cannot be told from one another, so it does not count: the figure may miss a late cancellation,
 * never blame a client for one she did not make.
 */
export function isLateCancellation(a: Visit, zone: string): boolean {
  if (a.status !== 'canceled' || a.deleted || !isHlc(a.updated_at)) return false;
  const at = parseHlc(a.updated_at).wall;
  const start = startInstant(a, zone);
  return at >= start - LATE_CANCEL_HOURS * HOUR && at < start;
}

export interface ClientTotals {
  /** Completed appointments. */
  visits: number;
  /** Sum of the completed appointments' service prices. */
  spent: number;
  noShows: number;
  lateCancellations: number;
}

export function clientTotals(appointments: readonly Visit[], zone: string): ClientTotals {
  const live = appointments.filter((a) => !a.deleted);
  const completed = live.filter((a) => a.status === 'completed');
  return {
    visits: completed.length,
    spent: sumPrices(completed.map((a) => a.service?.price ?? 0)),
    noShows: live.filter((a) => a.status === 'no_show').length,
    lateCancellations: live.filter((a) => isLateCancellation(a, zone)).length,
  };
}

const byStart = (a: Dated, b: Dated) =>
  a.appointment_date < b.appointment_date
    ? -1
    : a.appointment_date > b.appointment_date
      ? 1
      : a.start_time < b.start_time
        ? -1
        : a.start_time > b.start_time
          ? 1
          : 0;

/**
 * Upcoming visits (starting now or later, soonest first) and past ones (latest first), every
 * status included: a canceled or missed visit is part of the client's history.
 */
export function splitVisits<T extends Dated & { deleted?: boolean }>(appointments: readonly T[], now: ZonedNow): { upcoming: T[]; past: T[] } {
  const upcoming: T[] = [];
  const past: T[] = [];
  for (const a of appointments) {
    if (a.deleted) continue;
    const later = a.appointment_date > now.date || (a.appointment_date === now.date && a.start_time >= now.time);
    (later ? upcoming : past).push(a);
  }
  return { upcoming: upcoming.sort(byStart), past: past.sort((a, b) => byStart(b, a)) };
}

export interface VisitSummary {
  /** Completed appointments. */
  visits: number;
  /** Date of the latest completed one, or null. */
  lastVisit: string | null;
}

/** What the clients list shows of each client's appointments. */
export function visitSummary(appointments: readonly Pick<Visit, 'status' | 'appointment_date' | 'deleted'>[]): VisitSummary {
  let visits = 0;
  let lastVisit: string | null = null;
  for (const a of appointments) {
    if (a.deleted || a.status !== 'completed') continue;
    visits++;
    if (lastVisit === null || a.appointment_date > lastVisit) lastVisit = a.appointment_date;
  }
  return { visits, lastVisit };
}
