// Conversations on record: each conversation is a `calls` row with its transcript in
// `call_turns`, written through the writer (so it syncs), with the outcome the rule of
// src/domain/calls.ts gives. Runs the real loop through the openai SDK against the scripted server.
import { deviceQueueStore } from '../../src/db/repositories/assistant-local';
import OpenAI from 'openai';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAssistant } from '../../src/assistant/loop';
import * as text from '../../src/assistant/messages';
import { createAssistantQueue } from '../../src/assistant/queue';
import { QUIET_MS } from '../../src/domain/calls';
import { call, say, startScriptedServer, type ScriptedServer } from '../support/scripted-openai-server';
import { ANNA_PHONE, NOW, seedWorld, type World } from '../assistant/world';
import { salonRowsOf } from '../../src/db/salon-rows';

let server: ScriptedServer;
let w: World;
let clock: number;

beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  w = await seedWorld();
  clock = Date.parse(NOW);
});
afterEach(async () => {
  server.script([]);
  await w.db.delete();
});

const assistant = (record = true) =>
  createAssistant({
    record,
    getClient: () => new OpenAI({ apiKey: 'k', baseURL: server.baseURL, maxRetries: 0 }),
    model: 'm',
    store: w.store,
    now: () => new Date(clock),
  });

async function calls() {
  return (await salonRowsOf(w.db.calls, w.salonId).toArray()).sort((a, b) => a.started_at.localeCompare(b.started_at));
}
const turnsOf = (callId: string) => w.db.call_turns.where('[call_id+position]').between([callId, 0], [callId, Infinity]).toArray();

describe('a booking conversation on record', () => {
  it('is one call, outcome booked, its turns in order, the appointment linked, each reply timed', async () => {
    server.script([
      call('find_available_slots', { service_name: 'classic manicure', date: '2026-03-27' }),
      call('create_appointment', {
        customer_name: 'Carla Diaz',
        customer_phone: '555 303 4444',
        service_name: 'Classic Manicure',
        appointment_date: '2026-03-27',
        appointment_time: '10:00',
      }),
      say('Booked, Carla!'),
    ]);
    const a = assistant();
    await a.send('A classic manicure on 2026-03-27 at 10:00 please. Carla Diaz, 555 303 4444.');
    const [rec, ...more] = await calls();
    expect(more).toHaveLength(0);
    expect(rec).toMatchObject({
      id: a.conversationId,
      channel: 'chat',
      outcome: 'booked',
      caller_name: 'Carla Diaz',
      caller_phone: '555 303 4444',
      started_at: NOW,
      ended_at: null,
      message: null,
    });
    const turns = await turnsOf(rec.id);
    expect(turns.map((t) => [t.role, t.tool_name])).toEqual([
      ['customer', null],
      ['tool', 'find_available_slots'],
      ['tool', 'create_appointment'],
      ['assistant', null],
    ]);
    const booked = (await salonRowsOf(w.db.appointments, w.salonId).toArray()).find(
      (x) => x.appointment_date === '2026-03-27' && x.start_time === '10:00' && x.status !== 'canceled',
    );
    expect(booked).toBeDefined();
    expect(turns[2].appointment_id).toBe(booked!.id);
    expect(turns[1].appointment_id).toBeNull();
    expect(JSON.parse(turns[2].tool_args!)).toMatchObject({ customer_phone: '555 303 4444' });
    expect(turns[2].content).toMatch(/^Classic Manicure booked for Carla Diaz/);
    expect(turns[3]).toMatchObject({ content: 'Booked, Carla!', latency_ms: expect.any(Number) });
    // Written through the writer: every row has its outbox entry, so the other devices get it.
    const outboxed = new Set((await w.db.outbox.toArray()).map((e) => e.row_id));
    expect([rec.id, ...turns.map((t) => t.id)].every((id) => outboxed.has(id))).toBe(true);
  });

  it('a cancel is cancelled; a failed request is failed, with the apology on record', async () => {
    server.script([
      call('find_customer_appointments', { customer_phone: ANNA_PHONE }),
      call('cancel_appointment', { appointment_id: w.appt.annaUpcoming }),
      say('Cancelled.'),
    ]);
    const a = assistant();
    await a.send(`Cancel my appointment please, ${ANNA_PHONE}`);
    expect((await calls())[0].outcome).toBe('cancelled');
    expect((await turnsOf(a.conversationId))[2].appointment_id).toBe(w.appt.annaUpcoming);

    await a.reset();
    server.script([{ status: 401, message: 'bad key' }]);
    await a.send('Hello?');
    const failed = await w.db.calls.get(a.conversationId);
    expect(failed?.outcome).toBe('failed');
    expect((await turnsOf(a.conversationId)).map((t) => t.content)).toEqual(['Hello?', text.REPLY_TECHNICAL_DIFFICULTIES]);
  });
});

