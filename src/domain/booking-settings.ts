// The salon's booking rules as the owner sets them (Salon Profile → Booking rules): what
// a salon without a row books by, and the check run before saving, with the registry's limits, so
// what the device stores the server's CHECKs accept.
import { z } from 'zod';
import { numberFrom, parseOrThrow, problemsByField } from './form-check';
import { BOOKING_LIMITS, SELF_BOOKING_STATUSES, SLOT_INTERVALS } from './tables/booking';
import type { BookingSettings } from './types';

/** A settings row without its sync columns: what the owner decides. */
export type BookingSettingsValues = Pick<BookingSettings, 'min_notice_minutes' | 'max_advance_days' | 'slot_interval' | 'self_booking_status'>;

export const DEFAULT_BOOKING_SETTINGS: Readonly<BookingSettingsValues> = Object.freeze({
  min_notice_minutes: BOOKING_LIMITS.minNoticeMinutes.default,
  max_advance_days: BOOKING_LIMITS.maxAdvanceDays.default,
  slot_interval: BOOKING_LIMITS.slotInterval.default,
  self_booking_status: 'confirmed',
});

/** As a form hands it in: numbers may come as the text of an input or a select's value. */
export interface BookingSettingsInput {
  min_notice_minutes: number | string;
  max_advance_days: number | string;
  slot_interval: number | string;
  self_booking_status: string;
}

const { minNoticeMinutes: NOTICE, maxAdvanceDays: ADVANCE } = BOOKING_LIMITS;
const NOTICE_MESSAGE = `Minimum notice must be a whole number of minutes from ${NOTICE.min} to ${NOTICE.max} (14 days)`;
const ADVANCE_MESSAGE = `Maximum advance must be a whole number of days from ${ADVANCE.min} to ${ADVANCE.max}`;
const INTERVAL_MESSAGE = 'Time slots must be every 15, 30 or 60 minutes';
const STATUS_MESSAGE = 'Bookings by Sarah must start as Confirmed or Pending';

const schema = z.object({
  min_notice_minutes: numberFrom(NOTICE_MESSAGE).pipe(z.number().min(NOTICE.min, NOTICE_MESSAGE).max(NOTICE.max, NOTICE_MESSAGE)),
  max_advance_days: numberFrom(ADVANCE_MESSAGE).pipe(z.number().min(ADVANCE.min, ADVANCE_MESSAGE).max(ADVANCE.max, ADVANCE_MESSAGE)),
  slot_interval: numberFrom(INTERVAL_MESSAGE).refine((v) => (SLOT_INTERVALS as readonly number[]).includes(v), INTERVAL_MESSAGE),
  self_booking_status: z.enum(SELF_BOOKING_STATUSES, { error: STATUS_MESSAGE }),
});

/** Every problem of the input, by field (the first per field), for a form to show them all at once. */
export function bookingSettingsProblems(input: BookingSettingsInput): Partial<Record<keyof BookingSettingsValues, string>> {
  return problemsByField<keyof BookingSettingsValues>(schema, input);
}

/** The clean values to store, or a ValidationError naming the first bad field; nothing is written. */
export function parseBookingSettings(input: BookingSettingsInput): BookingSettingsValues {
  return parseOrThrow(schema, input);
}

/** The rules a salon books by: its saved row, or the defaults where it has none. */
export function effectiveBookingSettings(row: BookingSettings | null | undefined): BookingSettingsValues {
  if (!row || row.deleted) return { ...DEFAULT_BOOKING_SETTINGS };
  const { min_notice_minutes, max_advance_days, slot_interval, self_booking_status } = row;
  return { min_notice_minutes, max_advance_days, slot_interval, self_booking_status };
}
