// Faults: two tabs of one device at once, with and without the per-salon
// lock. Each case ends converged with the server, nothing lost and nothing applied twice. Real
// engine, RPC transport, supabase-js and local backend.
import { describe, expect, it } from 'vitest';
import { SalonDeskDB } from '../../src/db/database';
import { patchRow } from '../../src/db/writer';
import { signUpOwner, type Owner } from './engine-harness';
import { TestLocks, serverState, waitFor, type Tab } from './fault-harness';
import { addServices, faultSuite } from './fault-suite';
import { uniqueEmail } from './helpers';

const suite = faultSuite();
const { tab, engine, expectConverged } = suite;

describe('faults', () => {
  describe('two tabs of one device', () => {
    /** A second tab: its own Dexie connection to the same database, its own client and session. */
    async function secondTab(owner: Owner, first: Tab): Promise<Tab> {
      const db = new SalonDeskDB(first.db.name);
      const t = await tab(owner, { db });
      expect(t.replica.clientId).toBe(first.replica.clientId);
      return t;
    }

    function appliedSeqs(...tabs: Tab[]) {
      return tabs.flatMap((t) =>
        t.transport.log.pushes.flatMap((p) => (p.results ?? []).filter((r) => r.status === 'applied' || r.status === 'conflict').map((r) => r.seq)),
      );
    }

    it('with a lock, one tab syncs at a time, the other takes over, and both tabs writing ends converged', async () => {
      const owner = await signUpOwner(suite.backend, uniqueEmail('tabs'));
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
      const state = await serverState(suite.admin, t1.salonId);
      expect(state.clients.find((c) => c.client_id === t1.replica.clientId)?.last_seq).toBe(Math.max(...applied));
      e2.stop();
    });

    it('a write committed by another tab (seen only through the database) reaches the leader within the debounce, not the timer', async () => {
      const owner = await signUpOwner(suite.backend, uniqueEmail('follower'));
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
        await t2.db.outbox.add({
          mutation_id: crypto.randomUUID(),
          salon_id: t2.salonId,
          table: 'services',
          row_id: id,
          op: 'put',
          fields,
          hlc,
          created_at: new Date().toISOString(),
        });
      });
      await waitFor(
        async () => (await suite.admin.from('services').select('id').eq('id', id)).data?.length === 1,
        'the quiet write to reach the server',
        5_000,
      );
      expect(t2.transport.log.pushes).toHaveLength(0);
      e1.stop();
      e2.stop();
    });

    it('without a lock both tabs sync at once: the same seqs go out twice, the server applies each once', async () => {
      const owner = await signUpOwner(suite.backend, uniqueEmail('nolock'));
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
