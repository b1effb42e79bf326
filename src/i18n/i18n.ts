// The owner's app's language at run time: Lingui's i18n object, which catalog is active, and the
// choice remembered on this device. The session layer (src/app/session.ts) carries the choice to
// the owner's account and back; components only read the language and call chooseLocale.
import { i18n, type Messages } from '@lingui/core';
import { initialLocale, LOCALE_KEY, SOURCE_LOCALE, type Locale } from './locales';
import { markIdlePrefetch } from '../app/idle-prefetch';

export { i18n };

// English has no catalog to load: every message carries its English text, compiled at build time
// (scripts/lingui-macro.ts). The cold start in English makes no extra request and waits for nothing.
i18n.load(SOURCE_LOCALE, {});

/** A part of the texts, fetched on its own: see lingui.config.ts for what each holds. */
export type TextArea = 'landing' | 'app' | 'bookings' | 'customers' | 'legal';
type Catalog = () => Promise<{ messages: Messages }>;
/**
 * The other languages' catalogs (lingui.config.ts). Each is its own chunk, fetched only by a device
 * that shows that language, and only once a screen needs it: the landing page its own; the app its
 * frame's (`app`) with its first screen, and `bookings` or `customers` with the first screen of
 * theirs (src/app/route-chunks.ts). So no first screen carries the texts of screens it is not.
 */
const catalogs: Record<Exclude<Locale, 'en'>, Record<TextArea, Catalog>> = {
  vi: {
    landing: () => import('../locales/vi/landing.po'),
    app: () => import('../locales/vi/app.po'),
    bookings: () => import('../locales/vi/bookings.po'),
    customers: () => import('../locales/vi/customers.po'),
    legal: () => import('../locales/vi/legal.po'),
  },
  es: {
    landing: () => import('../locales/es/landing.po'),
    app: () => import('../locales/es/app.po'),
    bookings: () => import('../locales/es/bookings.po'),
    customers: () => import('../locales/es/customers.po'),
    legal: () => import('../locales/es/legal.po'),
  },
};

/** The language being started or switched to: a screen's texts are fetched in it even before it shows. */
let wanted: Locale = SOURCE_LOCALE;
/** The screens' areas this page has shown so far: a switch of language fetches them in the new one. */
const shown = new Set<TextArea>();
const loading = new Map<string, Promise<void>>();
/** Fetches one catalog once (again after a failure); a later catalog adds to the language's messages. */
function load(locale: Locale, area: TextArea): Promise<void> {
  shown.add(area);
  if (locale === 'en') return Promise.resolve();
  const key = `${locale}:${area}`;
  let done = loading.get(key);
  if (!done) {
    done = catalogs[locale][area]().then(({ messages }) => i18n.load(locale, messages));
    done.catch(() => loading.delete(key));
    loading.set(key, done);
  }
  return done;
}
/** A switch fetches the landing page's and the frame's texts (the visitor may be on her way between them) and every screen's shown so far. */
const loadShown = (locale: Locale) => Promise.all([...new Set<TextArea>(['landing', 'app', ...shown])].map((area) => load(locale, area))).then(() => undefined);

/**
 * A screen's texts in the language shown, before it draws (route-chunks.ts): resolves once they
 * are in, or at once in English; never fails (a catalog that cannot be fetched leaves English).
 */
export function textsFor(area: TextArea): Promise<void> {
  return load(wanted, area).catch(() => undefined);
}

/** The app's texts once the landing page is up and idle: ready before the visitor heads into the app, never in her way. */
function loadAppLater(locale: Locale) {
  const go = () => {
    // The same idle moment as the app's other prefetches (src/app/main.tsx), marked the same way so
    // the bench counts these catalogs as prefetched rather than as the landing page's own.
    markIdlePrefetch();
    void load(locale, 'app').catch(() => undefined);
  };
  const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(go, { timeout: 5_000 }) : setTimeout(go, 500));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

function show(locale: Locale) {
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** Set from the owner's choice here until the account has it (signed out, offline, or no session yet on the landing page). */
const UNSENT_KEY = 'salon-desk:locale-unsent';

function remember(locale: Locale, chosenHere: boolean) {
  try {
    localStorage.setItem(LOCALE_KEY, locale);
    if (chosenHere) localStorage.setItem(UNSENT_KEY, '1');
  } catch {
    // Storage off (a private window): the choice lasts for this page only.
  }
}

/** Whether a choice made on this device still has to reach the account. */
export function localeUnsent(): boolean {
  try {
    return localStorage.getItem(UNSENT_KEY) !== null;
  } catch {
    return false;
  }
}

/** The account has this device's choice. */
export function markLocaleSent(): void {
  try {
    localStorage.removeItem(UNSENT_KEY);
  } catch {
    // Storage off: nothing was kept.
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
  wanted = locale;
  if (locale === SOURCE_LOCALE) return null;
  // The landing page waits for its own texts only; the app's frame's follow when the page is idle
  // (a screen shown before they arrive re-renders when they do). Any other first URL waits for the
  // frame's, and its screen for its own (textsFor).
  const landingFirst = window.location.pathname === '/';
  return load(locale, landingFirst ? 'landing' : 'app').then(
    () => {
      show(locale);
      if (landingFirst) loadAppLater(locale);
    },
    () => {
      wanted = SOURCE_LOCALE;
    },
  );
}

let latest = 0;
/**
 * Loads and shows a language; of several asked for in a row, the last asked wins. False when it
 * did not switch: overtaken, or its catalogs could not be fetched (offline before the worker
 * cached them), in which case the picker stays on the language shown.
 */
async function switchTo(locale: Locale, chosenHere: boolean): Promise<boolean> {
  const ask = ++latest;
  const before = wanted;
  wanted = locale;
  const fetched = await loadShown(locale).then(
    () => true,
    () => false,
  );
  if (ask !== latest) return false;
  if (!fetched) {
    wanted = before;
    return false;
  }
  show(locale);
  remember(locale, chosenHere);
  return true;
}

type Listener = (locale: Locale) => void;
const listeners = new Set<Listener>();

/** The owner picked a language: shown, remembered on this device (as not yet in her account), and told to the session layer. */
export async function chooseLocale(locale: Locale): Promise<void> {
  if (await switchTo(locale, true)) for (const l of listeners) l(locale);
}

/** A language that came from the owner's account (signed in on another device): shown and remembered, not sent back. */
export async function adoptLocale(locale: Locale): Promise<void> {
  if (locale !== i18n.locale) await switchTo(locale, false);
}

/** Called after each choice the owner makes here; returns the unsubscribe. */
export function onLocaleChosen(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentLocale = () => i18n.locale as Locale;
