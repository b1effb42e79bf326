// The dashboard's start-up path (the entry, the session, the router, guard, layout and Overview)
// stays clear of libraries it does not need before first paint: zod (~25 KB gzip, the contact
// form's and the settings screens' validation) and date-fns's locale-bound `format` (~4 KB).
// Both once rode in through one shared import (the session's contact listener; dates.ts), and the
// budget "initial JS for /dashboard" (bench, < 250 KB) had no headroom left. Static value imports
// count; `import type` and dynamic import() (loaded later, on demand) do not.
import { describe, expect, it } from 'vitest';
import { staticImports } from './import-walk';

const START = [
  'src/app/main.tsx',
  'src/app/session.ts',
  'src/app/router.tsx',
  'src/app/guards.tsx',
  'src/app/DashboardLayout.tsx',
  'src/features/overview/OverviewPage.tsx',
];

describe("the dashboard's start-up imports", () => {
  const imports = staticImports(START).packages;

  it('reach the libraries the walk should see (the walk works)', () => {
    const packages = new Set(imports.map((i) => i.from));
    for (const p of ['react', 'dexie', 'date-fns', '@supabase/supabase-js']) expect(packages, p).toContain(p);
  });

  it('load no zod', () => {
    expect(imports.filter((i) => i.from === 'zod' || i.from.startsWith('zod/'))).toEqual([]);
  });

  it("load no date-fns format (its locale): lightFormat and dates.ts's labels instead", () => {
    expect(imports.filter((i) => i.from.startsWith('date-fns') && /\bformat\b/.test(i.what))).toEqual([]);
  });

  it("and the owner's-language tables of the domain's sentences, fetched with a first screen in Vietnamese or Spanish, load none either", () => {
    const tables = staticImports(['src/app/domain-text-table.ts']).packages;
    expect(tables.filter((i) => i.from === 'zod' || i.from.startsWith('zod/'))).toEqual([]);
  });
});
