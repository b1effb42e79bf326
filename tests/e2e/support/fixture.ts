import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startLocalBackend } from '../../../sync/server/index';
import { NO_RATE_LIMITS } from '../../../sync/server/limits';
import { launchBrowser } from './browser';
import { withinTime } from './wait';

export const DESKTOP = { width: 1280, height: 860 };
export const PHONE = { width: 390, height: 844 };

export interface E2E {
  readonly baseUrl: string;
  readonly browser: Browser;
  /** A fresh, isolated browser profile (own storage and IndexedDB) with one page. */
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
  /** Uncaught errors thrown inside any page since the last test. */
  readonly pageErrors: string[];
  /** Reads rows on the backend past RLS (service role), to check what really arrived there. */
  adminSelect<T = Record<string, unknown>>(table: string, query: string): Promise<T[]>;
  /** Writes rows on the backend past RLS (service role), as another device's pushes would land. */
  adminInsert(table: string, rows: Record<string, unknown>[]): Promise<void>;
}

/**
 * Starts the local backend (serving the built app) and Chromium once per test file, and closes
 * every context after each test so tests never share a session by accident.
 */
export function useE2E(): E2E {
  let backend: Awaited<ReturnType<typeof startLocalBackend>> | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    // E2E_DIST_DIR lets parallel work build into its own folder instead of sharing dist/.
    const distDir = resolve(process.env.E2E_DIST_DIR ?? 'dist');
    if (!existsSync(resolve(distDir, 'index.html'))) {
      throw new Error(`${distDir} is missing: the e2e tests run against the built app. Run \`npx vite build\` (npm test does).`);
    }
    // The backend's log is kept, to be shown if its start fails or hangs.
    const log: string[] = [];
    const started = Date.now();
    const note = (line: string) => {
      log.push(`${Date.now() - started} ms ${line}`.slice(0, 500));
      // A start made again is shown even when the second one works, so its rate stays visible.
      if (line.includes('PostgREST was not ready')) console.warn(line);
    };
    // How it began and how it ended: a retrying PostgREST repeats one line many times.
    const told = () => (log.length > 40 ? [...log.slice(0, 15), '…', ...log.slice(-25)] : log).join('\n');
    backend = await withinTime(
      'e2e setup: starting the local backend',
      90_000,
      async () => {
        try {
          // The sender runs as in `npm start`, often, so a confirmation reaches the catcher within a test's wait.
          return await startLocalBackend({ port: 0, dataDir: null, distDir, log: note, limits: NO_RATE_LIMITS, sender: { intervalMs: 250 } });
        } catch (err) {
          throw new Error(`${String(err)}\n${told()}`, { cause: err });
        }
      },
      told,
    );
    browser = await launchBrowser();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    pageErrors.length = 0;
  });

  afterAll(async () => {
    await browser?.close();
    await backend?.close();
  });

  /** One PostgREST request with the service-role key; a refusal throws with the backend's answer. */
  async function admin(path: string, init: RequestInit = {}): Promise<Response> {
    if (!backend) throw new Error('backend not started');
    const key = backend.serviceRoleKey;
    const res = await fetch(`${backend.url.replace(/\/$/, '')}/rest/v1/${path}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), apikey: key, Authorization: `Bearer ${key}` },
    });
    if (!res.ok) throw new Error(`${path.split('?')[0]}: HTTP ${res.status} ${await res.text()}`);
    return res;
  }

  return {
    get baseUrl() {
      if (!backend) throw new Error('backend not started');
      return backend.url.replace(/\/$/, '');
    },
    get browser() {
      if (!browser) throw new Error('browser not started');
      return browser;
    },
    pageErrors,
    async adminSelect<T>(table: string, query: string) {
      const res = await admin(`${table}?${query}`);
      return (await res.json()) as T[];
    },
    async adminInsert(table, rows) {
      await admin(table, { method: 'POST', body: JSON.stringify(rows), headers: { 'Content-Type': 'application/json', Prefer: 'return=minimal' } });
    },
    async newPage(viewport = DESKTOP) {
      if (!browser || !backend) throw new Error('useE2E: beforeAll has not run');
      const base = backend.url.replace(/\/$/, '');
      const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
      contexts.push(context);
      // Nothing leaves loopback: the demo video host and any other third party are refused fast.
      await context.route('**/*', (route) => (route.request().url().startsWith(base) ? route.continue() : route.abort()));
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      page.on('pageerror', (err) => pageErrors.push(err.message));
      return page;
    },
  };
}

export function uniqueEmail(prefix = 'owner'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
