// Offline: with the endpoint unreachable a message waits in assistant_queue, the chat
// says so, and the queue is answered in order, once, when the endpoint answers again.
import { deviceQueueStore } from '../../src/db/repositories/assistant-local';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssistant } from '../../src/assistant/loop';
import * as text from '../../src/assistant/messages';
import { CLAIM_LEASE_MS, createAssistantQueue } from '../../src/assistant/queue';
import { say, startScriptedServer, type ChatRequest, type ScriptedServer } from '../support/scripted-openai-server';
import { NOW, seedWorld, type World } from '../assistant/world';

let server: ScriptedServer;
let w: World;

beforeAll(async () => {
  server = await startScriptedServer();
  w = await seedWorld();
});
afterAll(async () => {
  await server.close();
  await w.db.delete();
});

function setup(online = () => true, extra: { locks?: Pick<LockManager, 'request'> | null; now?: () => Date } = {}) {
  const now = extra.now ?? (() => new Date(NOW));
  const assistant = createAssistant({ getClient: () => new OpenAI({ apiKey: 'k', baseURL: server.baseURL, maxRetries: 0 }), model: 'm', store: w.store, now });
  return {
    assistant,
    queue: createAssistantQueue({ assistant, store: deviceQueueStore(w.db, w.salonId), salonId: w.salonId, isOnline: online, now, locks: extra.locks ?? null }),
  };
}

/** A one-holder-at-a-time lock per name: what navigator.locks gives a page, for Node. */
function mutexLocks(): Pick<LockManager, 'request'> {
  const tails = new Map<string, Promise<unknown>>();
  const request = (name: string, cb: () => Promise<unknown>) => {
    const run = (tails.get(name) ?? Promise.resolve()).then(cb);
    tails.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  };
  return { request } as unknown as Pick<LockManager, 'request'>;
}

/** A message a tab claimed and then closed on: left as 'sending' in the database. */
async function abandonedClaim(textTyped: string, claimedAt: string) {
  return w.db.assistant_queue.add({
    salon_id: w.salonId,
    conversation_id: 'c1',
    text: textTyped,
    created_at: claimedAt,
    status: 'sending',
    last_error: null,
    claimed_at: claimedAt,
  });
}
const lastUser = (r: ChatRequest) => [...r.messages].reverse().find((m) => m.role === 'user')?.content;

describe('assistant queue', () => {
  it('queues on 5xx and offline, then drains in order, once, and survives a new queue instance', async () => {
    let online = true;
    const { queue } = setup(() => online);
    server.script([{ status: 503 }]);
    const first = await queue.send('Do you have parking?');
    expect(first).toMatchObject({ reply: text.REPLY_QUEUED });
    expect(first.queuedId).toBeTypeOf('number');
    // Later messages wait behind the queue even though the endpoint might answer now.
    const second = await queue.send('And walk-ins?');
    expect(second.reply).toBe(text.REPLY_QUEUED);
    online = false;
    const third = await queue.send('Thanks!');
    expect(third.reply).toBe(text.REPLY_QUEUED);
    expect(server.requests).toHaveLength(1);
    expect((await w.db.assistant_queue.toArray()).map((e) => [e.text, e.status])).toEqual([
      ['Do you have parking?', 'queued'],
      ['And walk-ins?', 'queued'],
      ['Thanks!', 'queued'],
    ]);

    // Still down: the first stays queued with its error, nothing is lost.
    server.script([{ drop: true }]);
    expect(await queue.drain()).toEqual([]);
    expect(await queue.pending()).toBe(3);
    expect((await w.db.assistant_queue.toArray())[0].last_error).toBeTruthy();
    // What a reloaded AI Chat screen shows as waiting, oldest first, with the ids drain answers by.
    expect((await setup(() => online).queue.waiting()).map((e) => [e.id, e.text])).toEqual([
      [first.queuedId, 'Do you have parking?'],
      [second.queuedId, 'And walk-ins?'],
      [third.queuedId, 'Thanks!'],
    ]);

    // A reload: a new assistant and queue over the same database, the endpoint is back.
    online = true;
    const reloaded = setup(() => online);
    server.script([say('Free parking behind the salon.'), say('Yes, walk-ins welcome.'), say("You're welcome!")]);
    const seen: string[] = [];
    const [a, b] = await Promise.all([reloaded.queue.drain((r) => seen.push(r.text)), reloaded.queue.drain()]);
    expect(a).toBe(b);
    expect(seen).toEqual(['Do you have parking?', 'And walk-ins?', 'Thanks!']);
    expect(a.map((r) => r.reply)).toEqual(['Free parking behind the salon.', 'Yes, walk-ins welcome.', "You're welcome!"]);
    expect(server.requests.map(lastUser)).toEqual(['Do you have parking?', 'And walk-ins?', 'Thanks!']);
    expect(await reloaded.queue.pending()).toBe(0);
    expect(await w.db.assistant_queue.count()).toBe(0);
    // A second drain has nothing to answer twice.
    expect(await reloaded.queue.drain()).toEqual([]);
  });

  it('an auth failure is not queued: it answers with the apology and the typed error', async () => {
    const { queue } = setup();
    server.script([{ status: 401 }]);
    const r = await queue.send('Hello');
    expect(r).toMatchObject({ reply: text.REPLY_TECHNICAL_DIFFICULTIES, error: { kind: 'auth' } });
    expect(r.queuedId).toBeUndefined();
    expect(await queue.pending()).toBe(0);
  });

  it('a message claimed by a tab that closed mid-send is answered by the next drain under the lock', async () => {
    await abandonedClaim('Are you open on Sunday?', NOW);
    const { queue } = setup(() => true, { locks: mutexLocks() });
    server.script([say('Yes, 10 to 4.')]);
    const answered = await queue.drain();
    expect(answered.map((r) => [r.text, r.reply])).toEqual([['Are you open on Sunday?', 'Yes, 10 to 4.']]);
    expect(await w.db.assistant_queue.count()).toBe(0);
  });

  it('without Web Locks an abandoned claim waits out its lease, then is answered once', async () => {
    await abandonedClaim('Do you do gel nails?', NOW);
    let clock = new Date(NOW).getTime() + 60_000;
    const { queue } = setup(() => true, { now: () => new Date(clock) });
    // A minute later the claim may still be in flight in another tab: it is left alone.
    expect(await queue.drain()).toEqual([]);
    expect((await w.db.assistant_queue.toArray()).map((r) => r.status)).toEqual(['sending']);
    clock = new Date(NOW).getTime() + CLAIM_LEASE_MS + 1_000;
    server.script([say('We do.')]);
    expect((await queue.drain()).map((r) => r.reply)).toEqual(['We do.']);
    expect(await w.db.assistant_queue.count()).toBe(0);
  });
});
