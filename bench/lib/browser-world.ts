// The browser suite's world: the built app, the local backend serving it,
// headless Chromium, and one signed-up owner whose device has the service worker and the data.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { startLocalBackend, type LocalBackend } from '../../sync/server/index';
import { NO_RATE_LIMITS } from '../../sync/server/limits';
import { launchBrowser } from '../../tests/e2e/support/browser';
import { DashboardPage } from '../../tests/e2e/pages/dashboard.page';
import { RegisterPage } from '../../tests/e2e/pages/register.page';
import { OVERVIEW_SHOWN } from './browser-probes';

const run = promisify(execFile);

export const DESKTOP = { width: 1280, height: 860 };

/** Polls `check` until it returns a truthy value; the message names what never happened. */
export async function until<T>(what: string, check: () => Promise<T | null | undefined | false>, timeoutMs = 60_000, everyMs = 250): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await check().catch(() => null);
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`bench/browser: timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

export interface BrowserWorld {
  baseUrl: string;
  backend: LocalBackend;
  browser: Browser;
  distDir: string;
  /** A fresh, isolated profile whose requests never leave loopback. */
  newContext(extra?: BrowserContextOptions): Promise<BrowserContext>;
  close(): Promise<void>;
}

/**
 * BENCH_DIST_DIR reuses an existing build (it must hold index.html); otherwise the app is built
 * into a temporary folder of its own, never into the shared dist/.
 */
export async function builtApp({ sourcemap = true } = {}): Promise<{ distDir: string; cleanup: () => void }> {
  const given = process.env.BENCH_DIST_DIR;
  if (given) {
    const distDir = resolve(given);
    if (!existsSync(join(distDir, 'index.html')))
      throw new Error(`BENCH_DIST_DIR=${given} has no index.html: build it with \`npx vite build --outDir ${given}\``);
    return { distDir, cleanup: () => {} };
  }
  const distDir = mkdtempSync(join(tmpdir(), 'salon-desk-bench-dist-'));
  const t0 = Date.now();
  // Source maps let the cold start's trace name whose code ran (browser-trace.ts); the service
  // worker does not precache them and the page never asks for them.
  const args = ['vite', 'build', '--outDir', distDir, '--emptyOutDir', ...(sourcemap ? ['--sourcemap'] : []), '--logLevel', 'warn'];
  await run('npx', args, { maxBuffer: 32 * 1024 * 1024 });
  console.error(`[bench] browser: built the app into ${distDir} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return { distDir, cleanup: () => rmSync(distDir, { recursive: true, force: true }) };
}

export async function startBrowserWorld(): Promise<BrowserWorld> {
  const { distDir, cleanup } = await builtApp();
  const backend = await startLocalBackend({ port: 0, dataDir: null, distDir, limits: NO_RATE_LIMITS });
  const baseUrl = backend.url.replace(/\/$/, '');
  let browser: Browser;
  try {
    browser = await launchBrowser();
  } catch (e) {
    await backend.close();
    cleanup();
    throw e;
  }
  const contexts: BrowserContext[] = [];
  return {
    baseUrl,
    backend,
    browser,
    distDir,
    async newContext(extra = {}) {
      const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce', ...extra });
      contexts.push(context);
      // tsx (esbuild keepNames) wraps named functions in __name(); the functions this suite hands
      // to page.evaluate / addInitScript run in the page, where that helper has to exist too.
      await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
      // The app's own failures go to the log: a figure taken on a broken screen must not pass quietly.
      context.on('page', (p) => {
        p.on('pageerror', (e) => console.error(`[bench] browser: page error at ${p.url()}: ${e.message}`));
        p.on('console', (m) => void (m.type() === 'error' && console.error(`[bench] browser: console error at ${p.url()}: ${m.text().slice(0, 300)}`)));
      });
      await keepOnLoopback(context, baseUrl);
      return context;
    },
    async close() {
      await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => undefined)));
      await browser.close().catch(() => undefined);
      await backend.close();
      cleanup();
    },
  };
}

/** Every request of `context` that would leave the local backend is aborted (bench contexts only). */
export async function keepOnLoopback(context: BrowserContext, baseUrl: string): Promise<void> {
  await context.route('**/*', (route) => (route.request().url().startsWith(baseUrl) ? route.continue() : route.abort()));
}

export interface Owner {
  context: BrowserContext;
  page: Page;
  email: string;
  password: string;
}

/** Signs up an owner through the Register screen and waits for the dashboard and the first sync. */
export async function registerOwner(world: BrowserWorld): Promise<Owner> {
  const context = await world.newContext();
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const email = `bench-${Date.now().toString(36)}@example.com`;
  const password = 'polish123';
  const form = new RegisterPage(page, world.baseUrl);
  await form.goto();
  await form.fill({ ownerName: 'Mai Tran', email, password, salonName: 'Bench Nails', salonPhone: '555-0100' });
  await form.submit();
  await new DashboardPage(page, world.baseUrl).ready();
  await waitAllSaved(page);
  return { context, page, email, password };
}

/** The sync badge says everything is saved (pushes done, last pull finished). */
export async function waitAllSaved(page: Page, timeoutMs = 60_000): Promise<void> {
  await until(
    '"All changes saved"',
    async () => (await page.getByTestId('sync-status-text').textContent({ timeout: 1_000 })) === 'All changes saved',
    timeoutMs,
  );
}

/**
 * The worker controls only pages loaded after it activated (no clients.claim): wait for it, then
 * load the dashboard once more so this page is controlled and every chunk is precached.
 */
export async function ensureControlled(page: Page, baseUrl: string): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await until(
    'the service worker to control the page',
    async () => {
      if (await page.evaluate(() => navigator.serviceWorker.controller != null)) return true;
      await page.goto(`${baseUrl}/dashboard`);
      await page.locator(OVERVIEW_SHOWN).first().waitFor();
      return false;
    },
    60_000,
    500,
  );
}

/** The owner's salon id, read from the device's own IndexedDB. */
export function localSalonId(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((res, rej) => {
        const open = indexedDB.open('salon-desk');
        open.onerror = () => rej(open.error);
        open.onsuccess = () => {
          const req = open.result.transaction('salons').objectStore('salons').getAll();
          req.onsuccess = () => {
            open.result.close();
            const live = (req.result as { id: string; deleted?: boolean }[]).filter((s) => !s.deleted);
            if (live.length !== 1) rej(new Error(`expected one salon on the device, found ${live.length}`));
            else res(live[0].id);
          };
          req.onerror = () => rej(req.error);
        };
      }),
  );
}

/** The owner's access token as the app stored it (supabase-js session in localStorage). */
export function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const raw = localStorage.getItem(localStorage.key(i) ?? '') ?? '';
      try {
        const v = JSON.parse(raw) as { access_token?: string; currentSession?: { access_token?: string } };
        const t = v.access_token ?? v.currentSession?.access_token;
        if (t) return t;
      } catch {
        // not JSON: not the session
      }
    }
    throw new Error('no access token in localStorage');
  });
}

/** Rows in one store of the device's IndexedDB ('salon-desk'), read from the page. */
export function countLocal(page: Page, store: string): Promise<number> {
  return page.evaluate(
    (store) =>
      new Promise<number>((res, rej) => {
        const open = indexedDB.open('salon-desk');
        open.onerror = () => rej(open.error);
        open.onsuccess = () => {
          const q = open.result.transaction(store).objectStore(store).count();
          q.onsuccess = () => {
            open.result.close();
            res(q.result);
          };
          q.onerror = () => rej(q.error);
        };
      }),
    store,
  );
}
