// Walks a module's static imports (value imports and re-exports; not `import type`, not import()),
// for tests that hold a start-up path clear of the libraries it must not load.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const IMPORT = /^(?:import|export)\s+(?!type\s)([^;]*?)\s+from\s+'([^']+)'/gms;

function resolve(from: string, spec: string): string | undefined {
  const base = path.join(path.dirname(from), spec);
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((p) => fs.existsSync(p) && fs.statSync(p).isFile());
}

export interface StaticImport {
  /** The importing file, from the repository's root. */
  file: string;
  what: string;
  from: string;
}

/** Every import of the modules `start` (paths from the repository's root) reaches statically: packages, and the repository's own files with `local`. */
export function staticImports(start: readonly string[]): { packages: StaticImport[]; local: string[] } {
  const seen = new Set<string>();
  const packages: StaticImport[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, what, from] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (!from.startsWith('.')) packages.push({ file: path.relative(ROOT, file), what, from });
      else {
        const next = resolve(file, from);
        if (next) visit(next);
      }
    }
  };
  for (const f of start) visit(path.join(ROOT, f));
  return { packages, local: [...seen].map((f) => path.relative(ROOT, f)) };
}
