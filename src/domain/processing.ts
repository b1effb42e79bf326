// Processing time inside a service (the model Fresha uses): a stretch of the service
// (a gel cure, a soak-off) during which the client waits and the technician is free for another
// client's short service. The service says where the stretch starts and how long it lasts; every
// appointment keeps its own copy from when it was booked, so the server's no-double-booking rule
// reads it from the row (sync_private.hands_on, migration 20261125000500) and an owner editing the
// service later never changes what an existing booking blocks.
import { ValidationError } from './errors';
import { BOOKING_LIMITS } from './tables/booking';
import { intervalsOverlap, toMinutesOrNull } from './time';

export type Interval = [number, number];

export interface Processing {
  /** Minutes after the start when the processing begins. */
  processing_offset: number;
  /** Its length; 0 = the technician works the whole service. */
  processing_minutes: number;
}

export const NO_PROCESSING: Readonly<Processing> = Object.freeze({ processing_offset: 0, processing_minutes: 0 });

type MaybeProcessing = { processing_offset?: number | null; processing_minutes?: number | null };

const whole = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0;

/**
 * The parts of [start, end) (minutes) the technician works: the whole of it, or what lies before
 * and after the processing gap (an empty side left out). The gap is clamped to the appointment
 * (an owner may have shortened it by hand). A gap that would leave no work at all, or values no
 * screen makes, count as no gap: blocking too much is safer than double booking. The server's
 * sync_private.hands_on makes exactly this cut.
 */
export function handsOn(start: number, end: number, p?: MaybeProcessing | null): Interval[] {
  const offset = p?.processing_offset;
  const minutes = p?.processing_minutes;
  if (!whole(offset) || !whole(minutes) || minutes === 0) return [[start, end]];
  const gapStart = Math.min(start + offset, end);
  const gapEnd = Math.min(start + offset + minutes, end);
  const parts: Interval[] = [];
  if (start < gapStart) parts.push([start, gapStart]);
  if (gapEnd < end) parts.push([gapEnd, end]);
  return parts.length > 0 ? parts : [[start, end]];
}

/** Whether two lists of working stretches meet. */
export function stretchesMeet(a: readonly Interval[], b: readonly Interval[]): boolean {
  return a.some(([as, ae]) => b.some(([bs, be]) => intervalsOverlap(as, ae, bs, be)));
}

type TimedRow = { start_time: string; end_time: string } & MaybeProcessing;

/** Two bookings of one member clash when the times their technician works meet (as the server decides). */
export function bookingsClash(a: TimedRow, b: TimedRow): boolean {
  const as = toMinutesOrNull(a.start_time);
  const ae = toMinutesOrNull(a.end_time);
  const bs = toMinutesOrNull(b.start_time);
  const be = toMinutesOrNull(b.end_time);
  // A time we cannot read clashes with everything: safer than double booking.
  if (as === null || ae === null || bs === null || be === null) return true;
  return stretchesMeet(handsOn(as, ae, a), handsOn(bs, be, b));
}

/** What a new booking of the service copies: its processing time, or none for rows from before it. */
export function processingOf(service: MaybeProcessing & { duration: number }): Processing {
  const p = { processing_offset: service.processing_offset ?? 0, processing_minutes: service.processing_minutes ?? 0 };
  return processingProblem(p, service.duration) === null && p.processing_minutes > 0 ? p : { ...NO_PROCESSING };
}

/** What is wrong with a processing time for a service of `duration` minutes, and which field says it; null when it fits. */
export function processingProblem(p: Processing, duration: number): { field: 'processing_minutes' | 'processing_offset'; message: string } | null {
  const { processingOffset: o, processingMinutes: m } = BOOKING_LIMITS;
  const minutes = (message: string) => ({ field: 'processing_minutes' as const, message });
  const offset = (message: string) => ({ field: 'processing_offset' as const, message });
  if (!whole(p.processing_minutes) || p.processing_minutes > m.max) return minutes(`Processing time must be a whole number of minutes from 0 to ${m.max}`);
  if (p.processing_minutes === 0) return null;
  if (!whole(p.processing_offset) || p.processing_offset > o.max) return offset('Processing must start a whole number of minutes after the service starts');
  if (p.processing_minutes >= duration) return minutes('Processing time must be shorter than the service');
  if (p.processing_offset + p.processing_minutes > duration) return offset('Processing must end by the end of the service');
  return null;
}

/** The service form's two fields (blank = none): clean values, or a ValidationError on the field at fault. */
export function parseProcessing(offsetText: string | number | undefined, minutesText: string | number | undefined, duration: number): Processing {
  const read = (v: string | number | undefined) => String(v ?? '').trim();
  const minutesRaw = read(minutesText);
  const offsetRaw = read(offsetText);
  const minutes = minutesRaw === '' ? 0 : /^\d+$/.test(minutesRaw) ? Number(minutesRaw) : NaN;
  const offset = offsetRaw === '' ? 0 : /^\d+$/.test(offsetRaw) ? Number(offsetRaw) : NaN;
  if (Number.isNaN(minutes))
    throw new ValidationError(`Processing time must be a whole number of minutes from 0 to ${BOOKING_LIMITS.processingMinutes.max}`, 'processing_minutes');
  if (minutes === 0) return { ...NO_PROCESSING };
  const p = { processing_offset: offset, processing_minutes: minutes };
  const problem = processingProblem(p, duration);
  if (problem) throw new ValidationError(problem.message, problem.field);
  return p;
}
