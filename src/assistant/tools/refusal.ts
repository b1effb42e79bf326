// What a tool says when the repository refuses what it handed over (a ValidationError: the
// customer's name, phone or email, a service, a date, a time). The repository's message is
// English; Sarah answers in the conversation's language, from the error's text key (the domain's
// sentence before its values are filled in), never by reading the English sentence it made.
import type { ValidationError } from '../../domain/errors';
import { wordsOf, type Words } from '../words';
import type { ConversationState } from './tool';

type RefusalKey = keyof Words['REFUSED'];

/** The domain's text of each refusal a booking or a move can meet, and Sarah's entry for it. */
const REFUSAL_KEYS: Readonly<Record<string, RefusalKey | 'NOT_A_DATE'>> = {
  'Please choose a service.': 'choose_service',
  'Please provide a valid date.': 'NOT_A_DATE',
  'Please choose a time.': 'choose_time',
  'Customer name is required': 'name_required',
  'Customer name is too long': 'name_too_long',
  'Customer phone is required': 'phone_required',
  'Customer phone is too long': 'phone_too_long',
  'Customer phone must be a valid phone number': 'phone_invalid',
  'Customer email is too long': 'email_too_long',
  'Customer email must be a valid email address': 'email_invalid',
};

/** The domain texts Sarah has words for (for the tests that hold the domain to them). */
export const REFUSAL_TEXTS: readonly string[] = Object.keys(REFUSAL_KEYS);

/**
 * The refusal in the conversation's words. One she has no entry for is the repository's English
 * in an English conversation (what it says is the most precise), and `fallback` (her apology,
 * e.g. BOOKING_FAILED in her language) in any other: never English to a Spanish or Vietnamese customer.
 */
export function refusalOf(conversation: Pick<ConversationState, 'language' | 'zone'>, e: ValidationError, fallback: (w: Words) => string): string {
  const text = wordsOf(conversation);
  const key = Object.hasOwn(REFUSAL_KEYS, e.text.text) ? REFUSAL_KEYS[e.text.text] : undefined;
  if (key === 'NOT_A_DATE') return text.NOT_A_DATE;
  if (key) return text.REFUSED[key];
  return (conversation.language ?? 'en') === 'en' ? e.message : fallback(text);
}
