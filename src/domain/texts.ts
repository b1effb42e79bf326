// The owner-facing sentences the domain writes stay English here: the server imports the domain
// and shows them as they are. A sentence that carries a value (a weekday, a name, a figure known
// only at run time) also keeps its parts, so a screen can write it in the owner's language
// (src/app/domain-texts.ts) without reading the English back apart.

/** Values by the name of their place in the sentence. */
export type TextValues = Readonly<Record<string, string | number>>;

/** A sentence with `{name}` places, and what fills them. */
export interface DomainText {
  readonly text: string;
  readonly values?: TextValues;
}

/** The English sentence: each `{name}` place filled with its value (an unknown place stays as written). */
export function fillText(text: string, values?: TextValues): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (place, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : place));
}

export const textOf = (sentence: string | DomainText): DomainText => (typeof sentence === 'string' ? { text: sentence } : sentence);

/** An IANA zone this runtime does not know, with its name: several checks say it alike. */
export const unknownZone = (zone: unknown): DomainText => ({ text: 'Unknown time zone "{zone}"', values: { zone: String(zone) } });
