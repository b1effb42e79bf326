// The connection lost while a pass is under way: the pass that then finishes must leave the
// status at "Offline", not "All changes saved" (seen in the offline walk: the badge said saved for
// two seconds after the browser went offline, until the next timer tick looked again).
import { afterEach, describe, expect, it } from 'vitest';
import { freshDevice } from '../tests/support/db-helpers';
import { createSyncEngine } from './engine';
import type { SyncTransport } from './transport';

const SALON = '00000000-0000-4000-8000-000000000001';

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

async function until(check: () => boolean, what: string, ms = 5_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('going offline during a pass', () => {
  it('a pass whose answer came before the connection went stays Offline when it ends', async () => {
    const { db, ctx } = await freshDevice();
    cleanup.push(() => db.delete());
    let online = true;
    let pulls = 0;
    let answer: () => void = () => undefined;
    const transport: SyncTransport = {
      push: async () => ({ results: [], last_seq: 0 }),
      async pull(args) {
        pulls++;
        // The server's answer is in; the pass is still finishing when the browser goes offline.
        await new Promise<void>((r) => (answer = r));
        return { changes: [], cursor: args.p_cursor, has_more: false, resync: false };
      },
      refreshAuth: async () => true,
    };
    const events = new EventTarget();
    const engine = createSyncEngine({
      db,
      salonId: SALON,
      clientId: ctx.deviceId,
      transport,
      locks: null,
      events: events as unknown as Pick<Window, 'addEventListener' | 'removeEventListener'>,
      isOnline: () => online,
      visible: () => true,
      debounceMs: 20,
      periodMs: 600_000,
    });
    cleanup.push(() => engine.stop());
    engine.start();
    await until(() => pulls === 1, 'the start-up pass to reach the pull');

    online = false;
    events.dispatchEvent(new Event('offline'));
    expect(engine.getStatus().phase).toBe('offline');
    answer();
    // The pass ends with its success recorded (the pull did answer).
    await until(() => engine.getStatus().lastSyncedAt !== null, 'the pass to end');
    expect(engine.getStatus().phase).toBe('offline');
  });
});
