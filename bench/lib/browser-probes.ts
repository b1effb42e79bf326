// What the browser suite measures, each inside the page where it can: JavaScript really loaded,
// offline cold start, and IndexedDB vs PostgREST reads (search keystrokes: browser-keystrokes.ts).
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';

/** gzip level of the byte counts (the smallest gzip a server could send). */
export const GZIP_LEVEL = 9;

/** Chunks that belong to the dashboard only; the landing page must load none of them. */
export const DASHBOARD_CHUNK =
  /^(app-shell|dashboard|DashboardLayout|OverviewPage|ProfilePage|StaffPage|SchedulePage|AppointmentsPage|ConflictsPage|PhonePage|AiChatPage)-/;

/**
 * The mark the app sets (src/app/main.tsx) when, the first screen up and the page idle, it starts
 * fetching what that screen did not need (a prefetch). Absent on a page that prefetches nothing.
 */
export const PREFETCH_MARK = 'salon-desk:idle-prefetch';

export interface JsLoad {
  /** Sum of each script's gzip size, in KB (1 KB = 1,024 bytes): what the page needed to render. */
  gzipKB: number;
  files: { name: string; gzipBytes: number }[];
  /** Scripts first requested after PREFETCH_MARK, counted apart (empty when the page sets no mark). */
  prefetchedKB: number;
  prefetched: { name: string; gzipBytes: number }[];
}

/**
 * Every JavaScript response of one page load in `context` (fresh profile, so no HTTP cache; the
 * caller blocks the service worker so nothing is served from its precache), until `ready` holds
 * and the network has been quiet for `quietMs`. Each body is gzipped here with GZIP_LEVEL. Scripts
 * the page asked for after its PREFETCH_MARK (idle prefetch) are reported apart from the initial ones.
 */
export async function javascriptOfLoad(context: BrowserContext, url: string, ready: (page: Page) => Promise<unknown>, quietMs = 1_000): Promise<JsLoad> {
  const page = await context.newPage();
  const pending = new Set<string>();
  const bodies: Promise<{ name: string; gzipBytes: number } | null>[] = [];
  let lastActivity = Date.now();
  page.on('request', (r) => {
    pending.add(r.url());
    lastActivity = Date.now();
  });
  page.on('requestfinished', (r) => {
    pending.delete(r.url());
    lastActivity = Date.now();
  });
  page.on('requestfailed', (r) => {
    pending.delete(r.url());
    lastActivity = Date.now();
  });
  page.on('response', (res) => {
    const path = new URL(res.url()).pathname;
    const isJs = res.request().resourceType() === 'script' || path.endsWith('.js') || (res.headers()['content-type'] ?? '').includes('javascript');
    if (!isJs || res.status() !== 200) return;
    bodies.push(
      res.body().then(
        (b) => ({ name: path.split('/').pop() ?? path, gzipBytes: gzipSync(b, { level: GZIP_LEVEL }).length }),
        () => null,
      ),
    );
  });
  await page.goto(url);
  await ready(page);
  while (pending.size > 0 || Date.now() - lastActivity < quietMs) await new Promise((r) => setTimeout(r, 100));
  // When each script was first requested, on the page's own clock, against the prefetch mark.
  const timing = await page.evaluate((mark) => {
    const at = performance.getEntriesByName(mark)[0]?.startTime ?? null;
    const starts = performance.getEntriesByType('resource').map((e) => [new URL(e.name).pathname.split('/').pop() ?? '', e.startTime] as const);
    return { at, starts };
  }, PREFETCH_MARK);
  const firstStart = new Map<string, number>();
  for (const [name, start] of timing.starts) firstStart.set(name, Math.min(start, firstStart.get(name) ?? Infinity));
  const seen = new Map<string, number>();
  for (const f of await Promise.all(bodies)) if (f) seen.set(f.name, f.gzipBytes);
  await page.close();
  const all = [...seen].map(([name, gzipBytes]) => ({ name, gzipBytes })).sort((a, b) => b.gzipBytes - a.gzipBytes);
  // A script with no timing entry counts as initial: the stricter reading.
  const isPrefetched = (name: string) => timing.at !== null && (firstStart.get(name) ?? -Infinity) >= timing.at;
  const files = all.filter((f) => !isPrefetched(f.name));
  const prefetched = all.filter((f) => isPrefetched(f.name));
  const kb = (list: { gzipBytes: number }[]) => list.reduce((s, f) => s + f.gzipBytes, 0) / 1024;
  return { gzipKB: kb(files), files, prefetchedKB: kb(prefetched), prefetched };
}

