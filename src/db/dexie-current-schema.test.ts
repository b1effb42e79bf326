// A device that opened the database at the current version before declares only the current
// schema on its next start (SalonDeskDB.declareCurrent): that one block must be exactly what the
// released version blocks add up to, and every other device must still get the whole history.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_VERSION, SalonDeskDB } from './database';

/** Each table's primary key and indexes, as Dexie parsed them. */
function schemaOf(db: SalonDeskDB): Record<string, string[]> {
  return Object.fromEntries(
    db.tables.map((t) => [t.name, [t.schema.primKey.src, ...t.schema.indexes.map((i) => i.src).sort()]]).sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
}

class CurrentOnly extends SalonDeskDB {
  protected override declareHistory(): void {
    this.declareCurrent();
  }
}

/** localStorage as a browser has it, kept in a Map. */
function fakeLocalStorage() {
  const kept = new Map<string, string>();
  return { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v), kept };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the current schema in one block', () => {
  it('equals what the released version blocks add up to, at the same version', () => {
    const history = new SalonDeskDB('schema-history');
    const current = new CurrentOnly('schema-current');
    expect(current.verno).toBe(CURRENT_VERSION);
    expect(history.verno).toBe(CURRENT_VERSION);
    expect(schemaOf(current)).toEqual(schemaOf(history));
  });

  it('is used only after this browser opened the database at the current version', async () => {
    const storage = fakeLocalStorage();
    vi.stubGlobal('localStorage', storage);
    const name = `schema-marker-${Math.random().toString(36).slice(2)}`;
    const declared: string[] = [];
    class Watched extends SalonDeskDB {
      protected override declareHistory(): void {
        declared.push('history');
        super.declareHistory();
      }
      protected override declareCurrent(): void {
        declared.push('current');
        super.declareCurrent();
      }
    }
    const first = new Watched(name);
    expect(declared).toEqual(['history']);
    await first.open();
    expect(storage.kept.get(`salon-desk:schema-opened:${name}`)).toBe(String(CURRENT_VERSION));
    first.close();

    const second = new Watched(name);
    expect(declared).toEqual(['history', 'current']);
    await second.open();
    expect(second.verno).toBe(CURRENT_VERSION);
    await second.delete();

    // A marker of another version (an older app wrote it) means the history again.
    storage.setItem(`salon-desk:schema-opened:${name}`, String(CURRENT_VERSION - 1));
    new Watched(name);
    expect(declared).toEqual(['history', 'current', 'history']);
  });
});
