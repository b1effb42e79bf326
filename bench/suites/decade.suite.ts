// The tablet with ten years: a salon of 200,000 appointments, 10,000 customers and 20,000 calls
// (bench/lib/decade-seed.ts) on the local backend, and what a device holding it does. A new
// device's initial sync through the real backend and the real sync engine, timed in a child
// process of its own so its memory is the device's alone (Node, Dexie on fake-indexeddb,
// supabase-js); the same salon pulled by the app itself in headless Chromium (time, JS heap, and
// IndexedDB's size beside navigator.storage.estimate()); on that device the offline cold start at
// 4x CPU and a Clients search keystroke; and availability read from the ten years in
// fake-indexeddb. Each row asks for the data it needs and gets it once, whichever rows run.
import { fileURLToPath } from 'node:url';
import { SalonDeskDB } from '../../src/db/database';
import { loadAvailabilityData, type AvailabilityData } from '../../src/db/availability';
import { findAvailableSlots } from '../../src/domain/availability';
import { decadeDevice, type DecadeDevice } from '../lib/browser-decade';
import { CLIENT_TERMS, CLIENTS_SEARCH } from '../lib/browser-clients';
import { typeAndTime } from '../lib/browser-keystrokes';
import { offlineColdStart } from '../lib/browser-probes';
import { keepOnLoopback, startBrowserWorld, type BrowserWorld } from '../lib/browser-world';
import { DECADE_CALLS, DECADE_SEED, seedDecadeSalon, type DecadeSalon } from '../lib/decade-seed';
import { firstJsonLine, spawnTs } from '../lib/sync-backend';
import type { InitialSyncSample } from '../lib/sync-initial-child';
import { orFailWith } from '../lib/measure';
import type { BenchSuite } from '../lib/types';
import { seedSalon } from './seed';

const fmt = (n: number) => n.toLocaleString('en-US');
const log = (line: string) => console.error(`[bench] decade: ${line}`);
const lib = (file: string) => fileURLToPath(new URL(`../lib/${file}`, import.meta.url));
/** A weekday of the coming weeks, inside the seeded ten years. */
const BENCH_DAY = '2026-12-09';

let world: BrowserWorld | null = null;
let availabilityDb: SalonDeskDB | null = null;

const orFail = orFailWith(log);

const once = <T>(make: () => Promise<T>) => {
  let p: Promise<T> | null = null;
  return () => (p ??= make());
};

