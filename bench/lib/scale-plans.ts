// The plans of what one salon asks, at 500 salons: EXPLAIN (ANALYZE, BUFFERS) of every statement
// sync_pull, sync_push and public_free_times run inside, taken by auto_explain (the functions
// build their queries at run time, so an EXPLAIN of the outer call would show a Function Scan
// only). Each runs as its caller runs it through PostgREST — the owner's role and JWT claims, or
// anon — inside a transaction that is rolled back, so a plan changes nothing.
import type { ScaleCluster } from './scale-cluster';

export interface SeqScan {
  table: string;
  line: string;
  /** Rows the scan read: those it returned plus those its filter removed (0 for an empty table). */
  rowsRead: number;
}

/**
 * The sequential scans of `plan` (EXPLAIN ANALYZE text, as auto_explain writes it) on the given
 * tables. The relation may be schema-qualified and followed by an alias; scans of other
 * relations (a function's result, a CTE, a catalogue) are not counted.
 */
export function seqScansOn(plan: string, tables: ReadonlySet<string>): SeqScan[] {
  const found: SeqScan[] = [];
  const lines = plan.split('\n');
  lines.forEach((line, i) => {
    const m = /Seq Scan on (?:"?(\w+)"?\.)?"?(\w+)"?/.exec(line);
    if (!m || !tables.has(m[2]) || (m[1] !== undefined && m[1] !== 'public' && m[1] !== 'sync_private')) return;
    const loops = /actual [^)]*rows=(\d+) loops=(\d+)/.exec(line);
    let rowsRead = loops ? Number(loops[1]) * Number(loops[2]) : 0;
    // The node's own detail lines follow, indented deeper than its arrow, until the next node.
    const depth = line.search(/\S/);
    for (let j = i + 1; j < lines.length && !/->/.test(lines[j]) && lines[j].search(/\S/) > depth; j++) {
      const removed = /Rows Removed by Filter: (\d+)/.exec(lines[j]);
      if (removed) rowsRead += Number(removed[1]) * (loops ? Number(loops[2]) : 1);
    }
    found.push({ table: m[2], line: line.trim(), rowsRead });
  });
  return found;
}

/** Tables every salon's rows share: those with a salon_id column, and salons itself. */
export async function sharedTables(c: ScaleCluster): Promise<Set<string>> {
  const out = await c.sql(`select distinct table_name from information_schema.columns
    where table_schema in ('public', 'sync_private') and column_name = 'salon_id'
      and table_name in (select table_name from information_schema.tables where table_type = 'BASE TABLE')`);
  return new Set(['salons', ...out.split('\n').filter(Boolean)]);
}

const q = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** The plans of every statement `call` runs, as `role` (with an owner's claims when given). */
export async function plansOf(c: ScaleCluster, call: string, as: { role: 'authenticated'; userId: string } | { role: 'anon' }): Promise<string> {
  const claims = as.role === 'anon' ? { role: 'anon' } : { sub: as.userId, role: 'authenticated', aud: 'authenticated' };
  const s = c.script();
  const asCaller = `begin;
select set_config('request.jwt.claims', ${q(JSON.stringify(claims))}, true);
select set_config('request.headers', ${q(JSON.stringify({ 'cf-connecting-ip': '198.51.100.7' }))}, true);
set local role ${as.role};
select length((${call})::text) as answer_length;
rollback;
`;
  // Once unobserved first, so the plans are those of a session whose caches are warm, as
  // PostgREST's pooled connections are (a first call in a new session pays for loading them).
  await s.write(`${asCaller}load 'auto_explain';
set auto_explain.log_min_duration = 0;
set auto_explain.log_analyze = on;
set auto_explain.log_buffers = on;
set auto_explain.log_timing = on;
set auto_explain.log_nested_statements = on;
set auto_explain.log_level = notice;
set client_min_messages = notice;
${asCaller}`);
  await s.end();
  // psql prefixes each notice with "psql:<stdin>:N: NOTICE:"; keep the plan text only.
  return s
    .stderr()
    .replace(/^psql:[^\n]*?NOTICE: {2}/gm, '')
    .trim();
}
