// `npm run bench` (DESIGN.md §8, issues 3 and 6): each figure a median of several timed runs
// after a warm-up, printed as one table and written to bench/results.json.
// Usage: npm run bench [-- --strict] [--runs N] [--warmup N] [--only SUBSTRING]
//   --strict  exit 1 when a budget fails (otherwise failures are printed and the exit is 0).
// fake-indexeddb must load before anything imports dexie.
import 'fake-indexeddb/auto';
import { fileURLToPath } from 'node:url';
import { measure } from './lib/measure';
import { formatTable, writeResults } from './lib/report';
import type { BenchResult, BenchSuite } from './lib/types';
import { indexedDbSuite } from './suites/indexeddb';

/** Add suites here (issue 6's browser figures plug in as another BenchSuite). */
const SUITES: BenchSuite[] = [indexedDbSuite];

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<number> {
  const strict = process.argv.includes('--strict');
  const runs = Math.max(15, Number(arg('--runs') ?? 25));
  const warmup = Math.max(1, Number(arg('--warmup') ?? 5));
  const only = arg('--only');

  const results: BenchResult[] = [];
  for (const suite of SUITES) {
    const t0 = Date.now();
    const benches = (await suite.setup()).filter((b) => !only || b.name.includes(only));
    console.error(`[bench] ${suite.name}: set up in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    try {
      for (const b of benches) {
        const stats = await measure(b.run, { warmup, runs });
        const budgetMs = b.budgetMs ?? null;
        results.push({ suite: suite.name, name: b.name, size: b.size, budgetMs, pass: budgetMs === null ? null : stats.medianMs < budgetMs, ...stats });
      }
    } finally {
      await suite.teardown?.();
    }
  }

  console.log(formatTable(results));
  const failed = results.filter((r) => r.pass === false);
  const out = fileURLToPath(new URL('./results.json', import.meta.url));
  writeResults(out, results, { node: process.version, runs, warmup });
  console.log(`\n${runs} runs each after ${warmup} warm-up; results written to bench/results.json`);
  if (failed.length > 0) {
    console.log(`\nBUDGET FAILED: ${failed.map((r) => `${r.name} (median ${r.medianMs.toFixed(3)} ms, budget < ${r.budgetMs} ms)`).join('; ')}`);
    return strict ? 1 : 0;
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
