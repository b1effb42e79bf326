// The customer pages' language: Lingui's core alone (no React bindings: the page is Preact, with a
// 60 KB budget), this entry's own catalog (public.po), and the choice remembered on the device.
// English needs no catalog: the macro compiled each English text in place (scripts/lingui-macro.ts),
// so an English visit fetches nothing more; Vietnamese and Spanish fetch their catalog once.
import { i18n, type Messages } from '@lingui/core';
import { useEffect, useState } from 'preact/hooks';
import { isLanguage, languageOfTag, type Language } from '../domain/languages';

i18n.load('en', {});
i18n.activate('en');

const catalogs: Record<Exclude<Language, 'en'>, () => Promise<{ messages: Messages }>> = {
  vi: () => import('../locales/vi/public.po'),
  es: () => import('../locales/es/public.po'),
};

/**
 * The customer's own choice on this device. Apart from the owner's app's (salon-desk:locale): a
 * salon's tablet that shows the booking page to a customer keeps the owner's language.
 */
const KEY = 'salon-desk:booking-language';

function storedChoice(): Language | null {
  try {
    const value = localStorage.getItem(KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** The first of the browser's languages we speak, or null. */
function browserLanguage(): Language | null {
  const tags = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return tags.map(languageOfTag).find((l) => l !== null) ?? null;
}

/**
 * The customer's language as far as the page knows it (chosen, remembered, or her browser's), or
 * null when she has none of ours. It is what a booking sends, even when her catalog could not be
 * fetched and the page had to stay in English: her messages still come in hers.
 */
let customerLanguage: Language | null = null;
const loaded = new Set<Language>(['en']);

/** Fetches a language's catalog once; false when it cannot be had (offline, or a deploy removed the chunk). */
async function load(language: Language): Promise<boolean> {
  if (loaded.has(language)) return true;
  try {
    i18n.load(language, (await catalogs[language as Exclude<Language, 'en'>]()).messages);
    loaded.add(language);
    return true;
  } catch {
    return false;
  }
}

let latest = 0;
/** Shows a language once its catalog is in; of several asked for in a row, the last asked wins. */
async function show(language: Language): Promise<boolean> {
  const ask = ++latest;
  if (!(await load(language)) || ask !== latest) return false;
  i18n.activate(language);
  document.documentElement.lang = language;
  return true;
}

/** Before the first render: the remembered choice, else the browser's, else English (at once, nothing fetched). */
export function startLanguage(): Promise<void> {
  customerLanguage = storedChoice() ?? browserLanguage();
  return customerLanguage && customerLanguage !== 'en' ? show(customerLanguage).then(() => undefined) : Promise.resolve();
}

/**
 * The language of the booking's card, told by the manage link: shown when the customer has not
 * chosen one on this device (her phone may be in English while she reads Vietnamese).
 */
export function adoptCardLanguage(language: Language | null | undefined): void {
  if (!language || storedChoice() || language === i18n.locale) return;
  void show(language);
}

/** The customer picked a language: shown once its catalog is in, and remembered on this device. */
export async function chooseLanguage(language: Language): Promise<void> {
  if (!(await show(language))) return;
  customerLanguage = language;
  try {
    localStorage.setItem(KEY, language);
  } catch {
    // Storage off (a private window): the choice lasts for this page only.
  }
}

/** The language a booking is sent with (a new card keeps it), or null when she has none of ours. */
export const bookingLanguage = (): Language | null => customerLanguage;

/** The language shown; the component re-renders when it changes. */
export function useLanguage(): Language {
  const [, redraw] = useState(0);
  useEffect(() => i18n.on('change', () => redraw((n) => n + 1)), []);
  return i18n.locale as Language;
}
