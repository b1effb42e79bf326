// The scale bench's pure parts: the sequential-scan detector its plan check rests on, and the
// salon generator's COPY text and rows (which must load into the real constraints).
import { describe, expect, it } from 'vitest';
import { formatHlc } from '../../src/domain/hlc';
import { seqScansOn } from '../../bench/lib/scale-plans';
import { copyLine, copyValue, MEDIAN_SALON, rowId, salonRows, stampOf, stampTemplate } from '../../bench/lib/scale-rows';

const SHARED = new Set(['appointments', 'salons', 'staff']);

const PLAN = `duration: 0.4 ms  plan:
Query Text: select ...
Nested Loop  (cost=0.56..16.61 rows=1 width=32) (actual time=0.02..0.03 rows=1 loops=1)
  ->  Seq Scan on salons s  (cost=0.00..9.25 rows=1 width=16) (actual time=0.010..0.052 rows=1 loops=1)
        Filter: (owner_id = 'x'::uuid)
        Rows Removed by Filter: 499
        Buffers: shared hit=3
  ->  Index Scan using appointments_version_idx on appointments t  (cost=0.56..7.36 rows=1 width=16) (actual time=0.01..0.01 rows=0 loops=1)
        Index Cond: ((salon_id = 'x'::uuid) AND (version > 5))
  ->  Seq Scan on public.staff t_2  (cost=0.00..1.00 rows=1 width=16) (actual time=0.001..0.001 rows=0 loops=3)
  ->  Seq Scan on pg_type t  (cost=0.00..10.00 rows=1 width=4) (actual time=0.001..0.100 rows=600 loops=1)
  ->  Seq Scan on sync_private.appointments x  (cost=0.00..1.00 rows=1 width=16) (actual time=0.001..0.001 rows=2 loops=2)
  ->  Seq Scan on other.appointments y  (cost=0.00..1.00 rows=1 width=16) (actual time=0.001..0.001 rows=9 loops=1)
  ->  CTE Scan on changes c  (cost=0.00..0.02 rows=1 width=40) (actual time=0.001..0.001 rows=0 loops=1)
`;

describe('seqScansOn', () => {
  it('finds sequential scans of shared tables with the rows they read, and nothing else', () => {
    expect(seqScansOn(PLAN, SHARED)).toEqual([
      { table: 'salons', line: expect.stringMatching(/^-> {2}Seq Scan on salons s/), rowsRead: 500 },
      { table: 'staff', line: expect.stringMatching(/Seq Scan on public\.staff t_2/), rowsRead: 0 },
      { table: 'appointments', line: expect.stringMatching(/sync_private\.appointments x/), rowsRead: 4 },
    ]);
  });

  it('finds none in a plan of index scans, or when no shared table is named', () => {
    expect(
      seqScansOn(
        PLAN.split('\n')
          .filter((l) => !l.includes('Seq Scan'))
          .join('\n'),
        SHARED,
      ),
    ).toEqual([]);
    expect(seqScansOn(PLAN, new Set(['customers']))).toEqual([]);
  });

  it('reads a top-level scan (no arrow) with its filter line', () => {
    const plan =
      'Seq Scan on salons s  (cost=0.00..1.21 rows=1 width=16) (actual time=0.015..0.016 rows=1 loops=1)\n  Filter: (owner_id = x)\n  Rows Removed by Filter: 7\nduration: 0.1 ms  plan:';
    expect(seqScansOn(plan, SHARED).map((s) => s.rowsRead)).toEqual([8]);
  });
});

describe('scale salon generator', () => {
  it('writes COPY text: \\N for null, t/f, escaped backslash, tab and line breaks', () => {
    expect(copyValue(null)).toBe('\\N');
    expect(copyValue(true) + copyValue(false)).toBe('tf');
    expect(copyValue(12.5)).toBe('12.5');
    expect(copyValue('a\\b\tc\nd\re')).toBe('a\\\\b\\tc\\nd\\re');
    expect(copyLine(['x', null, 3])).toBe('x\t\\N\t3\n');
  });

  it('stamps as formatHlc does, and field_stamps as JSON of every field', () => {
    expect(stampOf(1_764_000_000_123, '0000000000ab')).toBe(formatHlc({ wall: 1_764_000_000_123, counter: 0, node: '0000000000ab' }));
    expect(JSON.parse(stampTemplate(['name', 'price']).join('S'))).toEqual({ name: 'S', price: 'S' });
  });

  it('makes a median salon of about 10,000 rows: unique ids, versions 1..n, no member double-booked', () => {
    const { tables, facts } = salonRows(3, MEDIAN_SALON, '2026-11-27', Date.UTC(2026, 10, 27, 12));
    const rows = tables.filter((t) => t.table !== 'sync_salon_state' && t.table !== 'sync_clients');
    expect(facts.rows).toBeGreaterThan(9_500);
    expect(facts.rows).toBeLessThan(10_500);
    const ids = rows.flatMap((t) => t.rows.map((r) => r[0]));
    expect(new Set(ids).size).toBe(ids.length);
    const versions = rows.flatMap((t) => t.rows.map((r) => r[t.columns.indexOf('version')]));
    expect(versions).toEqual(Array.from({ length: facts.rows }, (_, i) => i + 1));
    expect(tables.find((t) => t.table === 'sync_salon_state')?.rows).toEqual([[facts.salonId, facts.rows]]);
    expect(rows.map((t) => t.table)).toContain('customer_messages');

    const ap = rows.find((t) => t.table === 'appointments')!;
    const col = (name: string) => ap.columns.indexOf(name);
    const busy = new Map<string, [string, string][]>();
    for (const r of ap.rows) {
      if (!['pending', 'confirmed'].includes(String(r[col('status')])) || r[col('deleted')]) continue;
      const key = `${r[col('staff_id')]}@${r[col('appointment_date')]}`;
      const [start, end] = [String(r[col('start_time')]), String(r[col('end_time')])];
      for (const [s, e] of busy.get(key) ?? []) expect(start >= e || end <= s).toBe(true);
      busy.set(key, [...(busy.get(key) ?? []), [start, end]]);
    }
    expect(rowId(3, 4, 1)).not.toBe(rowId(4, 4, 1));
  });
});
