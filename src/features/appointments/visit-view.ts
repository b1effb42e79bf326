// View-model rules of visits (several services) and recurring bookings in the
// appointments screen: labels of the form, how a part of a visit reads, what the details' actions
// do to the rest of it, and the summary of a recurring booking. Pure, so each is unit-tested.
import { i18n } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { RecurringResult, SkippedOccurrence } from '../../db/repositories/recurring';
import { isValidDate, weekdayNameOf } from '../../domain/dates';
import { formatTime } from '../../domain/display-format';
import { occurrenceDates, REPEAT_EVERY_WEEKS, MIN_REPEAT_TIMES, MAX_REPEAT_TIMES } from '../../domain/recurrence';
import { domainText } from '../../i18n/domain-texts';
import { noSlotMessage, shortTime } from './appointment-view';
import { failureText } from './failure-text';

/** A manicure, a pedicure, nail art, a removal and an add-on: more is a day, not a visit. */
export const MAX_VISIT_SERVICES = 5;

/** The first select keeps the label every existing test and habit knows ("Service"). */
export function serviceLabel(index: number): string {
  const n = index + 1;
  return index === 0 ? t`Service` : t`Service ${n}`;
}
export function removeServiceLabel(index: number): string {
  const n = index + 1;
  return t`Remove service ${n}`;
}

/** Service ids to book, in order, once every select has one; [] while any is still empty. */
export function chosenServices(selected: readonly string[]): string[] {
  return selected.every(Boolean) ? [...selected] : [];
}

/** The tag on a row of a visit's service; its title says what that means. */
export const VISIT_TAG = msg`Visit`;
export const VISIT_TAG_TITLE = msg`One of several services booked as one visit: they move and are cancelled together.`;
/** The tag as a calendar block's accessible name says it, after the status-free parts. */
export const VISIT_WORD = msg`visit`;

/** Under Staff when several services are chosen: who does which part. */
export function visitStaffHint(member: string | null): string {
  return member
    ? t`${member} does every service of the visit.`
    : t`One technician does the whole visit when one is free for all of it, else the first free one does each service.`;
}

export interface PartShown {
  start_time: string;
  end_time: string;
  service: { name: string } | null;
}

/** "Part of a visit: Classic Manicure 10:00–10:45, Spa Pedicure 10:45–11:45"; null for a lone appointment. */
export function partOfVisitText(parts: readonly PartShown[] | null | undefined): string | null {
  if (!parts || parts.length < 2) return null;
  const each = parts.map((p) => `${p.service?.name ?? t`Unknown service`} ${shortTime(p.start_time)}–${shortTime(p.end_time)}`).join(', ');
  return t`Part of a visit: ${each}`;
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
    move: plural(count, {
      one: 'The services of a visit move together: Edit / Move moves the whole visit (# service).',
      other: 'The services of a visit move together: Edit / Move moves the whole visit (# services).',
    }),
    status: plural(count, {
      one: 'Cancelling cancels the whole visit (# service). Other statuses change this service only.',
      other: 'Cancelling cancels the whole visit (# services). Other statuses change this service only.',
    }),
    remove: plural(others, {
      one: "Deleting removes this service only; the visit's other service stays booked.",
      other: "Deleting removes this service only; the visit's other # services stay booked.",
    }),
  };
}

/** The Repeat select's options, labelled in the owner's language when asked for. */
export function repeatOptions(): { value: string; label: string }[] {
  return [
    { value: '', label: t`Does not repeat` },
    ...REPEAT_EVERY_WEEKS.map((w) => ({ value: String(w), label: plural(w, { one: 'Every # week', other: 'Every # weeks' }) })),
  ];
}
export const REPEAT_TIMES = { min: MIN_REPEAT_TIMES, max: MAX_REPEAT_TIMES, initial: 4 } as const;

/** Under Times: the other dates, so the owner sees the series before booking it; null when it cannot be planned. */
export function repeatDatesHint(date: string, everyWeeks: number, times: number): string | null {
  if (!isValidDate(date)) return null;
  try {
    const next = occurrenceDates(date, { everyWeeks, times }).slice(1).join(', ');
    return t`Also on ${next}, at the same time. Each is checked when booked.`;
  } catch {
    return null;
  }
}

/**
 * Why one date was not booked, in the words the time picker uses and the owner's language: a
 * refused write as failureText says it (a taken time on the salon's clock), a sentence with no
 * error behind it through domainText. `locale` is the salon's (useDisplayLocale).
 */
export function skippedText(skip: SkippedOccurrence, time: string, locale: string): string {
  if (skip.error !== null) return skip.cause instanceof Error ? failureText(i18n, skip.cause, skip.error, locale) : domainText(i18n, skip.error);
  if (skip.reason === 'time_taken') {
    const at = formatTime(time, locale);
    return t`${at} is not free that day; other times are.`;
  }
  return noSlotMessage(skip.reason, weekdayNameOf(skip.date), skip);
}

/** "Booked 4 of 6: 2030-01-07, …. Not booked: 2030-02-04 (That day is fully booked. …), …." */
export function recurringSummary(result: RecurringResult, time: string, locale: string): string {
  const total = result.booked.length + result.skipped.length;
  const done = result.booked.length;
  const dates = result.booked.map((b) => b.date).join(', ');
  const booked = t`Booked ${done} of ${total}: ${dates}.`;
  if (result.skipped.length === 0) return booked;
  // A reason's own full stop would read ".)." before the list's next comma.
  const why = (s: SkippedOccurrence) => skippedText(s, time, locale).replace(/\.$/, '');
  const missed = result.skipped.map((s) => `${s.date} (${why(s)})`).join(', ');
  return t`${booked} Not booked: ${missed}.`;
}
