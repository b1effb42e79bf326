// The Clients screen's words, as Lingui messages: the screens show them with i18n._ in the owner's
// language. Kept apart from clients-view.ts, whose rules are unit-tested without Lingui's macro.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { AppointmentStatus } from '../../domain/types';
import type { TotalKey } from './clients-view';

export const EDIT_SUCCESS = msg`Client updated successfully!`;
/** A new card says "added", as new services and staff do. */
export const ADD_SUCCESS = msg`Client added successfully!`;
export const ADD_FAILED = msg`Failed to add client`;
export const EDIT_FAILED = msg`Failed to update client`;
export const MERGE_SUCCESS = msg`Clients merged successfully!`;
export const MERGE_FAILED = msg`Failed to merge clients`;
export const CARD_GONE = msg`This client is not on this device (merged or removed).`;

/** "Showing 50 of 20,000 clients", or "3 clients" when all are shown. */
export function listSummary(i18n: I18n, shown: number, total: number): string {
  const shownCount = i18n.number(shown);
  return shown < total
    ? i18n._(msg`Showing ${shownCount} of ${plural(total, { one: '# client', other: '# clients' })}`)
    : i18n._(msg`${plural(total, { one: '# client', other: '# clients' })}`);
}

/** Cards sharing a number: shown side by side, never joined without the owner. */
export function samePhoneText(i18n: I18n, names: readonly string[]): string {
  const count = names.length;
  const list = names.join(', ');
  return i18n._(
    msg`The same phone number is on ${plural(count, { one: 'another card', other: '# other cards' })}: ${list}. Bookings under another name or email get a card of their own; if they are one person, use "Merge with another client…".`,
  );
}

const TOTALS: Record<TotalKey, MessageDescriptor> = {
  visits: msg`Visits`,
  spent: msg`Spent`,
  noShows: msg`No-shows`,
  lateCancellations: msg`Late cancellations`,
};
export const totalLabel = (i18n: I18n, key: TotalKey) => i18n._(TOTALS[key]);

const STATUSES: Record<AppointmentStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  confirmed: msg`Confirmed`,
  completed: msg`Completed`,
  canceled: msg`Canceled`,
  no_show: msg`No-show`,
  conflict: msg`Conflict`,
};

/** A visit's status, "(late)" after a cancellation inside the salon's notice. */
export function visitStatus(i18n: I18n, status: AppointmentStatus, late: boolean): string {
  const label = i18n._(STATUSES[status] ?? status);
  return late ? i18n._(msg`${label} (late)`) : label;
}

/** "Keep Ann; Annie's 3 appointments move here; the other card is removed." */
export function mergeConfirmation(i18n: I18n, kept: string, other: string, appointments: number): string {
  return i18n._(
    msg`Keep ${kept}; ${other}'s ${plural(appointments, { one: '# appointment moves', other: '# appointments move' })} here; the other card is removed.`,
  );
}

/** "Opted out of texts (replied STOP) on Wed, Mar 25, 2026". */
export function optOutText(i18n: I18n, keyword: string, day: string): string {
  return i18n._(msg`Opted out of texts (replied ${keyword}) on ${day}`);
}
