// Child process of the sync bench: one brand-new device's initial sync, alone in its process, so
// the peak memory it reports is the device's (Node, Dexie on fake-indexeddb, supabase-js and the
// pulled rows), not the backend's nor the bench runner's. Prints one JSON line:
// { ms, peakRssMb, peakHeapMb, rows }. Argument: the backend's info as JSON.
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { SYNCED_TABLES } from '../../src/domain/types';
import { syncOnce } from '../../sync/replicate';
import type { BackendInfo } from './sync-backend-child';
import { benchDevice } from './sync-device';

export interface InitialSyncSample {
  ms: number;
  peakRssMb: number;
  peakHeapMb: number;
  rows: number;
}

/**
 * This process's own high-water mark of resident memory, in KiB. On Linux it is VmHWM, kept per
 * address space and so new at exec. getrusage's maxRSS is not: Linux carries it over from the
 * parent across fork and exec, so after a long `npm run bench` (the runner already at 500 MB) the
 * child read the runner's size instead of its own.
 */
function peakRssKb(): number {
  try {
    const m = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
    if (m) return Number(m[1]);
  } catch {
    // Not Linux: the rusage figure is the best there is.
  }
  return process.resourceUsage().maxRSS;
}

async function main(): Promise<void> {
  const info = JSON.parse(process.argv[2] ?? '') as BackendInfo;
  const device = await benchDevice(info, 'initial');
  let peakHeap = 0;
  const sampler = setInterval(() => (peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed)), 20);
  const t0 = performance.now();
  await syncOnce(device.replica);
  const ms = performance.now() - t0;
  clearInterval(sampler);
  peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  let rows = 0;
  for (const t of SYNCED_TABLES) rows += await device.db.table(t).count();
  const sample: InitialSyncSample = { ms, peakRssMb: peakRssKb() / 1024, peakHeapMb: peakHeap / 1024 / 1024, rows };
  process.stdout.write(`${JSON.stringify(sample)}\n`);
  await device.close();
  process.exit(0);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
