// When the sync engine runs (docs/architecture.md#engine-triggers-and-retries): after a local write (debounced),
// on 'online' and on visibility, on a timer only while visible, with exponential backoff after
// a failure; and what it tells listeners (phases in order, pending going down to 0, progress of a
// new device's first pull). Real engine, real transport, local backend; real short timers, with
// bounded waits and only lower bounds on delays (a busy machine may be slow, never early).
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SalonDeskDB } from '../../src/db/database';
import { addService } from '../../src/db/repositories/salon-profile';
import { createSyncEngine, type EngineOptions, type SyncEngine, type SyncStatus } from '../../sync/engine';
import { backoffDelay } from '../../sync/merge';
import { syncOnce } from '../../sync/replicate';
import type { LocalBackend } from '../../sync/server/index';
import { SyncError } from '../../sync/transport';
import { signUpOwner, type Owner } from './engine-harness';
import { closeDb, deviceKeys, openTab, serverKeys, waitFor, type Tab } from './fault-harness';
import { clientFor, startTestBackend, uniqueEmail } from './helpers';

let backend: LocalBackend;
let admin: SupabaseClient;
const dbs: SalonDeskDB[] = [];
const engines: SyncEngine[] = [];

beforeAll(async () => {
  ({ backend } = await startTestBackend());
  admin = clientFor(backend, backend.serviceRoleKey);
});
afterAll(async () => {
  for (const e of engines) e.stop();
  for (const db of dbs) await closeDb(db);
  await backend?.close();
});

async function tab(owner: Owner, opts: Parameters<typeof openTab>[2] = {}): Promise<Tab> {
  const t = await openTab(backend, owner, opts);
  dbs.push(t.db);
  return t;
}

function engine(t: Tab, extra: Partial<EngineOptions> = {}): { engine: SyncEngine; seen: SyncStatus[] } {
  const e = createSyncEngine({ ...t.replica, locks: null, events: null, isOnline: () => true, random: () => 0, debounceMs: 30, periodMs: 600_000, ...extra });
  engines.push(e);
  const seen: SyncStatus[] = [];
  e.subscribe((s) => seen.push(s));
  return { engine: e, seen };
}

const idle = (e: SyncEngine) => e.getStatus().phase === 'idle' && e.getStatus().pending === 0;
/**
 * A pass ran after status number `from` and the engine is now idle with nothing pending. (Right
 * after start() the status already reads idle/0: the first pass and the outbox count are async.)
 */
