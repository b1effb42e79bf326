import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The contact form's problems come from its rules in src/domain/contact.ts, in English (the rules
// are shared with the queue, which has no language). Each of those sentences, word for word, and
// how the form shows it in the reader's language; a sentence not listed shows as it came.
const PROBLEMS: Record<string, MessageDescriptor> = {
  'Your name is required': msg`Your name is required`,
  'Your name is too long': msg`Your name is too long`,
  'Email address is required': msg`Email address is required`,
  'Email address is too long': msg`Email address is too long`,
  'Please enter a valid email address': msg`Please enter a valid email address`,
  'Nail salon name is required': msg`Nail salon name is required`,
  'Nail salon name is too long': msg`Nail salon name is too long`,
  'Phone number is required': msg`Phone number is required`,
  'Phone number is too long': msg`Phone number is too long`,
  'Please enter a valid phone number': msg`Please enter a valid phone number`,
  'Message is too long': msg`Message is too long`,
};

export function contactProblemText(i18n: I18n, problem: string): string {
  const known = Object.hasOwn(PROBLEMS, problem) ? PROBLEMS[problem] : null;
  return known ? i18n._(known) : problem;
}
