// Everything a newcomer needs is in the repository: no file may send the reader to a document
// outside it (the old design doc, the product spec's sections) or to a bare tracker number, and
// every pointer into docs/ must land on a file and a heading that exist. Migrations are exempt:
// they are append-only history, never edited.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { expect, it } from 'vitest';

// Built from pieces so this file does not cite what it forbids.
const OUTSIDE: readonly [string, RegExp][] = [
  ['the design doc', new RegExp(['DESIGN', 'md'].join('\\.'))],
  ['a spec section', new RegExp('spec \u00a7', 'i')],
  ['the product spec', new RegExp(['product', 'spec'].join('-'), 'i')],
  ['an issue number', new RegExp('\\bissues? #?\\d', 'i')],
];

const TEXT = /\.(ts|tsx|js|mjs|cjs|sql|md|html|css|sh|ya?ml|webmanifest)$|^\.ci\/run$/;
const EXEMPT = /^(supabase\/migrations|node_modules|dist)\//;

function repoFiles(): string[] {
  const listed = (...args: string[]) => execFileSync('git', ['ls-files', ...args], { encoding: 'utf8' }).split('\n');
  const all = new Set([...listed(), ...listed('--others', '--exclude-standard')]);
  return [...all].filter((f) => f && TEXT.test(f) && !EXEMPT.test(f) && existsSync(f));
}

/** Each file's first outside reference, as "file:line: what". */
export function outsideReferences(files: readonly string[], read: (f: string) => string): string[] {
  const found: string[] = [];
  for (const f of files) {
    const lines = read(f).split('\n');
    for (const [what, re] of OUTSIDE) {
      const at = lines.findIndex((l) => re.test(l));
      if (at >= 0) found.push(`${f}:${at + 1}: cites ${what}`);
    }
  }
  return found;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const m = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const base = m[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/** Every link into docs/ (from anywhere) or between Markdown files that misses its file or heading. */
export function brokenLinks(files: readonly string[], read: (f: string) => string, exists: (f: string) => boolean): string[] {
  const broken: string[] = [];
  const check = (from: string, target: string, anchor: string | undefined) => {
    if (!exists(target)) return broken.push(`${from}: ${target} does not exist`);
    if (anchor && target.endsWith('.md') && !anchorsOf(read(target)).has(anchor)) broken.push(`${from}: ${target} has no heading #${anchor}`);
  };
  for (const f of files) {
    const text = read(f);
    for (const m of text.matchAll(/(?<![\w/.])docs\/([\w./-]+\.md)(?:#([\w-]+))?/g)) check(f, `docs/${m[1]}`, m[2]);
    if (!f.endsWith('.md')) continue;
    for (const m of text.matchAll(/\]\(([^)\s#]*)(?:#([^)\s]+))?\)/g)) {
      if (/^[a-z]+:/i.test(m[1]) || (m[1] === '' && !m[2])) continue;
      check(f, m[1] === '' ? f : normalize(join(dirname(f), m[1])), m[2]);
    }
  }
  return [...new Set(broken)];
}

it('no file cites a document outside the repository or an issue number', () => {
  const files = repoFiles();
  expect(files.length).toBeGreaterThan(100);
  expect(outsideReferences(files, (f) => readFileSync(f, 'utf8'))).toEqual([]);
});

it('every link into docs/ lands on a file and a heading that exist', () => {
  const files = repoFiles();
  expect(files).toContain('docs/architecture.md');
  expect(brokenLinks(files, (f) => readFileSync(f, 'utf8'), existsSync)).toEqual([]);
});

it('names what it finds (the checks can fail)', () => {
  const D = 'docs'; // spelt apart so the repository-wide check above does not read these as links
  const files: Record<string, string> = {
    'a.ts': `// see ${['DESIGN', 'md'].join('.')} \u00a72\n// fixed in (issue ${7})`,
    'b.ts': `// see ${D}/x.md#nope and ${D}/missing.md`,
    [`${D}/x.md`]: '# X\n\n## Sync, push & pull\n\n## Sync, push & pull\n\n[ok](#sync-push--pull-1) [bad](y.md#z)',
  };
  const read = (f: string) => files[f];
  expect(outsideReferences(['a.ts', 'b.ts'], read)).toEqual(['a.ts:1: cites the design doc', 'a.ts:2: cites an issue number']);
  expect(brokenLinks(Object.keys(files), read, (f) => f in files)).toEqual([
    `b.ts: ${D}/x.md has no heading #nope`,
    `b.ts: ${D}/missing.md does not exist`,
    `${D}/x.md: ${D}/y.md does not exist`,
  ]);
});
