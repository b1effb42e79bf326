// The update: the app is served from one build, a second build (the same source
// with another SALON_DESK_BUILD_ID, so index.html and the worker's precache list change) is
// deployed over it, and the open page offers "New version available — Reload" without reloading
// by itself: a half-typed form stays. Pressing Reload brings the new build.
//
// Build cost: the first build is the one every e2e file runs against (E2E_DIST_DIR or dist/, made
// by `npm test`); this file makes only the second one, once, in beforeAll (~5–20 s).
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalBackend } from '../../sync/server/index';
import { NO_RATE_LIMITS } from '../../sync/server/limits';
import { RegisterPage } from './pages/register.page';
import { DESKTOP } from './support/fixture';
import { launchBrowser } from './support/browser';
import { eventually, workerControls } from './support/wait';

const NEW_BUILD = 'pwa-update-b';
const run = promisify(execFile);

let work = '';
let served = '';
let newBuild = '';
let backend: Awaited<ReturnType<typeof startLocalBackend>> | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  const first = resolve(process.env.E2E_DIST_DIR ?? 'dist');
  if (!existsSync(join(first, 'index.html'))) throw new Error(`${first} is missing: the e2e tests run against the built app (npm test builds it).`);
  work = mkdtempSync(join(tmpdir(), 'salon-desk-update-'));
  served = join(work, 'served');
  newBuild = join(work, 'b');
  cpSync(first, served, { recursive: true });
  await run(process.execPath, [resolve('node_modules/vite/bin/vite.js'), 'build', '--outDir', newBuild, '--emptyOutDir', '--logLevel', 'error'], {
    env: { ...process.env, SALON_DESK_BUILD_ID: NEW_BUILD },
  });
  // The gateway reads the folder on every request, so copying files into it is a deploy.
  backend = await startLocalBackend({ port: 0, dataDir: null, distDir: served, limits: NO_RATE_LIMITS });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await backend?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

const buildId = (page: Page) => page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[name="salon-desk-build"]')?.content ?? null);

describe('a new version', () => {
  it('shows "New version available — Reload", keeps a half-filled form, and Reload loads the new build', { timeout: 150_000 }, async () => {
    if (!browser || !backend) throw new Error('beforeAll has not run');
    const base = backend.url.replace(/\/$/, '');
    const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(err.message));

      const form = new RegisterPage(page, base);
      await form.goto();
      await workerControls(page);
      expect(await buildId(page)).not.toBe(NEW_BUILD);
      await form.field('Owner Name').fill('Half typed');

      cpSync(newBuild, served, { recursive: true });
      // What the hourly check does (pwa.ts), without waiting an hour.
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));

      const toast = page.getByRole('status').filter({ hasText: 'New version available' });
      await toast.waitFor({ timeout: 20_000 });
      expect(await toast.textContent()).toBe('New version available — Reload');
      // Nothing reloaded by itself: the typed text and the old build are still there.
      expect(await form.field('Owner Name').inputValue()).toBe('Half typed');
      expect(await buildId(page)).not.toBe(NEW_BUILD);

      await toast.getByRole('button', { name: 'Reload', exact: true }).click();
      await eventually(async () => expect(await buildId(page)).toBe(NEW_BUILD), 20_000);
      await form.submitButton.waitFor();
      expect(await form.field('Owner Name').inputValue()).toBe('');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
