// `npm run bench` (docs/architecture.md#bench): each figure a median of several runs after a
// warm-up, printed as one table and written to bench/results.json.
// Usage: npm run bench [-- --runs N] [--warmup N] [--only SUBSTRING] [--suite NAME]
//   The exit is 1 when any budget fails or a row measured no finite figure (bench/lib/verdict.ts),
//   so a script or CI job can stand on it; --strict is still accepted and changes nothing.
//   --suite   run only the suites whose name contains NAME (e.g. indexeddb, sync, browser).
// fake-indexeddb must load before anything imports dexie.
import 'fake-indexeddb/auto';
import { readdirSync } from 'node:fs';
import { inspect } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { measure, summarize } from './lib/measure';
import { formatTable, writeResults } from './lib/report';
import type { Bench, BenchResult, BenchSuite } from './lib/types';
import { budgetText, verdict } from './lib/verdict';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** Every bench/suites/*.suite.ts, in file-name order. */
async function loadSuites(): Promise<BenchSuite[]> {
  const dir = fileURLToPath(new URL('./suites/', import.meta.url));
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.suite.ts'))
    .sort();
  const mods = await Promise.all(files.map((f) => import(pathToFileURL(dir + f).href) as Promise<{ default: BenchSuite }>));
  return mods.map((m) => m.default);
}

async function run(b: Bench, runs: number, warmup: number) {
  const opts = { runs: b.runs ?? runs, warmup: b.warmup ?? warmup };
  return 'run' in b ? measure(b.run, opts) : summarize(await b.samples(opts));
}

// A promise some library drops while a suite tears down (seen once at the sync suite's end, the
// reason a plain object) must not throw away the table of figures already taken: it is reported
// loudly and counted, and the run still fails when one happened.
let strayRejections = 0;
process.on('unhandledRejection', (reason) => {
  strayRejections++;
  console.error(`[bench] unhandled promise rejection: ${inspect(reason, { depth: 4 })}`);
});

async function main(): Promise<number> {
  const runs = Math.max(1, Number(arg('--runs') ?? 25));
  const warmup = Math.max(0, Number(arg('--warmup') ?? 5));
  const only = arg('--only');
  const suiteFilter = arg('--suite');
  const suites = (await loadSuites()).filter((s) => !suiteFilter || s.name.includes(suiteFilter));

  const results: BenchResult[] = [];
  for (const suite of suites) {
    const t0 = Date.now();
    try {
      const benches = (await suite.setup()).filter((b) => !only || b.name.includes(only));
      console.error(`[bench] ${suite.name}: set up in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      for (const b of benches) {
        const stats = await run(b, runs, warmup);
        const unit = b.unit ?? 'ms';
        const budgets = { budgetMs: b.budgetMs ?? null, p95BudgetMs: b.p95BudgetMs ?? null, minimum: b.minimum ?? null };
        results.push({ suite: suite.name, name: b.name, size: b.size, unit, ...budgets, pass: verdict(stats, b), ...stats });
        console.error(`[bench] ${b.name}: median ${stats.medianMs.toFixed(3)} ${unit}`);
      }
    } finally {
      await suite.teardown?.();
    }
  }

  console.log(formatTable(results));
  const failed = results.filter((r) => r.pass === false);
  const out = fileURLToPath(new URL('./results.json', import.meta.url));
  writeResults(out, results, { node: process.version, runs, warmup });
  console.log(`\n${runs} runs each after ${warmup} warm-up unless a row sets its own; results written to bench/results.json`);
  if (strayRejections > 0) {
    console.log(`\n${strayRejections} unhandled promise rejection(s) during the run (see the log above): the figures stand, the run fails.`);
    return 1;
  }
  if (failed.length > 0) {
    const why = (r: BenchResult) => `${r.name} (median ${r.medianMs.toFixed(3)}, p95 ${r.p95Ms.toFixed(3)} ${r.unit}; budget ${budgetText(r, r.unit)})`;
    console.log(`\nBUDGET FAILED: ${failed.map(why).join('; ')}`);
    return 1;
  }
  console.log('All budgets met.');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(2);
  },
);
