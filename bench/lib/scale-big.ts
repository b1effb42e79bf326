// The scale bench's rows at 500 salons beyond what one salon does alone: the plans (written to
// bench/explain/, and a row that fails on a sequential scan of a shared table), many devices at
// once, the reminder sender while they sync, and the tombstone purge.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { summarize } from './measure';
import type { ScaleCluster } from './scale-cluster';
import { BookingPage, ScaleDevice } from './scale-calls';
import { drainWhileSyncing, forMs, purgeWithLocks, syncLoop, type DrainRun, type LoopRun } from './scale-concurrency';
import { plansOf, seqScansOn, sharedTables } from './scale-plans';
import { DAY_CHANGES, LARGE_SALONS, type SalonFacts } from './scale-rows';
import { MAX_PULL_LIMIT } from '../../sync/protocol';
import type { Bench, SampledBench } from './types';

export interface ScaleWorld {
  cluster: ScaleCluster;
  facts: SalonFacts[];
  today: string;
  /** Loads salons up to `salons` (no-op when there already), durability off while it loads. */
  grow(salons: number): Promise<void>;
}

/** Salons loaded at each step; SCALE_BENCH_SIZES=1,5,12 makes a quick try of the whole suite. */
export const SIZES = (process.env.SCALE_BENCH_SIZES ?? '1,50,500').split(',').map(Number);
const SALONS = SIZES[SIZES.length - 1];
const EXPLAIN_DIR = fileURLToPath(new URL('../explain/', import.meta.url));

/** The salon measured at SIZES[step]: the first one that step loads (none of them large). */
export function subjectAt(step: number): number {
  let i = step === 0 ? 0 : SIZES[step - 1];
  while (LARGE_SALONS.has(i)) i++;
  return i;
}

/** The salon's counter: the version its latest write took. */
export async function currentVersion(w: ScaleWorld, index: number): Promise<number> {
  return Number(await w.cluster.sql(`select version from public.sync_salon_state where salon_id = '${w.facts[index].salonId}'`));
}

const ms = (n: number) => `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`;
const p = (xs: number[]) => (xs.length ? summarize(xs) : { medianMs: NaN, p95Ms: NaN });
const q = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** Plans of the pull, push and free-times calls of the measured salon, written to bench/explain/; the seq scans on shared tables. */
async function explainAll(w: ScaleWorld): Promise<{ found: string[]; empty: Set<string> }> {
  const subject = subjectAt(SIZES.length - 1);
  const f = w.facts[subject];
  const owner = { role: 'authenticated' as const, userId: f.ownerId };
  const head = await currentVersion(w, subject);
  const device = await ScaleDevice.of(w.cluster, f);
  const date = new BookingPage(w.cluster, f, w.today).day(3);
  const stamp = `${new Date().toISOString()}, ${SALONS} salons, salon ${f.salonId} (${f.rows.toLocaleString('en-US')} rows loaded)`;
  const files: [string, [string, string, typeof owner | { role: 'anon' }][]][] = [
    [
      'pull.txt',
      [
        [
          `sync_pull of a device a day behind (cursor ${head - DAY_CHANGES})`,
          `public.sync_pull('${f.salonId}', ${head - DAY_CHANGES}, ${MAX_PULL_LIMIT})`,
          owner,
        ],
        ['sync_pull, first page of a new device (cursor 0)', `public.sync_pull('${f.salonId}', 0, ${MAX_PULL_LIMIT})`, owner],
        [`sync_pull of an up-to-date device (cursor ${head})`, `public.sync_pull('${f.salonId}', ${head}, ${MAX_PULL_LIMIT})`, owner],
      ],
    ],
    [
      'push.txt',
      [
        [
          'sync_push of 1 mutation (a patch of an appointment\u2019s notes)',
          `public.sync_push('${device.clientId}', '${f.salonId}', ${q(JSON.stringify(device.edits(1)))}::jsonb)`,
          owner,
        ],
      ],
    ],
    [
      'free-times.txt',
      [[`public_free_times (anon, any member, ${date})`, `public.public_free_times('${f.slug}', '${f.serviceIds[0]}', '${date}', null)`, { role: 'anon' }]],
    ],
  ];
  const shared = await sharedTables(w.cluster);
  const found: string[] = [];
  const empty = new Set<string>();
  mkdirSync(EXPLAIN_DIR, { recursive: true });
  for (const [file, calls] of files) {
    const parts = [`-- EXPLAIN (ANALYZE, BUFFERS) of every statement inside, by auto_explain, rolled back.\n-- ${stamp}\n-- npm run bench -- --suite scale\n`];
    for (const [title, call, as] of calls) {
      const plan = await plansOf(w.cluster, call, as);
      parts.push(`\n==== ${title}\n${plan}\n`);
      // A scan that read no row (a table with none) touched nothing of other salons: listed, not counted.
      for (const s of seqScansOn(plan, shared)) {
        if (s.rowsRead > 0) found.push(`${s.table} (${file})`);
        else empty.add(s.table);
      }
    }
    writeFileSync(`${EXPLAIN_DIR}${file}`, parts.join(''));
  }
  return { found, empty };
}

