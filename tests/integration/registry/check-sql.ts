// The registry's limits as the server's CHECK constraints say them, and the server's CHECKs cut
// into comparable atoms. PostgreSQL re-prints a CHECK in its own words (`between` becomes two
// comparisons, literals get casts, parentheses multiply), and PGlite and PostgreSQL 15 print them
// alike; both sides go through `atomsOf`, so the comparison is of meaning, not of spelling.
import type { ColumnDef, TableDef } from '../../../src/domain/tables';
import { TIME_ZONE_PATTERN } from '../../../src/domain/tables/formats';
import { DATE_RANGE } from '../../../src/domain/tables/kinds';

const CASTS = /::(time without time zone|timestamp with time zone|character varying|numeric|text|integer|smallint|bigint|date|uuid)(\[\])?/g;

/** The conjuncts of a CHECK, each in one canonical spelling: "char_length(btrim(name))>=1" → "char_lengthbtrimname>=1". */
export function atomsOf(sql: string): string[] {
  const flat = sql
    .toLowerCase()
    .replace(/^\s*check\s*/, '')
    .replace(/"/g, '')
    .replace(/[()]/g, ' ')
    .replace(CASTS, '');
  return flat
    .split(/\s+and\s+/)
    .map((a) => a.replace(/\s+/g, ''))
    .filter((a) => a !== '');
}

const quote = (v: string) => `'${v.replace(/'/g, "''")}'`;

/** The SQL of one column's limits, as a migration writes them (empty when it has none). */
export function columnCheckSql(name: string, c: ColumnDef): string[] {
  const out: string[] = [];
  if (c.kind === 'text') {
    if (c.nonBlank && !c.serverAllowsBlank) out.push(`char_length(btrim(${name})) >= 1`);
    if (c.max !== undefined) out.push(`char_length(${name}) <= ${c.max}`);
    if (c.pattern) out.push(`${name} ~ ${quote(c.pattern)}`);
    if (c.instant) out.push(`sync_private.is_instant(${name}, ${quote(DATE_RANGE.min)}, ${quote(DATE_RANGE.max)})`);
  }
  if (c.kind === 'time_zone') out.push(`${name} ~ ${quote(TIME_ZONE_PATTERN)}`);
  if (c.kind === 'money' || c.kind === 'int') {
    if (c.min !== undefined) out.push(`${name} >= ${c.min}`);
    if (c.max !== undefined) out.push(`${name} <= ${c.max}`);
  }
  if (c.kind === 'date') out.push(`${name} >= ${quote(DATE_RANGE.min)}`, `${name} <= ${quote(DATE_RANGE.max)}`);
  if (c.kind === 'enum') out.push(`${name} = any (array[${(c.values ?? []).map(quote).join(', ')}])`);
  return out;
}

export interface ExpectedAtom {
  atom: string;
  /** What the registry says, for the message. */
  sql: string;
  /** The column it limits, or null for a rule across columns. */
  column: string | null;
}

/** Every CHECK atom the server must hold for a table. */
export function expectedAtoms(def: TableDef): ExpectedAtom[] {
  const out: ExpectedAtom[] = [];
  for (const [name, c] of Object.entries(def.columns)) {
    if (c.serverUnchecked) continue;
    for (const sql of columnCheckSql(name, c)) out.push({ atom: atomsOf(sql)[0], sql, column: name });
  }
  for (const sql of def.checks ?? []) for (const atom of atomsOf(sql)) out.push({ atom, sql, column: null });
  return out;
}
