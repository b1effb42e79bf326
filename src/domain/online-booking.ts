// Salon Profile → Online booking: the switch, the page's address and how late a
// customer may cancel online, checked with the registry's limits before a save, so what the
// device stores the server's CHECKs accept. Whether an address is free is the server's to say.
import { z } from 'zod';
import { readEmbedOrigins } from './embed-origins';
import { numberFrom, parseOrThrow, problemsByField } from './form-check';
import { BOOKING_LIMITS } from './tables/booking';
import type { BookingSettings } from './types';
import { normalizeSlug, SLUG_NEEDED, SLUG_RULE, slugProblem } from './booking-slug';

// The address's rules live apart, with no zod, so the owner's-language tables can name them cheaply.
export { normalizeSlug, SLUG_MAX, SLUG_NEEDED, SLUG_RULE, slugProblem } from './booking-slug';

export interface OnlineBookingValues {
  online_booking: boolean;
  booking_slug: string | null;
  online_cancel_notice_minutes: number;
  /** The sites that may show the page in a frame, as stored: origins separated by a space. */
  embed_origins: string;
}

/** As the form hands it in: the select gives text, the address may carry stray spaces or capitals. */
export interface OnlineBookingInput {
  online_booking: boolean;
  booking_slug: string;
  online_cancel_notice_minutes: number | string;
  /** One site per line, as typed. */
  embed_origins: string;
}

const CANCEL = BOOKING_LIMITS.onlineCancelNoticeMinutes;
const CANCEL_MESSAGE = `Online cancelling must close 0 to ${CANCEL.max} minutes (14 days) before a visit`;

const schema = z
  .object({
    online_booking: z.boolean(),
    booking_slug: z
      .string()
      .transform(normalizeSlug)
      .refine((s) => s === '' || slugProblem(s) === null, SLUG_RULE)
      .transform((s) => (s === '' ? null : s)),
    online_cancel_notice_minutes: numberFrom(CANCEL_MESSAGE).pipe(z.number().min(CANCEL.min, CANCEL_MESSAGE).max(CANCEL.max, CANCEL_MESSAGE)),
    embed_origins: z.string().transform((typed, ctx) => {
      const read = readEmbedOrigins(typed);
      if ('value' in read) return read.value;
      ctx.addIssue({ code: 'custom', message: read.problem });
      return z.NEVER;
    }),
  })
  .superRefine((v, ctx) => {
    if (v.online_booking && v.booking_slug === null) ctx.addIssue({ code: 'custom', path: ['booking_slug'], message: SLUG_NEEDED });
  });

/** Every problem by field (the first per field), for the form to show them all at once. */
export function onlineBookingProblems(input: OnlineBookingInput): Partial<Record<keyof OnlineBookingValues, string>> {
  return problemsByField<keyof OnlineBookingValues>(schema, input);
}

/** The clean values to store, or a ValidationError naming the first bad field; nothing is written. */
export function parseOnlineBooking(input: OnlineBookingInput): OnlineBookingValues {
  return parseOrThrow(schema, input);
}

/** The salon's online booking as it stands: off, no address and a day's cancel notice when never saved. */
export function effectiveOnlineBooking(row: BookingSettings | null | undefined): OnlineBookingValues {
  const live = row && !row.deleted ? row : null;
  return {
    online_booking: live?.online_booking ?? false,
    booking_slug: live?.booking_slug ?? null,
    online_cancel_notice_minutes: live?.online_cancel_notice_minutes ?? CANCEL.default,
    embed_origins: live?.embed_origins ?? '',
  };
}
