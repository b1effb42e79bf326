// Checks that run before any call to the backend, kept pure so they can be tested without a browser.
import { TABLES } from '../../domain/tables';
import { phoneText } from '../../domain/tables/formats';

// The salon row is seeded from this form (src/db/repositories/salons.ts): its email and phone must
// pass the salon row's formats, or the server would refuse the row every other row hangs on.
const SALON = TABLES.salons.columns;

export const MIN_PASSWORD_LENGTH = 6;
/** The server's bcrypt reads 72 bytes; it refuses longer passwords (sync/server/auth-rules.ts). */
export const MAX_PASSWORD_BYTES = 72;

export const MESSAGES = {
  required: 'Please fill in all required fields.',
  terms: 'Please accept the Terms of Service and Privacy Policy.',
  mismatch: 'Passwords do not match',
  tooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  salonNameTooLong: 'Salon name is too long (at most 160 characters)',
  salonPhoneTooLong: 'Salon phone is too long (at most 40 characters)',
  salonPhoneInvalid: 'Salon phone must be a valid phone number',
  emailInvalid: 'Please enter a valid email address',
  tooLong: `Password must be at most ${MAX_PASSWORD_BYTES} characters long (fewer with accented letters or emoji)`,
  loginRequired: 'Please enter your email and password.',
  resetRequired: 'Please enter the email address you signed up with.',
} as const;

export interface RegistrationForm {
  ownerName: string;
  email: string;
  password: string;
  confirmPassword: string;
  salonName: string;
  salonPhone: string;
  acceptTerms: boolean;
}

const blank = (s: string) => s.trim() === '';

/** Returns the first problem to show, or null when the form may be sent. */
export function validateRegistration(form: RegistrationForm): string | null {
  const texts = [form.ownerName, form.email, form.password, form.confirmPassword, form.salonName, form.salonPhone];
  if (texts.some(blank)) return MESSAGES.required;
  if (!form.acceptTerms) return MESSAGES.terms;
  // The salon row's limits (src/domain/tables/catalog.ts): the server refuses longer ones.
  if (form.salonName.trim().length > 160) return MESSAGES.salonNameTooLong;
  if (form.salonPhone.trim().length > 40) return MESSAGES.salonPhoneTooLong;
  if (!new RegExp(SALON.phone.pattern!).test(phoneText(form.salonPhone))) return MESSAGES.salonPhoneInvalid;
  if (!new RegExp(SALON.email.pattern!).test(form.email.trim())) return MESSAGES.emailInvalid;
  // Mismatch first: a short password typed twice differently is fixed by retyping, not by reading rules.
  if (form.password !== form.confirmPassword) return MESSAGES.mismatch;
  if (form.password.length < MIN_PASSWORD_LENGTH) return MESSAGES.tooShort;
  if (new TextEncoder().encode(form.password).length > MAX_PASSWORD_BYTES) return MESSAGES.tooLong;
  return null;
}

export interface LoginForm {
  email: string;
  password: string;
}

export function validateLogin(form: LoginForm): string | null {
  // Passwords are never trimmed: spaces may be part of one.
  if (blank(form.email) || form.password === '') return MESSAGES.loginRequired;
  return null;
}

export function validateResetEmail(email: string): string | null {
  return blank(email) ? MESSAGES.resetRequired : null;
}

/** What signUp receives: names and phone trimmed, email trimmed, password exactly as typed. */
export function toSignUpInput(form: RegistrationForm) {
  return {
    email: form.email.trim(),
    password: form.password,
    ownerName: form.ownerName.trim(),
    salonName: form.salonName.trim(),
    salonPhone: phoneText(form.salonPhone),
  };
}

