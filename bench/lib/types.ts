// What a bench suite hands the runner. A suite sets up its own world (a seeded IndexedDB, a built
// app in a browser, …) and returns its benches; the runner times them and prints one table.
import type { Stats } from './measure';

export interface Bench {
  name: string;
  /** The data the figure was taken on, printed next to it (e.g. "20,000 appts; 27 that day"). */
  size: string;
  /** Budget for the median; omit for an informational row. */
  budgetMs?: number;
  /** One timed run. */
  run: () => unknown;
}

export interface BenchSuite {
  name: string;
  setup: () => Promise<Bench[]>;
  teardown?: () => Promise<void>;
}

export interface BenchResult extends Stats {
  suite: string;
  name: string;
  size: string;
  budgetMs: number | null;
  /** null when the row has no budget. */
  pass: boolean | null;
}