function once<T>(fn: () => Promise<T>): () => Promise<T> {
  let run: Promise<T> | null = null;
  return () => (run ??= fn());
}

export function atScale(world: () => ScaleWorld): Bench[] {
  const label = `(${SALONS} salons)`;
  const ready = async () => {
    const w = world();
    await w.grow(SALONS);
    return w;
  };
  const devicesOf = async (w: ScaleWorld, salons: number[]) =>
    Promise.all(
      salons.map(async (i) => {
        const d = await ScaleDevice.of(w.cluster, w.facts[i]);
        await d.pullFrom(Math.max(0, (await currentVersion(w, i)) - DAY_CHANGES));
        return d;
      }),
    );
  // 50 salons spread over all of them (a device each).
  const fifty = Array.from({ length: 50 }, (_, i) => Math.floor((i * SALONS) / 50));

  const many = once(async () => {
    const w = await ready();
    return syncLoop(await devicesOf(w, fifty), forMs(60_000));
  });
  const oneSalon = once(async () => {
    const w = await ready();
    // The last salon: no other row has written to it.
    const alone = await syncLoop(await devicesOf(w, [SALONS - 1]), forMs(15_000));
    const ten = await syncLoop(await devicesOf(w, Array(10).fill(SALONS - 1)), forMs(30_000));
    return { alone, ten };
  });
  const drain = once(async (): Promise<DrainRun> => {
    const w = await ready();
    // A little over a day on: reminders due by then are for bookings not yet started.
    return drainWhileSyncing(w.cluster, await devicesOf(w, fifty), 24.1, (l) => console.error(l));
  });
  const rate = (r: LoopRun) =>
    `${Math.round((r.push.length + r.pull.length) / r.seconds)} calls/s, ${r.errors} errors${r.firstError ? ` (first: ${r.firstError.slice(0, 120)})` : ''}`;

  const row = (name: string, extra: Partial<SampledBench>, get: () => Promise<{ samples: number[]; size: string }>): SampledBench => {
    const bench: SampledBench = {
      name: `scale ${name} ${label}`,
      size: '',
      runs: 1,
      warmup: 0,
      ...extra,
      async samples() {
        const r = await get();
        bench.size = r.size;
        return r.samples;
      },
    };
    return bench;
  };

  return [
    row('plans of pull, push, free times: seq scans of shared tables', { unit: 'x', budgetMs: 0.5 }, async () => {
      const { found, empty } = await explainAll(await ready());
      const byTable = new Map<string, number>();
      for (const f of found) byTable.set(f, (byTable.get(f) ?? 0) + 1);
      const list = [...byTable].map(([t, n]) => (n > 1 ? `${t} \u00d7${n}` : t)).join(', ');
      const idle = [...empty].filter((t) => !found.some((f) => f.startsWith(`${t} `))).sort();
      const none = idle.length ? `; not counted, scans that read no row: ${idle.join(', ')}` : '';
      return { samples: [found.length], size: `${list || 'none'}${none}; plans in bench/explain/` };
    }),
    row('50 devices of 50 salons, 60 s: sync_push', {}, async () => {
      const r = await many();
      return { samples: r.push, size: `${r.push.length} pushes; ${rate(r)}` };
    }),
    row('50 devices of 50 salons, 60 s: sync_pull', {}, async () => {
      const r = await many();
      return { samples: r.pull, size: `${r.pull.length} pulls up to date after each push` };
    }),
    row('50 devices of 50 salons, 60 s: errors', { unit: 'x', budgetMs: 0.5 }, async () => {
      const r = await many();
      return { samples: [r.errors], size: r.firstError ?? 'none' };
    }),
    row('10 devices of one salon at once, 30 s: sync_push', {}, async () => {
      const { alone, ten } = await oneSalon();
      const a = p(alone.push);
      return { samples: ten.push, size: `one device alone: ${ms(a.medianMs)} p50, ${ms(a.p95Ms)} p95; ten: ${rate(ten)}` };
    }),
    row('sender draining reminders of all salons: whole drain', {}, async () => {
      const r = await drain();
      return {
        samples: [r.ms],
        size: `${r.claimed} reminders due of ${r.queued} queued: ${r.sent} sent, ${r.skipped} skipped, ${r.failed} failed; ${Math.round(r.claimed / (r.ms / 1000))}/s`,
      };
    }),
    row('sender draining, 50 devices syncing meanwhile: sync_push', {}, async () => {
      const r = await drain();
      return { samples: r.sync.push, size: `${r.sync.push.length} pushes; ${rate(r.sync)}` };
    }),
    row('sender draining, 50 devices syncing meanwhile: sync_pull', {}, async () => {
      const r = await drain();
      return { samples: r.sync.pull, size: `${r.sync.pull.length} pulls` };
    }),
    row('purge_tombstones older than 30 days', {}, async () => {
      const w = await ready();
      // Ten salons' devices keep syncing while it runs: whether the purge holds them up.
      let purged = false;
      const syncing = syncLoop(await devicesOf(w, fifty.slice(0, 10)), () => purged);
      const r = await purgeWithLocks(w.cluster, '30 days').finally(() => (purged = true));
      const s = await syncing;
      const during = `10 devices syncing meanwhile: push ${ms(p(s.push).medianMs)} p50, ${ms(p(s.push).p95Ms)} p95, ${rate(s)}`;
      const gone =
        Object.entries(r.purged)
          .filter(([, n]) => n > 0)
          .map(([t, n]) => `${n} ${t}`)
          .join(', ') || 'nothing';
      const locks = r.locks.map((l) => `${l.lock}  [in ${l.samples} of ${r.samples} samples]`).join('\n');
      writeFileSync(
        `${EXPLAIN_DIR}purge-locks.txt`,
        `-- pg_locks of purge_tombstones('30 days') at ${SALONS} salons, sampled every 20 ms (${new Date().toISOString()})\n` +
          `-- purged: ${gone}; ${Math.round(r.ms)} ms; other sessions' lock requests waiting at most ${r.maxWaiting} at once\n${locks}\n`,
      );
      const modes = [...new Set(r.locks.map((l) => l.lock.split(' ').slice(2).join(' ')))].join(', ');
      return {
        samples: [r.ms],
        size: `purged ${gone}; ${r.locks.length} locks (${modes}) in bench/explain/purge-locks.txt; others waiting at most ${r.maxWaiting}; ${during}`,
      };
    }),
  ];
}
