// The customers' pages (the booking page's entry, and the manage link's chunk) reach none of the
// table registry's entries statically: the registry is a chunk of its own (6 KB gzip) that the
// page's 60 KB budget need not carry. The bounds the page checks come from
// src/domain/tables/limits.ts, which the registry's columns are built from.
import { describe, expect, it } from 'vitest';
import { staticImports } from './import-walk';

const PAGES = ['src/public/main.tsx', 'src/public/ManagePage.tsx'];
/** The registry's table entries and everything that reads them whole. */
const REGISTRY = /^src\/domain\/tables\/(catalog|booking|messages|conversations|patterns|agent|row-schema|index)\.ts$|^src\/domain\/tables\.ts$/;

describe('the customers’ pages load no table registry', () => {
  it('the walk sees the pages’ own checks and their bounds (the walk works)', () => {
    const { local } = staticImports(PAGES);
    expect(local).toContain('src/public/book-view.ts');
    expect(local).toContain('src/domain/tables/limits.ts');
  });

  it('no module of the registry is on their static path', () => {
    expect(staticImports(PAGES).local.filter((f) => REGISTRY.test(f))).toEqual([]);
  });
});
