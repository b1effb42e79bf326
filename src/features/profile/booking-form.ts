// The Booking rules form: the saved row as the form's text values and back, and the
// choices of its selects. Pure, so it is tested without a browser.
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

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** 'None', '30 minutes', '2 hours', '1 day', '1 hour 30 minutes'. */
export function noticeLabel(minutes: number): string {
  if (minutes === 0) return 'None';
  const days = Math.floor(minutes / DAY);
  const hours = Math.floor((minutes % DAY) / HOUR);
  const rest = minutes % HOUR;
  return [days ? plural(days, 'day') : '', hours ? plural(hours, 'hour') : '', rest ? plural(rest, 'minute') : ''].filter(Boolean).join(' ');
}

/**
 * The notice select's options. A value saved elsewhere that is not one of ours (Sarah's setup,
 * another version) is listed too, so the select shows what is stored instead of quietly another.
 */
export function noticeChoices(current: string): Choice[] {
  const minutes = NOTICE_MINUTES.map(Number);
  const saved = Number(current);
  if (current.trim() !== '' && Number.isInteger(saved) && saved >= 0 && !minutes.includes(saved)) {
    minutes.push(saved);
    minutes.sort((a, b) => a - b);
  }
  return minutes.map((m) => ({ value: String(m), label: noticeLabel(m) }));
}

export const INTERVAL_CHOICES: readonly Choice[] = SLOT_INTERVALS.map((m) => ({ value: String(m), label: `${m} minutes` }));

const STATUS_LABELS: Record<(typeof SELF_BOOKING_STATUSES)[number], string> = {
  confirmed: 'Confirmed',
  pending: 'Pending — waiting for your approval',
};
export const STATUS_CHOICES: readonly Choice[] = SELF_BOOKING_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

export function bookingToForm(row: BookingSettings | null): BookingFormValues {
  const v = effectiveBookingSettings(row);
  return {
    min_notice_minutes: String(v.min_notice_minutes),
    max_advance_days: String(v.max_advance_days),
    slot_interval: String(v.slot_interval),
    self_booking_status: v.self_booking_status,
  };
}
