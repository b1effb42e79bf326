// Issue 4 "Speed": sync against the local backend (PGlite + PostgREST + auth) through the real
// replicate code and engine, devices on fake-indexeddb. The backend runs in a child process with
// a data folder, seeded with a 50,000-row salon (bench/lib/sync-seed.ts); each initial sync runs
// in a fresh child process so its peak memory is the device's alone; the push device and device A
// of "save to see" live in this process, device B in its own child (bench/lib/sync-*-child.ts).
import { fileURLToPath } from 'node:url';
import { updateService } from '../../src/db/repositories/salon-profile';
import { salonIdForOwner } from '../../src/domain/ids';
import { syncOnce } from '../../sync/replicate';
import { MAX_PUSH_BATCH } from '../../sync/protocol';
import type { SyncEngine } from '../../sync/engine';
import { firstJsonLine, spawnTs, startBenchBackend, type BackendInfo, type BenchBackend } from '../lib/sync-backend';
import { benchDevice, type BenchDevice } from '../lib/sync-device';
import { buildSmallSalon, EDIT_MIX, EDITS, makeOfflineEdits, type SmallSalon } from '../lib/sync-edits';
import type { InitialSyncSample } from '../lib/sync-initial-child';
import { signUpOwner } from '../lib/sync-owner';
import type { BenchSuite } from '../lib/types';

const fmt = (n: number) => n.toLocaleString('en-US');
const lib = (file: string) => fileURLToPath(new URL(`../lib/${file}`, import.meta.url));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let backend: BenchBackend | null = null;
const devices: BenchDevice[] = [];
let engineA: SyncEngine | null = null;

/** One brand-new device's initial sync, in its own process. */
async function initialSyncInChild(info: BackendInfo): Promise<InitialSyncSample> {
  const child = spawnTs(lib('sync-initial-child.ts'), [JSON.stringify(info)]);
  const sample = await firstJsonLine<InitialSyncSample>(child);
  console.error(`[bench] sync: initial sync run ${Math.round(sample.ms)} ms, peak RSS ${sample.peakRssMb.toFixed(0)} MB`);
  child.stdin?.end();
  if (sample.rows !== info.seed.total) throw new Error(`initial sync: the device holds ${sample.rows} rows, the salon ${info.seed.total}`);
  return sample;
}

/** Lines the watcher child prints, as a queue the bench waits on. */
function lineReader(stream: NodeJS.ReadableStream) {
  const queue: string[] = [];
  let wake: (() => void) | null = null;
  let buffer = '';
  stream.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    let nl: number;
    while ((nl = buffer.indexOf('\n')) >= 0) {
      queue.push(buffer.slice(0, nl));
      buffer = buffer.slice(nl + 1);
    }
    wake?.();
  });
  return async function next<T>(timeoutMs: number): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    while (queue.length === 0) {
      if (Date.now() > deadline) throw new Error('save to see: device B saw nothing within the time limit');
      await new Promise<void>((r) => {
        wake = r;
        setTimeout(r, 100);
      });
    }
    return JSON.parse(queue.shift()!) as T;
  };
}

