// Sync against the local backend (PGlite + PostgREST + auth) through the real
// replicate code and engine, devices on fake-indexeddb. The backend runs in a child process with
// a data folder, seeded with a 50,000-row salon (bench/lib/sync-seed.ts); each initial sync runs
// in a fresh child process so its peak memory is the device's alone; the push device and device A
// of "save to see" live in this process, device B in its own child (bench/lib/sync-*-child.ts).
// Device B listens to the server's change signal (Realtime through supabase-js over ws), as the
// app does: the seen-on-B rows time a device's save, server-side Sarah's write and a booking-page
// booking until the row is in B's database, and the fan-out row 500 sockets on one salon's signal.
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { updateService } from '../../src/db/repositories/salon-profile';
import { salonIdForOwner } from '../../src/domain/ids';
import { phoneKey } from '../../src/domain/phone-key';
import { syncOnce } from '../../sync/replicate';
import { MAX_PUSH_BATCH } from '../../sync/protocol';
import type { SyncEngine } from '../../sync/engine';
import { firstJsonLine, spawnTs, startBenchBackend, type BackendInfo, type BenchBackend } from '../lib/sync-backend';
import { benchDevice, type BenchDevice } from '../lib/sync-device';
import { buildSmallSalon, EDIT_MIX, EDITS, makeOfflineEdits, type SmallSalon } from '../lib/sync-edits';
import type { InitialSyncSample } from '../lib/sync-initial-child';
import { bookOnline, freeTime, makeBookable } from '../lib/sync-bookable';
import { joinMany } from '../lib/sync-fanout';
import { signUpOwner } from '../lib/sync-owner';
import type { BenchSuite } from '../lib/types';

const fmt = (n: number) => n.toLocaleString('en-US');
const lib = (file: string) => fileURLToPath(new URL(`../lib/${file}`, import.meta.url));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let backend: BenchBackend | null = null;
const devices: BenchDevice[] = [];
let engineA: SyncEngine | null = null;
let watcherChild: ChildProcess | null = null;
/** Samples per seen-on-another-device row: enough for a p95 that is not just the maximum. */
const SEEN_RUNS = 20;
const FANOUT = 500;
const DEBOUNCE = 100;

type Next = ReturnType<typeof lineReader>;

/** Device B in its own process, caught up and listening; its lines say what it saw when. */
async function startWatcher(info: BackendInfo, serviceId: string): Promise<Next> {
  const child = spawnTs(lib('sync-watcher-child.ts'), [JSON.stringify(info), serviceId]);
  watcherChild = child;
  const next = lineReader(child.stdout!);
  await next<{ ready: true }>(120_000);
  return next;
}

/** When B first had `name` (epoch ms), skipping lines about earlier changes. */
async function seenOnB(next: Next, name: string): Promise<number> {
  let seen: { name: string; at: number };
  do seen = await next<{ name: string; at: number }>(30_000);
  while (seen.name !== name);
  return seen.at;
}

/**
 * One sample per write: `prepare(i)` does the untimed set-up and hands back the write, which runs
 * after a random pause (so writes never line up with a poll or a heartbeat) and is timed until B
 * holds the name it wrote.
 */
async function untilSeenOnB(
  next: Next,
  { runs, warmup }: { runs: number; warmup: number },
  label: string,
  prepare: (i: number) => Promise<(name: string) => Promise<unknown>>,
): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < warmup + runs; i++) {
    const write = await prepare(i);
    await sleep(300 + Math.random() * 700);
    const name = `${label} ${i}`;
    const t0 = Date.now();
    await write(name);
    if (i >= warmup) out.push((await seenOnB(next, name)) - t0);
  }
  return out;
}

