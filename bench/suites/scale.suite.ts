// The backend at 500 salons: one PostgreSQL 15 cluster with the project's migrations behind the
// real PostgREST, grown by COPY from 1 to 50 to 500 salons of realistic size (a median salon about
// 10,000 rows, three of 100,000), and at each size what one salon does, measured with its owner's
// token or the anon key: a median salon of the same shape at every size, loaded in that step, so
// a row's growth from 1 to 500 is what its neighbours cost it. The goal is flat: a 500-salon row's budget is 1.5 times the
// same row's median at one salon, taken in this run. At 500 salons also: the plans (no sequential
// scan of a shared table), 50 devices of 50 salons at once, 10 devices of one salon, the reminder
// sender draining every salon while devices sync, and the tombstone purge with its locks.
// Not part of npm test; `npm run bench -- --suite scale` (about 15 minutes on 2 cores).
import { summarize } from '../lib/measure';
import { durability, startScaleCluster } from '../lib/scale-cluster';
import { BookingPage, ScaleDevice, serviceClient } from '../lib/scale-calls';
import { loadSalons } from '../lib/scale-load';
import type { SalonFacts } from '../lib/scale-rows';
import { DAY_CHANGES } from '../lib/scale-rows';
import { atScale, currentVersion, SIZES, subjectAt, type ScaleWorld } from '../lib/scale-big';
import type { Bench, BenchSuite, SampledBench } from '../lib/types';

const log = (line: string) => console.error(line);

let world: ScaleWorld | null = null;