describe('take_message and the owner\u2019s notification', () => {
  it('stores the message even when no transcript is kept, with its notification in the same write', async () => {
    server.script([
      call('take_message', { customer_name: 'Bea Kim', customer_phone: '555-0177', message: 'Call me about a refund.', callback_requested: true }),
      say('Passed on!'),
    ]);
    const a = assistant(false);
    await a.send('I want a refund. Bea Kim, 555-0177.');
    const rec = await w.db.calls.get(a.conversationId);
    expect(rec).toMatchObject({
      outcome: 'message_taken',
      message: 'Call me about a refund.',
      callback_requested: true,
      message_done: false,
      caller_name: 'Bea Kim',
    });
    expect(await turnsOf(a.conversationId)).toHaveLength(0);
    const told = (await w.db.notifications.toArray()).filter((n) => n.call_id === a.conversationId);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ kind: 'message', source: 'assistant', body: 'Call me about a refund.', phone: '555-0177', read: false });
  });

  it('a notification that cannot be written takes the message back with it: nothing half-written', async () => {
    const broken = () => {
      throw new Error('feed broke');
    };
    w.db.notifications.hook('creating', broken);
    try {
      server.script([
        call('take_message', { customer_name: 'Bea Kim', customer_phone: '555-0177', message: 'Hello', callback_requested: false }),
        say('Sorry.'),
      ]);
      const a = assistant();
      await a.send('Message for the owner. Bea Kim, 555-0177.');
      const rec = await w.db.calls.get(a.conversationId);
      expect(rec?.message).toBeNull();
      expect(rec?.outcome).toBe('answered');
      expect((await turnsOf(a.conversationId))[1].content).toBe(`Error: ${text.MESSAGE_FAILED}`);
    } finally {
      w.db.notifications.hook('creating').unsubscribe(broken);
    }
  });
});

describe('conversation boundaries', () => {
  it('reset (Reset AI, Clear Chat) ends the call and the next message starts a new one the model sees alone', async () => {
    const a = assistant();
    server.script([say('Hi Anna!')]);
    await a.send('Hi, I am Anna and I love purple.');
    const first = a.conversationId;
    clock += 60_000;
    await a.reset();
    expect(a.conversationId).not.toBe(first);
    expect((await w.db.calls.get(first))?.ended_at).toBe(new Date(clock).toISOString());
    expect((await w.db.calls.get(first))?.outcome).toBe('answered');

    server.script([say('Hello there!')]);
    await a.send('What colour do I love?');
    const sent = JSON.stringify(server.requests[0].messages);
    expect(sent).not.toContain('purple');
    expect(server.requests[0].messages.map((m) => m.role)).toEqual(['system', 'user']);
    const [one, two] = await calls();
    expect([one.id, two.id]).toEqual([first, a.conversationId]);
    expect(two.ended_at).toBeNull();
    expect((await turnsOf(two.id)).map((t) => t.content)).toEqual(['What colour do I love?', 'Hello there!']);
  });

  it('a reset with nothing said writes no call', async () => {
    const a = assistant();
    await a.reset();
    await a.reset();
    expect(await calls()).toHaveLength(0);
  });

  it('30 minutes quiet ends the call at its last turn; the next message is a new call', async () => {
    const a = assistant();
    server.script([say('one')]);
    await a.send('First');
    const first = a.conversationId;
    const lastTurnAt = new Date(clock).toISOString();
    clock += QUIET_MS + 1000;
    server.script([say('two')]);
    await a.send('Second');
    expect(a.conversationId).not.toBe(first);
    expect((await w.db.calls.get(first))?.ended_at).toBe(lastTurnAt);
    expect(server.requests[0].messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(await calls()).toHaveLength(2);
  });

  it('a message queued offline joins the conversation it was typed in, at the time it was typed', async () => {
    let online = true;
    const a = assistant();
    const queue = createAssistantQueue({
      assistant: a,
      store: deviceQueueStore(w.db, w.salonId),
      salonId: w.salonId,
      isOnline: () => online,
      now: () => new Date(clock),
      locks: null,
    });
    server.script([say('Hi!')]);
    await queue.send('Hello');
    const conversation = a.conversationId;
    online = false;
    clock += 5 * 60_000;
    const typedAt = new Date(clock).toISOString();
    expect((await queue.send('Are you open on Sunday?')).queuedId).toBeDefined();
    expect(await w.db.call_turns.count()).toBe(2);

    online = true;
    clock += 10 * 60_000;
    server.script([say('We are closed on Sundays.')]);
    await queue.drain();
    expect(a.conversationId).toBe(conversation);
    const turns = await turnsOf(conversation);
    expect(turns.map((t) => [t.role, t.content])).toEqual([
      ['customer', 'Hello'],
      ['assistant', 'Hi!'],
      ['customer', 'Are you open on Sunday?'],
      ['assistant', 'We are closed on Sundays.'],
    ]);
    expect(turns[2].at).toBe(typedAt);
    expect(await calls()).toHaveLength(1);
  });

  it('after a reload (a new assistant) a queued message goes back to its own call', async () => {
    const a = assistant();
    server.script([say('Hi!')]);
    await a.send('Hello');
    const conversation = a.conversationId;
    await a.reset();
    await w.db.assistant_queue.add({
      salon_id: w.salonId,
      conversation_id: conversation,
      text: 'Still there?',
      created_at: new Date(clock).toISOString(),
      status: 'queued',
      last_error: null,
    });
    const b = assistant();
    const queue = createAssistantQueue({
      assistant: b,
      store: deviceQueueStore(w.db, w.salonId),
      salonId: w.salonId,
      isOnline: () => true,
      now: () => new Date(clock),
      locks: null,
    });
    server.script([say('Yes!')]);
    await queue.drain();
    expect(b.conversationId).toBe(conversation);
    expect((await turnsOf(conversation)).map((t) => t.content)).toEqual(['Hello', 'Hi!', 'Still there?', 'Yes!']);
    expect((await w.db.calls.get(conversation))?.ended_at).toBeNull();
    expect(await calls()).toHaveLength(1);
  });
});
