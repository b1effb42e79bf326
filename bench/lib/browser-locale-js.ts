// The first-screen budgets again with the owner's app in another language: the page then also
// fetches that language's catalogs before its first render (src/i18n/i18n.ts), and the budget
// must still hold them. The language is the device's remembered choice, as after the picker.
import type { BrowserContextOptions, Page } from 'playwright-core';
import { GZIP_LEVEL, javascriptOfLoad, OVERVIEW_SHOWN, type JsLoad } from './browser-probes';
import type { BrowserWorld } from './browser-world';
import type { SampledBench } from './types';

type Session = BrowserContextOptions['storageState'];

export function localeJsBenches(
  w: BrowserWorld,
  session: Session,
  log: (line: string) => void,
  printLoad: (route: string, load: JsLoad) => void,
  locale: 'vi' | 'es',
): SampledBench[] {
  const row = (route: '/' | '/dashboard', budget: number, ready: (p: Page) => Promise<unknown>): SampledBench => ({
    name: `initial JS (gzip) for ${route}${route === '/dashboard' ? ', signed in,' : ''} in ${locale}`,
    size: `fresh profile${route === '/dashboard' ? " with the owner's session" : ''}, the app in ${locale}, no SW; gzip -${GZIP_LEVEL}`,
    unit: 'KB',
    budgetMs: budget,
    runs: 3,
    warmup: 0,
    samples: async ({ runs }) => {
      const out: number[] = [];
      for (let i = 0; i < runs; i++) {
        const ctx = await w.newContext({ serviceWorkers: 'block', locale, ...(route === '/dashboard' ? { storageState: session } : {}) });
        // Chosen on this device and not yet on the account: the device's choice wins over the account's.
        await ctx.addInitScript((l) => {
          localStorage.setItem('salon-desk:locale', l);
          localStorage.setItem('salon-desk:locale-unsent', '1');
        }, locale);
        let lang = '';
        const load = await javascriptOfLoad(ctx, `${w.baseUrl}${route}`, async (p) => {
          await ready(p);
          lang = await p.evaluate(() => document.documentElement.lang);
        });
        await ctx.close();
        if (lang !== locale) throw new Error(`bench: ${route} showed lang="${lang}", not ${locale}`);
        if (i === 0) printLoad(`${route} in ${locale}`, load);
        out.push(load.gzipKB);
      }
      log(`${route} in ${locale}: ${out.map((kb) => kb.toFixed(1)).join(', ')} KB`);
      return out;
    },
  });
  const dashboard = row('/dashboard', 250, (p) => p.locator(OVERVIEW_SHOWN).first().waitFor({ timeout: 30_000 }));
  return [
    row('/', 90, (p) => p.getByRole('heading', { level: 1 }).first().waitFor()),
    {
      ...dashboard,
      // Those loads sent the language to the owner's account, which every later row's sign-in would
      // adopt: English goes back to the account before the next row.
      samples: async (opts) => {
        try {
          return await dashboard.samples(opts);
        } finally {
          await backToEnglish(w, session);
        }
      },
    },
  ];
}

async function backToEnglish(w: BrowserWorld, session: Session) {
  const ctx = await w.newContext({ serviceWorkers: 'block', storageState: session });
  await ctx.addInitScript(() => {
    if (sessionStorage.getItem('bench-en')) return;
    sessionStorage.setItem('bench-en', '1');
    localStorage.setItem('salon-desk:locale', 'en');
    localStorage.setItem('salon-desk:locale-unsent', '1');
  });
  const page = await ctx.newPage();
  await page.goto(`${w.baseUrl}/dashboard`);
  await page.locator(OVERVIEW_SHOWN).first().waitFor({ timeout: 30_000 });
  // The account has it once this device no longer keeps the choice as unsent.
  await page.waitForFunction(() => localStorage.getItem('salon-desk:locale-unsent') === null, undefined, { timeout: 30_000 });
  await ctx.close();
}
