// The lighthouse suite's world: the built app served by the local backend, one salon taking online
// bookings, and Lighthouse 12 (its default mobile preset: a mid-range phone, slow 4G and 4x CPU,
// simulated) driving Debian's Chromium. Lighthouse 13 needs Node 22; this project runs on Node 20.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { addDays } from '../../src/domain/dates';
import { salonIdForOwner } from '../../src/domain/ids';
import { startLocalBackend, type LocalBackend } from '../../sync/server/index';
import { NO_RATE_LIMITS } from '../../sync/server/limits';
import { clientFor } from '../../tests/integration/helpers';
import { DEFAULT_SEED } from '../suites/seed';
import { builtApp } from './browser-world';
import { seedBackend } from './sync-seed';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
/** One page's scores (0–100) and the timings behind Performance, from one Lighthouse run. */
export interface PageScores {
  scores: Record<Category, number>;
  metrics: Record<string, number>;
  /** Audits that lost points, for the log: what to fix when a score drops. */
  failing: string[];
}

const SLUG = 'lighthouse-nails';
const stamp = '000001000000000.000000.000000000000';

/** A small salon (4 staff, 6 services, a month of bookings either side of today) taking bookings at /book/SLUG. */
async function seedBookingSalon(backend: LocalBackend): Promise<string> {
  const { data, error } = await clientFor(backend).auth.signUp({ email: 'bench.lighthouse@example.com', password: 'secret123' });
  if (error || !data.user) throw new Error(`sign-up: ${error?.message}`);
  const salonId = salonIdForOwner(data.user.id);
  const admin = clientFor(backend, backend.serviceRoleKey);
  const salon = { id: salonId, owner_id: data.user.id, name: 'Lighthouse Nails', address: '1 Main St', phone: '555-0100', time_zone: 'UTC', updated_at: stamp };
  await admin.from('salons').upsert(salon).throwOnError();
  const today = new Date().toISOString().slice(0, 10);
  const seed = { ...DEFAULT_SEED, staff: 4, services: 6, customers: 50, appointments: 200, from: addDays(today, -30), to: addDays(today, 30) };
  await seedBackend(backend.url, backend.serviceRoleKey, salonId, '11ff11ff11ff', { seed });
  await admin
    .from('booking_settings')
    .insert({ id: crypto.randomUUID(), salon_id: salonId, updated_at: stamp, online_booking: true, booking_slug: SLUG })
    .throwOnError();
  return `/book/${SLUG}`;
}

/** Chromium with a fresh profile and DevTools on a free port, which Lighthouse connects to. */
async function launchChromium(chromePath: string): Promise<{ port: number; kill: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'salon-desk-lighthouse-profile-'));
  const flags = [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--no-default-browser-check',
    '--remote-debugging-port=0',
    `--user-data-dir=${profile}`,
    'about:blank',
  ];
  const child = spawn(chromePath, flags, { stdio: ['ignore', 'ignore', 'pipe'] });
  const kill = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill();
      await exited;
    }
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    const port = await new Promise<number>((res, rej) => {
      let err = '';
      const timer = setTimeout(() => rej(new Error(`${chromePath} did not open DevTools in 30 s: ${err.slice(-500)}`)), 30_000);
      child.on('error', (e) => rej(new Error(`cannot start ${chromePath} (set CHROME_PATH): ${e.message}`)));
      child.on('exit', (code) => rej(new Error(`${chromePath} exited with ${code}: ${err.slice(-500)}`)));
      child.stderr.setEncoding('utf8').on('data', (d: string) => {
        err += d;
        const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
        if (m) {
          clearTimeout(timer);
          res(Number(m[1]));
        }
      });
    });
    return { port, kill };
  } catch (e) {
    await kill();
    throw e;
  }
}

export interface LighthouseWorld {
  baseUrl: string;
  bookPath: string;
  /** One Lighthouse run of `path` in a fresh Chromium (an empty cache, no service worker). */
  audit(path: string): Promise<PageScores>;
  close(): Promise<void>;
}

export async function startLighthouseWorld(): Promise<LighthouseWorld> {
  // Without source maps: what a host serves.
  const { distDir, cleanup } = await builtApp({ sourcemap: false });
  const backend = await startLocalBackend({ port: 0, dataDir: null, distDir, limits: NO_RATE_LIMITS });
  const baseUrl = backend.url.replace(/\/$/, '');
  let bookPath: string;
  try {
    bookPath = await seedBookingSalon(backend);
  } catch (e) {
    await backend.close();
    cleanup();
    throw e;
  }
  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  return {
    baseUrl,
    bookPath,
    async audit(path) {
      // A new browser per run: nothing cached by the run before (Lighthouse also clears the origin).
      const chrome = await launchChromium(chromePath);
      try {
        const result = await lighthouse(`${baseUrl}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
        if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${path}: ${lhr.runtimeError.message}`);
        const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Record<Category, number>;
        const metrics: Record<string, number> = {};
        for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']) {
          metrics[id] = lhr.audits[id]?.numericValue ?? NaN;
        }
        const failing: string[] = [];
        for (const c of CATEGORIES) {
          for (const ref of lhr.categories[c]?.auditRefs ?? []) {
            const a = lhr.audits[ref.id];
            if (ref.weight > 0 && a && a.score !== null && a.score < 0.9) failing.push(`${c}: ${a.id} (${a.displayValue ?? a.score})`);
          }
        }
        return { scores, metrics, failing };
      } finally {
        await chrome.kill();
      }
    },
    async close() {
      await backend.close();
      cleanup();
    },
  };
}