async function startWorld(): Promise<ScaleWorld> {
  const t0 = performance.now();
  const cluster = await startScaleCluster(log);
  log(`[scale] PostgreSQL 15 cluster, migrations and PostgREST in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const today = new Date().toISOString().slice(0, 10);
  const facts: SalonFacts[] = [];
  const w: ScaleWorld = {
    cluster,
    facts,
    today,
    async grow(salons) {
      if (facts.length >= salons) return;
      const from = facts.length;
      const t = performance.now();
      await durability(cluster, false);
      facts.push(...(await loadSalons(cluster, from, salons, today, Date.now(), salons - from > 10 ? 3 : 1)));
      const loaded = performance.now() - t;
      await cluster.sql('vacuum analyze');
      await durability(cluster, true);
      const rows = facts.slice(from).reduce((a, f) => a + f.rows, 0);
      const size = await cluster.sql(`select pg_size_pretty(pg_database_size('postgres'))`);
      log(
        `[scale] salons ${from}–${salons - 1}: ${rows.toLocaleString('en-US')} rows by COPY in ${(loaded / 1000).toFixed(1)} s ` +
          `(${Math.round(rows / (loaded / 1000)).toLocaleString('en-US')} rows/s), vacuum analyze ${((performance.now() - t - loaded) / 1000).toFixed(1)} s; database ${size}`,
      );
    },
  };
  return w;
}

/** Warm-up, then `runs` timed calls of `fn` (with an untimed `prepare` before each when given). */
async function timed(opts: { runs: number; warmup: number }, fn: () => Promise<unknown>, prepare?: () => Promise<() => Promise<unknown>>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < opts.warmup + opts.runs; i++) {
    const call = prepare ? await prepare() : fn;
    const t0 = performance.now();
    await call();
    if (i >= opts.warmup) out.push(performance.now() - t0);
  }
  return out;
}

/** The 1-salon medians, by row kind, that the 500-salon rows are held to. */
const baseline = new Map<string, number>();

function perSalonRows(size: number, step: number): Bench[] {
  const label = `${size} salon${size === 1 ? '' : 's'}`;
  // A median salon loaded in this very step, so each size measures a salon as fresh as the first
  // (the bench's own thousands of edits on one salon would otherwise grow with every step).
  const subject = subjectAt(step);
  const rows: {
    kind: string;
    what: string;
    runs?: number;
    warmup?: number;
    measure: (w: ScaleWorld, opts: { runs: number; warmup: number }) => Promise<{ samples: number[]; note: string }>;
  }[] = [
    {
      kind: 'pull-current',
      what: 'sync_pull up-to-date',
      measure: async (w, opts) => {
        const d = await ScaleDevice.of(w.cluster, w.facts[subject]);
        await d.pullFrom(0);
        return { samples: await timed(opts, () => d.pullFrom(d.cursor)), note: `cursor ${d.cursor}, no change` };
      },
    },
    {
      kind: 'pull-day',
      what: 'sync_pull a day behind',
      measure: async (w, opts) => {
        const d = await ScaleDevice.of(w.cluster, w.facts[subject]);
        const from = (await currentVersion(w, subject)) - DAY_CHANGES;
        let rows = 0;
        const samples = await timed(opts, async () => (rows = await d.pullFrom(from)));
        return { samples, note: `${rows} changes, 1 page` };
      },
    },
    {
      kind: 'pull-first',
      what: 'sync_pull first page of a new device',
      measure: async (w, opts) => {
        const d = await ScaleDevice.of(w.cluster, w.facts[subject]);
        let n = 0;
        const samples = await timed(opts, async () => (n = (await d.pull(0)).changes.length));
        return { samples, note: `${n} rows of ${w.facts[subject].rows.toLocaleString('en-US')}` };
      },
    },
    {
      kind: 'push-1',
      what: 'sync_push 1 mutation',
      measure: async (w, opts) => {
        const d = await ScaleDevice.of(w.cluster, w.facts[subject]);
        return { samples: await timed(opts, () => d.pushEdits(1)), note: 'a note on an appointment' };
      },
    },
    {
      kind: 'push-200',
      what: 'sync_push 200 mutations',
      runs: 15,
      warmup: 2,
      measure: async (w, opts) => {
        const d = await ScaleDevice.of(w.cluster, w.facts[subject]);
        return { samples: await timed(opts, () => d.pushEdits(200)), note: '200 appointments\u2019 notes' };
      },
    },
    {
      kind: 'free-times',
      what: 'public_free_times',
      measure: async (w, opts) => {
        const page = new BookingPage(w.cluster, w.facts[subject], w.today);
        const date = page.day(3);
        let n = 0;
        const samples = await timed(opts, async () => (n = (await page.freeTimes(date)).length));
        return { samples, note: `anon, any member, ${date}: ${n} times` };
      },
    },
    {
      kind: 'book',
      what: 'public_book',
      warmup: 2,
      measure: async (w, opts) => {
        const page = new BookingPage(w.cluster, w.facts[subject], w.today);
        return {
          samples: await timed(
            opts,
            async () => {},
            () => page.prepareBooking(),
          ),
          note: 'anon, a free time a day further each',
        };
      },
    },
    {
      kind: 'rls-service',
      what: 'read 1,000 appointments as service role',
      measure: async (w, opts) => ({
        samples: await timed(opts, ScaleDevice.readAppointments(serviceClient(w.cluster), w.facts[subject].salonId, 1000)),
        note: 'RLS bypassed',
      }),
    },
    {
      kind: 'rls-owner',
      what: 'read 1,000 appointments as owner',
      measure: async (w, opts) => {
        const owner = await ScaleDevice.ownerClient(w.cluster, w.facts[subject]);
        const samples = await timed(opts, ScaleDevice.readAppointments(owner, w.facts[subject].salonId, 1000));
        const service = rlsService.get(size);
        // The medians' difference in ms over 1,000 rows is the same number in µs per row.
        const cost = service === undefined ? '' : `; RLS ${(summarize(samples).medianMs - service).toFixed(1)} \u00b5s/row`;
        return { samples, note: `same query, RLS on${cost}` };
      },
    },
  ];
  return rows.map((r) => {
    const bench: SampledBench = {
      name: `scale ${r.what} (${label})`,
      size: '',
      runs: r.runs,
      warmup: r.warmup,
      async samples(opts) {
        await world!.grow(size);
        const { samples, note } = await r.measure(world!, opts);
        const median = summarize(samples).medianMs;
        if (r.kind === 'rls-service') rlsService.set(size, median);
        if (size === 1) baseline.set(r.kind, median);
        const base = baseline.get(r.kind);
        const growth = base === undefined || size === 1 ? '' : `; ${(median / base).toFixed(2)}\u00d7 the 1-salon median`;
        // Flat means within 1.5 times the one-salon figure of this very run.
        if (size === SIZES[SIZES.length - 1] && base !== undefined) bench.budgetMs = Math.round(base * 1.5 * 100) / 100;
        bench.size = `${note}${growth}`;
        return samples;
      },
    };
    return bench;
  });
}

const rlsService = new Map<number, number>();

const suite: BenchSuite = {
  name: 'scale',
  async setup() {
    world = await startWorld();
    return [...SIZES.flatMap((size, step) => perSalonRows(size, step)), ...atScale(() => world!)];
  },
  async teardown() {
    await world?.cluster.close();
    world = null;
  },
};

export default suite;
