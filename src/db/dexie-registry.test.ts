// The device's current schema of the synced tables is the registry's, and the registry can only
// change it through a new Dexie version (see SalonDeskDB.declareSyncedStores).
import { describe, expect, it } from 'vitest';
import { SalonDeskDB } from './database';
import { REGISTRY, TABLE_NAMES, type Registry } from '../domain/tables';

/** The database as its literal version blocks alone make it, without the registry's say. */
class HistoryOnly extends SalonDeskDB {
  protected override declareSyncedStores(): void {}
}

type Indexes = Record<string, string[]>;

/** Each table's indexes (primary key first, the rest sorted) in a Dexie database. */
function indexesOf(db: SalonDeskDB, tables: readonly string[]): Indexes {
  return Object.fromEntries(
    tables
      .filter((t) => db.tables.some((x) => x.name === t))
      .map((t) => {
        const { primKey, indexes } = db.table(t).schema;
        return [t, [primKey.src, ...indexes.map((i) => i.src).sort()]];
      }),
  );
}

/** What differs between the registry and a database's indexes, as the owner of the change reads it. */
function drift(registry: Registry, actual: Indexes, verno: number): string[] {
  const out: string[] = [];
  for (const [t, def] of Object.entries(registry)) {
    const want = [
      def.dexie[0],
      ...def.dexie
        .slice(1)
        .map((i) => i.replace(/\s+/g, ''))
        .sort(),
    ];
    if (!actual[t]) out.push(`${t}: no Dexie table; add this.version(${verno + 1}) declaring it`);
    else if (JSON.stringify(actual[t]) !== JSON.stringify(want)) {
      out.push(
        `${t}: the registry has [${want.join(', ')}] but Dexie version ${verno} has [${actual[t].join(', ')}]; add this.version(${verno + 1}) with the new indexes`,
      );
    }
  }
  return out;
}

describe('Dexie schema and the table registry', () => {
  const history = new HistoryOnly('history-only');
  const historyIndexes = indexesOf(history, TABLE_NAMES);

  it('the released version blocks end where the registry is (no index changed without a new version)', () => {
    expect(drift(REGISTRY, historyIndexes, history.verno)).toEqual([]);
  });

  it('the database the app opens has every registered table with the registry\u2019s indexes', () => {
    const db = new SalonDeskDB('with-registry');
    expect(db.verno).toBe(history.verno);
    expect(drift(REGISTRY, indexesOf(db, TABLE_NAMES), db.verno)).toEqual([]);
  });

  it('names a registry change that no version carries yet (the check can fail)', () => {
    const changed: Registry = {
      ...REGISTRY,
      customers: { ...REGISTRY.customers, dexie: [...REGISTRY.customers.dexie, '[salon_id+email]'] },
      waitlist: { ...REGISTRY.services, dexie: ['id', 'salon_id'] },
    };
    const problems = drift(changed, historyIndexes, history.verno);
    expect(problems).toHaveLength(2);
    const next = history.verno + 1;
    expect(problems[0]).toMatch(new RegExp(`^customers: the registry has .*\\[salon_id\\+email\\].* add this\\.version\\(${next}\\)`));
    expect(problems[1]).toBe(`waitlist: no Dexie table; add this.version(${next}) declaring it`);
  });
});
