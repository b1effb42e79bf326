// One test layout: a module's unit tests beside it in src/ and sync/, and under tests/ only the
// projects that span the system. A test file no project includes never runs and never fails, so
// one written where the old layout kept unit tests (or as .test.tsx) is named here instead.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import config from '../../vitest.config';

type Project = { test: { name: string; include: string[] } };

/** A vitest include glob ("dir/**\/*.test.ts") as a regular expression over repository paths. */
export function globToRegExp(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    if (glob.startsWith('**/', i)) {
      re += '(?:.*/)?';
      i += 2;
    } else if (glob[i] === '*') re += '[^/]*';
    else re += glob[i].replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

/** Each test file with the projects that include it; a file in none or in two is a mistake. */
export function projectsOf(files: readonly string[], projects: readonly Project[]): Map<string, string[]> {
  const globs = projects.map((p) => ({ name: p.test.name, res: p.test.include.map(globToRegExp) }));
  return new Map(files.map((f) => [f, globs.filter((g) => g.res.some((r) => r.test(f))).map((g) => g.name)]));
}

const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

function testFiles(): string[] {
  const listed = (...args: string[]) => execFileSync('git', ['ls-files', ...args], { encoding: 'utf8' }).split('\n');
  const all = new Set([...listed(), ...listed('--others', '--exclude-standard')]);
  return [...all].filter((f) => f && TEST_FILE.test(f) && !f.startsWith('node_modules/') && existsSync(f));
}

describe('the test layout', () => {
  const projects = (config as { test: { projects: Project[] } }).test.projects;

  it('every test file runs in exactly one vitest project', () => {
    const files = testFiles();
    expect(files.length).toBeGreaterThan(200);
    const wrong = [...projectsOf(files, projects)].filter(([, names]) => names.length !== 1).map(([f, names]) => `${f}: ${names.join(', ') || 'no project'}`);
    expect(wrong).toEqual([]);
  });

  it('unit tests sit beside the code, and tests/ holds only the projects that span the system', () => {
    const unit = projects.find((p) => p.test.name === 'unit');
    expect(unit?.test.include.every((g) => g.startsWith('src/') || g.startsWith('sync/'))).toBe(true);
    const underTests = projects.flatMap((p) => p.test.include).filter((g) => g.startsWith('tests/'));
    expect(underTests.map((g) => g.split('/')[1]).sort()).toEqual(['e2e', 'integration', 'repo']);
  });

  it('names a test file that no project runs (the check can fail)', () => {
    const found = projectsOf(['tests/unit/x.test.ts', 'src/ui/y.test.tsx', 'src/ui/z.test.ts', 'tests/repo/w.test.ts'], projects);
    expect([...found].filter(([, n]) => n.length === 0).map(([f]) => f)).toEqual(['tests/unit/x.test.ts', 'src/ui/y.test.tsx']);
    expect(found.get('src/ui/z.test.ts')).toEqual(['unit']);
    expect(globToRegExp('src/**/*.test.ts').test('src/a.test.ts')).toBe(true);
  });
});
