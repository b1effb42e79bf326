// The booking page's budget: everything a customer's visit to /book/<slug> loads, under 60 KB of JS gzip.
// The owner turns online booking on through Salon Profile first (her own screens, then her push),
// so the page measured is the salon's real booking page.
import type { Page } from 'playwright-core';
import { DASHBOARD_CHUNK, GZIP_LEVEL, javascriptOfLoad, type JsLoad } from './browser-probes';
import { waitAllSaved, type BrowserWorld } from './browser-world';
import type { SampledBench } from './types';

const PHONE = { width: 390, height: 844 };
/** The dashboard's own entry and its heavy shared chunks: none may load on a customer's page. */
const DASHBOARD_CODE = /^(index|supabase-client|database)-/;

/** Turns the owner's online booking on in Salon Profile and waits for the push; the page's address. */
async function openBookingPage(page: Page, baseUrl: string): Promise<string> {
  const slug = `bench-${Date.now().toString(36)}`;
  await page.goto(`${baseUrl}/dashboard/profile`);
  const form = page.getByRole('form', { name: 'Online booking' });
  await form.getByRole('switch', { name: 'Take bookings online' }).check({ timeout: 30_000 });
  await form.getByLabel('Booking page address', { exact: true }).fill(slug);
  await form.getByRole('button', { name: 'Save online booking' }).click();
  await form.getByText('Online booking saved successfully!').waitFor();
  await waitAllSaved(page, 60_000);
  return slug;
}

export function bookPageJsBench(
  w: BrowserWorld,
  ownerPage: () => Page,
  log: (line: string) => void,
  printLoad: (route: string, load: JsLoad) => void,
  /** A browser language ('vi-VN'): the page then fetches that language's catalog too, which the budget must hold. */
  locale?: string,
): SampledBench {
  return {
    name: locale ? `initial JS (gzip) for /book/<slug>, a customer in ${locale}` : 'initial JS (gzip) for /book/<slug>, a customer',
    size: `fresh profile${locale ? ` in ${locale}` : ''}, phone viewport, no SW; gzip -${GZIP_LEVEL}, every script until the network is quiet`,
    unit: 'KB',
    budgetMs: 60,
    runs: 3,
    warmup: 0,
    samples: async ({ runs }) => {
      const slug = await openBookingPage(ownerPage(), w.baseUrl);
      const out: number[] = [];
      for (let i = 0; i < runs; i++) {
        const ctx = await w.newContext({ serviceWorkers: 'block', viewport: PHONE, ...(locale ? { locale } : {}) });
        let heading = '';
        const load = await javascriptOfLoad(ctx, `${w.baseUrl}/book/${slug}`, async (p) => {
          heading = (await p.getByRole('heading', { level: 1 }).first().textContent({ timeout: 30_000 })) ?? '';
        });
        await ctx.close();
        if (i === 0) {
          printLoad(`/book/${slug}`, load);
          const foreign = load.files.filter((f) => DASHBOARD_CHUNK.test(f.name) || DASHBOARD_CODE.test(f.name));
          log(`/book shows "${heading}"; ${foreign.length ? `DASHBOARD CODE: ${foreign.map((f) => f.name).join(', ')}` : 'no dashboard code'}`);
        }
        out.push(load.gzipKB);
      }
      return out;
    },
  };
}
