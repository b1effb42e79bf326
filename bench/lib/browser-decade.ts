// The ten-year salon on a real device: headless Chromium signs in as its owner and the app's own
// first pull brings the salon's recent rows into IndexedDB, timed from the sign-in until the
// device is in sync for the front desk (its first pull done); then the older history comes in
// the background, timed until the device holds every appointment. The page's JavaScript heap
// and its renderer process's resident memory are sampled throughout. Then the IndexedDB size beside navigator.storage.estimate(), and the screens the
// bench times on that device.
import { existsSync, readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { LoginPage } from '../../tests/e2e/pages/login.page';
import { DashboardPage } from '../../tests/e2e/pages/dashboard.page';
import { countLocal, ensureControlled, until, waitAllSaved, type BrowserWorld } from './browser-world';
import { overviewClockScript } from './browser-probes';
import type { DecadeSalon } from './decade-seed';

export interface DecadeDevice {
  context: BrowserContext;
  page: Page;
  /** Sign-in to the device in sync for the front desk (its first pull done), ms. */
  pullMs: number;
  /** Appointments the device held at that moment. */
  frontDeskAppointments: number;
  /** Sign-in to the whole history stored (every seeded appointment, the backfill done), ms. */
  wholeMs: number;
  /** Highest JSHeapUsedSize seen during the pull, MB. */
  peakHeapMb: number;
  /** Highest resident memory of the page's renderer process seen during the pull, MB (NaN without /proc). */
  peakRendererMb: number;
  /** Highest resident memory of Chromium's browser process (which holds IndexedDB) during the pull, MB. */
  peakBrowserMb: number;
  /**
   * CPU seconds each part spent from sign-in to the last row stored: Chromium's browser process
   * (IndexedDB's writes), the page's renderers, and this process (the local backend's PGlite
   * and gateway run in it). On a shared machine the wall time follows the load; these do not.
   */
  cpu: { browserS: number; rendererS: number; backendS: number };
  /** The same, from sign-in until the whole history is stored. */
  wholeCpu: { browserS: number; rendererS: number; backendS: number };
  storage: DeviceStorageFigures;
}

/** The device's sync state as the app stored it: none yet, or whether the first pull and the history are done. */
function syncProgress(page: Page): Promise<{ firstPullDone: boolean; historyDone: boolean } | null> {
  return page.evaluate(
    () =>
      new Promise<{ firstPullDone: boolean; historyDone: boolean } | null>((res, rej) => {
        const open = indexedDB.open('salon-desk');
        open.onerror = () => rej(open.error);
        open.onsuccess = () => {
          const q = open.result.transaction('sync_state').objectStore('sync_state').getAll();
          q.onsuccess = () => {
            open.result.close();
            const row = (q.result as { history?: { recentOnly: boolean; next: string | null } }[])[0];
            res(row ? { firstPullDone: !row.history?.recentOnly, historyDone: (row.history?.next ?? null) === null } : null);
          };
          q.onerror = () => rej(q.error);
        };
      }),
  );
}

export interface DeviceStorageFigures {
  /** navigator.storage.estimate(): what the origin uses in all, its IndexedDB part, the quota; MB. */
  usageMb: number;
  indexedDbMb: number;
  quotaMb: number;
}

const MB = 1_000_000;

export async function storageFigures(page: Page): Promise<DeviceStorageFigures> {
  const e = await page.evaluate(async () => {
    const est = (await navigator.storage.estimate()) as StorageEstimate & { usageDetails?: { indexedDB?: number } };
    return { usage: est.usage ?? 0, quota: est.quota ?? 0, idb: est.usageDetails?.indexedDB ?? Number.NaN };
  });
  return { usageMb: e.usage / MB, indexedDbMb: e.idb / MB, quotaMb: e.quota / MB };
}

/** The pids of the browser's renderer processes and of the browser process (Chromium's own list). */
async function chromiumPids(browser: Browser): Promise<{ renderers: Set<number>; browser: number | null }> {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as { processInfo: { type: string; id: number }[] };
    return {
      renderers: new Set(processInfo.filter((p) => p.type === 'renderer').map((p) => p.id)),
      browser: processInfo.find((p) => p.type === 'browser')?.id ?? null,
    };
  } finally {
    await cdp.detach();
  }
}

const HAS_PROC = existsSync('/proc/self/status');

