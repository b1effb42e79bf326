// Child process of the sync bench: one brand-new device's initial sync, alone in its process, so
// the peak memory it reports is the device's (Node, Dexie on fake-indexeddb, supabase-js and the
// pulled rows), not the backend's nor the bench runner's. Prints one JSON line:
// { ms, peakRssMb, peakHeapMb, rows }. Argument: the backend's info as JSON.
import 'fake-indexeddb/auto';
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
  // maxRSS: the kernel's high-water mark of this process's resident memory, in KiB.
  const sample: InitialSyncSample = { ms, peakRssMb: process.resourceUsage().maxRSS / 1024, peakHeapMb: peakHeap / 1024 / 1024, rows };
  process.stdout.write(`${JSON.stringify(sample)}\n`);
  await device.close();
  process.exit(0);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
