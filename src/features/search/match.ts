/**
 * The top bar's matching rule, shared by every screen that lists things: the query is found
 * inside any of the given fields, ignoring case and accents ("cafe" finds "Café", "JOSE" finds
 * "José"), because owners type fast and without diacritics on a phone keyboard.
 */

/** Lower-cased and stripped of combining marks, so 'É' and 'e' compare equal. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** True when the trimmed query is empty or appears inside one of the fields. */
export function matchesQuery(query: string, fields: readonly (string | null | undefined)[]): boolean {
  const q = foldText(query.trim());
  if (q === '') return true;
  return fields.some((f) => f != null && foldText(f).includes(q));
}

/** The items whose fields match; the same array back when the query is blank (keeps memo identity). */
export function filterByQuery<T>(items: readonly T[], query: string, fields: (item: T) => readonly (string | null | undefined)[]): readonly T[] {
  if (query.trim() === '') return items;
  return items.filter((item) => matchesQuery(query, fields(item)));
}

/** Whether a query is in effect (a blank one filters nothing). */
export function isSearching(query: string): boolean {
  return query.trim() !== '';
}
