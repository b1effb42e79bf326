// The pure half of a form: what the inputs show, the saved values it started from, and the checks
// run on submit. Kept apart from React so every rule here is tested without a browser.
//
// A form follows the saved row while the owner has not touched it. Rows change under an open form
// when sync pulls another device's edit (or the first pull on a new device replaces the sign-up
// seed); an untouched form takes the new values, a form being edited keeps the typing.
import type { z } from 'zod';
import { problemsByField } from '../domain/form-check';

export type FieldErrors = Partial<Record<string, string>>;

export interface Draft<T> {
  /** What the inputs show. */
  values: T;
  /** The saved values the draft started from (or last followed). */
  base: T;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function startDraft<T>(saved: T): Draft<T> {
  return { values: saved, base: saved };
}

export function isDirty<T>(draft: Draft<T>): boolean {
  return !same(draft.values, draft.base);
}

/** The draft after the saved values became `saved`; the same object when nothing changes. */
export function followSaved<T>(draft: Draft<T>, saved: T): Draft<T> {
  if (same(draft.base, saved)) return draft;
  if (!isDirty(draft)) return startDraft(saved);
  return { values: draft.values, base: saved };
}

/** The draft with the user's edit applied; what it started from stays, so it reads as dirty. */
export function editDraft<T>(draft: Draft<T>, update: (values: T) => T): Draft<T> {
  return { ...draft, values: update(draft.values) };
}

/**
 * What a form checks before any write: a zod schema (the same one the repository parses with, so
 * the messages are the same) or a function for checks a schema alone cannot make.
 */
export type FormCheck<T> = z.ZodType | ((values: T) => FieldErrors);

/** Every problem by field, the first per field; empty when the values may be written. */
export function problemsOf<T>(check: FormCheck<T> | undefined, values: T): FieldErrors {
  if (!check) return {};
  return typeof check === 'function' ? check(values) : problemsByField(check, values);
}

export const hasProblems = (problems: FieldErrors): boolean => Object.values(problems).some(Boolean);

/** What a text input or select needs from its form: FormBits' fields turn the error into aria attributes. */
export interface InputBinding {
  name?: string;
  value: string;
  error: string | undefined;
  onChange: (e: { target: { value: string } }) => void;
}

export function inputBinding(name: string | undefined, value: string, error: string | undefined, onValue: (value: string) => void): InputBinding {
  const binding: InputBinding = { value, error, onChange: (e) => onValue(e.target.value) };
  // Only when named: a field that had no name attribute keeps none.
  if (name !== undefined) binding.name = name;
  return binding;
}
