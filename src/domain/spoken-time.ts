// Dates, times and prices as Sarah says them on the phone (the read-back): "Tuesday,
// December 1st at 2 PM", "45 dollars". Appointment dates and times are the salon's wall clock, so
// the words come from the wall strings alone and never pass through an instant in the process's
// zone: on a DST-change day (2 AM skipped or said twice) the time said is the time booked.
import { format } from 'date-fns';
import { dateToNoon, todayIn } from './dates';
import { toCents } from './money';
import { isValidTime, toMinutes } from './time';

/** 'Tuesday, December 1st' for a 'YYYY-MM-DD' wall date. */
export function spokenDate(date: string): string {
  // Noon of that calendar day: no zone skips or repeats noon, so the day named is the day given.
  return format(dateToNoon(date), 'EEEE, MMMM do');
}

/** '2 PM', '2:30 PM', '12 PM' (noon), '12 AM' (midnight) for an 'HH:MM' wall time. */
export function spokenTime(time: string): string {
  if (!isValidTime(time)) throw new RangeError(`Not a time: ${time}`);
  const minutes = toMinutes(time);
  // Only the hour and minute are formatted, on a day no zone changes its clocks (January 1st, 2000).
  const clock = new Date(2000, 0, 1, Math.floor(minutes / 60), minutes % 60);
  return format(clock, minutes % 60 === 0 ? 'h a' : 'h:mm a');
}

/** 'Tuesday, December 1st at 2 PM'. */
export const spokenWhen = (date: string, time: string): string => `${spokenDate(date)} at ${spokenTime(time)}`;

/** An instant as the salon's clock says it ('Sunday, November 1st at 1:30 AM' in America/New_York). */
export function spokenAt(instant: Date, zone: string): string {
  const wall = todayIn(zone, instant);
  return spokenWhen(wall.date, wall.time);
}

/** '45 dollars', '45 dollars and 50 cents', '1 dollar', 'free' (prices are US dollars). */
export function spokenPrice(price: number): string {
  const cents = Math.abs(toCents(price));
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  if (dollars === 0 && rest === 0) return 'free';
  const d = `${String(dollars).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} ${dollars === 1 ? 'dollar' : 'dollars'}`;
  const c = `${rest} ${rest === 1 ? 'cent' : 'cents'}`;
  if (rest === 0) return d;
  return dollars === 0 ? c : `${d} and ${c}`;
}
