// The password rules the registration form checks and the auth service enforces
// (sync/server/auth-rules.ts), with the sentences both show, so the two never disagree.

export const MIN_PASSWORD_LENGTH = 6;

/** bcrypt reads only the first 72 bytes: a longer password would be "accepted" but half ignored. */
export const MAX_PASSWORD_BYTES = 72;

/** Bytes in UTF-8, what bcrypt counts: "é" is 2, most emoji 4. */
export function passwordBytes(password: string): number {
  return new TextEncoder().encode(password).length;
}

/** Says bytes, not characters: 37 "é" are 74 bytes, too many, though only 37 characters. */
export const PASSWORD_TOO_LONG = `Password is too long: at most ${MAX_PASSWORD_BYTES} bytes, and accented letters count as 2 bytes, emoji as 4.`;

export function passwordTooLong(password: string): boolean {
  return passwordBytes(password) > MAX_PASSWORD_BYTES;
}
