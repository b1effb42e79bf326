// One wake-up per local write: the engine hears writes through the outbox only, for
// this tab's writes and another tab's alike, and runs one pass (one push) per write.
import { afterEach, describe, expect, it } from 'vitest';
import { SalonDeskDB } from '../src/db/database';
import { openWriteContext } from '../src/db/context';
import { putRow } from '../src/db/writer';
import { freshDevice } from '../tests/support/db-helpers';
import { createSyncEngine, type SyncEngine, type WakeReason } from './engine';
import type { PushArgs } from './protocol';
import type { SyncTransport } from './transport';

const SALON = '00000000-0000-4000-8000-000000000001';
const service = (name: string) => ({ id: crypto.randomUUID(), salon_id: SALON, name, price: 30, duration: 30, description: null });

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

/** A backend that takes everything: each push answers 'applied' with a growing version. */
function acceptingTransport() {
  const pushes: PushArgs[] = [];
  let pulls = 0;
  let version = 0;
  const transport: SyncTransport = {
    async push(args) {
      pushes.push(args);
      return {
        results: args.p_mutations.map((m) => ({ seq: m.seq, mutation_id: m.mutation_id, status: 'applied' as const, version: ++version })),
        last_seq: args.p_mutations.at(-1)!.seq,
      };
    },
    async pull(args) {
      pulls++;
      return { changes: [], cursor: args.p_cursor, has_more: false, resync: false };
    },
    refreshAuth: async () => true,
  };
  return { transport, pushes, pulls: () => pulls };
}

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 5_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

async function startedEngine() {
  const { db, ctx } = await freshDevice();
  cleanup.push(() => db.delete());
  const backend = acceptingTransport();
  const wakes: WakeReason[] = [];
  const engine: SyncEngine = createSyncEngine({
    db,
    salonId: SALON,
    clientId: ctx.deviceId,
    transport: backend.transport,
    locks: null,
    events: null,
    isOnline: () => true,
    visible: () => true,
    debounceMs: 20,
    periodMs: 600_000,
    onWake: (reason) => wakes.push(reason),
  });
  cleanup.push(() => engine.stop());
  engine.start();
  await until(() => backend.pulls() === 1 && engine.getStatus().phase === 'idle', 'the start-up pass');
  return { db, ctx, engine, backend, wakes };
}

const drained = (db: SalonDeskDB) => async () => (await db.outbox.count()) === 0;

describe('one wake-up per local write', () => {
  it("each of this tab's writes wakes the engine once and is pushed in one pass", async () => {
    const { db, ctx, engine, backend, wakes } = await startedEngine();
    expect(wakes).toEqual(['start']);
    for (let i = 1; i <= 3; i++) {
      await putRow(ctx, 'services', service(`S${i}`));
      await until(async () => (await drained(db)()) && backend.pulls() === 1 + i && engine.getStatus().phase === 'idle', `write ${i} to be pushed`);
      // Longer than the debounce: a second wake-up path would show up here as another pass.
      await new Promise((r) => setTimeout(r, 80));
      expect(wakes.filter((w) => w === 'write')).toHaveLength(i);
      expect(backend.pushes).toHaveLength(i);
      expect(backend.pulls()).toBe(1 + i);
    }
    expect(backend.pushes.map((p) => p.p_mutations.length)).toEqual([1, 1, 1]);
    expect(wakes).toEqual(['start', 'write', 'write', 'write']);
  });

  it("another tab's write (its own connection to the same database) wakes the engine too", async () => {
    const { db, engine, backend, wakes } = await startedEngine();
    const otherTab = new SalonDeskDB(db.name);
    cleanup.push(() => otherTab.close());
    await putRow(await openWriteContext(otherTab), 'services', service('From tab 2'));
    await until(async () => (await drained(db)()) && backend.pushes.length === 1 && engine.getStatus().phase === 'idle', "the other tab's write to be pushed");
    await new Promise((r) => setTimeout(r, 80));
    expect(wakes).toEqual(['start', 'write']);
    expect(backend.pushes[0].p_mutations.map((m) => m.fields.name)).toEqual(['From tab 2']);
  });

  it('the pending count follows the queue and returns to 0', async () => {
    const { db, ctx, engine } = await startedEngine();
    const seen: number[] = [];
    engine.subscribe((s) => seen.push(s.pending));
    await putRow(ctx, 'services', service('Counted'));
    await until(async () => (await drained(db)()) && engine.getStatus().pending === 0 && seen.includes(1), 'the count to go up and back');
    expect(seen.at(-1)).toBe(0);
  });
});