const syncSuite: BenchSuite = {
  name: 'sync',
  async setup() {
    backend = await startBenchBackend();
    const info = backend.info;
    console.error(`[bench] sync: backend up, ${fmt(info.seed.total)} rows seeded in ${(info.seedMs / 1000).toFixed(1)} s`);
    const c = info.seed.counts;
    const salonSize =
      `${fmt(info.seed.total)} rows: ${fmt(c.appointments)} appts, ${fmt(c.staff_schedules)} schedules, ${fmt(c.customers)} customers, ` +
      `${fmt(c.staff_services)} staff links, ${c.services} services, ${c.staff} staff, ${c.business_hours} hours, 1 salon`;

    // The initial-sync runs give both rows: time and the device process's peak memory.
    let initial: InitialSyncSample[] | null = null;
    const initialRuns = async (opts: { runs: number; warmup: number }) => {
      if (initial) return initial;
      for (let i = 0; i < opts.warmup; i++) await initialSyncInChild(info);
      const out: InitialSyncSample[] = [];
      for (let i = 0; i < opts.runs; i++) out.push(await initialSyncInChild(info));
      initial = out;
      return out;
    };

    // A second owner's small salon for pushing and save-to-see (the server still holds the big one).
    const owner = await signUpOwner(info.url, info.anonKey, 'bench-push');
    const info2: BackendInfo = { ...info, owner, salonId: salonIdForOwner(owner.id) };
    const deviceA = await benchDevice(info2, 'a');
    devices.push(deviceA);
    const salon: SmallSalon = await buildSmallSalon(deviceA);
    await syncOnce(deviceA.replica);
    const pusher = await benchDevice(info2, 'push');
    devices.push(pusher);
    await syncOnce(pusher.replica);
    let round = 0;

    const watchedService = salon.serviceIds[0];

    return [
      {
        name: 'sync: initial sync of a 50,000-row salon to a new device',
        size: `${salonSize}; device in a fresh child process per run, backend in another`,
        budgetMs: 15_000,
        runs: 3,
        warmup: 1,
        samples: async (opts) => (await initialRuns(opts)).map((s) => s.ms),
      },
      {
        name: 'sync: initial sync, peak memory of the device',
        size: `peak RSS of the device's process (Node + Dexie/fake-indexeddb + supabase-js + rows), same runs; backend memory not included`,
        budgetMs: 400,
        unit: 'MB',
        runs: 3,
        warmup: 1,
        samples: async (opts) => (await initialRuns(opts)).map((s) => s.peakRssMb),
      },
      {
        name: `sync: push ${fmt(EDITS)} queued offline edits`,
        size:
          `${EDIT_MIX.scheduleCells} schedule cells, ${EDIT_MIX.newFaqs} new FAQ entries, ${EDIT_MIX.profileEdits} staff/service edits ` +
          `via repositories, then one sync (${Math.ceil(EDITS / MAX_PUSH_BATCH)} pushes of ${MAX_PUSH_BATCH} + pull back)`,
        budgetMs: 5_000,
        runs: 3,
        warmup: 1,
        samples: async ({ runs, warmup }) => {
          const out: number[] = [];
          for (let i = 0; i < warmup + runs; i++) {
            const e0 = performance.now();
            await makeOfflineEdits(pusher, salon, round++);
            console.error(`[bench] sync: ${EDITS} edits queued in ${Math.round(performance.now() - e0)} ms (not timed)`);
            const queued = await pusher.db.outbox.count();
            if (queued !== EDITS) throw new Error(`push: ${queued} queued edits, expected ${EDITS}`);
            const t0 = performance.now();
            const result = await syncOnce(pusher.replica);
            const ms = performance.now() - t0;
            if (result.pushed !== EDITS || result.rejected !== 0 || (await pusher.db.outbox.count()) !== 0) {
              throw new Error(`push: ${JSON.stringify(result)}, ${await pusher.db.outbox.count()} left`);
            }
            if (i >= warmup) out.push(ms);
          }
          return out;
        },
      },
      {
        name: 'sync: save on device A until seen on device B',
        size: 'both engines running, online and visible (2 s poll, 500 ms push debounce); B in its own process; random phase',
        budgetMs: 3_000,
        runs: 7,
        warmup: 1,
        samples: async ({ runs, warmup }) => {
          const watcher = spawnTs(lib('sync-watcher-child.ts'), [JSON.stringify(info2), watchedService]);
          const next = lineReader(watcher.stdout!);
          try {
            await next<{ ready: true }>(120_000);
            engineA = deviceA.engine({ online: () => true, visible: () => true });
            engineA.start();
            const out: number[] = [];
            for (let i = 0; i < warmup + runs; i++) {
              // A save lands at any point of B's poll period, as a real one would.
              await sleep(500 + Math.random() * 2_000);
              const name = `Service 1 (${i})`;
              const t0 = Date.now();
              await updateService(watchedService, { name, price: 30, duration: 45 }, deviceA.ctx);
              let seen: { name: string; at: number };
              do seen = await next<{ name: string; at: number }>(30_000);
              while (seen.name !== name);
              if (i >= warmup) out.push(seen.at - t0);
            }
            return out;
          } finally {
            engineA?.stop();
            engineA = null;
            watcher.stdin?.end();
          }
        },
      },
    ];
  },
  async teardown() {
    engineA?.stop();
    for (const d of devices.splice(0)) await d.close();
    await backend?.close();
    backend = null;
  },
};

export default syncSuite;
