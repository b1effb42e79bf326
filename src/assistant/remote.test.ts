import { describe, expect, it } from 'vitest';
import { DEFAULT_AGENT } from '../domain/phone';
import { createAssistantQueue, type QueuedMessage, type QueueStore } from './queue';
import { createRemoteAssistant, ServerRefusal, type RemoteAnswer, type RemoteTransport } from './remote';

const APOLOGY = "I apologize, but I'm experiencing technical difficulties. Please try again in a moment.";

function transport(answers: ((req: Parameters<RemoteTransport['chat']>[0]) => RemoteAnswer)[]) {
  const sent: Parameters<RemoteTransport['chat']>[0][] = [];
  const resets: string[] = [];
  return {
    sent,
    resets,
    chat: async (req: Parameters<RemoteTransport['chat']>[0]) => {
      sent.push(req);
      const next = answers.shift();
      if (!next) throw new Error('no answer scripted');
      return next(req);
    },
    reset: async (id: string) => {
      resets.push(id);
      return true;
    },
  };
}

const reply =
  (text: string, extra: Partial<{ conversation_id: string; actions: { type: 'success' | 'info' | 'error'; message: string; timestamp: string }[] }> = {}) =>
  (req: { conversation_id: string }): RemoteAnswer => ({
    kind: 'reply',
    body: { reply: text, actions: extra.actions ?? [], conversation_id: extra.conversation_id ?? req.conversation_id },
  });

describe('Sarah on the server, seen from the device', () => {
  it('sends the message, the greeting and the agent configuration; logs the actions; follows a new conversation id', async () => {
    const next = crypto.randomUUID();
    const success = { type: 'success' as const, message: 'create_appointment: booked', timestamp: '2030-01-01T10:00:00.000Z' };
    const t = transport([reply('Booked!', { actions: [success] }), reply('Hello again', { conversation_id: next }), reply('Still here')]);
    const logged: unknown[] = [];
    const agent = { ...DEFAULT_AGENT, pricing: false };
    const a = createRemoteAssistant({ transport: t, log: (e) => logged.push(e), greeting: () => 'Hi there!', agent: () => agent });
    const first = a.conversationId;
    expect(await a.send(' Book me ')).toEqual({ reply: 'Booked!', actions: [success] });
    expect(t.sent[0]).toEqual({ conversation_id: first, message: 'Book me', at: undefined, greeting: 'Hi there!', agent });
    expect(logged).toEqual([success]);
    await a.send('Hi');
    expect(a.conversationId).toBe(next);
    await a.send('And?');
    expect(t.sent[2].conversation_id).toBe(next);
    expect(await a.send('   ')).toMatchObject({ ignored: true });
    expect(t.sent).toHaveLength(3);
  });

  it('unreachable is an unreachable error (the queue keeps the message); a refusal is the server’s words', async () => {
    const t = transport([
      () => ({ kind: 'unreachable', message: 'Failed to fetch' }),
      () => ({ kind: 'refused', status: 429, error: 'rate_limited', message: 'Too many messages for this salon.', retryAfterMs: 30_000 }),
    ]);
    const a = createRemoteAssistant({ transport: t });
    const down = await a.send('Hello');
    expect(down.error?.kind).toBe('unreachable');
    expect(down.reply).toBe(APOLOGY);
    expect(down.actions).toEqual([expect.objectContaining({ type: 'error', message: 'AI request failed: Failed to fetch' })]);
    const refused = await a.send('Hello');
    expect(refused.error).toBeInstanceOf(ServerRefusal);
    expect(refused.error).toMatchObject({ kind: 'rejected', status: 429, message: 'Too many messages for this salon.' });
  });

  it('409 is asked again shortly, and after too many the message is left to the queue', async () => {
    const busy = (): RemoteAnswer => ({ kind: 'refused', status: 409, error: 'busy', message: 'Sarah is still answering.', retryAfterMs: 1000 });
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    const t = transport([busy, busy, reply('Done')]);
    expect((await createRemoteAssistant({ transport: t, sleep }).send('Hi')).reply).toBe('Done');
    expect(waits).toEqual([1000, 1000]);
    const always = transport(Array.from({ length: 4 }, () => busy));
    const given = await createRemoteAssistant({ transport: always, sleep, busyRetries: 3 }).send('Hi');
    expect(given.error).toMatchObject({ kind: 'unreachable', status: 409 });
  });

  it('the server could not reach the model: its reply and error kind come back as they are', async () => {
    const t = transport([
      (req) => ({
        kind: 'reply',
        body: { reply: APOLOGY, actions: [], conversation_id: req.conversation_id, error: { kind: 'auth', message: 'Incorrect API key', status: 401 } },
      }),
    ]);
    const r = await createRemoteAssistant({ transport: t }).send('Hi');
    expect(r.error).toMatchObject({ kind: 'auth', status: 401 });
    expect(r.error).not.toBeInstanceOf(ServerRefusal);
  });

  it('reset ends the conversation on the server and starts another; a queued message goes to its own conversation', async () => {
    const t = transport([reply('One'), reply('Two'), reply('Three')]);
    const a = createRemoteAssistant({ transport: t });
    const first = a.conversationId;
    await a.send('Hi');
    await a.reset();
    expect(t.resets).toEqual([first]);
    expect(a.conversationId).not.toBe(first);
    await a.send('again');
    expect(t.sent[1].conversation_id).toBe(a.conversationId);
    const at = new Date('2030-01-01T09:00:00Z');
    await a.send('queued earlier', { conversationId: first, at });
    expect(t.sent[2]).toMatchObject({ conversation_id: first, at: at.toISOString() });
  });

  it('with the offline queue: unreachable queues the message, and it goes to the server when the connection returns', async () => {
    const rows: QueuedMessage[] = [];
    const store: QueueStore = {
      add: async (e) => rows.push({ ...e, id: rows.length + 1, salon_id: 's', status: 'queued', last_error: null }),
      waiting: async () => rows.filter((r) => r.status === 'queued'),
      claim: async (id) => {
        const r = rows.find((x) => x.id === id);
        if (r?.status !== 'queued') return false;
        r.status = 'sending';
        return true;
      },
      releaseClaims: async () => 0,
      requeue: async (id, error) => void Object.assign(rows.find((x) => x.id === id)!, { status: 'queued', last_error: error }),
      remove: async (id) =>
        void rows.splice(
          rows.findIndex((x) => x.id === id),
          1,
        ),
    };
    const t = transport([() => ({ kind: 'unreachable', message: 'offline' }), reply('Open on Saturday')]);
    const a = createRemoteAssistant({ transport: t });
    const q = createAssistantQueue({ assistant: a, store, salonId: 's', locks: null });
    expect((await q.send('Open Saturday?')).queuedId).toBe(1);
    const drained = await q.drain();
    expect(drained.map((d) => d.reply)).toEqual(['Open on Saturday']);
    expect(t.sent.map((s) => s.conversation_id)).toEqual([a.conversationId, a.conversationId]);
    expect(await q.pending()).toBe(0);
  });
});
