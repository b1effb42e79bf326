// A drop on the day view, or its "Move to…" dialog: the booking's date, start and
// technician changed through the details' own write (editAppointment), so the same rules decide,
// nothing is written when they refuse, and the customer hears of it once. Its notes and contact
// are passed as they are: a move changes nothing else.
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { editAppointment } from '../../db/repositories/appointment-edit';
import { effectiveContact } from '../../domain/appointment-edit';
import { formatTime } from '../../domain/display-format';
import { fromMinutes, toMinutesOrNull } from '../../domain/time';
import type { AppointmentView } from '../../data';
import { shortTime } from './appointment-view';
import { refusalError } from './edit-view';
import { failureText } from './failure-text';

export interface MoveTarget {
  date: string;
  /** 'HH:MM': where it is to start; for a part of a visit, the whole visit's start (visitStart). */
  start: string;
  staffId: string;
}

export type MoveOutcome = { ok: true; text: string } | { ok: false; text: string };

const who = (a: AppointmentView) => a.customer?.name ?? t`Unknown customer`;

/**
 * The start to ask for: a part of a visit moves the whole visit, so its first service's start
 * moves by as much as the part did.
 */
export function visitStart(a: AppointmentView, parts: readonly AppointmentView[], start: string): string {
  if (!a.visit_id) return start;
  const mine = parts.filter((p) => p.visit_id === a.visit_id).sort((x, y) => x.start_time.localeCompare(y.start_time));
  const first = toMinutesOrNull(mine[0]?.start_time);
  const own = toMinutesOrNull(a.start_time);
  const to = toMinutesOrNull(start);
  if (first === null || own === null || to === null) return start;
  return fromMinutes(first + (to - own));
}

/** Whether the target is where the booking already is: nothing to do. */
export const sameAsNow = (a: AppointmentView, to: { date: string; start: string; staffId: string }) =>
  a.appointment_date === to.date && shortTime(a.start_time) === to.start && a.staff_id === to.staffId;

/** Moves it, or says in the time picker's words why not; never throws. `locale`: the salon's, for the time it says. */
export async function moveBooking(a: AppointmentView, to: MoveTarget, staffName: string, locale: string): Promise<MoveOutcome> {
  const customer = who(a);
  try {
    await editAppointment({
      salonId: a.salon_id,
      appointmentId: a.id,
      date: to.date,
      start: to.start,
      serviceId: a.service_id,
      // A visit keeps its technicians: asking for another is refused in the rules' own words.
      staffId: to.staffId,
      notes: a.notes ?? null,
      contact: effectiveContact(a, a.customer),
    });
    const time = formatTime(to.start, locale);
    return {
      ok: true,
      text: a.visit_id ? t`Moved ${customer}'s visit to ${time} with ${staffName}.` : t`Moved ${customer}'s appointment to ${time} with ${staffName}.`,
    };
  } catch (err) {
    const why = failureText(i18n, refusalError(err), t`it could not be saved.`, locale);
    return { ok: false, text: a.visit_id ? t`${customer}'s visit was not moved: ${why}` : t`${customer}'s appointment was not moved: ${why}` };
  }
}
