// Words stored in English on the rows (a member's position, a time off's reason, an unnamed
// break) as the owner reads them: the rows keep the English value, which the server and the
// assistant also use, and the screens show it in her language through these tables.
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { breakTimes } from '../../domain/time-off';
import type { STAFF_POSITIONS, StaffBreak, TimeOffReason } from '../../domain/types';

const POSITIONS: Record<(typeof STAFF_POSITIONS)[number], MessageDescriptor> = {
  'Senior Nail Technician': msg`Senior Nail Technician`,
  'Nail Technician': msg`Nail Technician`,
  'Part-time Technician': msg`Part-time Technician`,
  Apprentice: msg`Apprentice`,
};

/** A member's position in the owner's language; one the app does not know (an older row) as stored. */
export function positionLabel(position: string): string {
  return Object.hasOwn(POSITIONS, position) ? i18n._(POSITIONS[position as keyof typeof POSITIONS]) : position;
}

const TIME_OFF: Record<TimeOffReason, MessageDescriptor> = { vacation: msg`Vacation`, sick: msg`Sick`, other: msg`Time off` };

/** 'Vacation', 'Sick', 'Time off' (for `other`, and for a reason the app does not know). */
export function timeOffLabel(reason: string): string {
  return i18n._(Object.hasOwn(TIME_OFF, reason) ? TIME_OFF[reason as TimeOffReason] : TIME_OFF.other);
}

const BREAK = msg`Break`;

/** 'Lunch 13:00–13:30'; a break without a label is 'Break 13:00–13:30' in the owner's language. */
export const breakLabel = (b: Pick<StaffBreak, 'start_time' | 'end_time' | 'label'>) => `${b.label || i18n._(BREAK)} ${breakTimes(b)}`;
