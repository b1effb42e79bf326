// No module of the app imports itself back through others: a cycle makes load order
// matter (a value read while its module is still loading is undefined) and ties two files that
// should be able to change apart. Type-only imports count too; a dynamic import() does not
// (it runs after every module has loaded).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const IMPORT = /^(?:import|export)\s+(?:type\s+)?[^;]*?\s+from\s+'(\.[^']+)'/gms;

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) sourceFiles(p, out);
    else if (/\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts')) out.push(p);
  }
  return out;
}

function resolve(from: string, spec: string): string | undefined {
  const base = path.join(path.dirname(from), spec);
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base].find((p) => fs.existsSync(p) && fs.statSync(p).isFile());
}

/** Every cycle found by a depth-first walk, as "a → b → a" with paths from the repository root. */
function importCycles(files: readonly string[]): string[] {
  const graph = new Map<string, string[]>();
  for (const f of files) {
    const deps = [...fs.readFileSync(f, 'utf8').matchAll(IMPORT)].map((m) => resolve(f, m[1])).filter((d): d is string => d !== undefined);
    graph.set(f, deps);
  }
  const seen = new Set<string>();
  const stack: string[] = [];
  const cycles: string[] = [];
  const visit = (f: string) => {
    seen.add(f);
    stack.push(f);
    for (const d of graph.get(f) ?? []) {
      const at = stack.indexOf(d);
      if (at >= 0) cycles.push([...stack.slice(at), d].map((p) => path.relative(ROOT, p)).join(' → '));
      else if (!seen.has(d)) visit(d);
    }
    stack.pop();
  };
  for (const f of files) if (!seen.has(f)) visit(f);
  return cycles;
}

describe('imports', () => {
  it('form no cycle in src/ and sync/', () => {
    const files = [...sourceFiles(path.join(ROOT, 'src')), ...sourceFiles(path.join(ROOT, 'sync'))];
    expect(files.length).toBeGreaterThan(100);
    expect(importCycles(files)).toEqual([]);
  });

  it('the check finds a cycle, type-only imports included', () => {
    const dir = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), 'cycle-'));
    fs.writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = b;\n");
    fs.writeFileSync(path.join(dir, 'b.ts'), "import type { C } from './c';\nexport const b: C = 1;\n");
    fs.writeFileSync(path.join(dir, 'c.ts'), "export type { A } from './a';\nexport type C = number;\n");
    try {
      expect(importCycles(sourceFiles(dir))).toHaveLength(1);
    } finally {
      fs.rmSync(dir, { recursive: true });
    }
  });
});
