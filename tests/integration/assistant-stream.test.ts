// The tool loop streaming (the phone speaks while the model writes), through the real
// openai SDK over HTTP against the scripted model's server-sent events: with `onText` every
// request is streamed and the words arrive in pieces, in every round; the reply, the history, the
// tools run and what they wrote are exactly those of the same conversation not streamed.
import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAssistant } from '../../src/assistant/loop';
import * as text from '../../src/assistant/messages';
import { say, startScriptedServer, type Reply, type ScriptedServer } from '../support/scripted-openai-server';
import { NOW, seedWorld, type World } from '../assistant/world';

let server: ScriptedServer;
let w: World;
const client = () => new OpenAI({ apiKey: 'test-key', baseURL: server.baseURL, maxRetries: 0 });
const assistant = () => createAssistant({ getClient: client, model: 'small-model', store: w.store, now: () => new Date(NOW), record: false });

beforeAll(async () => {
  server = await startScriptedServer();
  w = await seedWorld();
});
afterAll(async () => {
  await server.close();
  await w.db.delete();
});
afterEach(() => server.script([]));

/** The history with the tool calls' ids blanked: the scripted server numbers them per answer. */
const withoutIds = (history: readonly ChatCompletionMessageParam[]) =>
  history.map((m) => {
    if (m.role === 'assistant' && m.tool_calls) return { ...m, tool_calls: m.tool_calls.map((c) => ({ ...c, id: '' })) };
    if (m.role === 'tool') return { ...m, tool_call_id: '' };
    return m;
  });

const slots: Reply = {
  text: 'Let me check that for you.',
  toolCalls: [{ name: 'find_available_slots', arguments: { service_name: 'Gel Manicure', date: '2026-04-02' } }, { name: 'get_business_hours' }],
};
const CONVERSATION: Reply[] = [slots, say('**Yes!** We have *2 PM* and 3 PM on Thursday.')];

describe('a message answered with onText', () => {
  it('streams every request; the words come in pieces, those before a tool call first; reply, history and actions are as without streaming', async () => {
    server.script(CONVERSATION);
    const plain = assistant();
    const unstreamed = await plain.send('Any gel manicure on April 2nd?');
    expect(server.requests.map((r) => r.stream)).toEqual([undefined, undefined]);

    server.script(CONVERSATION);
    const streaming = assistant();
    const deltas: { delta: string; requests: number }[] = [];
    const streamed = await streaming.send('Any gel manicure on April 2nd?', { onText: (delta) => deltas.push({ delta, requests: server.requests.length }) });
    expect(server.requests.map((r) => r.stream)).toEqual([true, true]);

    expect(streamed.reply).toBe('**Yes!** We have *2 PM* and 3 PM on Thursday.');
    expect(streamed).toEqual({ ...unstreamed, actions: unstreamed.actions.map((a) => ({ ...a, timestamp: expect.any(String) })) });
    expect(withoutIds(streaming.history)).toEqual(withoutIds(plain.history));
    // Both tools ran on the streamed arguments, assembled from their fragments.
    expect(streaming.history.filter((m) => m.role === 'tool').map((m) => JSON.parse(String(m.content)))).toEqual(
      plain.history.filter((m) => m.role === 'tool').map((m) => JSON.parse(String(m.content))),
    );
    expect(streamed.actions.map((a) => a.message)).toEqual(['find_available_slots', 'get_business_hours']);

    expect(deltas.length).toBeGreaterThan(4);
    expect(deltas.map((d) => d.delta).join('')).toBe('Let me check that for you.\n\n**Yes!** We have *2 PM* and 3 PM on Thursday.\n\n');
    // "Let me check", and the end of its paragraph, reached the listener while the first request was the only one: before the tools' round.
    expect(
      deltas
        .filter((d) => d.requests === 1)
        .map((d) => d.delta)
        .join(''),
    ).toBe('Let me check that for you.\n\n');
  });

  it('a streamed request that fails answers the technical-difficulties text and drops the message from the history, as a failed request does', async () => {
    server.script([{ status: 500, message: 'overloaded' }]);
    const a = assistant();
    const heard: string[] = [];
    const r = await a.send('Hello?', { onText: (d) => heard.push(d) });
    expect(r.reply).toBe(text.REPLY_TECHNICAL_DIFFICULTIES);
    expect(r.error?.kind).toBeDefined();
    expect(heard).toEqual([]);
    expect(a.history.filter((m) => m.role === 'user')).toEqual([]);

    server.script([{ empty: true }]);
    const empty = await assistant().send('Hello?', { onText: (d) => heard.push(d) });
    expect(empty.reply).toBe(text.REPLY_EMPTY);
    expect(heard).toEqual([]);
  });
});