/**
 * The Overview's first screen: its figures, or, for a salon still being set up with no booking
 * yet, the first-run checklist that stands in their place.
 */
export const OVERVIEW_SHOWN = '[data-testid="stat-bookings"], [data-testid="setup-checklist"]';

/**
 * Runs in every page of the owner's context before the app: notes, on the page's own clock
 * (performance.now(), zero at navigation start), when the Overview's first statistic holds a value,
 * and the animation frame after that (the frame that paints it).
 */
export function overviewClockScript(): void {
  const w = window as unknown as { __benchOverview?: { seenAt: number; paintedAt: number }; __benchShellAt?: number };
  const check = () => {
    // For the log: when the dashboard's frame (sidebar, owner name) was first there.
    if (w.__benchShellAt === undefined && document.querySelector('[data-testid="owner-name"]')) w.__benchShellAt = performance.now();
    if (w.__benchOverview) return;
    // The figures, or for a salon still being set up with no booking the checklist in their place.
    const el = document.querySelector('[data-testid="stat-bookings"], [data-testid="setup-checklist"]');
    if (!el || !el.textContent?.trim()) return;
    const seenAt = performance.now();
    w.__benchOverview = { seenAt, paintedAt: 0 };
    requestAnimationFrame(() => {
      if (w.__benchOverview) w.__benchOverview.paintedAt = performance.now();
    });
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
}

/**
 * One offline cold start: a new page in the (offline) context, 4x CPU throttling set over CDP
 * before navigating, then /dashboard. Returns the page's own time from navigation start to the
 * frame after the Overview's statistics appeared.
 */
export async function offlineColdStart(context: BrowserContext, baseUrl: string, cpuRate = 4): Promise<number> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await page.goto(`${baseUrl}/dashboard`, { waitUntil: 'commit' });
    // A plain promise in the page, polled with timers: page.waitForFunction would first evaluate
    // Playwright's own injected script (~0.17 s of main thread at 4x) in the middle of the start
    // being measured.
    await page
      .evaluate(
        (timeoutMs) =>
          new Promise<void>((resolve, reject) => {
            const until = performance.now() + timeoutMs;
            const check = () => {
              if (((window as unknown as { __benchOverview?: { paintedAt: number } }).__benchOverview?.paintedAt ?? 0) > 0) resolve();
              else if (performance.now() > until) reject(new Error(`no Overview statistics after ${timeoutMs} ms`));
              else setTimeout(check, 50);
            };
            check();
          }),
        30_000,
      )
      .catch(async (e: unknown) => {
        const text = (
          await page
            .locator('body')
            .innerText()
            .catch(() => '')
        )
          .slice(0, 300)
          .replace(/\s+/g, ' ');
        throw new Error(`bench/browser: the Overview never showed offline (at ${page.url()}: "${text}"): ${String(e)}`);
      });
    const fromSw = await page.evaluate(() => navigator.serviceWorker.controller != null);
    if (!fromSw) throw new Error('bench/browser: the cold-start page was not served by the service worker');
    const { painted, shell, response, body, parsed, scripts, lastScript } = await page.evaluate(() => {
      const w = window as unknown as { __benchOverview: { paintedAt: number }; __benchShellAt?: number };
      // When the worker answered the navigation: what comes before it is the worker's, not the page's.
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      // The scripts that arrived before the figures: how many, and when the last of them was in.
      const js = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        (e) => e.name.endsWith('.js') && e.responseEnd <= w.__benchOverview.paintedAt,
      );
      return {
        painted: w.__benchOverview.paintedAt,
        shell: w.__benchShellAt ?? NaN,
        response: nav?.responseStart ?? NaN,
        body: nav?.responseEnd ?? NaN,
        parsed: nav?.domInteractive ?? NaN,
        scripts: js.length,
        lastScript: Math.max(0, ...js.map((e) => e.responseEnd)),
      };
    });
    console.error(
      `[bench] browser: cold start: page from the worker at ${response.toFixed(0)} ms (whole by ${body.toFixed(0)}), parsed at ${parsed.toFixed(0)} ms, ${scripts} scripts in by ${lastScript.toFixed(0)} ms, dashboard frame at ${shell.toFixed(0)} ms, Overview statistics painted at ${painted.toFixed(0)} ms`,
    );
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
    return painted;
  } finally {
    await page.close();
  }
}

