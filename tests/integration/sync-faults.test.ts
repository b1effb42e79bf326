// Faults (issue 4, "Proof"): the server dies after committing a push but before answering; the
// network drops in the middle of a pull; the access token expires while a device is offline for a
// week (refresh works, then refresh is impossible); two tabs of one device at once. Each case ends
// converged with the server, with nothing lost and nothing applied twice. Everything goes through
// the real engine, the real RPC transport, supabase-js and the local backend (PostgREST + PGlite).
import type { SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SalonDeskDB } from '../../src/db/database';
import { addFaq, addService, deleteService, updateService } from '../../src/db/repositories/salon-profile';
import { patchRow } from '../../src/db/writer';
import { createSyncEngine, type EngineOptions, type SyncEngine, type SyncStatus } from '../../sync/engine';
import type { PushResponse } from '../../sync/protocol';
import { pullChanges, syncOnce } from '../../sync/replicate';
import type { LocalBackend } from '../../sync/server/index';
import { SyncError } from '../../sync/transport';
import { signUpOwner, type Owner } from './engine-harness';
import {
  TestLocks,
  closeDb,
  deviceKeys,
  expiredToken,
  openTab,
  plantSession,
  serverKeys,
  serverState,
  storageClient,
  storedSession,
  waitFor,
  type Tab,
} from './fault-harness';
import { clientFor, startTestBackend, uniqueEmail } from './helpers';

let backend: LocalBackend;
let admin: SupabaseClient;
const dbs = new Set<SalonDeskDB>();
const engines: SyncEngine[] = [];
const WEEK_MS = 7 * 24 * 3600 * 1000;

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

async function tab(owner: Owner, opts: Parameters<typeof openTab>[2] = {}): Promise<Tab> {
  const t = await openTab(backend, owner, opts);
  dbs.add(t.db);
  return t;
}

function engine(t: Tab, extra: Partial<EngineOptions> = {}): SyncEngine {
  const e = createSyncEngine({ ...t.replica, locks: null, events: null, isOnline: () => true, random: () => 0, debounceMs: 20, periodMs: 600_000, ...extra });
  engines.push(e);
  return e;
}

const outboxSeqs = async (t: Tab) => (await t.db.outbox.orderBy('seq').toArray()).map((e) => e.seq);

async function addServices(t: Tab, n: number, tag: string) {
  const out = [];
  for (let i = 0; i < n; i++) out.push(await addService(t.salonId, { name: `${tag} ${i}`, price: String(20 + i), duration: '30' }, t.ctx));
  return out;
}

/** Device and server hold the same rows at the same versions. */
async function expectConverged(...tabs: Tab[]) {
  const server = await serverKeys(admin, tabs[0].salonId);
  for (const t of tabs) {
    expect(await t.db.outbox.count()).toBe(0);
    expect(await deviceKeys(t.db)).toEqual(server);
  }
  return server;
}

