// Every page a search engine or a shared link reads has a description (Lighthouse's SEO
// audit marked / and /book without one): one, of a length a result page shows whole.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');

it.each(['index.html', 'book.html'])('%s has one meta description of 50 to 160 characters', (file) => {
  const html = readFileSync(path.join(ROOT, file), 'utf8');
  const found = [...html.matchAll(/<meta name="description" content="([^"]*)"\s*\/>/g)].map((m) => m[1]);
  expect(found).toHaveLength(1);
  expect(found[0].length).toBeGreaterThanOrEqual(50);
  expect(found[0].length).toBeLessThanOrEqual(160);
});
