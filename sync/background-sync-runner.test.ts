import { describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from '../src/db/schema';
import { freshDevice } from '../tests/unit/db-helpers';
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
  base_version: 1,
  created_at: new Date(0).toISOString(),
  attempts: 0,
  next_attempt_at: null,
  last_error: null,
  status: 'pending',
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

/** A lock manager that is free, or held by a tab (ifAvailable gets null). */
const locks = (held = false) => {
  const names: string[] = [];
  const request = (name: string, _opts: LockOptions, cb: (lock: Lock | null) => Promise<unknown>) => {
    names.push(name);
    return cb(held ? null : ({ name, mode: 'exclusive' } as Lock));
  };
  return { names, manager: { request } as unknown as LockManager };
};

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
    expect(await runBackgroundPush({ db, locks: locks(true).manager, transportFor: () => t })).toEqual({ outcome: 'tab_active' });
    expect(await db.outbox.count()).toBe(2);
    expect(await runBackgroundPush({ db: await device({ queued: 0 }), locks: locks().manager, transportFor: () => t })).toEqual({ outcome: 'nothing_queued' });
    expect(pushed).toEqual([]);
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
