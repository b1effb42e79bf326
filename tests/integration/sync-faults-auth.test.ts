// Faults: the access token expires while a device is offline for a week —
// refresh works, then refresh is impossible. Nothing is dropped; everything lands once the
// session is good again. Real engine, RPC transport, supabase-js and local backend.
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { patchRow } from '../../src/db/writer';
import { syncOnce } from '../../sync/replicate';
import { signUpOwner } from './engine-harness';
import { expiredToken, plantSession, storageClient, storedSession } from './fault-harness';
import { addServices, faultSuite, outboxSeqs, WEEK_MS } from './fault-suite';
import { uniqueEmail } from './helpers';

const suite = faultSuite();
const { tab, engine, expectConverged } = suite;

describe('faults', () => {
  describe('token expires while the device is offline for 7 days', () => {
    it('the engine gets a 401, refreshes once with the real refresh token, retries, and everything lands', async () => {
      const owner = await signUpOwner(suite.backend, uniqueEmail('week'));
      const a = await tab(owner);
      await syncOnce(a.replica);
      // A week offline: edits queue up, and the access token the device holds expired long ago.
      await addServices(a, 3, 'Week');
      await patchRow(a.ctx, 'salons', a.salonId, { phone: '555-0199' });
      const queued = await outboxSeqs(a);
      const session = storedSession(a.storage)!;
      const stale = await expiredToken(suite.backend, session.access_token, WEEK_MS);
      expect(decodeJwt(stale)).toMatchObject({
        sub: owner.id,
        role: 'authenticated',
        aud: 'authenticated',
        session_id: decodeJwt(session.access_token).session_id,
      });
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
      const owner = await signUpOwner(suite.backend, uniqueEmail('weekb'));
      const a = await tab(owner);
      await addServices(a, 2, 'Honest');
      const session = storedSession(a.storage)!;
      const stale = await expiredToken(suite.backend, session.access_token, WEEK_MS);
      plantSession(a.storage, { access_token: stale, expires_at: decodeJwt(stale).exp });
      const e = engine(a);
      e.start();
      await e.syncNow();
      expect(e.getStatus().phase).toBe('idle');
      expect(a.transport.log.pushes.every((p) => p.error === null)).toBe(true);
      expect((await expectConverged(a)).services).toHaveLength(2);
    });

    it('refresh impossible (session signed out elsewhere, or a garbage refresh token): needs_auth, nothing dropped, lands after signing in again', async () => {
      const owner = await signUpOwner(suite.backend, uniqueEmail('revoked'));
      const a = await tab(owner);
      await syncOnce(a.replica);
      await addServices(a, 3, 'Kept');
      await patchRow(a.ctx, 'salons', a.salonId, { address: '9 Elm St' });
      const queued = await a.db.outbox.orderBy('seq').toArray();

      // The owner signs this session out from another client (e.g. "sign out everywhere else").
      const session = storedSession(a.storage)!;
      const other = storageClient(suite.backend).client;
      expect((await other.auth.setSession({ access_token: session.access_token, refresh_token: session.refresh_token })).error).toBeNull();
      // setSession keeps the tokens as given when the access token is still valid.
      expect((await other.auth.signOut({ scope: 'local' })).error).toBeNull();
      plantSession(a.storage, { access_token: await expiredToken(suite.backend, session.access_token, WEEK_MS) });

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

      // Again with a refresh token the server never issued. The engine is stopped while the edits
      // and the bad session go in: running, it would push the edits at once with the good session.
      e.stop();
      await addServices(a, 2, 'Garbage');
      const queued2 = await outboxSeqs(a);
      const s2 = storedSession(a.storage)!;
      plantSession(a.storage, { access_token: await expiredToken(suite.backend, s2.access_token, WEEK_MS), refresh_token: 'not-a-real-refresh-token' });
      e.start();
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
});
