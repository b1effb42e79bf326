// What the auth service accepts from a caller: emails, passwords and where links may send the
// browser. Pure checks, each failing with GoTrue's status and a message a person can act on.
import { ApiError } from './http-util';

const MIN_PASSWORD = 6;
/** bcrypt reads only the first 72 bytes: a longer password would be "accepted" but half ignored. */
const MAX_PASSWORD_BYTES = 72;
/** auth.users.email is varchar(255). */
const MAX_EMAIL = 255;
// Loose on purpose, like GoTrue: something@something.tld, no spaces.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_RE = /[\u0000-\u001f\u007f]/;

/** A trimmed, checked email address. `purpose` words the message for a missing one. */
export function checkEmail(raw: string, missing: string): string {
  const email = raw.trim();
  if (!email) throw new ApiError(400, 'validation_failed', missing);
  if (email.length > MAX_EMAIL) {
    throw new ApiError(422, 'validation_failed', `Email address is too long: at most ${MAX_EMAIL} characters.`);
  }
  if (CONTROL_RE.test(email)) {
    throw new ApiError(422, 'validation_failed', 'Unable to validate email address: it contains a control character.');
  }
  if (!EMAIL_RE.test(email)) throw new ApiError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  return email;
}

export function checkPassword(password: string): void {
  if (password.length < MIN_PASSWORD) {
    throw new ApiError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
  if (!password.trim()) {
    throw new ApiError(422, 'weak_password', 'Password cannot be only spaces.', { weak_password: { reasons: ['characters'] } });
  }
  if (new TextEncoder().encode(password).length > MAX_PASSWORD_BYTES) {
    throw new ApiError(422, 'validation_failed', `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters.`);
  }
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