async function waitSynced(e: SyncEngine, seen: SyncStatus[], from: number, what: string, timeoutMs = 10_000) {
  await waitFor(() => seen.slice(from).some((s) => s.phase === 'syncing') && idle(e), what, timeoutMs);
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Consecutive duplicates removed. */
const runs = <T>(xs: T[]) => xs.filter((x, i) => i === 0 || x !== xs[i - 1]);

async function addServices(t: Tab, n: number, tag: string) {
  for (let i = 0; i < n; i++) await addService(t.salonId, { name: `${tag} ${i}`, price: '25', duration: '30' }, t.ctx);
}

/** Waits until no request has been made for a while (bounded by the test timeout). */
async function settled(t: Tab) {
  let seen = -1;
  while (seen !== t.transport.log.pushes.length + t.transport.log.pulls.length) {
    seen = t.transport.log.pushes.length + t.transport.log.pulls.length;
    await sleep(200);
  }
}

describe('sync engine scheduling', () => {
  it('a local write triggers a push after the debounce, without anyone calling syncNow', async () => {
    const owner = await signUpOwner(backend, uniqueEmail('debounce'));
    const a = await tab(owner);
    const { engine: e, seen } = engine(a, { debounceMs: 40 });
    e.start();
    await waitSynced(e, seen, 0, 'the start-up sync');
    const pushesBefore = a.transport.log.pushes.length;
    const statusesBefore = seen.length;

    await addService(a.salonId, { name: 'Debounced', price: '10', duration: '15' }, a.ctx);
    // Debounced: nothing went out synchronously with the write.
    expect(a.transport.log.pushes.length).toBe(pushesBefore);
    await waitFor(() => a.transport.log.pushes.length > pushesBefore && idle(e), 'the debounced push');
    expect(a.transport.log.pushes.at(-1)!.args.p_mutations.map((m) => m.table)).toEqual(['services']);
    expect(runs(seen.slice(statusesBefore).map((s) => s.phase))).toEqual(['idle', 'syncing', 'idle']);

    // A write to another salon (a different owner on this device's db would be one) does not trigger.
    const other = await signUpOwner(backend, uniqueEmail('other'));
    const b = await tab(other);
    const pushesNow = a.transport.log.pushes.length;
    await addService(b.salonId, { name: 'Elsewhere', price: '10', duration: '15' }, b.ctx);
    await sleep(200);
    expect(a.transport.log.pushes.length).toBe(pushesNow);
    e.stop();
  });

  it("'offline' shows offline and holds writes; 'online' syncs them; visibility and the timer only kick while visible", async () => {
    const owner = await signUpOwner(backend, uniqueEmail('online'));
    const a = await tab(owner);
    const events = new EventTarget();
    let online = true;
    let visible = true;
    const { engine: e, seen } = engine(a, { events, isOnline: () => online, visible: () => visible, debounceMs: 20, periodMs: 60 });
    e.start();
    await waitSynced(e, seen, 0, 'the start-up sync');

    online = false;
    events.dispatchEvent(new Event('offline'));
    expect(e.getStatus().phase).toBe('offline');
    // A quiet timer pass may have been in flight when the connection went: let it land first.
    await settled(a);
    const pushes = a.transport.log.pushes.length;
    const pulls = a.transport.log.pulls.length;
    await addServices(a, 3, 'Offline');
    await sleep(250); // debounce and several timer periods pass
    expect(a.transport.log.pushes.length).toBe(pushes);
    expect(a.transport.log.pulls.length).toBe(pulls);
    expect(e.getStatus()).toMatchObject({ phase: 'offline', pending: 3 });

    online = true;
    const beforeOnline = seen.length;
    events.dispatchEvent(new Event('online'));
    await waitSynced(e, seen, beforeOnline, "the sync on 'online'");
    expect(a.transport.log.pushes.at(-1)!.args.p_mutations).toHaveLength(3);

    // Hidden: neither the timer nor a visibilitychange to hidden runs a pass.
    visible = false;
    await settled(a);
    const hiddenPulls = a.transport.log.pulls.length;
    events.dispatchEvent(new Event('visibilitychange'));
    await sleep(250);
    expect(a.transport.log.pulls.length).toBe(hiddenPulls);
    // Visible again: the visibilitychange (and the timer) sync.
    visible = true;
    events.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => a.transport.log.pulls.length > hiddenPulls, 'a pull once visible');
    await waitFor(() => a.transport.log.pulls.length > hiddenPulls + 2, 'the timer to keep syncing while visible');
    e.stop();
    const afterStop = a.transport.log.pulls.length;
    events.dispatchEvent(new Event('online'));
    await sleep(200);
    expect(a.transport.log.pulls.length).toBeLessThanOrEqual(afterStop + 1); // at most the pass already under way
    expect(seen.map((s) => s.phase)).toContain('offline');
    expect(await deviceKeys(a.db)).toEqual(await serverKeys(admin, a.salonId));
  });

  it('backs off after server failures with growing delays, keeps the queue, and lands when the server is back', async () => {
    const owner = await signUpOwner(backend, uniqueEmail('backoff'));
    let failures = 3;
    const attemptsAt: number[] = [];
    const queuedAt: number[] = [];
    const a: Tab = await tab(owner, {
      hooks: {
        async push(args, real) {
          attemptsAt.push(Date.now());
          queuedAt.push(await a.db.outbox.count());
          if (failures > 0) {
            failures--;
            throw new SyncError('server', 'Server error 503', 503);
          }
          return real.push(args);
        },
      },
    });
    await addServices(a, 4, 'Retry');
    const { engine: e, seen } = engine(a, { random: () => 0 });
    e.start();
    await waitSynced(e, seen, 0, 'the push to land after the retries', 15_000);
    expect(attemptsAt).toHaveLength(4);
    // random 0 → half of 1 s, 2 s, 4 s: 500, 1000, 2000 ms. A timer may fire late, never early.
    const gaps = attemptsAt.slice(1).map((t, i) => t - attemptsAt[i]);
    gaps.forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual(backoffDelay(i, () => 0) - 5));
    expect(backoffDelay(0, () => 0)).toBe(500);
    expect(backoffDelay(2, () => 0)).toBe(2000);
    // Between attempts: 'error' with the reason, the queue intact.
    const errors = seen.filter((s) => s.phase === 'error');
    expect(errors.length).toBeGreaterThanOrEqual(3);
    expect(errors.every((s) => s.lastError === 'Server error 503')).toBe(true);
    expect(queuedAt).toEqual([5, 5, 5, 5]); // 4 services + the salon row, kept through every failure
    expect(e.getStatus().lastError).toBeNull();
    expect(await deviceKeys(a.db)).toEqual(await serverKeys(admin, a.salonId));

    // Success reset the attempts: the next failure waits the first delay again, not the fourth.
    failures = 1;
    attemptsAt.length = 0;
    await addServices(a, 1, 'Again');
    await waitFor(() => attemptsAt.length === 2 && idle(e), 'the second retry', 15_000);
    const gap = attemptsAt[1] - attemptsAt[0];
    expect(gap).toBeGreaterThanOrEqual(495);
    expect(gap).toBeLessThan(4000); // not the 4th step (8 s with random 0): the count was reset
    e.stop();
  });

  it('a network failure shows offline and retries too; syncNow during a backoff runs at once', async () => {
    const owner = await signUpOwner(backend, uniqueEmail('netfail'));
    let failures = 1;
    const a = await tab(owner, {
      hooks: {
        async pull(args, real) {
          if (failures-- > 0) throw new SyncError('network', 'Failed to fetch');
          return real.pull(args);
        },
      },
    });
    // The first retry would wait 1 s (random 1); syncNow does not wait for it.
    const { engine: e } = engine(a, { random: () => 1, debounceMs: 600_000 });
    e.start();
    await waitFor(() => e.getStatus().phase === 'offline', 'the failed pull');
    expect(e.getStatus().lastError).toBe('Failed to fetch');
    await e.syncNow();
    expect(idle(e)).toBe(true);
    e.stop();
  });

  it('status events: syncing then idle, pending counts going down to 0, progress.initial on a new device', async () => {
    const owner = await signUpOwner(backend, uniqueEmail('status'));
    const writer = await tab(owner);
    writer.replica.pushBatch = 4;
    await addServices(writer, 11, 'Status');
    const { engine: w, seen } = engine(writer);
    w.start();
    await waitSynced(w, seen, 0, 'the writer to push');
    const phases = runs(seen.map((s) => s.phase));
    expect(phases).toEqual(['idle', 'syncing', 'idle']);
    const pending = runs(seen.map((s) => s.pending));
    const peak = pending.indexOf(Math.max(...pending));
    expect(Math.max(...pending)).toBe(12); // 11 services + the salon row
    const down = pending.slice(peak);
    expect(down.at(-1)).toBe(0);
    down.slice(1).forEach((p, i) => expect(p).toBeLessThan(down[i]));
    expect(down.length).toBeGreaterThan(2); // batches of 4: seen going down in steps
    const lastSyncing = seen.findLastIndex((s) => s.phase === 'syncing');
    expect(seen.slice(lastSyncing + 1).every((s) => s.phase === 'idle' && s.progress === null && s.lastSyncedAt !== null)).toBe(true);
    w.stop();

    // A new device: its first pass is the initial pull, with progress in steps of the page size.
    const fresh = await tab(owner);
    fresh.replica.pullLimit = 4;
    await fresh.db.outbox.clear(); // the salon row it seeded is the server's already
    const { engine: f, seen: fseen } = engine(fresh);
    f.start();
    await waitSynced(f, fseen, 0, 'the initial pull');
    const progress = fseen.filter((s) => s.phase === 'syncing').map((s) => s.progress);
    expect(progress[0]).toEqual({ pulled: 0, initial: true });
    expect(progress.every((p) => p?.initial === true)).toBe(true);
    const pulled = runs(progress.map((p) => p!.pulled));
    expect(pulled.length).toBeGreaterThanOrEqual(4);
    pulled.slice(1).forEach((n, i) => expect(n).toBeGreaterThan(pulled[i]));
    expect(pulled.at(-1)).toBeGreaterThanOrEqual(12);
    expect(f.getStatus().progress).toBeNull();

    // With nothing to send, the next pass is quiet (no "Syncing…" every few seconds)...
    let before = fseen.length;
    await f.syncNow();
    expect(fseen.slice(before).some((s) => s.phase === 'syncing')).toBe(false);
    // ...and with something to send it shows, no longer initial.
    await addServices(fresh, 1, 'After');
    before = fseen.length;
    await f.syncNow();
    expect(fseen.slice(before).find((s) => s.phase === 'syncing')?.progress).toEqual({ pulled: 0, initial: false });
    expect(await deviceKeys(fresh.db)).toEqual(await serverKeys(admin, fresh.salonId));
    await syncOnce(writer.replica);
    expect(await deviceKeys(writer.db)).toEqual(await deviceKeys(fresh.db));
    f.stop();
  });
});
