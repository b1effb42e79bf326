// The server's change signal drives the engine: a 'changed' pulls at once, a burst of them runs
// at most one pass after the one under way, the signal coming (back) through pulls once, and the
// poll is short without the signal and long with it.
import { afterEach, describe, expect, it } from 'vitest';
import { freshDevice } from '../tests/support/db-helpers';
import type { ChangeSignal } from './change-signal';
import { createSyncEngine, type WakeReason } from './engine';
import type { SyncTransport } from './transport';

const SALON = '00000000-0000-4000-8000-000000000001';
const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => boolean, what: string, ms = 5_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}

/** A signal the test drives: it says 'changed' and whether it is up. */
function fakeSignal() {
  let handlers: Parameters<ChangeSignal['listen']>[1] | null = null;
  const listened: string[] = [];
  const signal: ChangeSignal = {
    listen(salonId, on) {
      listened.push(salonId);
      handlers = on;
      return () => (handlers = null);
    },
  };
  return { signal, listened, changed: () => handlers?.changed(), live: (up: boolean) => handlers?.live(up), listening: () => handlers !== null };
}

/** Pulls that take `pullMs` each, counting how many run at once. */
function slowBackend(pullMs: number) {
  let pulls = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const transport: SyncTransport = {
    push: () => Promise.reject(new Error('nothing to push in these tests')),
    async pull(args) {
      pulls++;
      maxInFlight = Math.max(maxInFlight, ++inFlight);
      await sleep(pullMs);
      inFlight--;
      return { changes: [], cursor: args.p_cursor, has_more: false, resync: false };
    },
    refreshAuth: async () => true,
  };
  return { transport, pulls: () => pulls, maxInFlight: () => maxInFlight, idle: () => inFlight === 0 };
}

async function engineWith(opts: { pullMs?: number; periodMs?: number; livePeriodMs?: number } = {}) {
  const { db, ctx } = await freshDevice();
  cleanup.push(() => db.delete());
  const backend = slowBackend(opts.pullMs ?? 1);
  const sig = fakeSignal();
  const wakes: WakeReason[] = [];
  const engine = createSyncEngine({
    db,
    salonId: SALON,
    clientId: ctx.deviceId,
    transport: backend.transport,
    signal: sig.signal,
    locks: null,
    events: null,
    isOnline: () => true,
    visible: () => true,
    debounceMs: 20,
    periodMs: opts.periodMs ?? 600_000,
    livePeriodMs: opts.livePeriodMs ?? 600_000,
    onWake: (reason) => wakes.push(reason),
  });
  // The database goes only once the last pass has ended: a timer's pass still writing to it
  // would fail with "Database has been closed" after the test.
  cleanup.push(() => engine.stop());
  engine.start();
  await until(() => backend.pulls() === 1 && backend.idle() && engine.getStatus().phase === 'idle', 'the start-up pass');
  return { engine, backend, sig, wakes };
}

describe('the change signal', () => {
  it('listens to the salon, pulls once when it comes through and once per change, and stops with the engine', async () => {
    const { engine, backend, sig, wakes } = await engineWith();
    expect(sig.listened).toEqual([SALON]);
    sig.live(true);
    expect(engine.getStatus().live).toBe(true);
    await until(() => backend.pulls() === 2 && backend.idle(), 'the catch-up pull');
    sig.changed();
    await until(() => backend.pulls() === 3 && backend.idle(), 'the pull of the change');
    expect(wakes).toEqual(['start', 'live', 'realtime']);
    // The same state said again is no news: no pull.
    sig.live(true);
    await sleep(50);
    expect(backend.pulls()).toBe(3);
    engine.stop();
    expect(sig.listening()).toBe(false);
    expect(engine.getStatus().live).toBe(false);
  });

  it('a burst of changes runs one pass after the one under way, never two at once', async () => {
    const { backend, sig, wakes } = await engineWith({ pullMs: 100 });
    for (let i = 0; i < 20; i++) sig.changed();
    await sleep(20);
    for (let i = 0; i < 20; i++) sig.changed();
    await until(() => backend.idle() && backend.pulls() >= 3, 'the passes to end');
    await sleep(250);
    expect(wakes.filter((w) => w === 'realtime')).toHaveLength(40);
    expect(backend.pulls()).toBe(1 + 2);
    expect(backend.maxInFlight()).toBe(1);
  });

  it('polls every periodMs without the signal, every livePeriodMs with it, and back when it drops', async () => {
    const { engine, sig, wakes } = await engineWith({ periodMs: 40, livePeriodMs: 600_000 });
    const timers = () => wakes.filter((w) => w === 'timer').length;
    await sleep(300);
    expect(timers()).toBeGreaterThanOrEqual(3);
    sig.live(true);
    await sleep(50);
    const whileLive = timers();
    await sleep(300);
    expect(timers()).toBe(whileLive);
    sig.live(false);
    expect(engine.getStatus().live).toBe(false);
    await sleep(300);
    expect(timers()).toBeGreaterThanOrEqual(whileLive + 3);
  });
});
