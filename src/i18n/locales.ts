// The owner's app's languages, and how the first one is chosen. Pure: no React, no Lingui, so the
// session layer and tests can use it too.

import { isLanguage, pickLanguage, type Language as Locale } from '../domain/languages';

// The app's one list of languages (src/domain/languages.ts): the owner's screens, Sarah and the
// customer's messages speak the same three.
export { LANGUAGES as LOCALES, LANGUAGE_NAMES as LOCALE_NAMES, isLanguage as isLocale, type Language as Locale } from '../domain/languages';
export const SOURCE_LOCALE: Locale = 'en';

/** Where this device remembers the owner's choice. */
export const LOCALE_KEY = 'salon-desk:locale';

/**
 * The first of the browser's languages we have ('es-MX' → 'es', 'vi-VN' → 'vi'), else English.
 * Order matters: a browser set to French then Spanish gets Spanish.
 */
export const pickLocale = (languages: readonly string[]): Locale => pickLanguage(languages);

/** The choice stored on this device, if any (storage may be off: private windows, policies). */
export function storedLocale(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): Locale | null {
  try {
    const value = storage?.getItem(LOCALE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** The language to start in: the device's remembered choice, else the browser's. */
export function initialLocale(storage?: Pick<Storage, 'getItem'>, languages: readonly string[] = globalThis.navigator?.languages ?? []): Locale {
  return storedLocale(storage) ?? pickLocale(languages);
}
