// The languages Salon Desk speaks: the owner's app, the booking page, the customer's messages and
// Sarah. Pure; the one list every layer reads, so a language is added in one place.

export const LANGUAGES = ['en', 'vi', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language named in itself, as a picker shows it to someone who reads only that one. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', vi: 'Tiếng Việt', es: 'Español' };

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The language of a BCP 47 tag ('es-MX' → 'es', 'vi' → 'vi'), or null for one we do not speak. */
export function languageOfTag(tag: string | null | undefined): Language | null {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}

/** The first of the customer's or browser's preferred tags that we speak, else English. */
export const pickLanguage = (tags: readonly (string | null | undefined)[]): Language => tags.map(languageOfTag).find((l): l is Language => l !== null) ?? 'en';
