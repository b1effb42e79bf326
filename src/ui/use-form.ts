// One form's state and write: the values the inputs show, bound by field; the check on submit,
// every problem at its field at once; dirty state; and, when given the saved values, following
// them until the user edits (form-state.ts says why). The write itself goes through useAction,
// so busy, the banner's message and the repository's field message work as on every screen.
import { useCallback, useEffect, useState } from 'react';
import { useAction, type ActionState } from './use-action';
import { editDraft, followSaved, hasProblems, inputBinding, isDirty, problemsOf, startDraft, type FormCheck, type InputBinding } from './form-state';

export interface FormOptions<T> {
  /** The values the form starts from, and what it follows while untouched when `follow` is set. */
  values: T;
  /** Take new `values` while the user has not edited (the saved row changed under the form). */
  follow?: boolean;
  /** Run on submit before the write; the repository still checks again before writing. */
  check?: FormCheck<T>;
}

/** The keys of T whose values are text, so an input can show and set them. */
export type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

export interface Form<T> extends ActionState {
  values: T;
  /** The values differ from the saved ones the form started from (or last followed). */
  dirty: boolean;
  /** Value, change handler, name and error of one text input or select. */
  field: (key: TextKey<T>) => InputBinding;
  set: <K extends keyof T>(key: K, value: T[K]) => void;
  update: (change: (values: T) => T) => void;
  /** Starts over from these values, clean (after a save, or to empty an add form). */
  reset: (values: T) => void;
  /** Checks the values and, when they pass, runs the write; resolves true when it was written. */
  submit: (write: () => Promise<unknown>, success: string, fallback: string) => Promise<boolean>;
}

export function useForm<T>({ values: given, follow = false, check }: FormOptions<T>): Form<T> {
  const [draft, setDraft] = useState(() => startDraft(given));
  const action = useAction();
  const { fieldErrors, run, reject } = action;

  // Keyed by content: callers build the form's values from the row on every render.
  const givenKey = follow ? JSON.stringify(given) : '';
  useEffect(() => {
    if (follow) setDraft((d) => followSaved(d, given));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `given` is new each render; its content is the key
  }, [follow, givenKey]);

  const update = useCallback((change: (values: T) => T) => setDraft((d) => editDraft(d, change)), []);
  const set = useCallback(<K extends keyof T>(key: K, value: T[K]) => update((v) => ({ ...v, [key]: value })), [update]);
  const reset = useCallback((values: T) => setDraft(startDraft(values)), []);

  const values = draft.values;
  const field = (key: TextKey<T>) => inputBinding(key, values[key] as string, fieldErrors[key], (v) => set(key, v as T[typeof key]));

  const submit = async (write: () => Promise<unknown>, success: string, fallback: string) => {
    const problems = problemsOf(check, values);
    if (hasProblems(problems)) {
      reject(problems);
      return false;
    }
    return run(write, success, fallback);
  };

  return { ...action, values, dirty: isDirty(draft), field, set, update, reset, submit };
}
