// The instant an appointment starts. Appointments are stored as the salon's wall-clock date and
// time, which is what the customer reads in a message; a calendar file needs the instant, which
// depends on the salon's zone and its DST rules. Intl only: no zone library and no date-fns, so
// the same code runs on the Node sender, in the browser preview and on the booking page.
import { dateToNoon } from '../date-check';
import { ValidationError } from '../errors';
import { unknownZone } from '../texts';
import { toMinutes } from '../time';
import { isValidTimeZone, zoneOffsetAt as offsetAt } from '../zone-formatter';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The UTC instant of the wall time `date` `time` in `zone`.
 * - A time that occurs twice (clocks going back) is its first occurrence: the customer who books
 *   01:30 on that night is expected at the earlier 01:30, and a reminder before the earlier one is
 *   never late.
 * - A time that never occurs (skipped when clocks go forward) is the first instant after the gap
 *   (02:30 on a US spring-forward night is 03:00 daylight time): the salon's clock reads 03:00
 *   then, the nearest existing reading after what was booked, and an end time past the gap stays
 *   after the start.
 * Throws a ValidationError on an impossible date, a malformed time or an unknown zone.
 */
export function appointmentInstant(date: string, time: string, zone: string): Date {
  dateToNoon(date);
  if (!isValidTimeZone(zone)) throw new ValidationError(unknownZone(zone));
  const wall = Date.parse(`${date}T00:00:00.000Z`) + toMinutes(time) * MINUTE;
  // The offsets in force a day either side of the naive reading cover any single transition
  // near it; each offset gives one candidate instant, valid when the zone reads it as `wall`.
  const offsets = [...new Set([offsetAt(zone, wall - DAY), offsetAt(zone, wall), offsetAt(zone, wall + DAY)])];
  const candidates = offsets.map((o) => wall - o);
  const valid = candidates.filter((t) => t + offsetAt(zone, t) === wall);
  if (valid.length > 0) return new Date(Math.min(...valid));
  return new Date(firstInstantAfterGap(zone, Math.min(...candidates), Math.max(...candidates)));
}

/**
 * In a gap, reading the wall time with the later offset gives an instant before the change and
 * with the earlier offset one after it: the change itself lies between, found to the minute
 * (zones change on whole minutes) by bisection.
 */
function firstInstantAfterGap(zone: string, before: number, after: number): number {
  const offBefore = offsetAt(zone, before);
  if (offsetAt(zone, after) === offBefore) return after;
  let lo = before;
  let hi = after;
  while (hi - lo > MINUTE) {
    const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
    if (offsetAt(zone, mid) === offBefore) lo = mid;
    else hi = mid;
  }
  return hi;
}
