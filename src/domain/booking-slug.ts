// The booking page's address: its form and the sentences about it. Apart from online-booking.ts
// (the form's zod schema) so what only needs the rule's words loads no zod.
import { BOOKING_SLUG_PATTERN, BOOKING_TABLES } from './tables/booking';

/** The address's most characters: the registry's (booking_settings.booking_slug), which the server CHECKs. */
export const SLUG_MAX = BOOKING_TABLES.booking_settings.columns.booking_slug.max;
export const SLUG_RULE = `Use 3 to ${SLUG_MAX} lowercase letters, digits or hyphens, starting and ending with a letter or digit.`;
export const SLUG_NEEDED = 'Pick the address of your booking page before turning online booking on.';

/** What the owner typed, as the address is stored: trimmed and lower-case ('' = none yet). */
export const normalizeSlug = (typed: string): string => typed.trim().toLowerCase();

/** Why an address cannot be used as typed, or null when its form is fine (free or not is the server's answer). */
export function slugProblem(slug: string): string | null {
  return slug.length <= SLUG_MAX && BOOKING_SLUG_PATTERN.test(slug) ? null : SLUG_RULE;
}
