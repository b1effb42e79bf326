// Checks that run before any call to the backend, kept pure so they can be tested without a browser.
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_LONG, passwordTooLong } from '../../domain/passwords';
import { TABLES } from '../../domain/tables';
import { phoneText } from '../../domain/tables/formats';

// The salon row is seeded from this form (src/db/repositories/salons.ts): its email and phone must
// pass the salon row's formats, or the server would refuse the row every other row hangs on.
const SALON = TABLES.salons.columns;

// The server refuses the same passwords with the same sentence (src/domain/passwords.ts).
export { MAX_PASSWORD_BYTES, MIN_PASSWORD_LENGTH } from '../../domain/passwords';

/** The salon row's limits, from the registry (src/domain/tables.ts). */
const SALON_NAME_MAX = SALON.name.max;
const SALON_PHONE_MAX = SALON.phone.max;

export const MESSAGES = {
  required: 'Please fill in all required fields.',
  terms: 'Please accept the Terms of Service and Privacy Policy.',
  mismatch: 'Passwords do not match',
  tooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  salonNameTooLong: `Salon name is too long (at most ${SALON_NAME_MAX} characters)`,
  salonPhoneTooLong: `Salon phone is too long (at most ${SALON_PHONE_MAX} characters)`,
  salonPhoneInvalid: 'Salon phone must be a valid phone number',
  emailInvalid: 'Please enter a valid email address',
  tooLong: PASSWORD_TOO_LONG,
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
  if (form.salonName.trim().length > SALON_NAME_MAX) return MESSAGES.salonNameTooLong;
  if (form.salonPhone.trim().length > SALON_PHONE_MAX) return MESSAGES.salonPhoneTooLong;
  if (!new RegExp(SALON.phone.pattern!).test(phoneText(form.salonPhone))) return MESSAGES.salonPhoneInvalid;
  if (!new RegExp(SALON.email.pattern!).test(form.email.trim())) return MESSAGES.emailInvalid;
  // Mismatch first: a short password typed twice differently is fixed by retyping, not by reading rules.
  if (form.password !== form.confirmPassword) return MESSAGES.mismatch;
  if (form.password.length < MIN_PASSWORD_LENGTH) return MESSAGES.tooShort;
  if (passwordTooLong(form.password)) return MESSAGES.tooLong;
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
