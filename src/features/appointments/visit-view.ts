// View-model rules of visits (several services) and recurring bookings in the
// appointments screen: labels of the form, how a part of a visit reads, what the details' actions
// do to the rest of it, and the summary of a recurring booking. Pure, so each is unit-tested.
import type { RecurringResult, SkippedOccurrence } from '../../db/repositories/recurring';
import { isValidDate, weekdayNameOf } from '../../domain/dates';
import { occurrenceDates, REPEAT_EVERY_WEEKS, MIN_REPEAT_TIMES, MAX_REPEAT_TIMES } from '../../domain/recurrence';
import { noSlotMessage, shortTime } from './appointment-view';

/** A manicure, a pedicure, nail art, a removal and an add-on: more is a day, not a visit. */
export const MAX_VISIT_SERVICES = 5;

/** The first select keeps the label every existing test and habit knows ("Service"). */
export const serviceLabel = (index: number) => (index === 0 ? 'Service' : `Service ${index + 1}`);
export const removeServiceLabel = (index: number) => `Remove service ${index + 1}`;

/** Service ids to book, in order, once every select has one; [] while any is still empty. */
export function chosenServices(selected: readonly string[]): string[] {
  return selected.every(Boolean) ? [...selected] : [];
}

/** The tag on a row of a visit's service; its title says what that means. */
export const VISIT_TAG = 'Visit';
export const VISIT_TAG_TITLE = 'One of several services booked as one visit: they move and are cancelled together.';

/** Under Staff when several services are chosen: who does which part. */
export function visitStaffHint(member: string | null): string {
  return member
    ? `${member} does every service of the visit.`
    : 'One technician does the whole visit when one is free for all of it, else the first free one does each service.';
}

export interface PartShown {
  start_time: string;
  end_time: string;
  service: { name: string } | null;
}

const services = (n: number) => `${n} service${n === 1 ? '' : 's'}`;

/** "Part of a visit: Classic Manicure 10:00–10:45, Spa Pedicure 10:45–11:45"; null for a lone appointment. */
export function partOfVisitText(parts: readonly PartShown[] | null | undefined): string | null {
  if (!parts || parts.length < 2) return null;
  const each = parts.map((p) => `${p.service?.name ?? 'Unknown service'} ${shortTime(p.start_time)}–${shortTime(p.end_time)}`);
  return `Part of a visit: ${each.join(', ')}`;
}

/**
 * What the details' actions do to a visit of `count` services, as the repositories do it:
 * cancelling cancels every part (updateAppointmentStatus), other statuses and delete touch this
 * row only, and Edit / Move moves every part, so the owner is not surprised either way.
 */
export function visitActionNotes(count: number): { status: string; remove: string; move: string } | null {
  if (count < 2) return null;
  const others = count - 1;
  return {
    move: `The services of a visit move together: Edit / Move moves the whole visit (${services(count)}).`,
    status: `Cancelling cancels the whole visit (${services(count)}). Other statuses change this service only.`,
    remove: `Deleting removes this service only; the visit's other ${others === 1 ? 'service stays' : `${services(others)} stay`} booked.`,
  };
}

export const REPEAT_OPTIONS: readonly { value: string; label: string }[] = [
  { value: '', label: 'Does not repeat' },
  ...REPEAT_EVERY_WEEKS.map((w) => ({ value: String(w), label: `Every ${w} weeks` })),
];
export const REPEAT_TIMES = { min: MIN_REPEAT_TIMES, max: MAX_REPEAT_TIMES, initial: 4 } as const;

/** Under Times: the other dates, so the owner sees the series before booking it; null when it cannot be planned. */
export function repeatDatesHint(date: string, everyWeeks: number, times: number): string | null {
  if (!isValidDate(date)) return null;
  try {
    const [, ...next] = occurrenceDates(date, { everyWeeks, times });
    return `Also on ${next.join(', ')}, at the same time. Each is checked when booked.`;
  } catch {
    return null;
  }
}

/** Why one date was not booked, in the words the time picker uses. */
export function skippedText(skip: SkippedOccurrence, time: string): string {
  if (skip.error !== null) return skip.error;
  if (skip.reason === 'time_taken') return `${shortTime(time)} is not free that day; other times are.`;
  return noSlotMessage(skip.reason, weekdayNameOf(skip.date), skip);
}

/** "Booked 4 of 6: 2030-01-07, …. Not booked: 2030-02-04 (That day is fully booked. …), …." */
export function recurringSummary(result: RecurringResult, time: string): string {
  const total = result.booked.length + result.skipped.length;
  const booked = `Booked ${result.booked.length} of ${total}: ${result.booked.map((b) => b.date).join(', ')}.`;
  if (result.skipped.length === 0) return booked;
  // A reason's own full stop would read ".)." before the list's next comma.
  const why = (s: SkippedOccurrence) => skippedText(s, time).replace(/\.$/, '');
  return `${booked} Not booked: ${result.skipped.map((s) => `${s.date} (${why(s)})`).join(', ')}.`;
}
