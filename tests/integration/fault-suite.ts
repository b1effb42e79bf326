// The shared set-up of the sync fault tests, split over sync-faults*.test.ts:
// one local backend per file, devices ("tabs") whose session the test can reach, engines with
// short timers, and the convergence check. Call faultSuite() at the top of a test file.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect } from 'vitest';
import { SalonDeskDB } from '../../src/db/database';
import { addService } from '../../src/db/repositories/salon-profile';
import { createSyncEngine, type EngineOptions, type SyncEngine } from '../../sync/engine';
import type { LocalBackend } from '../../sync/server/index';
import type { Owner } from './engine-harness';
import { closeDb, deviceKeys, openTab, serverKeys, type Tab } from './fault-harness';
import { clientFor, startTestBackend } from './helpers';

export const WEEK_MS = 7 * 24 * 3600 * 1000;

export const outboxSeqs = async (t: Tab) => (await t.db.outbox.orderBy('seq').toArray()).map((e) => e.seq);

export async function addServices(t: Tab, n: number, tag: string) {
  const out = [];
  for (let i = 0; i < n; i++) out.push(await addService(t.salonId, { name: `${tag} ${i}`, price: String(20 + i), duration: '30' }, t.ctx));
  return out;
}

export interface FaultSuite {
  /** Valid inside tests (set in beforeAll). */
  readonly backend: LocalBackend;
  readonly admin: SupabaseClient;
  tab(owner: Owner, opts?: Parameters<typeof openTab>[2]): Promise<Tab>;
  engine(t: Tab, extra?: Partial<EngineOptions>): SyncEngine;
  /** Device and server hold the same rows at the same versions. */
  expectConverged(...tabs: Tab[]): Promise<Awaited<ReturnType<typeof serverKeys>>>;
}

export function faultSuite(): FaultSuite {
  let backend: LocalBackend;
  let admin: SupabaseClient;
  const dbs = new Set<SalonDeskDB>();
  const engines: SyncEngine[] = [];

  beforeAll(async () => {
    ({ backend } = await startTestBackend());
    admin = clientFor(backend, backend.serviceRoleKey);
  });
  afterAll(async () => {
    for (const e of engines) e.stop();
    // Close every connection (second tabs share a database) before deleting.
    for (const db of dbs) db.close();
    for (const name of new Set([...dbs].map((db) => db.name))) await closeDb(new SalonDeskDB(name));
    await backend?.close();
  });

  return {
    get backend() {
      return backend;
    },
    get admin() {
      return admin;
    },
    async tab(owner, opts = {}) {
      const t = await openTab(backend, owner, opts);
      dbs.add(t.db);
      return t;
    },
    engine(t, extra = {}) {
      const e = createSyncEngine({
        ...t.replica,
        locks: null,
        events: null,
        isOnline: () => true,
        random: () => 0,
        debounceMs: 20,
        periodMs: 600_000,
        ...extra,
      });
      engines.push(e);
      return e;
    },
    async expectConverged(...tabs) {
      const server = await serverKeys(admin, tabs[0].salonId);
      for (const t of tabs) {
        expect(await t.db.outbox.count()).toBe(0);
        expect(await deviceKeys(t.db)).toEqual(server);
      }
      return server;
    },
  };
}
