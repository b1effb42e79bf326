// Salon days as instants. Calls are stamped with UTC instants (Date#toISOString), but "today" and
// "the last 7 days" are days on the salon's calendar (docs/architecture.md#data-contract). A salon day starts at its
// local midnight, which is 23, 24 or 25 hours after the previous one across a DST change, and
// in zones that change their clocks at midnight the day starts at 01:00 or 23:00 of the wall clock.
import { addDays, dateToNoon, isValidTimeZone, todayIn } from './dates';
import { ValidationError } from './errors';
import { unknownZone } from './texts';
import { zoneOffsetAt } from './zone-formatter';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The zone's offset from UTC at `instant`, in ms; an unknown zone is a ValidationError, like todayIn's. */
export function offsetAt(zone: string, instant: number): number {
  if (!isValidTimeZone(zone)) throw new ValidationError(unknownZone(zone));
  return zoneOffsetAt(zone, instant);
}

/**
 * The first instant (ms) of `date` in `zone`: the UTC reading of that day's local midnight, or,
 * when the clocks skip midnight, of the first minute that exists on that day.
 */
export function startOfSalonDay(date: string, zone: string): number {
  dateToNoon(date); // throws on a date that does not exist
  const midnight = Date.parse(`${date}T00:00:00.000Z`);
  // The offset in force at the day's start is the one of the day before or of the day after: try
  // both and keep the earliest instant that reads as this date on the salon's calendar.
  const candidates = [midnight - offsetAt(zone, midnight - DAY), midnight - offsetAt(zone, midnight + DAY), midnight - offsetAt(zone, midnight)];
  const onDate = candidates.filter((t) => todayIn(zone, new Date(t)).date === date);
  return onDate.length > 0 ? Math.min(...onDate) : candidates[2];
}

/** The instants [start, end) of the salon days `from` … `to`, inclusive, as ISO text like calls store them. */
export function salonDaysRange(from: string, to: string, zone: string): { start: string; end: string } {
  return {
    start: new Date(startOfSalonDay(from, zone)).toISOString(),
    end: new Date(startOfSalonDay(addDays(to, 1), zone)).toISOString(),
  };
}
