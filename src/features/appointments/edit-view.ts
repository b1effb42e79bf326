// View-model rules of the details' Edit / Move: the times offered, the members who may
// do the service, what the time picker says when it has nothing, and a refusal in the words New
// Appointment uses. Pure, so each is unit-tested (edit-view.test.ts).
import { msg, t } from '@lingui/core/macro';
import { SlotRefusedError } from '../../db/repositories/appointment-edit';
import type { NoSlotReason, RuleLimits } from '../../domain/availability';
import { formatTimeRange } from '../../domain/display-format';
import { ValidationError } from '../../domain/errors';
import type { Staff, StaffService } from '../../domain/types';
import { noSlotMessage, shortTime } from './appointment-view';

export interface TimeOption {
  start: string;
  end: string;
  /** The booking's own time: offered while its date, service and member stay, whatever the rules say since. */
  current?: boolean;
}

/** The free times in order, with the booking's own time among them (marked) when it still holds it. */
export function editTimeOptions(slots: readonly { start: string; end: string }[], own: { start: string; end: string } | null): TimeOption[] {
  const options: TimeOption[] = slots.map((s) => ({ start: s.start, end: s.end }));
  if (!own) return options;
  const start = shortTime(own.start);
  const mine = options.find((o) => o.start === start);
  if (mine) mine.current = true;
  else options.push({ start, end: shortTime(own.end), current: true });
  return options.sort((a, b) => a.start.localeCompare(b.start));
}

/**
 * '10:00–11:00', and '(current)' after the booking's own. With the salon's `locale` the times read
 * as its clock writes them ('10:00 AM–11:00 AM' in the US); the option's value stays 'HH:MM'.
 */
export function timeOptionLabel(o: TimeOption, locale?: string): string {
  const range = locale ? formatTimeRange(o.start, o.end, locale) : `${o.start}–${o.end}`;
  return o.current ? t`${range} (current)` : range;
}

/** The active members who do every one of the services (New Appointment's Staff select, and Edit's). */
export function eligibleStaff<S extends Pick<Staff, 'id' | 'is_active'>>(
  staff: readonly S[],
  links: readonly Pick<StaffService, 'staff_id' | 'service_id'>[],
  serviceIds: readonly string[],
): S[] {
  const wanted = serviceIds.filter(Boolean);
  if (wanted.length === 0) return [];
  const doesAll = (staffId: string) => wanted.every((id) => links.some((l) => l.service_id === id && l.staff_id === staffId));
  return staff.filter((s) => s.is_active && doesAll(s.id));
}

export interface TimeHintInput {
  /** No service chosen yet. */
  noService: boolean;
  /** A visit with a service still to choose. */
  visitIncomplete?: boolean;
  /** undefined while reading; null when nothing was asked. */
  availability: ({ slots: readonly unknown[]; reason: NoSlotReason | null; weekday: string | null } & RuleLimits) | null | undefined;
}

/** What the Time select says under it: how to get times, that they are being read, or why there are none. */
export function freeTimesHint({ noService, visitIncomplete, availability }: TimeHintInput): string | undefined {
  if (noService) return t`Choose a service to see free times.`;
  if (visitIncomplete) return t`Choose every service of the visit to see free times.`;
  if (availability === undefined) return t`Checking free times...`;
  if (availability && availability.slots.length === 0) return noSlotMessage(availability.reason, availability.weekday, availability);
  return undefined;
}

/**
 * A refused edit in the words the time picker uses for that day (New Appointment's), at the Time
 * field; just the time taken keeps its own sentence. Anything else is passed on as it is.
 */
export function refusalError(err: unknown): unknown {
  if (!(err instanceof SlotRefusedError) || err.reason === null) return err;
  return new ValidationError(noSlotMessage(err.reason, err.weekday, err.limits), 'start');
}

/** Under the form when the booking is part of a visit. */
export const VISIT_EDIT_NOTE = msg`The services of a visit move together: choose the new start of the whole visit. Each service keeps its technician when free then. To change a service, cancel the visit and book it again.`;

/** Beside the contact fields: where the messages go, and what stays. */
export const CONTACT_HINT = msg`This appointment's messages go to these details. The client card is not changed.`;

/** The form's heading, the button that opens it, and the buttons that leave it. */
export const EDIT_TITLE = msg`Edit / Move`;
