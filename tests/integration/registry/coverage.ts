// Whether the server's sync functions cover every registered table: sync_push's table list
// (sync_private.synced_tables()), sync_pull, the tombstone purge and the push's reference check.
// They are plpgsql with table names spelled out (a pull is one UNION per table), so their source
// is read for each table's branch.
import { referencesOf, type Registry } from '../../../src/domain/tables';
import type { Catalogue } from './catalogue';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function pullDifferences(src: string | undefined, pulled: readonly string[]): string[] {
  if (src === undefined) return ['sync_pull: function missing'];
  const out: string[] = [];
  for (const t of pulled) {
    const page = new RegExp(`from\\s+public\\.${escape(t)}\\s+t\\s+where\\s+t\\.(salon_id|id)\\s*=\\s*p_salon_id`, 'i');
    const row = new RegExp(`when\\s+'${escape(t)}'\\s+then`, 'i');
    if (!page.test(src)) out.push(`sync_pull: no branch selects ${t}'s changes`);
    if (!row.test(src)) out.push(`sync_pull: does not turn ${t} rows into JSON`);
  }
  for (const m of src.matchAll(/when\s+'([a-z_]+)'\s+then/gi)) if (!pulled.includes(m[1])) out.push(`sync_pull: sends ${m[1]}, which is neither registered nor a conflict table`);
  return out;
}

function purgeDifferences(src: string | undefined, registry: Registry, pulled: readonly string[]): string[] {
  if (src === undefined) return ['purge_tombstones: function missing'];
  const out: string[] = [];
  const at = (t: string) => src.search(new RegExp(`\\[\\s*'${escape(t)}'\\s*,`));
  // Salons are never purged (the owner's account data); every other table, and the conflicts, are.
  const purged = pulled.filter((t) => registry[t]?.scope !== 'owner');
  for (const t of purged) if (at(t) < 0) out.push(`purge_tombstones: never purges ${t}`);
  for (const t of Object.keys(registry)) {
    for (const r of referencesOf(registry, t)) {
      const keep = new RegExp(`public\\.${escape(r.table)}\\s+\\w+\\s+where\\s+\\w+\\.${escape(r.column)}\\s*=\\s*t\\.id`, 'i');
      if (!keep.test(src)) out.push(`purge_tombstones: may purge a ${r.target} tombstone a ${r.table}.${r.column} still refers to`);
      if (at(r.table) >= 0 && at(r.target) >= 0 && at(r.table) > at(r.target)) {
        out.push(`purge_tombstones: purges ${r.target} before ${r.table}, which refers to it`);
      }
    }
  }
  return out;
}

function danglingDifferences(src: string | undefined, registry: Registry): string[] {
  if (src === undefined) return ['dangling_references: function missing'];
  const m = /c_refs\s+constant\s+jsonb\s*:=\s*'([\s\S]*?)'\s*;/i.exec(src);
  if (!m) return ['dangling_references: its c_refs list was not found'];
  const refs = JSON.parse(m[1]) as Record<string, [string, string][]>;
  const out: string[] = [];
  for (const t of Object.keys(registry)) {
    const want = referencesOf(registry, t).map((r) => `${r.column}→${r.target}`);
    const got = (refs[t] ?? []).map(([c, target]) => `${c}→${target}`);
    for (const w of want) if (!got.includes(w)) out.push(`dangling_references: does not check ${t}.${w}`);
    for (const g of got) if (!want.includes(g)) out.push(`dangling_references: checks ${t}.${g}, which the registry does not list`);
  }
  for (const t of Object.keys(refs)) if (!(t in registry)) out.push(`dangling_references: checks ${t}, which the registry does not list`);
  return out;
}

export function coverageDifferences(cat: Catalogue, registry: Registry, pulledExtra: readonly string[]): string[] {
  const out: string[] = [];
  const names = Object.keys(registry);
  if (!cat.syncedTables) out.push('synced_tables(): function missing');
  else {
    for (const t of names) if (!cat.syncedTables.includes(t)) out.push(`synced_tables(): misses ${t}, so sync_push refuses its mutations`);
    for (const t of cat.syncedTables) if (!names.includes(t)) out.push(`synced_tables(): lists ${t}, which the registry does not`);
  }
  const pulled = [...names, ...pulledExtra];
  out.push(...pullDifferences(cat.functions['public.sync_pull'], pulled));
  out.push(...purgeDifferences(cat.functions['public.purge_tombstones'], registry, pulled));
  out.push(...danglingDifferences(cat.functions['sync_private.dangling_references'], registry));
  return out;
}
