// `npx tsx scripts/make-icons.ts`: renders the SVG sources of public/icons/ to the PNG sizes the
// manifest and iOS ask for. The PNGs are committed, so a build never needs Chromium; run this again
// after editing an SVG. Chromium draws the SVG exactly as browsers show it, which a hand-rolled
// rasteriser would not.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchBrowser } from '../tests/e2e/support/browser';

const ICONS = resolve(import.meta.dirname, '../public/icons');

const TARGETS = [
  { source: 'icon.svg', out: 'icon-192.png', size: 192 },
  { source: 'icon.svg', out: 'icon-512.png', size: 512 },
  { source: 'icon-maskable.svg', out: 'icon-maskable-512.png', size: 512 },
  // iOS draws its own rounded corners over a full square, so the full-bleed artwork fits it best.
  { source: 'icon-maskable.svg', out: 'apple-touch-icon.png', size: 180 },
] as const;

const browser = await launchBrowser();
try {
  for (const t of TARGETS) {
    const svg = readFileSync(resolve(ICONS, t.source), 'utf8');
    const page = await browser.newPage({ viewport: { width: t.size, height: t.size }, deviceScaleFactor: 1 });
    // Transparent page: the rounded corners of icon.svg stay see-through in the PNG.
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${t.size}" height="${t.size}" style="display:block"></body></html>`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await page.screenshot({ path: resolve(ICONS, t.out), omitBackground: true, clip: { x: 0, y: 0, width: t.size, height: t.size } });
    await page.close();
    console.log(`public/icons/${t.out} (${t.size}×${t.size}) from ${t.source}`);
  }
} finally {
  await browser.close();
}
