// A conversation carried on from saved state (server-side Sarah): each message of the
// server's chat builds a new assistant with `resume` and saves `saved()` after the turn, through
// JSON as the server's database does. The second assistant must be the first one's conversation:
// the phones given, the history the model sees, the call record's positions, its end.
import OpenAI from 'openai';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAssistant, type SavedConversation } from '../../src/assistant/loop';
import { QUIET_MS } from '../../src/domain/calls';
import { call, lastToolResult, say, startScriptedServer, type ScriptedServer } from '../support/scripted-openai-server';
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

const assistant = (resume?: SavedConversation) =>
  createAssistant({
    getClient: () => new OpenAI({ apiKey: 'k', baseURL: server.baseURL, maxRetries: 0 }),
    model: 'm',
    store: w.store,
    now: () => new Date(clock),
    resume,
  });
/** Through JSON, as the server keeps it between requests. */
const kept = (a: ReturnType<typeof assistant>): SavedConversation => JSON.parse(JSON.stringify(a.saved()));
const turnsOf = (callId: string) => w.db.call_turns.where('[call_id+position]').between([callId, 0], [callId, Infinity]).toArray();

describe('resume', () => {
  it('carries on: the phone given before cancels now, the model sees the whole history, the record continues', async () => {
    server.script([say('Which appointment?')]);
    const first = assistant();
    await first.send(`Hi, I need to cancel. My number is ${ANNA_PHONE}.`);
    const saved = kept(first);
    expect(saved).toMatchObject({ id: first.conversationId, phones: [ANNA_PHONE], bookings: [], lastAt: NOW });

    clock += 60_000;
    server.script([
      call('cancel_appointment', { appointment_id: w.appt.annaUpcoming }),
      (req) => say(lastToolResult(req).success ? 'Cancelled.' : 'Could not.'),
    ]);
    const second = assistant(saved);
    const reply = await second.send('The one on Friday please.', { conversationId: saved.id });
    expect(reply.reply).toBe('Cancelled.');
    expect(second.conversationId).toBe(saved.id);
    expect(server.requests[0].messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect((await w.db.appointments.get(w.appt.annaUpcoming))?.status).toBe('canceled');
    const turns = await turnsOf(saved.id);
    expect(turns.map((t) => [t.position, t.role])).toEqual([
      [0, 'customer'],
      [1, 'assistant'],
      [2, 'customer'],
      [3, 'tool'],
      [4, 'assistant'],
    ]);
    expect((await w.db.calls.get(saved.id))?.outcome).toBe('cancelled');
  });

  it('remembers what it booked: a repeated create in the next request books once', async () => {
    const booking = {
      customer_name: 'Carla Diaz',
      customer_phone: '555 303 4444',
      service_name: 'Classic Manicure',
      appointment_date: '2026-03-27',
      appointment_time: '10:00',
    };
    server.script([call('create_appointment', booking), say('Booked.')]);
    const first = assistant();
    await first.send('Classic manicure Friday 10:00, Carla Diaz, 555 303 4444');
    const saved = kept(first);
    expect(saved.bookings).toHaveLength(1);
    server.script([call('create_appointment', booking), say('Still booked.')]);
    await assistant(saved).send('Did that go through?', { conversationId: saved.id });
    const carla = (await salonRowsOf(w.db.appointments, w.salonId).toArray()).filter(
      (a) => a.appointment_date === '2026-03-27' && a.start_time === '10:00' && a.status !== 'canceled' && !a.deleted,
    );
    expect(carla).toHaveLength(1);
  });

  it('a resumed conversation ends its call on reset, and after 30 quiet minutes the next message starts a new one', async () => {
    server.script([say('Hello!')]);
    const first = assistant();
    await first.send('Hi');
    const saved = kept(first);

    const ending = assistant(saved);
    await ending.reset();
    expect((await w.db.calls.get(saved.id))?.ended_at).toBe(NOW);

    clock += QUIET_MS + 1000;
    server.script([say('Hi again')]);
    const later = assistant(saved);
    await later.send('Back again', { conversationId: saved.id });
    expect(later.conversationId).not.toBe(saved.id);
    expect(later.saved().history.map((m) => m.role)).toEqual(['system', 'user', 'assistant']);
    expect((await w.db.calls.get(later.conversationId))?.ended_at).toBeNull();
  });
});
