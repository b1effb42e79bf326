// A form that follows the saved row while the owner has not touched it. Rows change under an open
// form when sync pulls another device's edit (or the first pull on a new device replaces the
// sign-up seed); an untouched form takes the new values, a form being edited keeps the typing.

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
