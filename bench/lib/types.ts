// What a bench suite hands the runner. A suite sets up its own world (a seeded IndexedDB, a built
// app in a browser, a local backend, …) and returns its benches; the runner measures them and
// prints one table. Suites live in bench/suites/*.suite.ts and default-export a BenchSuite, so
// adding one never means editing a shared list.
import type { Stats } from './measure';

/** What a figure counts. Budgets are in this unit (bench/lib/verdict.ts says how they are judged). */
export type BenchUnit = 'ms' | 'KB' | 'MB' | 'x' | 'score';

interface BenchBase {
  name: string;
  /** The data the figure was taken on, printed next to it (e.g. "20,000 appts; 27 that day"). */
  size: string;
  /** Budget for the median, in `unit`: the median must be below it. Omit for an informational row. */
  budgetMs?: number;
  /** Budget for the p95, in `unit`: the p95 must be below it (a tail the user feels). */
  p95BudgetMs?: number;
  /** For a score (higher is better): the median must be at least this. */
  minimum?: number;
  /** Default 'ms'. */
  unit?: BenchUnit;
  /** Overrides of the runner's --runs / --warmup for slow benches (e.g. a 50,000-row sync). */
  runs?: number;
  warmup?: number;
}

/** Timed by the runner: one call is one run. */
export interface TimedBench extends BenchBase {
  run: () => unknown;
}

/** Measured by the suite itself (in a browser, a byte count, a memory peak): returns all samples. */
export interface SampledBench extends BenchBase {
  samples: (opts: { runs: number; warmup: number }) => Promise<number[]>;
}

export type Bench = TimedBench | SampledBench;

export interface BenchSuite {
  name: string;
  setup: () => Promise<Bench[]>;
  teardown?: () => Promise<void>;
}

export interface BenchResult extends Stats {
  suite: string;
  name: string;
  size: string;
  unit: BenchUnit;
  budgetMs: number | null;
  p95BudgetMs: number | null;
  minimum: number | null;
  /** null when the row has no budget and measured a finite figure. */
  pass: boolean | null;
}
