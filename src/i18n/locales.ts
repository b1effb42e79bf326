// The owner's app's languages, and how the first one is chosen. Pure: no React, no Lingui, so the
// session layer and tests can use it too.

export const LOCALES = ['en', 'vi', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'en';

/**
 * Each language by its own name, as its readers look for it in a picker: never translated, so a
 * Spanish reader who landed on the Vietnamese page still finds "Español".
 */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', vi: 'Tiếng Việt', es: 'Español' };

/** Where this device remembers the owner's choice. */
export const LOCALE_KEY = 'salon-desk:locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The first of the browser's languages we have ('es-MX' → 'es', 'vi-VN' → 'vi'), else English.
 * Order matters: a browser set to French then Spanish gets Spanish.
 */
export function pickLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return SOURCE_LOCALE;
}

/** The choice stored on this device, if any (storage may be off: private windows, policies). */
export function storedLocale(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): Locale | null {
  try {
    const value = storage?.getItem(LOCALE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/** The language to start in: the device's remembered choice, else the browser's. */
export function initialLocale(storage?: Pick<Storage, 'getItem'>, languages: readonly string[] = globalThis.navigator?.languages ?? []): Locale {
  return storedLocale(storage) ?? pickLocale(languages);
}
