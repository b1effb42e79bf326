// The owner's app's language at run time: Lingui's i18n object, which catalog is active, and the
// choice remembered on this device. The session layer (src/app/session.ts) carries the choice to
// the owner's account and back; components only read the language and call chooseLocale.
import { i18n, type Messages } from '@lingui/core';
import { initialLocale, LOCALE_KEY, SOURCE_LOCALE, type Locale } from './locales';

export { i18n };

// English has no catalog to load: every message carries its English text, compiled at build time
// (scripts/lingui-macro.ts). The cold start in English makes no extra request and waits for nothing.
i18n.load(SOURCE_LOCALE, {});

/** The other languages' catalogs: each its own chunk, fetched only by a device that shows it. */
const catalogs: Record<Exclude<Locale, 'en'>, () => Promise<{ messages: Messages }>> = {
  vi: () => import('../locales/vi/messages.po'),
  es: () => import('../locales/es/messages.po'),
};

const loaded = new Set<Locale>();
async function load(locale: Locale): Promise<void> {
  if (locale === 'en' || loaded.has(locale)) return;
  const { messages } = await catalogs[locale]();
  i18n.load(locale, messages);
  loaded.add(locale);
}

function show(locale: Locale) {
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

function remember(locale: Locale) {
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Storage off (a private window): the choice lasts for this page only.
  }
}

/**
 * Activates the language to start in. English: at once, and null (nothing to wait for). Another:
 * a promise that settles once its catalog is in, so the first render is already in that language;
 * a catalog that cannot be fetched (offline before the worker cached it) leaves English.
 */
export function startI18n(): Promise<void> | null {
  const locale = initialLocale();
  show(SOURCE_LOCALE);
  if (locale === SOURCE_LOCALE) return null;
  return load(locale).then(
    () => show(locale),
    () => undefined,
  );
}

let latest = 0;
/** Loads and shows a language; of several asked for in a row, the last asked wins. */
async function switchTo(locale: Locale): Promise<boolean> {
  const ask = ++latest;
  await load(locale);
  if (ask !== latest) return false;
  show(locale);
  remember(locale);
  return true;
}

type Listener = (locale: Locale) => void;
const listeners = new Set<Listener>();

/** The owner picked a language: shown, remembered on this device, and told to the session layer. */
export async function chooseLocale(locale: Locale): Promise<void> {
  if (await switchTo(locale)) for (const l of listeners) l(locale);
}

/** A language that came from the owner's account (signed in on another device): shown and remembered, not sent back. */
export async function adoptLocale(locale: Locale): Promise<void> {
  if (locale !== i18n.locale) await switchTo(locale);
}

/** Called after each choice the owner makes here; returns the unsubscribe. */
export function onLocaleChosen(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentLocale = () => i18n.locale as Locale;
