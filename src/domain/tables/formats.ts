// The formats of the registry's text columns, each said once: the device's zod (row-schema.ts and
// the forms in back-office.ts, messages/settings.ts, public/book-view.ts) tests the same regular
// expression the server's CHECK holds with `~` (tests/integration/registry/check-sql.ts). Every
// pattern is written in the subset JavaScript and PostgreSQL's regular expressions read alike:
// no lookarounds, no \d or \s, ASCII classes only.
import { isValidTimeZone } from '../zone-formatter';
import { DATE_RANGE } from './kinds';

/**
 * An email address, exactly zod's `z.email()` (zod 4), which the forms used before the rule
 * moved here: local part of letters, digits and _'+-. (no leading, trailing or double dot), a
 * domain of labels and a 2+ letter top-level domain.
 */
const EMAIL_BODY = "(?:[A-Za-z0-9_'+\\-]+\\.)*[A-Za-z0-9_'+\\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\\-]*\\.)+[A-Za-z]{2,}";
export const EMAIL_PATTERN = `^${EMAIL_BODY}$`;
/**
 * The salon's email: an email, or empty, the column's default for a salon row pushed without one
 * (the Salon Profile form and sign-up always give one).
 */
export const EMAIL_OR_BLANK_PATTERN = `^(${EMAIL_BODY})?$`;

const PHONE_BODY = '[0-9+(). -]{3,}';
/**
 * A phone number as people type it ("+1 (555) 014-2000", "555-014-2000", "06 12 34 56 78"):
 * digits and + ( ) . - and spaces, at least 3. The forms turn any other white space (a pasted
 * no-break space, a tab) into a space first (phoneText), so what they store always matches.
 */
export const PHONE_PATTERN = `^${PHONE_BODY}$`;
/** The salon's phone: a phone, or empty (sign-up seeds it empty when the owner's metadata has none). */
export const PHONE_OR_BLANK_PATTERN = `^(${PHONE_BODY})?$`;

/** Every white-space character as a plain space, then trimmed: how the forms read a typed phone. */
export const phoneText = (v: string) => v.replace(/\s/g, ' ').trim();

/**
 * A time zone as a device's Intl names it: "UTC", Area/Location in one of the IANA regions
 * (Intl.supportedValuesOf('timeZone') has no other area), or a fixed offset "Etc/GMT-2",
 * "Etc/GMT", "Etc/UTC", which a machine set to one reports as its zone (Chromium with such a TZ
 * does; falling back to UTC there would shift every time shown). Refuses the legacy and POSIX
 * names no device reports: "Factory", "EST5EDT", "US/Eastern", "GMT", "posix/…". Whether the zone
 * exists is asked of Intl on the device and of pg_timezone_names on the server
 * (sync_private.mutation_problem): "Etc/GMT+13" fits the pattern and exists nowhere.
 */
export const TIME_ZONE_PATTERN =
  '^(UTC|Etc/(UTC|GMT([+-]1?[0-9])?)|(Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific)/[A-Za-z0-9_+-]+(/[A-Za-z0-9_+-]+)?)$';

export function isCanonicalTimeZone(zone: unknown): zone is string {
  return typeof zone === 'string' && new RegExp(TIME_ZONE_PATTERN).test(zone) && isValidTimeZone(zone);
}

/** An instant as the device writes it: `Date#toISOString()`, UTC. Text, so it sorts as written. */
export const INSTANT_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}([.][0-9]{3})?Z$';

/**
 * A real instant within DATE_RANGE: the pattern, and a strict parse that gives the same date and
 * time back (no month 99, no 30 February, no second 60). The server's sync_private.is_instant
 * (migration 20261126000200) says the same.
 */
export function isInstant(v: unknown): v is string {
  if (typeof v !== 'string' || !new RegExp(INSTANT_PATTERN).test(v)) return false;
  const d = new Date(v);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 19) !== v.slice(0, 19)) return false;
  const day = v.slice(0, 10);
  return day >= DATE_RANGE.min && day <= DATE_RANGE.max;
}

/** The most sites a salon may let show its booking page in a frame. */
export const EMBED_ORIGINS_MAX = 10;
/** …and their most characters together: ten origins of a full-length (253) host name and a port. */
export const EMBED_ORIGINS_MAX_CHARS = 2700;
/** One such site: an https origin as the URL parser writes it (lowercase host, no path), any port. */
const EMBED_ORIGIN_BODY = 'https://[a-z0-9]([a-z0-9-]*[a-z0-9])?([.][a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:[0-9]{1,5})?';
/**
 * booking_settings.embed_origins: up to EMBED_ORIGINS_MAX origins separated by one space, or ''.
 * Stored as a CSP source list is written, and shaped so nothing else can reach the header the
 * gateway writes from it: no quote, semicolon, comma, wildcard or keyword fits.
 */
export const EMBED_ORIGINS_PATTERN = `^(${EMBED_ORIGIN_BODY}( ${EMBED_ORIGIN_BODY}){0,${EMBED_ORIGINS_MAX - 1}})?$`;
