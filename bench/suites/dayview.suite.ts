// The day view by technician with 20 technicians and 300 appointments a day
// renders under 50 ms, and a drag frame costs under 16 ms, in headless Chromium against the built
// app (bench/lib/browser-dayview.ts says what each figure spans). Its own owner and salon, so it
// runs alone: npm run bench -- --suite dayview. BENCH_DIST_DIR reuses a build.
import { openDayView, PER_DAY, seedDayView, TECHNICIANS, timeDaySwitch, timeDragFrames, timeRedraw, type DaySeed } from '../lib/browser-dayview';
import { localSalonId, registerOwner, startBrowserWorld, waitAllSaved, type BrowserWorld, type Owner } from '../lib/browser-world';
import type { BenchSuite } from '../lib/types';

const log = (line: string) => console.error(`[bench] dayview: ${line}`);
/** Pointermoves timed per drag; each run is one drag. */
const MOVES = 40;

let world: BrowserWorld | null = null;

const dayViewSuite: BenchSuite = {
  name: 'dayview',
  async setup() {
    world = await startBrowserWorld();
    const w = world;
    const owner: Owner = await registerOwner(w);
    const page = owner.page;
    const salonId = await localSalonId(page);
    const t0 = Date.now();
    // A same-origin page where the app does not run, while the rows are written to the device.
    await page.goto(`${w.baseUrl}/rest/v1/`);
    const seed: DaySeed = await seedDayView(page, w.baseUrl, w.backend.serviceRoleKey, salonId);
    await openDayView(page, w.baseUrl, seed.perDay);
    await waitAllSaved(page, 120_000);
    log(
      `seeded ${TECHNICIANS} technicians, ${PER_DAY} appointments on ${seed.days.join(' and ')}; day view shown in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
    const size = `${TECHNICIANS} technicians, ${PER_DAY} appts that day (every status, processing gaps, breaks), 1280x860`;

    let forward = true;
    return [
      {
        name: 'day view: render (Show canceled -> blocks redrawn)',
        size: `${size}; click -> frame after the blocks are redrawn (filter, layout, React, style, layout, paint; no read)`,
        budgetMs: 50,
        runs: 20,
        warmup: 4,
        samples: async ({ runs, warmup }) => {
          const out: number[] = [];
          // An even number of toggles: the day is left with its canceled bookings shown.
          const total = 2 * Math.ceil((warmup + runs) / 2);
          for (let i = 0; i < total; i++) {
            const ms = await timeRedraw(page);
            if (i >= warmup && out.length < runs) out.push(ms);
          }
          return out;
        },
      },
      {
        // Informational: the same view, plus the other day's live read from IndexedDB.
        name: 'day view: Next/Previous day -> 300 blocks drawn',
        size: `${size}; click -> frame after the other day's blocks are on screen (its IndexedDB read, layout, render)`,
        runs: 20,
        warmup: 4,
        samples: async ({ runs, warmup }) => {
          const out: number[] = [];
          for (let i = 0; i < warmup + runs; i++) {
            const ms = await timeDaySwitch(page, forward ? 'Next day' : 'Previous day', seed.perDay);
            forward = !forward;
            if (i >= warmup) out.push(ms);
          }
          return out;
        },
      },
      {
        name: 'day view: drag frame (pointermove -> rendered and laid out)',
        size: `${size}; ${MOVES} moves per drag across columns, each pointermove -> the block's transform committed and laid out`,
        budgetMs: 16,
        runs: 5,
        warmup: 1,
        samples: async ({ runs, warmup }) => {
          const out: number[] = [];
          for (let i = 0; i < warmup + runs; i++) {
            const frames = await timeDragFrames(page, MOVES);
            if (i >= warmup) out.push(...frames);
          }
          const sorted = [...out].sort((a, b) => a - b);
          log(
            `drag frames: ${out.length} moves, p95 ${sorted[Math.floor(sorted.length * 0.95)].toFixed(1)} ms, slowest ${sorted[sorted.length - 1].toFixed(1)} ms`,
          );
          return out;
        },
      },
    ];
  },
  async teardown() {
    await world?.close();
    world = null;
  },
};

export default dayViewSuite;
