// The AI agent configuration reaches Sarah: the greeting opens the model's history, a
// switched-off ability is neither offered nor obeyed, and the system prompt is a stable prefix
// with only its last line (the clock) changing between messages, for providers' prompt caches.
import OpenAI from 'openai';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAssistant } from '../../src/assistant/loop';
import * as text from '../../src/assistant/messages';
import { offRule, TRANSFER_RULE } from '../../src/assistant/prompt';
import { TOOL_NAMES } from '../../src/assistant/tools';
import { savePhoneAgent } from '../../src/db/repositories/phone-settings';
import { DEFAULT_AGENT, type AgentConfig } from '../../src/domain/phone';
import { call, say, startScriptedServer, type ScriptedServer } from '../support/scripted-openai-server';
import { seedWorld, type World } from '../assistant/world';

let server: ScriptedServer;
let w: World;
const client = () => new OpenAI({ apiKey: 'test-key', baseURL: server.baseURL, maxRetries: 0 });

beforeAll(async () => {
  server = await startScriptedServer();
  w = await seedWorld();
});
afterAll(async () => {
  await server.close();
  await w.db.delete();
});
afterEach(() => server.script([]));

describe('the AI agent configuration', () => {
  it("the greeting is Sarah's first turn in the history, again after a reset", async () => {
    server.script([say('Sure!'), say('Hello again')]);
    const a = createAssistant({ getClient: client, model: 'm', store: w.store, greeting: () => 'Welcome to Polished Nails!' });
    await a.send('Hi');
    const first = server.requests.at(-1)!;
    expect(first.messages.map((m) => m.role)).toEqual(['system', 'assistant', 'user']);
    expect(first.messages[1].content).toBe('Welcome to Polished Nails!');
    a.reset();
    await a.send('Hi');
    expect(server.requests.at(-1)!.messages.map((m) => m.role)).toEqual(['system', 'assistant', 'user']);
  });

  it('reads the saved configuration for every message: a switched-off ability goes at once', async () => {
    server.script([say('one'), say('two')]);
    const a = createAssistant({ getClient: client, model: 'm', store: w.store });
    await a.send('Hi');
    expect(server.requests.at(-1)!.tools?.map((t) => t.function.name)).toEqual(TOOL_NAMES);
    await savePhoneAgent(w.salonId, { ...DEFAULT_AGENT, hours: false }, w.db);
    await a.send('And your hours?');
    const req = server.requests.at(-1)!;
    expect(req.tools?.map((t) => t.function.name)).toEqual(TOOL_NAMES.filter((n) => n !== 'get_business_hours'));
    expect(String(req.messages[0].content)).not.toContain('Opening hours:');
    expect(String(req.messages[0].content)).toContain(text.ABILITY_TOPICS.hours);
    await savePhoneAgent(w.salonId, DEFAULT_AGENT, w.db);
  });

  it('transfer on puts the call-back rule in the prompt, off leaves it out; bookings off offers a message', async () => {
    server.script([say('one'), say('two'), say('three')]);
    const a = createAssistant({ getClient: client, model: 'm', store: w.store });
    const prompt = () => String(server.requests.at(-1)!.messages[0].content);
    await a.send('Hi');
    expect(prompt()).not.toContain(TRANSFER_RULE);
    await savePhoneAgent(w.salonId, { ...DEFAULT_AGENT, transfer: true }, w.db);
    await a.send('Can I talk to a person?');
    expect(prompt()).toContain(TRANSFER_RULE);
    expect(TRANSFER_RULE).toContain('take_message and callback_requested true');
    await savePhoneAgent(w.salonId, { ...DEFAULT_AGENT, bookings: false }, w.db);
    await a.send('Book me in?');
    expect(prompt()).not.toContain(TRANSFER_RULE);
    expect(prompt()).toContain(offRule(text.ABILITY_TOPICS.bookings));
    expect(prompt()).not.toMatch(/call(ing)? the salon/i);
    await savePhoneAgent(w.salonId, DEFAULT_AGENT, w.db);
  });

  it('a call to a switched-off tool is refused with the ability text and writes nothing', async () => {
    const agent: AgentConfig = { ...DEFAULT_AGENT, bookings: false };
    server.script([call('cancel_appointment', { appointment_id: w.appt.annaUpcoming }), say('Sorry.')]);
    const a = createAssistant({ getClient: client, model: 'm', store: w.store, agent: () => agent });
    await a.send('Anna, 555-010-1234: cancel my appointment.');
    const results = a.history.filter((m) => m.role === 'tool').map((m) => JSON.parse(String(m.content)));
    expect(results).toEqual([{ error: text.abilityOff('bookings') }]);
    expect((await w.db.appointments.get(w.appt.annaUpcoming))?.status).toBe('confirmed');
  });
});

describe('the system prompt for prompt caches', () => {
  it('is the same for two messages except its last line, the current date and time', async () => {
    let clock = new Date('2026-03-25T14:00:00.000Z');
    server.script([say('one'), say('two')]);
    const a = createAssistant({ getClient: client, model: 'm', store: w.store, now: () => clock });
    await a.send('Hi');
    clock = new Date('2026-03-25T14:07:00.000Z');
    await a.send('Still there?');
    const [one, two] = server.requests.slice(-2).map((r) => String(r.messages[0].content).split('\n'));
    expect(one.slice(0, -1)).toEqual(two.slice(0, -1));
    expect([one.at(-1), two.at(-1)]).toEqual([
      'Today is Wednesday, 2026-03-25, and the time is 10:00 (America/New_York).',
      'Today is Wednesday, 2026-03-25, and the time is 10:07 (America/New_York).',
    ]);
    // The tools (sent before the messages) are identical too.
    expect(JSON.stringify(server.requests.at(-1)!.tools)).toBe(JSON.stringify(server.requests.at(-2)!.tools));
  });
});