const decadeSuite: BenchSuite = {
  name: 'decade',
  async setup() {
    const started = once(async () => (world ??= await startBrowserWorld()));
    const salon = once(async (): Promise<DecadeSalon> => {
      const w = await started();
      const s = await seedDecadeSalon(w.baseUrl, w.backend.anonKey, w.backend.serviceRoleKey);
      const c = s.seed.counts;
      log(
        `seeded ${fmt(s.seed.total)} rows (${fmt(c.appointments)} appts, ${fmt(c.customers)} customers, ${fmt(c.calls)} calls, ${fmt(c.staff_schedules)} schedules) in ${(s.seedMs / 1000).toFixed(1)} s`,
      );
      return s;
    });
    const salonSize = `${fmt(DECADE_SEED.appointments)} appts, ${fmt(DECADE_SEED.customers)} customers, ${fmt(DECADE_CALLS)} calls, ${DECADE_SEED.staff} staff, ${DECADE_SEED.services} services, ${DECADE_SEED.from}..${DECADE_SEED.to}`;

    // A new device's initial sync in a child process per run; the three rows report the same runs.
    const nodeSyncs = once(async (): Promise<InitialSyncSample[]> => {
      const info = await salon();
      const out: InitialSyncSample[] = [];
      for (let i = 0; i < 2; i++) {
        const child = spawnTs(lib('sync-initial-child.ts'), [JSON.stringify(info)]);
        const sample = await firstJsonLine<InitialSyncSample>(child);
        child.stdin?.end();
        log(
          `initial sync (Node) ${Math.round(sample.ms)} ms, ${fmt(sample.rows)} rows, peak RSS ${sample.peakRssMb.toFixed(0)} MB, heap ${sample.peakHeapMb.toFixed(0)} MB`,
        );
        if (sample.rows < info.seed.total) throw new Error(`the device holds ${sample.rows} rows, the salon ${info.seed.total}`);
        out.push(sample);
      }
      return out;
    });

    // The salon on a Chromium device through the app's own first pull.
    const device = once(async (): Promise<DecadeDevice> => {
      const s = await salon();
      const d = await decadeDevice(await started(), s, log);
      log(
        `Chromium: in sync for the front desk after ${(d.pullMs / 1000).toFixed(1)} s (${fmt(d.frontDeskAppointments)} appointments; CPU ${d.cpu.browserS.toFixed(1)} s browser process, ${d.cpu.rendererS.toFixed(1)} s renderer, ${d.cpu.backendS.toFixed(1)} s backend); the whole history after ${(d.wholeMs / 1000).toFixed(1)} s`,
      );
      log(
        `Chromium: whole history: JS heap peak ${d.peakHeapMb.toFixed(0)} MB, renderer RSS peak ${d.peakRendererMb.toFixed(0)} MB, browser process ${d.peakBrowserMb.toFixed(0)} MB; CPU ${d.wholeCpu.browserS.toFixed(1)} s browser process, ${d.wholeCpu.rendererS.toFixed(1)} s renderer, ${d.wholeCpu.backendS.toFixed(1)} s backend; estimate(): ${d.storage.usageMb.toFixed(0)} MB used (IndexedDB ${d.storage.indexedDbMb.toFixed(0)} MB) of ${fmt(Math.round(d.storage.quotaMb))} MB`,
      );
      return d;
    });

    const availability = once(async () => {
      availabilityDb = new SalonDeskDB(`salon-desk-decade-${process.pid}`);
      await availabilityDb.open();
      const seed = await seedSalon(availabilityDb, DECADE_SEED);
      const data = (await loadAvailabilityData(availabilityDb, seed.salonId, seed.serviceIds[0], BENCH_DAY)) as AvailabilityData;
      if (!data) throw new Error('bench/decade: availability data missing');
      return { db: availabilityDb, seed, data };
    });
    let availabilitySize = `${salonSize}; ${BENCH_DAY}`;

    return [
      // No budget on the Node device: fake-indexeddb keeps the whole database as JavaScript
      // objects and writes every index entry in JavaScript, so its time and memory are the test
      // double's. The budgets are on the Chromium rows below, the device a salon uses.
      {
        name: 'decade: initial sync to a new device (Node) (info)',
        size: `${salonSize}; real backend and sync engine, device (fake-indexeddb: the test double's cost, not a tablet's) in its own process`,
        runs: 2,
        warmup: 0,
        samples: orFail('initial sync', async () => (await nodeSyncs()).map((r) => r.ms)),
      },
      {
        name: 'decade: initial sync, peak RSS of the device process (info)',
        size: 'same runs; Node + Dexie + fake-indexeddb holding the whole database in the JS heap + supabase-js',
        unit: 'MB',
        runs: 2,
        warmup: 0,
        samples: orFail('initial sync', async () => (await nodeSyncs()).map((r) => r.peakRssMb)),
      },
      {
        name: 'decade: initial sync, peak JS heap of the device process (info)',
        size: 'same runs',
        unit: 'MB',
        runs: 2,
        warmup: 0,
        samples: orFail('initial sync', async () => (await nodeSyncs()).map((r) => r.peakHeapMb)),
      },
      {
        name: "decade: initial sync in Chromium, the app's own pull",
        size: `${salonSize}; sign-in -> in sync for the front desk (every row but the appointments, calls and schedule days dated before the first of the month 13 months back)`,
        budgetMs: 20_000,
        runs: 1,
        warmup: 0,
        samples: orFail('Chromium pull', async () => [(await device()).pullMs]),
      },
      // The older history comes afterwards in the background while the app is in use; its time
      // is what it takes before the device holds all ten years, not a wait anyone sits through.
      {
        name: 'decade: whole history in Chromium, first pull + background backfill (info)',
        size: 'same device; sign-in -> every seeded appointment in IndexedDB and the history marked complete',
        runs: 1,
        warmup: 0,
        samples: orFail('Chromium pull', async () => [(await device()).wholeMs]),
      },
      {
        name: 'decade: initial sync in Chromium, renderer memory peak',
        size: "sign-in -> whole history stored; resident memory (VmRSS from /proc by Chromium's pid) of the page's renderer process, the largest the profile started, sampled every 250 ms",
        unit: 'MB',
        budgetMs: 600,
        runs: 1,
        warmup: 0,
        samples: orFail('Chromium pull', async () => [(await device()).peakRendererMb]),
      },
      {
        name: 'decade: initial sync in Chromium, JS heap peak (info)',
        size: 'sign-in -> whole history stored, JSHeapUsedSize sampled every 250 ms',
        unit: 'MB',
        runs: 1,
        warmup: 0,
        samples: orFail('Chromium pull', async () => [(await device()).peakHeapMb]),
      },
      {
        name: 'decade: initial sync in Chromium, browser process memory peak (info)',
        size: "sign-in -> whole history stored; VmRSS of Chromium's browser process, where IndexedDB writes (shared by every profile the bench opened)",
        unit: 'MB',
        runs: 1,
        warmup: 0,
        samples: orFail('Chromium pull', async () => [(await device()).peakBrowserMb]),
      },
      // CPU time of each part of the pull: on a shared machine the pull's time follows the load,
      // these barely move, so a change to the pull is judged by them.
      ...(
        [
          ['browser process', "Chromium's browser process, where IndexedDB writes", 'browserS'],
          ['renderer', "the page's renderers: the app, its JSON and IndexedDB's side of each put", 'rendererS'],
          ['backend', 'the bench process: PGlite answering sync_pull, and the gateway', 'backendS'],
        ] as const
      ).map(([part, what, key]) => ({
        name: `decade: initial sync in Chromium, CPU of the ${part} (info)`,
        size: `same pull; utime+stime of ${what}, sign-in -> in sync for the front desk`,
        runs: 1,
        warmup: 0,
        samples: orFail('Chromium pull', async () => [(await device()).cpu[key] * 1000]),
      })),
      {
        name: 'decade: IndexedDB size (info)',
        get size() {
          return 'navigator.storage.estimate().usageDetails.indexedDB with the whole history stored; the next row: all the origin uses';
        },
        unit: 'MB',
        runs: 1,
        warmup: 0,
        samples: orFail('storage', async () => [(await device()).storage.indexedDbMb]),
      },
      {
        name: 'decade: storage used of the quota, estimate() (info)',
        size: 'usage (IndexedDB, the worker cache) in MB; the quota is in the log',
        unit: 'MB',
        runs: 1,
        warmup: 0,
        samples: orFail('storage', async () => [(await device()).storage.usageMb]),
      },
      {
        name: 'decade: offline cold start to Overview (4x CPU)',
        size: `${salonSize}; SW + IndexedDB; nav start -> frame after stat-bookings`,
        budgetMs: 1_200,
        runs: 5,
        warmup: 1,
        samples: orFail('cold start', async ({ runs, warmup }) => {
          const d = await device();
          const w = await started();
          await d.page.close();
          await d.context.setOffline(true);
          await d.context.unrouteAll();
          const out: number[] = [];
          try {
            for (let i = 0; i < warmup + runs; i++) {
              const ms = await offlineColdStart(d.context, w.baseUrl, 4);
              if (i >= warmup) out.push(ms);
            }
          } finally {
            await keepOnLoopback(d.context, w.baseUrl);
            await d.context.setOffline(false);
            d.page = await d.context.newPage();
            d.page.setDefaultTimeout(30_000);
          }
          return out;
        }),
      },
      {
        name: 'decade: clients search keystroke -> list updated',
        size: `${fmt(DECADE_SEED.customers)} clients with ten years of visits; typing ${CLIENT_TERMS.map((t) => `"${t}"`).join(', ')}`,
        budgetMs: 50,
        runs: 2,
        warmup: 1,
        samples: orFail('clients search', async ({ runs, warmup }) => {
          const d = await device();
          const w = await started();
          await d.page.goto(`${w.baseUrl}/dashboard/clients`);
          await d.page.getByTestId('client-row').first().waitFor({ timeout: 60_000 });
          const out: number[] = [];
          for (let i = 0; i < warmup + runs; i++) {
            for (const term of CLIENT_TERMS) {
              const r = await typeAndTime(d.page, term, 2_000, CLIENTS_SEARCH);
              if (i >= warmup) out.push(...r.samples);
            }
          }
          if (out.length === 0) throw new Error('no keystroke changed the client list');
          return out;
        }),
      },
      {
        name: 'decade: availability with rules: load + findAvailableSlots',
        get size() {
          return availabilitySize;
        },
        budgetMs: 2,
        samples: orFail('availability', async ({ runs, warmup }) => {
          const a = await availability();
          availabilitySize = `${fmt(a.seed.appointments)} appts in fake-indexeddb; ${BENCH_DAY}: ${a.data.appointments.length} appts, ${a.data.staff.length} staff`;
          const out: number[] = [];
          for (let i = 0; i < warmup + runs; i++) {
            const t0 = performance.now();
            findAvailableSlots((await loadAvailabilityData(a.db, a.seed.salonId, a.seed.serviceIds[0], BENCH_DAY)) as AvailabilityData);
            if (i >= warmup) out.push(performance.now() - t0);
          }
          return out;
        }),
      },
    ];
  },
  async teardown() {
    await world?.close();
    world = null;
    if (availabilityDb) {
      availabilityDb.close();
      await availabilityDb.delete();
      availabilityDb = null;
    }
  },
};

export default decadeSuite;
