import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MAX_PASSWORD_BYTES, MESSAGES, MIN_PASSWORD_LENGTH } from './validate';
import { TABLES } from '../../domain/tables';

// validate.ts answers in English, the words the server also uses (the same sentence comes back
// from it for a too-long password), so its tests and the server's stay as they are. The screens
// show each of those sentences in the owner's language through this table, one entry per sentence.
const SALON_NAME_MAX = TABLES.salons.columns.name.max;
const SALON_PHONE_MAX = TABLES.salons.columns.phone.max;

const PROBLEMS: Record<keyof typeof MESSAGES, MessageDescriptor> = {
  required: msg`Please fill in all required fields.`,
  terms: msg`Please accept the Terms of Service and Privacy Policy.`,
  mismatch: msg`Passwords do not match`,
  tooShort: msg`Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  salonNameTooLong: msg`Salon name is too long (at most ${SALON_NAME_MAX} characters)`,
  salonPhoneTooLong: msg`Salon phone is too long (at most ${SALON_PHONE_MAX} characters)`,
  salonPhoneInvalid: msg`Salon phone must be a valid phone number`,
  emailInvalid: msg`Please enter a valid email address`,
  tooLong: msg`Password is too long: at most ${MAX_PASSWORD_BYTES} bytes, and accented letters count as 2 bytes, emoji as 4.`,
  loginRequired: msg`Please enter your email and password.`,
  resetRequired: msg`Please enter the email address you signed up with.`,
};

/**
 * What the auth server answers most often, word for word as Supabase's auth (and our local stand-in,
 * sync/server/auth.ts) writes it, and sync/auth.ts's own sentence after a sign-up that needs email
 * confirmation. Any other server text shows as it came.
 */
const SERVER: Record<string, MessageDescriptor> = {
  'Invalid login credentials': msg`Invalid login credentials`,
  'User already registered': msg`User already registered`,
  'Email not confirmed': msg`Email not confirmed`,
  'Password cannot be only spaces.': msg`Password cannot be only spaces.`,
  'Account created. Please confirm your email address, then sign in.': msg`Account created. Please confirm your email address, then sign in.`,
};

const KEYS = Object.keys(MESSAGES) as (keyof typeof MESSAGES)[];

/** A sentence of validate.ts or of the server in the current language; any other text as it came. */
export function problemText(i18n: I18n, problem: string): string {
  const key = KEYS.find((k) => MESSAGES[k] === problem);
  if (key) return i18n._(PROBLEMS[key]);
  return Object.hasOwn(SERVER, problem) ? i18n._(SERVER[problem]) : problem;
}
