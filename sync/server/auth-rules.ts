// What the auth service accepts from a caller: emails, passwords, user data and where links may
// send the browser. Pure checks, each failing with GoTrue's status and a message a person can act on.
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_LONG, passwordTooLong } from '../../src/domain/passwords';
import { ApiError } from './http-util';

/** auth.users.email is varchar(255). */
const MAX_EMAIL = 255;
// Loose on purpose, like GoTrue: something@something.tld, no spaces.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_RE = /[\u0000-\u001f\u007f]/;

export function hasControlCharacter(text: string): boolean {
  return CONTROL_RE.test(text);
}

/**
 * A trimmed email that can at least be looked up: present, not too long for auth.users, no
 * control character (PostgreSQL refuses a NUL, which was a 500). Sign-in checks only this, so an
 * oddly written address still gets "Invalid login credentials" as on GoTrue. `missing` words the
 * message for an empty one.
 */
export function checkEmailStorable(raw: string, missing: string): string {
  const email = raw.trim();
  if (!email) throw new ApiError(400, 'validation_failed', missing);
  if (email.length > MAX_EMAIL) {
    throw new ApiError(422, 'validation_failed', `Email address is too long: at most ${MAX_EMAIL} characters.`);
  }
  if (hasControlCharacter(email)) {
    throw new ApiError(422, 'validation_failed', 'Unable to validate email address: it contains a control character.');
  }
  return email;
}

/** A trimmed email fit to sign up with or to mail: storable, and shaped like an address. */
export function checkEmail(raw: string, missing: string): string {
  const email = checkEmailStorable(raw, missing);
  if (!EMAIL_RE.test(email)) throw new ApiError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  return email;
}

export function checkPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new ApiError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
  if (!password.trim()) {
    throw new ApiError(422, 'weak_password', 'Password cannot be only spaces.', { weak_password: { reasons: ['characters'] } });
  }
  // The registration form shows the same sentence before it ever sends (src/features/auth/validate.ts).
  if (passwordTooLong(password)) throw new ApiError(422, 'validation_failed', PASSWORD_TOO_LONG);
}

/** The `data` of a sign-up or change: a JSON object the database will take. */
export function metadata(body: Record<string, unknown>): Record<string, unknown> | undefined {
  const data = body.data;
  if (data === undefined || data === null) return undefined;
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new ApiError(400, 'validation_failed', 'data must be a JSON object');
  }
  // PostgreSQL's jsonb refuses \u0000, in a key or a value.
  const problem = dataProblem(data);
  if (problem) throw new ApiError(422, 'validation_failed', problem);
  return data as Record<string, unknown>;
}

/** User data deeper than this is refused: PostgreSQL and JSON.stringify overflow on a very deep one. */
const MAX_DATA_DEPTH = 32;

/** What is wrong with user data the database would refuse (a 500 before), or null. */
function dataProblem(root: unknown): string | null {
  const stack: Array<[unknown, number]> = [[root, 0]];
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    if (typeof value === 'string' && value.includes('\0')) return 'data cannot contain a NUL character';
    if (!value || typeof value !== 'object') continue;
    if (depth >= MAX_DATA_DEPTH) return `data is nested too deeply: at most ${MAX_DATA_DEPTH} levels`;
    for (const [k, v] of Object.entries(value)) {
      if (k.includes('\0')) return 'data cannot contain a NUL character';
      stack.push([v, depth + 1]);
    }
  }
  return null;
}

/**
 * Where an emailed link may send the browser: the site itself, or a URL matching the allow-list
 * (GoTrue's URI_ALLOW_LIST: `*` matches within one path segment or host label, `**` anything).
 * Anything else falls back to the site URL, so a link can never hand a session to another site.
 */
export function safeRedirect(candidate: string | null, siteUrl: string, allowList: readonly string[]): string {
  if (!candidate) return siteUrl;
  let target: URL;
  try {
    target = new URL(candidate);
  } catch {
    return siteUrl;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return siteUrl;
  if (target.origin === new URL(siteUrl).origin) return target.href;
  return allowList.some((pattern) => globMatches(pattern, target.href)) ? target.href : siteUrl;
}

function globMatches(pattern: string, url: string): boolean {
  const source = pattern
    .split('**')
    .map((part) => part.split('*').map(escapeRegExp).join('[^/.]*'))
    .join('.*');
  return new RegExp(`^${source}$`).test(url);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
