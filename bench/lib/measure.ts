// Timing helpers: warm up, then time each run with performance.now() and keep every sample.
import { performance } from 'node:perf_hooks';

export interface MeasureOptions {
  warmup: number;
  runs: number;
}

export interface Stats {
  runs: number;
  medianMs: number;
  p95Ms: number;
  minMs: number;
  maxMs: number;
}

export async function measure(fn: () => unknown, { warmup, runs }: MeasureOptions): Promise<Stats> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  return summarize(samples);
}

/** Median (mean of the middle two for an even count) and nearest-rank p95. */
export function summarize(samples: readonly number[]): Stats {
  if (samples.length === 0) throw new RangeError('No samples');
  const s = [...samples].sort((a, b) => a - b);
  const mid = s.length >> 1;
  const medianMs = s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
  const p95Ms = s[Math.min(s.length - 1, Math.ceil(0.95 * s.length) - 1)];
  return { runs: s.length, medianMs, p95Ms, minMs: s[0], maxMs: s[s.length - 1] };
}

export type Sampler = (opts: MeasureOptions) => Promise<number[]>;

/**
 * A bench whose screen breaks (an app error, a timeout) reports one infinite sample: its row
 * prints FAIL beside the others (the runner fails a non-finite figure), with the reason in the
 * log above the table, instead of one broken screen aborting the whole run's table.
 */
export function orFailWith(log: (line: string) => void) {
  return (what: string, sampler: Sampler): Sampler =>
    async (opts) => {
      try {
        return await sampler(opts);
      } catch (e) {
        log(`${what} FAILED, reported as Infinity: ${e instanceof Error ? e.message : String(e)}`);
        return [Number.POSITIVE_INFINITY];
      }
    };
}