/** VmRSS of a process from /proc, in bytes; 0 once it is gone, NaN where there is no /proc. */
function residentBytes(pid: number): number {
  if (!HAS_PROC) return Number.NaN;
  try {
    const m = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** utime + stime of a process from /proc, in seconds; NaN where there is none. */
function cpuSeconds(pid: number): number {
  if (!HAS_PROC) return Number.NaN;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** Signs the owner in on a fresh profile and waits for the app's first pull to store the whole salon. */
export async function decadeDevice(w: BrowserWorld, salon: DecadeSalon, log: (line: string) => void): Promise<DecadeDevice> {
  const context = await w.newContext();
  await context.addInitScript(overviewClockScript);
  // The page's renderer is the biggest of those that appear with this profile: Chromium keeps
  // each profile's pages in processes of their own, the bench opens nothing else meanwhile, and
  // the others it may start (a spare renderer, one for the service worker) hold little.
  const before = (await chromiumPids(w.browser)).renderers;
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  let peak = 0;
  let peakRenderer = 0;
  let peakBrowser = 0;
  let sampling = true;
  // The last CPU reading of each renderer the profile started: a process that ends keeps its last.
  const rendererCpu = new Map<number, number>();
  const sampler = (async () => {
    while (sampling) {
      const { metrics } = await cdp.send('Performance.getMetrics').catch(() => ({ metrics: [] as { name: string; value: number }[] }));
      peak = Math.max(peak, metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0);
      // Looked up each time: the page's process can change at a navigation (sign-in to dashboard).
      const pids = await chromiumPids(w.browser).catch(() => ({ renderers: new Set<number>(), browser: null }));
      for (const pid of pids.renderers) {
        if (before.has(pid)) continue;
        peakRenderer = Math.max(peakRenderer, residentBytes(pid));
        const cpu = cpuSeconds(pid);
        if (!Number.isNaN(cpu)) rendererCpu.set(pid, cpu);
      }
      if (pids.browser !== null) peakBrowser = Math.max(peakBrowser, residentBytes(pids.browser));
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  const login = new LoginPage(page, w.baseUrl);
  await login.goto();
  const expected = salon.seed.counts.appointments;
  const atStart = await chromiumPids(w.browser);
  const browserPid = atStart.browser;
  const rendererFrom = new Map([...atStart.renderers].filter((pid) => !before.has(pid)).map((pid) => [pid, cpuSeconds(pid)]));
  const t0 = Date.now();
  const backendFrom = process.cpuUsage();
  const browserFrom = browserPid === null ? Number.NaN : cpuSeconds(browserPid);
  await login.signIn(salon.owner.email, salon.owner.password);
  await new DashboardPage(page, w.baseUrl).ready();
  let lastLog = Date.now();
  const cpuSince = () => {
    const backendUsed = process.cpuUsage(backendFrom);
    const browserS = (browserPid === null ? Number.NaN : cpuSeconds(browserPid)) - browserFrom;
    for (const pid of new Set([...rendererCpu.keys(), ...rendererFrom.keys()])) {
      const cpu = cpuSeconds(pid);
      if (!Number.isNaN(cpu)) rendererCpu.set(pid, cpu);
    }
    const rendererS = [...rendererCpu].reduce((sum, [pid, cpu]) => sum + cpu - (rendererFrom.get(pid) ?? 0), 0);
    return { browserS, rendererS, backendS: (backendUsed.user + backendUsed.system) / 1e6 };
  };
  const progressLog = async (what: string) => {
    if (Date.now() - lastLog < 10_000) return;
    const n = await countLocal(page, 'appointments');
    log(`${what}: ${n.toLocaleString('en-US')} appointments stored after ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    lastLog = Date.now();
  };
  await until(
    'the first pull done',
    async () => {
      await progressLog('first pull');
      return (await syncProgress(page))?.firstPullDone;
    },
    900_000,
    100,
  );
  const pullMs = Date.now() - t0;
  const cpu = cpuSince();
  const frontDeskAppointments = await countLocal(page, 'appointments');
  await until(
    `${expected} appointments in IndexedDB, the history done`,
    async () => {
      await progressLog('older history');
      return (await syncProgress(page))?.historyDone && (await countLocal(page, 'appointments')) >= expected;
    },
    900_000,
    250,
  );
  const wholeMs = Date.now() - t0;
  const wholeCpu = cpuSince();
  sampling = false;
  await sampler;
  await cdp.detach();
  await waitAllSaved(page, 120_000);
  await ensureControlled(page, w.baseUrl);
  const storage = await storageFigures(page);
  return {
    context,
    page,
    pullMs,
    frontDeskAppointments,
    wholeMs,
    peakHeapMb: peak / MB,
    peakRendererMb: peakRenderer / MB,
    peakBrowserMb: peakBrowser / MB,
    cpu,
    wholeCpu,
    storage,
  };
}
