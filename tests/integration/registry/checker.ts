// The conformance checker: a migrated database's catalogue (./catalogue.ts) against the table
// registry (src/domain/tables.ts). Pure: snapshot + registry in, the differences out, each naming
// the table and what is missing or different, so adding a table half-way says what is left to do.
import { kindSqlType, type Registry, type TableDef } from '../../../src/domain/tables';
import type { Catalogue } from './catalogue';
import { atomsOf, expectedAtoms } from './check-sql';
import { coverageDifferences } from './coverage';

/** Columns every synced table has on the server beside the registry's, and their types. */
const SERVER_SYNC_COLUMNS: Record<string, { type: string; nullable: boolean }> = {
  updated_at: { type: 'text', nullable: false },
  deleted: { type: 'boolean', nullable: false },
  version: { type: 'bigint', nullable: true },
  field_stamps: { type: 'jsonb', nullable: false },
  created_at: { type: 'timestamp with time zone', nullable: false },
  /** customer_messages: how long the sender holding a message may take before it counts as interrupted. */
  claimed_until: { type: 'timestamp with time zone', nullable: true },
};

/** What the device's backup holds: its tables (the salon row as 'salons') and their columns. */
export interface BackupShape {
  tables: Record<string, string[]>;
}

export interface CheckInput {
  catalogue: Catalogue;
  registry: Registry;
  backup: BackupShape;
  /** Tables a pull names besides the registry's (sync/protocol.ts PULLED_TABLES). */
  pulled: readonly string[];
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

function columnDifferences(t: string, def: TableDef, cat: Catalogue): string[] {
  const out: string[] = [];
  const actual = new Map(cat.columns.filter((c) => c.table === t).map((c) => [c.name, c]));
  const expected = new Map<string, { type: string; nullable: boolean; kind: string }>();
  for (const [name, c] of Object.entries(def.columns)) expected.set(name, { type: kindSqlType(c), nullable: !!c.nullable, kind: c.kind });
  for (const name of ['updated_at', 'deleted', 'version', ...def.serverOnly]) {
    const s = SERVER_SYNC_COLUMNS[name];
    if (s) expected.set(name, { ...s, kind: 'sync' });
    else out.push(`${t}.${name}: the registry names a server-only column the checker does not know`);
  }
  for (const [name, want] of expected) {
    const got = actual.get(name);
    if (!got) out.push(`${t}.${name}: column missing on the server (registry: ${want.kind}, ${want.type}${want.nullable ? ', nullable' : ''})`);
    else {
      if (got.type !== want.type) out.push(`${t}.${name}: the server's type is ${got.type}, the registry's ${want.kind} is ${want.type}`);
      if (got.nullable !== want.nullable)
        out.push(`${t}.${name}: the server ${got.nullable ? 'allows' : 'refuses'} null, the registry ${want.nullable ? 'allows' : 'refuses'} it`);
    }
  }
  for (const name of actual.keys()) if (!expected.has(name)) out.push(`${t}.${name}: column on the server but not in the registry`);
  return out;
}

function checkDifferences(t: string, def: TableDef, cat: Catalogue): string[] {
  const out: string[] = [];
  const actual = cat.constraints.filter((c) => c.table === t && c.type === 'c').flatMap((c) => atomsOf(c.def).map((atom) => ({ atom, name: c.name })));
  const expected = expectedAtoms(def);
  for (const e of expected) {
    if (!actual.some((a) => a.atom === e.atom)) out.push(`${t}${e.column ? `.${e.column}` : ''}: no CHECK (${e.sql}) on the server`);
  }
  for (const a of actual) {
    if (!expected.some((e) => e.atom === a.atom)) out.push(`${t}: the server's CHECK ${a.name} holds "${a.atom}", which the registry does not say`);
  }
  return out;
}

function keyDifferences(t: string, def: TableDef, cat: Catalogue): string[] {
  const out: string[] = [];
  const mine = cat.constraints.filter((c) => c.table === t);
  if (!mine.some((c) => c.type === 'p' && sameSet(c.columns, ['id']))) out.push(`${t}: no primary key on id`);
  const key = def.naturalKey?.columns;
  if (key && !mine.some((c) => (c.type === 'u' || c.type === 'p') && sameSet(c.columns, key))) {
    out.push(`${t}: no unique constraint on the natural key (${key.join(', ')})`);
  }
  for (const [name, c] of Object.entries(def.columns)) {
    if (c.kind !== 'ref') continue;
    // salon_id points at the salon; other references go through (salon_id, id) pairs so a row can
    // only point at rows of its own salon.
    const [cols, targetCols] =
      name === 'salon_id'
        ? [['salon_id'], ['id']]
        : [
            ['salon_id', name],
            ['salon_id', 'id'],
          ];
    const fk = mine.some((k) => k.type === 'f' && k.target === c.ref && sameSet(k.columns, cols) && sameSet(k.targetColumns ?? [], targetCols));
    if (!fk) out.push(`${t}.${name}: no foreign key (${cols.join(', ')}) → ${c.ref} (${targetCols.join(', ')})`);
  }
  return out;
}

function policyDifferences(t: string, def: TableDef, cat: Catalogue): string[] {
  const out: string[] = [];
  const [column, fn] = def.scope === 'owner' ? ['owner_id', 'auth.uid()'] : ['salon_id', 'current_salon_id()'];
  const scoped = (expr: string | null) => !!expr && expr.includes(column) && expr.includes(fn);
  const mine = cat.policies.filter((p) => p.table === t);
  for (const p of mine) {
    if (!sameSet(p.roles, ['authenticated'])) out.push(`${t}: policy ${p.name} is for ${p.roles.join(', ')}, not only authenticated owners`);
    if ((p.qual !== null && !scoped(p.qual)) || (p.check !== null && !scoped(p.check))) {
      out.push(`${t}: policy ${p.name} is not scoped by ${column} = ${fn}`);
    }
  }
  const needs: Record<string, ('qual' | 'check')[]> = { SELECT: ['qual'], INSERT: ['check'], UPDATE: ['qual', 'check'] };
  for (const [cmd, parts] of Object.entries(needs)) {
    const ok = mine.some((p) => p.cmd === cmd && p.roles.includes('authenticated') && parts.every((part) => scoped(p[part])));
    if (!ok) out.push(`${t}: no ${cmd} policy scoped by ${column} = ${fn}`);
  }
  return out;
}

// Writes reach synced tables through sync_push only (migration 20261124000400): it runs as the
// owner (security invoker), so authenticated keeps INSERT and UPDATE and the writes_via_push
// trigger refuses them outside sync_push; rows are never hard-deleted by an API role (tombstones
// only, the service role purges); anon writes nothing.
const REFUSED_WRITES: Record<string, string[]> = { authenticated: ['DELETE', 'TRUNCATE'], anon: ['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE'] };
const GUARDED_EVENTS = ['INSERT', 'UPDATE', 'DELETE'];

function writeDifferences(t: string, cat: Catalogue): string[] {
  const out: string[] = [];
  const guard = cat.triggers.find((g) => g.table === t && g.fn === 'writes_via_push');
  if (!guard) out.push(`${t}: no writes_via_push trigger, so an owner's REST INSERT or UPDATE skips sync_push`);
  else if (!guard.enabled) out.push(`${t}: the writes_via_push trigger is disabled, so an owner's REST INSERT or UPDATE skips sync_push`);
  else if (!guard.beforeRow || !GUARDED_EVENTS.every((e) => guard.events.includes(e))) {
    const when = `${guard.beforeRow ? 'before each row' : 'after or per statement'} on ${guard.events.join(', ') || 'nothing'}`;
    out.push(`${t}: the writes_via_push trigger fires ${when}, not before each row on ${GUARDED_EVENTS.join(', ')}`);
  }
  for (const [role, refused] of Object.entries(REFUSED_WRITES)) {
    for (const p of refused)
      if (cat.privileges.some((x) => x.table === t && x.role === role && x.privilege === p))
        out.push(`${t}: ${role} may ${p} (writes go through sync_push only)`);
  }
  return out;
}

/** Every difference between the catalogue and the registry; empty when they agree. */
export function checkRegistry({ catalogue: cat, registry, backup, pulled }: CheckInput): string[] {
  const out: string[] = [];
  const tables = new Map(cat.tables.map((t) => [t.name, t]));
  for (const [t, def] of Object.entries(registry)) {
    const table = tables.get(t);
    if (!table) {
      out.push(`${t}: table missing on the server`);
      continue;
    }
    if (!table.rls) out.push(`${t}: row level security is not enabled`);
    out.push(...columnDifferences(t, def, cat), ...checkDifferences(t, def, cat), ...keyDifferences(t, def, cat), ...policyDifferences(t, def, cat));
    if (!cat.triggers.some((g) => g.table === t && g.fn === 'sync_stamp_version')) out.push(`${t}: no trigger stamps its version (sync_stamp_version)`);
    out.push(...writeDifferences(t, cat));
  }
  out.push(...coverageDifferences(cat, registry, pulled));
  const names = Object.keys(registry);
  for (const t of names.filter((n) => !registry[n].notBackedUp)) {
    const cols = backup.tables[t];
    if (!cols) out.push(`backup: misses ${t}`);
    else {
      const want = Object.keys(registry[t].columns).filter((c) => !(t === 'salons' && c === 'owner_id'));
      if (!sameSet(cols, want)) out.push(`backup: ${t} holds (${cols.join(', ')}), the registry (${want.join(', ')})`);
    }
  }
  for (const t of Object.keys(backup.tables)) if (!names.includes(t)) out.push(`backup: holds ${t}, which the registry does not list`);
  return out;
}