describe('faults', () => {
  it('server commits a push and dies before answering: the retry duplicates nothing', async () => {
    const owner = await signUpOwner(backend, uniqueEmail('dies'));
    let dieAfterCommit = true;
    const committed: PushResponse[] = [];
    const a = await tab(owner, {
      hooks: {
        async push(args, real) {
          const response = await real.push(args); // the server commits...
          if (!dieAfterCommit) return response;
          committed.push(response);
          throw new SyncError('network', 'socket hang up'); // ...and the answer never arrives.
        },
      },
    });
    const b = await tab(owner);
    await syncOnce(b.replica); // b's salon put goes first, so a's batch has one owner row to supersede.

    // a works offline: creates, edits, a delete, an FAQ.
    const services = await addServices(a, 4, 'Nails');
    await updateService(services[1].id, { name: 'Nails 1', price: '99', duration: '45' }, a.ctx);
    await deleteService(services[2].id, a.ctx);
    await addFaq(a.salonId, { question: 'Parking?', answer: 'Behind the salon' }, a.ctx);
    await patchRow(a.ctx, 'salons', a.salonId, { address: '1 Main St' });
    const queued = await outboxSeqs(a);
    expect(queued.length).toBeGreaterThanOrEqual(8);

    const e = engine(a);
    const seen: SyncStatus[] = [];
    e.subscribe((s) => seen.push(s));
    dieAfterCommit = true;
    e.start();
    await waitFor(() => committed.length === 1 && e.getStatus().phase === 'offline', 'the push to die after committing');
    // The server took the whole batch; the device never heard, so it keeps every entry.
    expect(committed[0].results.map((r) => r.seq)).toEqual(queued);
    expect(committed[0].results.filter((r) => r.status === 'applied').length).toBeGreaterThanOrEqual(queued.length - 1);
    expect(await outboxSeqs(a)).toEqual(queued);
    expect(e.getStatus().lastError).toContain('socket hang up');
    const afterCommit = await serverState(admin, a.salonId);

    // The engine's own backoff retry (random 0 → 500 ms) replays the batch.
    dieAfterCommit = false;
    await waitFor(() => e.getStatus().phase === 'idle' && e.getStatus().pending === 0, 'the retry to land', 10_000);
    const replay = a.transport.log.pushes.at(-1)!;
    expect(replay.args.p_mutations.map((m) => m.seq)).toEqual(queued);
    expect(replay.results!.every((r) => r.status === 'superseded')).toBe(true);

    // Nothing was written twice: the salon's counter, every row's version and the device's
    // last_seq are exactly what the first (unanswered) push left.
    const afterReplay = await serverState(admin, a.salonId);
    expect(afterReplay.counter).toBe(afterCommit.counter);
    expect(afterReplay.tables).toEqual(afterCommit.tables);
    expect(afterReplay.clients.find((c) => c.client_id === a.replica.clientId)?.last_seq).toBe(queued.at(-1));
    expect(afterReplay.tables.services).toHaveLength(4);
    expect(afterReplay.tables.services.find((s) => s.id === services[2].id)?.deleted).toBe(true);
    expect(afterReplay.tables.salon_faqs).toHaveLength(1);
    expect(seen.at(-1)?.pending).toBe(0);

    e.stop();
    await syncOnce(b.replica);
    const server = await expectConverged(a, b);
    expect(server.services).toHaveLength(4);
  });

  it('network drops mid-pull: the cursor only covers applied pages, the next sync resumes', async () => {
    const owner = await signUpOwner(backend, uniqueEmail('pull'));
    const writer = await tab(owner);
    const services = await addServices(writer, 14, 'Color');
    await deleteService(services[0].id, writer.ctx);
    await syncOnce(writer.replica);

    let fault: 'drop' | 'corrupt' | null = 'drop';
    const reader = await tab(owner, {
      hooks: {
        async pull(args, real, n) {
          if (n === 2 && fault === 'drop') throw new SyncError('network', 'connection reset mid-pull');
          const response = await real.pull(args);
          if (fault === 'corrupt' && response.changes.length > 1) {
            // A page that cannot be applied (a row without a key): none of it, and not its cursor, may land.
            const bad = { ...response.changes.at(-1)!, row: { ...response.changes.at(-1)!.row, id: undefined as unknown as string } };
            return { ...response, changes: [...response.changes.slice(0, -1), bad] };
          }
          return response;
        },
      },
    });
    reader.replica.pullLimit = 5;

    await expect(syncOnce(reader.replica)).rejects.toMatchObject({ kind: 'network' });
    const pulls = reader.transport.log.pulls;
    expect(pulls).toHaveLength(2);
    const firstPage = pulls[0].response!;
    expect(firstPage.has_more).toBe(true);
    expect(firstPage.changes).toHaveLength(5);
    // The first page and its cursor landed together; nothing of the second.
    expect((await reader.db.sync_state.get(reader.salonId))?.cursor).toBe(firstPage.cursor);
    for (const c of firstPage.changes) expect((await reader.db.table(c.table).get(c.row.id))?.version).toBe(c.row.version);
    const server = await serverState(admin, reader.salonId);
    const later = server.tables.services.filter((s) => s.version > firstPage.cursor);
    expect(later.length).toBeGreaterThan(0);
    for (const s of later) expect(await reader.db.services.get(s.id)).toBeUndefined();

    // Second attempt: the page arrives but cannot be applied. Rows and cursor stay as they were.
    fault = 'corrupt';
    const before = await deviceKeys(reader.db);
    const attempt = pulls.length;
    await expect(pullChanges(reader.replica)).rejects.toThrow();
    // The page asked for from the stored cursor; the next page may have been asked for ahead
    // while it was being written, and is dropped with it.
    expect(pulls[attempt].args.p_cursor).toBe(firstPage.cursor);
    expect(pulls.length - attempt).toBeLessThanOrEqual(2);
    expect((await reader.db.sync_state.get(reader.salonId))?.cursor).toBe(firstPage.cursor);
    expect(await deviceKeys(reader.db)).toEqual(before);

    // The network is back: the sync resumes from the stored cursor and ends converged.
    fault = null;
    const resumedFrom = pulls.length;
    await syncOnce(reader.replica);
    expect(pulls[resumedFrom].args.p_cursor).toBe(firstPage.cursor);
    await syncOnce(writer.replica);
    const converged = await expectConverged(reader, writer);
    expect(converged.services).toHaveLength(14);
    expect((await reader.db.services.get(services[0].id))?.deleted).toBe(true);
    // Each server row came down exactly once after the drop (resume, not restart): no page repeated.
    const pulledIds = pulls.slice(resumedFrom).flatMap((p) => p.response!.changes.map((c) => `${c.table}:${c.row.id}`));
    expect(new Set(pulledIds).size).toBe(pulledIds.length);
  });

  describe('token expires while the device is offline for 7 days', () => {
    it('the engine gets a 401, refreshes once with the real refresh token, retries, and everything lands', async () => {
      const owner = await signUpOwner(backend, uniqueEmail('week'));
      const a = await tab(owner);
      await syncOnce(a.replica);
      // A week offline: edits queue up, and the access token the device holds expired long ago.
      await addServices(a, 3, 'Week');
      await patchRow(a.ctx, 'salons', a.salonId, { phone: '555-0199' });
      const queued = await outboxSeqs(a);
      const session = storedSession(a.storage)!;
      const stale = await expiredToken(backend, session.access_token, WEEK_MS);
      expect(decodeJwt(stale)).toMatchObject({ sub: owner.id, role: 'authenticated', aud: 'authenticated', session_id: decodeJwt(session.access_token).session_id });
      // The stored session still claims to be valid, so supabase-js sends the token as is.
      plantSession(a.storage, { access_token: stale });

      const log = a.transport.log;
      const from = log.pushes.length;
      const e = engine(a);
      e.start();
      await e.syncNow();
      expect(e.getStatus()).toMatchObject({ phase: 'idle', lastError: null });
      // One 401 (PostgREST: JWT expired), one refresh, one successful retry.
      expect(log.pushes.slice(from).map((p) => p.error)).toEqual(['SyncError: JWT expired', null]);
      expect(log.refreshes).toEqual([true]);
      expect(log.pushes.at(-1)!.args.p_mutations.map((m) => m.seq)).toEqual(queued);
      expect(log.pushes.at(-1)!.results!.every((r) => r.status === 'applied')).toBe(true);
      const fresh = storedSession(a.storage)!;
      expect(fresh.access_token).not.toBe(stale);
      expect(fresh.refresh_token).not.toBe(session.refresh_token); // rotated
      expect(decodeJwt(fresh.access_token).exp! * 1000).toBeGreaterThan(Date.now());
      const server = await expectConverged(a);
      expect(server.services).toHaveLength(3);
    });

    it('a stored session that knows it expired is refreshed before the first request', async () => {
      const owner = await signUpOwner(backend, uniqueEmail('weekb'));
      const a = await tab(owner);
      await addServices(a, 2, 'Honest');
      const session = storedSession(a.storage)!;
      const stale = await expiredToken(backend, session.access_token, WEEK_MS);
      plantSession(a.storage, { access_token: stale, expires_at: decodeJwt(stale).exp });
      const e = engine(a);
      e.start();
      await e.syncNow();
      expect(e.getStatus().phase).toBe('idle');
      expect(a.transport.log.pushes.every((p) => p.error === null)).toBe(true);
      expect((await expectConverged(a)).services).toHaveLength(2);
    });

    it('refresh impossible (session signed out elsewhere, or a garbage refresh token): needs_auth, nothing dropped, lands after signing in again', async () => {
      const owner = await signUpOwner(backend, uniqueEmail('revoked'));
      const a = await tab(owner);
      await syncOnce(a.replica);
      await addServices(a, 3, 'Kept');
      await patchRow(a.ctx, 'salons', a.salonId, { address: '9 Elm St' });
      const queued = await a.db.outbox.orderBy('seq').toArray();

      // The owner signs this session out from another client (e.g. "sign out everywhere else").
      const session = storedSession(a.storage)!;
      const other = storageClient(backend).client;
      expect((await other.auth.setSession({ access_token: session.access_token, refresh_token: session.refresh_token })).error).toBeNull();
      // setSession keeps the tokens as given when the access token is still valid.
      expect((await other.auth.signOut({ scope: 'local' })).error).toBeNull();
      plantSession(a.storage, { access_token: await expiredToken(backend, session.access_token, WEEK_MS) });

      const e = engine(a);
      const phases: string[] = [];
      e.subscribe((s) => phases.push(s.phase));
      e.start();
      await e.syncNow();
      expect(e.getStatus().phase).toBe('needs_auth');
      expect(e.getStatus().lastError).toMatch(/sign in/i);
      expect(a.transport.log.refreshes).toEqual([false]);
      expect(await a.db.outbox.orderBy('seq').toArray()).toEqual(queued);
      // No retry loop hammers the server while waiting for the owner.
      const calls = a.transport.log.pushes.length;
      await new Promise((r) => setTimeout(r, 700));
      expect(a.transport.log.pushes.length).toBe(calls);
      expect(e.getStatus().phase).toBe('needs_auth');

      // Signing in again (a new session on this client) and retrying sends everything.
      expect((await a.client.auth.signInWithPassword({ email: owner.email, password: owner.password })).error).toBeNull();
      await e.syncNow();
      expect(e.getStatus().phase).toBe('idle');
      let server = await expectConverged(a);
      expect(server.services).toHaveLength(3);
      expect(server.salons[0]).toBeDefined();

      // Again with a refresh token the server never issued.
      await addServices(a, 2, 'Garbage');
      const queued2 = await outboxSeqs(a);
      const s2 = storedSession(a.storage)!;
      plantSession(a.storage, { access_token: await expiredToken(backend, s2.access_token, WEEK_MS), refresh_token: 'not-a-real-refresh-token' });
      await e.syncNow();
      expect(e.getStatus().phase).toBe('needs_auth');
      expect(await outboxSeqs(a)).toEqual(queued2);
      expect((await a.client.auth.signInWithPassword({ email: owner.email, password: owner.password })).error).toBeNull();
      await e.syncNow();
      expect(e.getStatus().phase).toBe('idle');
      server = await expectConverged(a);
      expect(server.services).toHaveLength(5);
      expect(phases).toContain('needs_auth');
      e.stop();
    });
  });

  describe('two tabs of one device', () => {
    /** A second tab: its own Dexie connection to the same database, its own client and session. */
    async function secondTab(owner: Owner, first: Tab): Promise<Tab> {
      const db = new SalonDeskDB(first.db.name);
      const t = await tab(owner, { db });
      expect(t.replica.clientId).toBe(first.replica.clientId);
      return t;
    }

    function appliedSeqs(...tabs: Tab[]) {
      return tabs.flatMap((t) => t.transport.log.pushes.flatMap((p) => (p.results ?? []).filter((r) => r.status === 'applied' || r.status === 'conflict').map((r) => r.seq)));
    }

    it('with a lock, one tab syncs at a time, the other takes over, and both tabs writing ends converged', async () => {
      const owner = await signUpOwner(backend, uniqueEmail('tabs'));
      const t1 = await tab(owner);
      const t2 = await secondTab(owner, t1);
      const locks = new TestLocks();
      const e1 = engine(t1, { locks: locks.manager });
      const e2 = engine(t2, { locks: locks.manager });
      let maxLeaders = 0;
      const track = () => (maxLeaders = Math.max(maxLeaders, [e1, e2].filter((e) => e.getStatus().leader).length));
      e1.subscribe(track);
      e2.subscribe(track);
      e1.start();
      e2.start();
      await waitFor(() => e1.getStatus().leader, 'tab 1 to lead');
      expect(e2.getStatus().leader).toBe(false);

      // Both tabs write at once; only the leader pushes.
      await Promise.all([addServices(t1, 6, 'Tab1'), addServices(t2, 6, 'Tab2')]);
      await waitFor(async () => (await t1.db.outbox.count()) === 0 && e1.getStatus().phase === 'idle', 'tab 1 to push both tabs’ writes');
      expect(t1.transport.log.pushes.length).toBeGreaterThan(0);
      expect(t2.transport.log.pushes).toHaveLength(0);
      expect(t2.transport.log.pulls).toHaveLength(0);

      // Tab 1 closes: tab 2 takes the lock and syncs what both wrote meanwhile.
      await Promise.all([addServices(t2, 3, 'Late2'), addServices(t1, 2, 'Late1')]);
      e1.stop();
      await waitFor(() => e2.getStatus().leader, 'tab 2 to take over');
      await waitFor(async () => (await t2.db.outbox.count()) === 0 && e2.getStatus().phase === 'idle', 'tab 2 to push the rest');
      await e2.syncNow();
      expect(maxLeaders).toBe(1);
      expect(locks.maxHolders).toBe(1);

      const applied = appliedSeqs(t1, t2);
      expect(new Set(applied).size).toBe(applied.length);
      const server = await expectConverged(t2);
      expect(server.services).toHaveLength(17);
      const state = await serverState(admin, t1.salonId);
      expect(state.clients.find((c) => c.client_id === t1.replica.clientId)?.last_seq).toBe(Math.max(...applied));
      e2.stop();
    });

    it('a write committed by another tab (seen only through the database) reaches the leader within the debounce, not the timer', async () => {
      const owner = await signUpOwner(backend, uniqueEmail('follower'));
      const t1 = await tab(owner);
      const t2 = await secondTab(owner, t1);
      const locks = new TestLocks();
      const e1 = engine(t1, { locks: locks.manager }); // periodMs is 10 minutes: only a trigger can push
      const e2 = engine(t2, { locks: locks.manager });
      e1.start();
      e2.start();
      await waitFor(() => e1.getStatus().leader && t1.transport.log.pulls.length > 0 && e1.getStatus().phase === 'idle', 'tab 1 to lead and sync');
      // In a browser, tab 2's write listeners live in tab 2's page: the leader hears nothing but
      // the database. Here, the same write made without the in-process notification.
      const template = (await addServices(t2, 1, 'Tab2'))[0];
      await waitFor(async () => (await t1.db.outbox.count()) === 0, 'the first write to be pushed');
      const id = crypto.randomUUID();
      await t2.db.transaction('rw', [t2.db.services, t2.db.outbox], async () => {
        const hlc = t2.ctx.clock.tick();
        const fields = { id, salon_id: t2.salonId, name: 'Quiet write', price: 30, duration: 30, description: null, deleted: false };
        await t2.db.services.put({ ...template, ...fields, updated_at: hlc, version: null });
        await t2.db.outbox.add({ mutation_id: crypto.randomUUID(), salon_id: t2.salonId, table: 'services', row_id: id, op: 'put', fields, hlc, created_at: new Date().toISOString() });
      });
      await waitFor(async () => (await admin.from('services').select('id').eq('id', id)).data?.length === 1, 'the quiet write to reach the server', 5_000);
      expect(t2.transport.log.pushes).toHaveLength(0);
      e1.stop();
      e2.stop();
    });

    it('without a lock both tabs sync at once: the same seqs go out twice, the server applies each once', async () => {
      const owner = await signUpOwner(backend, uniqueEmail('nolock'));
      const t1 = await tab(owner);
      const t2 = await secondTab(owner, t1);
      const e1 = engine(t1);
      const e2 = engine(t2);
      e1.start();
      e2.start();
      expect(e1.getStatus().leader && e2.getStatus().leader).toBe(true);
      const services = await Promise.all([addServices(t1, 8, 'A'), addServices(t2, 8, 'B')]);
      await patchRow(t1.ctx, 'services', services[1][0].id, { description: 'edited in tab 1' });
      await patchRow(t2.ctx, 'services', services[0][0].id, { description: 'edited in tab 2' });
      await Promise.all([e1.syncNow(), e2.syncNow()]);
      await waitFor(async () => (await t1.db.outbox.count()) === 0, 'the outbox to drain');
      await Promise.all([e1.syncNow(), e2.syncNow()]);
      expect([e1.getStatus().phase, e2.getStatus().phase]).toEqual(['idle', 'idle']);

      const applied = appliedSeqs(t1, t2);
      const sent = [t1, t2].flatMap((t) => t.transport.log.pushes.flatMap((p) => p.args.p_mutations.map((m) => m.seq)));
      const sentTwice = sent.length - new Set(sent).size;
      console.info(`no lock: ${sent.length} mutations sent for ${new Set(sent).size} seqs (${sentTwice} sent twice), ${applied.length} applied`);
      expect(new Set(applied).size).toBe(applied.length);
      const server = await expectConverged(t1, t2);
      expect(server.services).toHaveLength(16);
      expect(server.services.every((s) => s.deleted === false)).toBe(true);
      e1.stop();
      e2.stop();
    });
  });
});
