// The demo video is fetched only when its modal opens and is never kept for offline use.
// The built service worker's precache manifest (vite.config.ts globPatterns/globIgnores) lists the
// app's code and pages, and none of public/demo/, which the build does copy.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_VIDEO_FILES } from '../../src/features/landing/demo-video';

// E2E_DIST_DIR: a build of one's own, as the e2e tests take it.
const DIST = resolve(process.env.E2E_DIST_DIR ?? 'dist');

describe('the service worker’s precache', () => {
  it('lists the app but not the demo video or its captions', () => {
    if (!existsSync(resolve(DIST, 'sw.js'))) throw new Error(`${DIST}/sw.js is missing: run \`npx vite build\` (npm test does) before this test.`);
    const worker = readFileSync(resolve(DIST, 'sw.js'), 'utf8');
    const urls = [...worker.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
    expect(urls).toContain('index.html');
    expect(urls.some((u) => u.startsWith('assets/') && u.endsWith('.js'))).toBe(true);
    expect(urls.filter((u) => u.startsWith('demo/') || /\.(webm|mp4|vtt)$/.test(u))).toEqual([]);
    // The files are in the build, served from the site: left out on purpose, not missing.
    for (const url of Object.values(DEMO_VIDEO_FILES)) {
      expect(existsSync(resolve(DIST, `.${url}`)), url).toBe(true);
      expect(worker, url).not.toContain(url.slice(1));
    }
  });
});