/** A customer written the way server-side Sarah writes (sarah_write, service role). */
async function sarahWritesCustomer(info: BackendInfo, name: string): Promise<void> {
  const id = crypto.randomUUID();
  const phone = '555-0199';
  const fields = { id, salon_id: info.salonId, name, phone, email: null, phone_key: phoneKey(phone), deleted: false };
  const res = await fetch(`${info.url}/rest/v1/rpc/sarah_write`, {
    method: 'POST',
    headers: { apikey: info.serviceRoleKey, authorization: `Bearer ${info.serviceRoleKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ p_salon: info.salonId, p_seen_version: null, p_mutations: [{ table: 'customers', op: 'put', row_id: id, fields }] }),
  });
  if (!res.ok) throw new Error(`sarah_write: HTTP ${res.status} ${await res.text()}`);
}

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
    const bookable = await makeBookable(deviceA, salon);
    await syncOnce(deviceA.replica);
    const pusher = await benchDevice(info2, 'push');
    devices.push(pusher);
    await syncOnce(pusher.replica);
    let round = 0;

    const watchedService = salon.serviceIds[0];
    // Device B of the seen-on-another-device rows, started once for them all.
    let watching: Promise<Next> | null = null;
    const watcher = () => (watching ??= startWatcher(info2, watchedService));

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
        size: `both engines running, online, visible and live (B pulls on the server's signal; 2 s poll only without it, ${DEBOUNCE} ms push debounce); B in its own process`,
        budgetMs: 500,
        p95BudgetMs: 1_000,
        runs: SEEN_RUNS,
        warmup: 2,
        samples: async (opts) => {
          const next = await watcher();
          engineA ??= deviceA.engine({ online: () => true, visible: () => true, live: true });
          engineA.start();
          return untilSeenOnB(next, opts, 'Service 1 /', async () => (name) => updateService(watchedService, { name, price: 30, duration: 45 }, deviceA.ctx));
        },
      },
      {
        name: "sync: server-side Sarah's write until seen on device B",
        size: 'a new customer written by sarah_write (service role, as Sarah books) until it is in B’s database; B live, in its own process',
        budgetMs: 500,
        p95BudgetMs: 1_000,
        runs: SEEN_RUNS,
        warmup: 2,
        samples: async (opts) => untilSeenOnB(await watcher(), opts, "Sarah's caller", async () => (name) => sarahWritesCustomer(info2, name)),
      },
      {
        name: 'sync: booking on the booking page until seen on device B',
        size: 'public_book with the anon key (a free time read first, not timed) until the new customer is in B’s database; B live, in its own process',
        budgetMs: 500,
        p95BudgetMs: 1_000,
        runs: SEEN_RUNS,
        warmup: 2,
        samples: async (opts) =>
          untilSeenOnB(await watcher(), opts, 'Web customer', async (i) => {
            const at = await freeTime(info2, bookable, 1 + i);
            return (name) => bookOnline(info2, bookable, at, name, i);
          }),
      },
      {
        name: `sync: one change heard by ${FANOUT} sockets joined to the salon`,
        size: `${FANOUT} WebSockets on the salon's private channel (joined with the owner's token, each join authorised by the policy); a write by sarah_write until the last socket has the signal`,
        budgetMs: 500,
        p95BudgetMs: 1_000,
        runs: 10,
        warmup: 1,
        samples: async ({ runs, warmup }) => {
          const { data } = await deviceA.client.auth.getSession();
          const j0 = performance.now();
          const many = await joinMany(info2.url, info2.anonKey, data.session!.access_token, info2.salonId, FANOUT);
          console.error(`[bench] sync: ${FANOUT} sockets joined in ${Math.round(performance.now() - j0)} ms (not timed)`);
          try {
            const out: number[] = [];
            for (let i = 0; i < warmup + runs; i++) {
              await sleep(200);
              const all = many.heard();
              const t0 = Date.now();
              await sarahWritesCustomer(info2, `Fan-out ${i}`);
              const ms = (await all) - t0;
              if (i >= warmup) out.push(ms);
            }
            return out;
          } finally {
            many.close();
          }
        },
      },
    ];
  },
  async teardown() {
    watcherChild?.stdin?.end();
    watcherChild = null;
    engineA?.stop();
    for (const d of devices.splice(0)) await d.close();
    await backend?.close();
    backend = null;
  },
};

export default syncSuite;
