// The Booking rules form: the saved row as the form's text values and back, and the
// choices of its selects. Pure, so it is tested without a browser.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { effectiveBookingSettings } from '../../domain/booking-settings';
import { SELF_BOOKING_STATUSES, SLOT_INTERVALS } from '../../domain/tables/booking';
import type { BookingSettings } from '../../domain/types';

/** What the inputs hold: selects and number inputs give text (the repository reads and checks the numbers). */
export interface BookingFormValues {
  min_notice_minutes: string;
  max_advance_days: string;
  slot_interval: string;
  self_booking_status: string;
}

export interface Choice {
  value: string;
  label: string;
}

const HOUR = 60;
const DAY = 24 * HOUR;

/** The notice choices the owner picks from; stored in minutes. */
export const NOTICE_MINUTES = [0, 30, HOUR, 2 * HOUR, 4 * HOUR, 12 * HOUR, DAY, 2 * DAY] as const;

/** 'None', '30 minutes', '2 hours', '1 day', '1 hour 30 minutes', in the owner's language. */
export function noticeLabel(i18n: I18n, minutes: number): string {
  if (minutes === 0) return i18n._(msg`None`);
  const days = Math.floor(minutes / DAY);
  const hours = Math.floor((minutes % DAY) / HOUR);
  const rest = minutes % HOUR;
  return [
    days ? i18n._(plural(days, { one: '# day', other: '# days' })) : '',
    hours ? i18n._(plural(hours, { one: '# hour', other: '# hours' })) : '',
    rest ? i18n._(plural(rest, { one: '# minute', other: '# minutes' })) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The notice select's options. A value saved elsewhere that is not one of ours (Sarah's setup,
 * another version) is listed too, so the select shows what is stored instead of quietly another.
 */
export function noticeChoices(i18n: I18n, current: string): Choice[] {
  const minutes = NOTICE_MINUTES.map(Number);
  const saved = Number(current);
  if (current.trim() !== '' && Number.isInteger(saved) && saved >= 0 && !minutes.includes(saved)) {
    minutes.push(saved);
    minutes.sort((a, b) => a - b);
  }
  return minutes.map((m) => ({ value: String(m), label: noticeLabel(i18n, m) }));
}

export const intervalChoices = (i18n: I18n): Choice[] =>
  SLOT_INTERVALS.map((m) => ({ value: String(m), label: i18n._(plural(m, { one: '# minute', other: '# minutes' })) }));

const STATUS_LABELS: Record<(typeof SELF_BOOKING_STATUSES)[number], MessageDescriptor> = {
  confirmed: msg`Confirmed`,
  pending: msg`Pending — waiting for your approval`,
};
export const statusChoices = (i18n: I18n): Choice[] => SELF_BOOKING_STATUSES.map((s) => ({ value: s, label: i18n._(STATUS_LABELS[s]) }));

export function bookingToForm(row: BookingSettings | null): BookingFormValues {
  const v = effectiveBookingSettings(row);
  return {
    min_notice_minutes: String(v.min_notice_minutes),
    max_advance_days: String(v.max_advance_days),
    slot_interval: String(v.slot_interval),
    self_booking_status: v.self_booking_status,
  };
}
