// First screens on a phone: Lighthouse 12's mobile preset (simulated slow 4G and 4x CPU) on the
// landing page, the sign-in screen and a salon's booking page, served by the local backend from a
// fresh build. Each category's score must be at least 95. One Lighthouse run scores all four
// categories, so a page is run a few times and every row of that page reads the same runs; the
// first run of each page also logs FCP, LCP, TBT and the audits that lost points. Lighthouse's
// simulated 4x CPU multiplies the main-thread time it observes, so a busy machine inflates Total
// Blocking Time (seen: 0 ms on a quiet run, 3.3 s with a load average of 15 on two cores): each run
// logs the load average, and the rows take the median of five runs.
import { loadavg } from 'node:os';
import { CATEGORIES, startLighthouseWorld, type Category, type LighthouseWorld, type PageScores } from '../lib/lighthouse-run';
import type { Bench, BenchSuite } from '../lib/types';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const NAMES: Record<Category, string> = { performance: 'Performance', accessibility: 'Accessibility', 'best-practices': 'Best Practices', seo: 'SEO' };
let world: LighthouseWorld | null = null;

const ms = (v: number) => `${Math.round(v)} ms`;

/** The page's runs, made once and shared by its four rows. */
function pageRuns(w: LighthouseWorld, path: string): () => Promise<PageScores[]> {
  let runs: Promise<PageScores[]> | null = null;
  return () =>
    (runs ??= (async () => {
      const out: PageScores[] = [];
      for (let i = 0; i < RUNS; i++) {
        const r = await w.audit(path);
        const m = r.metrics;
        console.error(
          `[bench] lighthouse ${path} run ${i + 1}: ${CATEGORIES.map((c) => `${NAMES[c]} ${r.scores[c]}`).join(', ')}; ` +
            `FCP ${ms(m['first-contentful-paint'])}, LCP ${ms(m['largest-contentful-paint'])}, TBT ${ms(m['total-blocking-time'])}, CLS ${m['cumulative-layout-shift'].toFixed(3)}; ` +
            `load average ${loadavg()[0].toFixed(1)}`,
        );
        if (i === 0 && r.failing.length) console.error(`[bench] lighthouse ${path} lost points on: ${r.failing.join('; ')}`);
        out.push(r);
      }
      return out;
    })());
}

const suite: BenchSuite = {
  name: 'lighthouse',
  async setup() {
    world = await startLighthouseWorld();
    const w = world;
    const pages: Array<[string, string]> = [
      ['/', 'the landing page'],
      ['/login', 'sign-in'],
      [w.bookPath, "a salon's booking page"],
    ];
    const benches: Bench[] = [];
    for (const [path, what] of pages) {
      const runs = pageRuns(w, path);
      for (const c of CATEGORIES) {
        benches.push({
          name: `lighthouse ${path === w.bookPath ? '/book/<slug>' : path} ${NAMES[c]}`,
          size: `${what}, mobile preset, ${RUNS} runs`,
          unit: 'score',
          minimum: 95,
          runs: RUNS,
          warmup: 0,
          samples: async () => (await runs()).map((r) => r.scores[c]),
        });
      }
    }
    return benches;
  },
  async teardown() {
    await world?.close();
  },
};

export default suite;
