// What the user is told after a write (spec §8): the spec's success text, or the error's own
// message, else the screen's fallback. Bad input names its field so the form can mark it there.
import { ValidationError } from '../../domain/errors';

export interface Feedback {
  tone: 'success' | 'error';
  text: string;
}

export interface Failure {
  /** The form field the message belongs to, when the input (not the write) was wrong. */
  field?: string;
  message: string;
}

export function failureOf(err: unknown, fallback: string): Failure {
  const own = err instanceof Error ? err.message.trim() : typeof err === 'string' ? err.trim() : '';
  const message = own || fallback;
  if (err instanceof ValidationError && err.field) return { field: err.field, message };
  return { message };
}
