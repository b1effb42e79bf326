import { describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from '../src/db/schema';
import { freshDevice } from '../tests/support/db-helpers';
import { runBackgroundPush } from './background-sync-runner';
import { idbSessionStorage, SYNC_TARGET_KEY, syncLockName } from './background-sync-session';
import type { PushArgs, PushResponse } from './protocol';
import { SyncError, type SyncTransport } from './transport';

const SALON = 'salon-1';
const TARGET = { salonId: SALON, clientId: 'device-1', supabaseUrl: 'http://127.0.0.1:1', anonKey: 'anon' };

const entry = (n: number): OutboxEntry => ({
  mutation_id: `m${n}`,
  salon_id: SALON,
  table: 'appointments',
  row_id: `a${n}`,
  op: 'patch',
  fields: { status: 'completed' },
  hlc: `hlc-${n}`,
  created_at: new Date(0).toISOString(),
});

async function device({ target = true, session = true, queued = 2 } = {}) {
  const { db } = await freshDevice();
  if (target) await db.settings.put({ key: SYNC_TARGET_KEY, value: TARGET });
  if (session) await idbSessionStorage(db).setItem('salon-desk.auth', JSON.stringify({ access_token: 'x', expires_at: 9e9 }));
  for (let n = 1; n <= queued; n++) await db.outbox.add(entry(n));
  return db;
}

/** Applies every mutation, or fails the way it is told to. */
function transport(fail: (call: number) => SyncError | null = () => null, refreshes = true) {
  let calls = 0;
  const pushed: PushArgs[] = [];
  const t: SyncTransport = {
    async push(args) {
      const error = fail(++calls);
      if (error) throw error;
      pushed.push(args);
      return { results: args.p_mutations.map((m) => ({ seq: m.seq, mutation_id: m.mutation_id, status: 'applied', version: 2 })) } as PushResponse;
    },
    pull: vi.fn(),
    refreshAuth: vi.fn(async () => refreshes),
  };
  return { t, pushed };
}

/** A lock manager that is free, or held by a tab for longer than the worker waits. */
const locks = (held = false) => {
  const names: string[] = [];
  const request = (name: string, opts: LockOptions, cb: (lock: Lock | null) => Promise<unknown>) => {
    names.push(name);
    if (!held) return cb({ name, mode: 'exclusive' } as Lock);
    return new Promise((_resolve, reject) => opts.signal?.addEventListener('abort', () => reject(opts.signal?.reason)));
  };
  return { names, manager: { request } as unknown as LockManager };
};

/** A lock a tab holds until `release()`, as navigator.locks grants it: in turn. */
function tabLock() {
  let release!: () => void;
  let held: Promise<void> | null = new Promise<void>((r) => (release = () => ((held = null), r())));
  const request = async (_name: string, _opts: LockOptions, cb: (lock: Lock | null) => Promise<unknown>) => {
    if (held) await held;
    return cb({ name: _name, mode: 'exclusive' } as Lock);
  };
  return { release: () => release(), manager: { request } as unknown as LockManager };
}

describe('background push (service worker)', () => {
  it('pushes the salon outbox with the engine push, under the salon lock', async () => {
    const db = await device();
    const { t, pushed } = transport();
    const lock = locks();
    expect(await runBackgroundPush({ db, locks: lock.manager, transportFor: () => t })).toEqual({ outcome: 'pushed', pushed: 2, rejected: 0 });
    expect(lock.names).toEqual([syncLockName(SALON)]);
    expect(pushed[0].p_client_id).toBe('device-1');
    expect(pushed[0].p_mutations.map((m) => m.mutation_id)).toEqual(['m1', 'm2']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('leaves everything queued without a target, a session, or while a tab holds the lock', async () => {
    const { t, pushed } = transport();
    for (const [db, outcome] of [
      [await device({ target: false }), 'no_target'],
      [await device({ session: false }), 'no_session'],
    ] as const) {
      expect(await runBackgroundPush({ db, locks: locks().manager, transportFor: () => t })).toEqual({ outcome });
      expect(await db.outbox.count()).toBe(2);
    }
    const db = await device();
    expect(await runBackgroundPush({ db, locks: locks(true).manager, transportFor: () => t, lockWaitMs: 20 })).toEqual({ outcome: 'tab_active' });
    expect(await db.outbox.count()).toBe(2);
    expect(await runBackgroundPush({ db: await device({ queued: 0 }), locks: locks().manager, transportFor: () => t })).toEqual({ outcome: 'nothing_queued' });
    expect(pushed).toEqual([]);
  });

  it('waits for an open tab to let go of the lock, then pushes what it left', async () => {
    const db = await device();
    const { t, pushed } = transport();
    const tab = tabLock();
    const run = runBackgroundPush({ db, locks: tab.manager, transportFor: () => t });
    await new Promise((r) => setTimeout(r, 10));
    expect(pushed).toEqual([]);
    tab.release();
    expect(await run).toMatchObject({ outcome: 'pushed', pushed: 2 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('refreshes an expired session once, then pushes', async () => {
    const db = await device();
    const { t } = transport((call) => (call === 1 ? new SyncError('auth', 'JWT expired', 401) : null));
    expect(await runBackgroundPush({ db, locks: null, transportFor: () => t })).toMatchObject({ outcome: 'pushed', pushed: 2 });
    expect(t.refreshAuth).toHaveBeenCalledTimes(1);
  });

  it('a refused session leaves the queue as it is (the owner signs in again)', async () => {
    const db = await device();
    const { t } = transport(() => new SyncError('auth', 'JWT expired', 401), false);
    expect(await runBackgroundPush({ db, locks: null, transportFor: () => t })).toEqual({ outcome: 'needs_auth' });
    expect(await db.outbox.count()).toBe(2);
  });

  it('no connection: throws so the browser fires the event again later, nothing lost', async () => {
    const db = await device();
    const { t } = transport(() => new SyncError('network', 'Failed to fetch'));
    await expect(runBackgroundPush({ db, locks: null, transportFor: () => t })).rejects.toThrow('Failed to fetch');
    expect(await db.outbox.count()).toBe(2);
  });
});
