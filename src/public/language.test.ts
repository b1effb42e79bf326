import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The catalogs as the build would give them (the unit tests run no .po loader): one message each.
vi.mock('../locales/vi/public.po', () => ({ messages: { hi: ['Xin chào'] } }));
vi.mock('../locales/es/public.po', () => ({ messages: { hi: ['Hola'] } }));

/** A fresh page: the module's state anew, with this browser's languages and this device's storage. */
async function page(languages: string[], stored: Record<string, string> = {}) {
  vi.resetModules();
  const storage = new Map(Object.entries(stored));
  vi.stubGlobal('navigator', { languages });
  vi.stubGlobal('localStorage', { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => storage.set(k, v) });
  vi.stubGlobal('document', { documentElement: { lang: 'en' } });
  const language = await import('./language');
  const { i18n } = await import('@lingui/core');
  return { ...language, i18n, storage };
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe('the customer pages’ language', () => {
  it('starts in the first of the browser’s languages we speak, and a booking says so', async () => {
    const p = await page(['fr-FR', 'vi-VN', 'es']);
    await p.startLanguage();
    expect([p.i18n.locale, p.i18n._('hi'), document.documentElement.lang, p.bookingLanguage()]).toEqual(['vi', 'Xin chào', 'vi', 'vi']);
  });

  it('stays English with nothing to fetch for a browser with none of ours, and a booking names none', async () => {
    const p = await page(['fr-FR', 'de']);
    await p.startLanguage();
    expect([p.i18n.locale, p.bookingLanguage()]).toEqual(['en', null]);
  });

  it('the switch shows a language, remembers it over the browser’s, and a booking sends it', async () => {
    const p = await page(['vi-VN']);
    await p.startLanguage();
    await p.chooseLanguage('es');
    expect([p.i18n.locale, p.i18n._('hi'), p.bookingLanguage()]).toEqual(['es', 'Hola', 'es']);
    const again = await page(['vi-VN'], Object.fromEntries(p.storage));
    await again.startLanguage();
    expect(again.i18n.locale).toBe('es');
  });

  it('the manage link takes the card’s language unless this device chose one', async () => {
    const p = await page(['en-US']);
    await p.startLanguage();
    p.adoptCardLanguage('vi');
    await vi.waitFor(() => expect(p.i18n.locale).toBe('vi'));
    const chosen = await page(['en-US'], { 'salon-desk:booking-language': 'en' });
    await chosen.startLanguage();
    chosen.adoptCardLanguage('vi');
    await new Promise((r) => setTimeout(r, 10));
    expect(chosen.i18n.locale).toBe('en');
  });
});
