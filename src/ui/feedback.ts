// What the user is told after a write (docs/behaviour.md#messages): the spec's success text, or the error's own
// message, else the screen's fallback. Bad input names its field so the form can mark it there.
// The one place every screen (forms, sign-in, appointments, conflicts) turns a failure into text.
import { ValidationError } from '../domain/errors';

export interface Feedback {
  tone: 'success' | 'error';
  text: string;
}

export interface Failure {
  /** The form field the message belongs to, when the input (not the write) was wrong. */
  field?: string;
  message: string;
}

/** Only an Error speaks for itself: anything else thrown (a string, a bare object) gets the fallback. */
export function failureOf(err: unknown, fallback: string): Failure {
  const own = err instanceof Error ? err.message.trim() : '';
  const message = own || fallback;
  if (err instanceof ValidationError && err.field) return { field: err.field, message };
  return { message };
}

/** The failure's text alone, for screens that show it in a banner or a toast. */
export function errorText(err: unknown, fallback: string): string {
  return failureOf(err, fallback).message;
}
