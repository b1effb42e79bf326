// Landing-page contact form rules (docs/behaviour.md#landing-page): name, email, salon name and phone are required;
// the message is optional. Bounds keep one request from filling the backend.
import { z } from 'zod';
import { ValidationError } from './errors';
import type { ContactRequestInput } from './types';

const required = (label: string, max: number) => z.string().trim().min(1, `${label} is required`).max(max, `${label} is too long`);

export const contactRequestSchema = z.object({
  name: required('Your name', 120),
  email: z.string().trim().min(1, 'Email address is required').max(254, 'Email address is too long').pipe(z.email('Please enter a valid email address')),
  salonName: required('Nail salon name', 160),
  phone: required('Phone number', 40).regex(/^[0-9+()\-.\s]{5,40}$/, 'Please enter a valid phone number'),
  message: z.string().trim().max(4000, 'Message is too long'),
});

/** Returns the cleaned request or throws a ValidationError with the first problem's text. */
export function parseContactRequest(input: ContactRequestInput): ContactRequestInput {
  const result = contactRequestSchema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ValidationError(issue.message, String(issue.path[0] ?? ''));
  }
  return result.data;
}
