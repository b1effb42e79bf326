// The dashboard's start-up path (the entry, the session, the router, guard, layout and Overview)
// stays clear of libraries it does not need before first paint: zod (~25 KB gzip, the contact
// form's and the settings screens' validation) and date-fns's locale-bound `format` (~4 KB).
// Both once rode in through one shared import (the session's contact listener; dates.ts), and the
// budget "initial JS for /dashboard" (bench, < 250 KB) had no headroom left. Static value imports
// count; `import type` and dynamic import() (loaded later, on demand) do not.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const START = ['src/app/main.tsx', 'src/app/session.ts', 'src/app/router.tsx', 'src/app/guards.tsx', 'src/app/DashboardLayout.tsx', 'src/features/overview/OverviewPage.tsx'];
const IMPORT = /^(?:import|export)\s+(?!type\s)([^;]*?)\s+from\s+'([^']+)'/gms;

function resolve(from: string, spec: string): string | undefined {
  const base = path.join(path.dirname(from), spec);
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((p) => fs.existsSync(p) && fs.statSync(p).isFile());
}

/** Every package import (`what` from 'package') of the modules `start` reaches statically. */
function packageImports(start: readonly string[]): { file: string; what: string; from: string }[] {
  const seen = new Set<string>();
  const out: { file: string; what: string; from: string }[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, what, from] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (!from.startsWith('.')) out.push({ file: path.relative(ROOT, file), what, from });
      else {
        const next = resolve(file, from);
        if (next) visit(next);
      }
    }
  };
  for (const f of start) visit(path.join(ROOT, f));
  return out;
}

describe("the dashboard's start-up imports", () => {
  const imports = packageImports(START);

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
});
