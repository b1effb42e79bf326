// Wall-clock times of day ('HH:MM', 24-hour) as the rows store them. All arithmetic is in whole
// minutes since midnight so comparisons never depend on a Date or on the device's time zone.
import { ValidationError } from './errors';

/** Strict form typed by people and written by our code. */
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;
/** Postgres `time` columns come back as 'HH:MM:SS'; reading must accept that so pulled rows work. */
const STORED_TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

export const MINUTES_PER_DAY = 24 * 60;

/** True for a strict 'HH:MM' between 00:00 and 23:59. */
export function isValidTime(value: unknown): value is string {
  return typeof value === 'string' && TIME_RE.test(value);
}

/**
 * Minutes since midnight of 'HH:MM' (or 'HH:MM:SS' from the server; seconds are dropped since
 * nothing we schedule is finer than a minute). Throws a ValidationError on anything else.
 */
export function toMinutes(value: string): number {
  const m = typeof value === 'string' ? STORED_TIME_RE.exec(value) : null;
  if (!m) throw new ValidationError({ text: 'Invalid time "{value}": use HH:MM', values: { value: String(value) } });
  return Number(m[1]) * 60 + Number(m[2]);
}

/** Like toMinutes, but null for a missing or malformed value (rows from elsewhere may be odd). */
export function toMinutesOrNull(value: string | null | undefined): number | null {
  if (value == null) return null;
  const m = STORED_TIME_RE.exec(value);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** 'HH:MM' of a minute of the day; 24:00 and beyond do not exist as a time of day here. */
export function fromMinutes(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= MINUTES_PER_DAY) {
    throw new RangeError(`Minute of day out of range: ${minutes}`);
  }
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** Normalises a stored time to 'HH:MM' (drops seconds). */
export function normalizeTime(value: string): string {
  return fromMinutes(toMinutes(value));
}

/** Adds minutes to a time; throws when the result would leave the day. */
export function addMinutesToTime(time: string, minutes: number): string {
  return fromMinutes(toMinutes(time) + minutes);
}

/** Compares two times: negative, zero or positive like a sort comparator. */
export function compareTimes(a: string, b: string): number {
  return toMinutes(a) - toMinutes(b);
}

/**
 * Half-open intervals [aStart, aEnd) and [bStart, bEnd) overlap. Touching edges do not: an
 * appointment ending at 10:00 leaves a 10:00 start free.
 */
export function intervalsOverlap(aStart: number, aEnd: number, bStart: number, bEnd: number): boolean {
  return aStart < bEnd && bStart < aEnd;
}

/** [inner] lies within [outer], edges included: a slot may end exactly at closing time. */
export function intervalWithin(innerStart: number, innerEnd: number, outerStart: number, outerEnd: number): boolean {
  return innerStart >= outerStart && innerEnd <= outerEnd;
}