export interface ReadTimes {
  indexedDbMs: number;
  postgrestMs: number;
  indexedDbRows: number;
  postgrestRows: number;
}

/**
 * The Appointments screen's rows read twice inside the page: from IndexedDB (the salon's live
 * appointments with customer, staff and service joined and sorted, as readAppointmentViews does)
 * and from the local backend through PostgREST (the same rows with the same embeds and order, the
 * owner's token). Both on the page's clock; the PostgREST time includes parsing the JSON.
 */
export function readBothWays(page: Page, baseUrl: string, anonKey: string, token: string, salonId: string): Promise<ReadTimes> {
  return page.evaluate(
    async ({ baseUrl, anonKey, token, salonId }) => {
      type Row = {
        id: string;
        salon_id: string;
        deleted?: boolean;
        customer_id: string;
        staff_id: string;
        service_id: string;
        appointment_date: string;
        start_time: string;
      };
      const db = await new Promise<IDBDatabase>((res, rej) => {
        const r = indexedDB.open('salon-desk');
        r.onsuccess = () => res(r.result);
        r.onerror = () => rej(r.error);
      });
      const all = <T>(store: string) =>
        new Promise<T[]>((res, rej) => {
          const q = db.transaction(store).objectStore(store).index('salon_id').getAll(salonId);
          q.onsuccess = () => res(q.result as T[]);
          q.onerror = () => rej(q.error);
        });
      const t0 = performance.now();
      const [appts, customers, staff, services] = await Promise.all([
        all<Row>('appointments'),
        all<{ id: string }>('customers'),
        all<{ id: string }>('staff'),
        all<{ id: string }>('services'),
      ]);
      const index = (rows: { id: string }[]) => new Map(rows.map((r) => [r.id, r]));
      const c = index(customers);
      const st = index(staff);
      const sv = index(services);
      const views = appts
        .filter((a) => !a.deleted)
        .map((a) => ({ ...a, customer: c.get(a.customer_id) ?? null, staff: st.get(a.staff_id) ?? null, service: sv.get(a.service_id) ?? null }))
        .sort((a, b) => a.appointment_date.localeCompare(b.appointment_date) || a.start_time.localeCompare(b.start_time));
      const indexedDbMs = performance.now() - t0;
      db.close();

      const select = 'select=*,customer:customers(*),staff:staff(*),service:services(*)';
      const url = `${baseUrl}/rest/v1/appointments?${select}&salon_id=eq.${salonId}&deleted=is.false&order=appointment_date.asc,start_time.asc`;
      const t1 = performance.now();
      const res = await fetch(url, { headers: { apikey: anonKey, Authorization: `Bearer ${token}` }, cache: 'no-store' });
      if (!res.ok) throw new Error(`PostgREST read: HTTP ${res.status} ${await res.text()}`);
      const rows = (await res.json()) as unknown[];
      const postgrestMs = performance.now() - t1;
      return { indexedDbMs, postgrestMs, indexedDbRows: views.length, postgrestRows: rows.length };
    },
    { baseUrl, anonKey, token, salonId },
  );
}
