// The one table, and bench/results.json with the same rows, the commit and a timestamp.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { BenchResult } from './types';
import { budgetText } from './verdict';

const num = (n: number, unit: string) => (unit === 'ms' ? n.toFixed(3) : n.toFixed(unit === 'x' ? 2 : unit === 'score' ? 0 : 1));

export function formatTable(results: readonly BenchResult[]): string {
  const header = ['name', 'data size', 'median', 'p95', 'unit', 'budget', 'result'];
  const rows = results.map((r) => [
    r.name,
    r.size,
    num(r.medianMs, r.unit),
    num(r.p95Ms, r.unit),
    r.unit,
    budgetText(r, r.unit),
    r.pass === null ? 'info' : r.pass ? 'PASS' : 'FAIL',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const right = new Set([2, 3]);
  const line = (cells: string[]) => '| ' + cells.map((c, i) => (right.has(i) ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(' | ') + ' |';
  const rule = '|' + widths.map((w, i) => (right.has(i) ? '-'.repeat(w + 1) + ':' : '-'.repeat(w + 2))).join('|') + '|';
  return [line(header), rule, ...rows.map(line)].join('\n');
}

export function commitHash(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

export function writeResults(path: string, results: readonly BenchResult[], extra: Record<string, unknown>): void {
  const doc = { commit: commitHash(), timestamp: new Date().toISOString(), ...extra, results };
  writeFileSync(path, JSON.stringify(doc, null, 2) + '\n');
}
