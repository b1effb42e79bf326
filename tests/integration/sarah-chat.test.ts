// Server-side Sarah's endpoint on the real local backend, supabase-js and the scripted
// model over real HTTP: a conversation keeps its state on the server across requests; what she
// books lands in the database and reaches another device by pull; bad input gets a clear 4xx and
// changes nothing; one turn at a time per conversation; another owner cannot use a conversation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AGENT } from '../../src/domain/phone';
import { Conversations } from '../../sync/server/sarah/conversations';
import { newDevice } from './engine-harness';
import { MONDAY } from './messages-harness';
import { call, heldTurn, NOW_MS, PER_MINUTE, rowsOf, say, serverClock, startSarahWorld, type Salon, type SarahWorld } from './sarah-chat-harness';

let w: SarahWorld;
let alice: Salon;
let bob: Salon;

beforeAll(async () => {
  w = await startSarahWorld();
  alice = await w.salon('sarah-alice');
  bob = await w.salon('sarah-bob');
}, 120_000);
afterAll(() => w?.close());

const chat = (s: Salon | null, body: unknown) => w.post('/sarah/chat', body, s?.token);
const IVY = '212-555-0142';

describe('a conversation on the server', () => {
  it('two messages over two requests: the second knows the phone given in the first, and the booking reaches another device', async () => {
    const id = crypto.randomUUID();
    w.model.script([say('Hi Ivy! What would you like?')]);
    const first = await chat(alice, { conversation_id: id, message: `Hi, Ivy Wu here, ${IVY}.` });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ reply: 'Hi Ivy! What would you like?', actions: [], conversation_id: id });

    w.model.script([
      call('create_appointment', {
        customer_name: 'Ivy Wu',
        customer_phone: IVY,
        service_name: 'Gel Manicure',
        appointment_date: MONDAY,
        appointment_time: '10:00',
      }),
      say('Booked!'),
    ]);
    const second = await chat(alice, { conversation_id: id, message: 'A gel manicure on Monday at 10 please.' });
    expect(second.status).toBe(200);
    expect(second.body.reply).toBe('Booked!');
    expect(second.body.actions).toEqual([expect.objectContaining({ type: 'success', message: expect.stringMatching(/^create_appointment/) })]);
    // The model saw the whole conversation, as saved by the first request.
    expect(w.model.requests[0].messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);

    const { data: booked } = await w.admin
      .from('appointments')
      .select('*')
      .eq('salon_id', alice.tablet.salonId)
      .eq('appointment_date', MONDAY)
      .eq('start_time', '10:00');
    expect(booked).toHaveLength(1);
    expect(booked![0]).toMatchObject({ status: expect.stringMatching(/^(confirmed|pending)$/), deleted: false });
    const { data: rec } = await w.admin.from('calls').select('*').eq('id', id).single();
    expect(rec).toMatchObject({ salon_id: alice.tablet.salonId, channel: 'chat', outcome: 'booked', ended_at: null });
    const { count } = await w.admin.from('call_turns').select('*', { count: 'exact', head: true }).eq('call_id', id);
    expect(count).toBe(5);

    // Another device of the owner sees it after a pull.
    const laptop = await newDevice(w.backend, alice.owner, { name: 'laptop' });
    try {
      expect(await laptop.db.appointments.get(booked![0].id)).toBeUndefined();
      await laptop.sync();
      expect(await laptop.db.appointments.get(booked![0].id)).toMatchObject({ appointment_date: MONDAY, start_time: '10:00', status: booked![0].status });
      expect(await laptop.db.calls.get(id)).toMatchObject({ outcome: 'booked' });
    } finally {
      await laptop.close();
    }
  });

  it("the device's AI agent configuration comes with the message: bookings off, no booking tool is offered", async () => {
    w.model.script([say('I can take a message for the salon.')]);
    const agent = { ...DEFAULT_AGENT, bookings: false };
    const res = await chat(alice, { conversation_id: crypto.randomUUID(), message: 'Can I book a manicure?', agent });
    expect(res.status).toBe(200);
    const offered = (w.model.requests[0].tools ?? []).map((t) => t.function.name);
    expect(offered).not.toContain('create_appointment');
    expect(offered).toContain('get_business_hours');
  });

  it('reset ends the call record; a reset of an unknown conversation is 404', async () => {
    const id = crypto.randomUUID();
    w.model.script([say('Hello!')]);
    expect((await chat(alice, { conversation_id: id, message: 'Hello' })).status).toBe(200);
    const reset = await w.post('/sarah/reset', { conversation_id: id }, alice.token);
    expect(reset).toMatchObject({ status: 200, body: { conversation_id: id, ended: true } });
    const { data: rec } = await w.admin.from('calls').select('ended_at').eq('id', id).single();
    expect(rec!.ended_at).not.toBeNull();
    expect((await w.post('/sarah/reset', { conversation_id: crypto.randomUUID() }, alice.token)).status).toBe(404);
  });
});

describe('a message queued offline (at)', () => {
  it('joins its conversation at the time it was typed; 30 quiet minutes later a new conversation starts and the old call ends', async () => {
    const id = crypto.randomUUID();
    const typed = new Date(NOW_MS - 2 * 3600_000).toISOString();
    w.model.script([say('Hi!')]);
    expect((await chat(alice, { conversation_id: id, message: 'Hello', at: typed })).body.conversation_id).toBe(id);
    const { data: first } = await w.admin.from('call_turns').select('at').eq('call_id', id).eq('position', 0).single();
    expect(Date.parse(first!.at as string)).toBe(Date.parse(typed));

    w.model.script([say('Welcome back!')]);
    serverClock.ms = NOW_MS + 31 * 60_000;
    const later = await chat(alice, { conversation_id: id, message: 'Me again' }).finally(() => (serverClock.ms = NOW_MS));
    const next = later.body.conversation_id as string;
    expect(next).not.toBe(id);
    expect(w.model.requests[0].messages.map((m) => m.role)).toEqual(['system', 'user']);
    const { data: old } = await w.admin.from('calls').select('ended_at').eq('id', id).single();
    expect(old!.ended_at).not.toBeNull();
    // The new conversation is saved under its own id and carries on there.
    w.model.script([say('Yes?')]);
    expect((await chat(alice, { conversation_id: next, message: 'One more thing' })).body).toMatchObject({ reply: 'Yes?', conversation_id: next });
    expect(w.model.requests[0].messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
  });
});

describe('one turn at a time', () => {
  it('a second request on a conversation while a turn runs gets 409 and changes nothing; afterwards it carries on', async () => {
    const id = crypto.randomUUID();
    const held = heldTurn(say('Sorry for the wait.'));
    w.model.script([held.turn, say('Anything else?')]);
    const first = chat(alice, { conversation_id: id, message: 'Are you open Monday?' });
    await held.arrived;
    const before = await rowsOf(w, alice.tablet.salonId);
    const second = await chat(alice, { conversation_id: id, message: 'Hello??' });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ error: 'busy', message: expect.stringMatching(/again/) });
    expect(second.headers.get('retry-after')).toBe('1');
    expect(await rowsOf(w, alice.tablet.salonId)).toEqual(before);
    held.release();
    expect((await first).status).toBe(200);
    expect((await chat(alice, { conversation_id: id, message: 'Thanks' })).body.reply).toBe('Anything else?');
    expect(
      w.model.requests
        .at(-1)!
        .messages.filter((m) => m.role === 'user')
        .map((m) => m.content),
    ).toEqual(['Are you open Monday?', 'Thanks']);
  });
});

describe('refusals change nothing', () => {
  it('no session, a bad token, malformed JSON, oversize bodies and messages, bad fields: 4xx, no model call, no row', async () => {
    const id = crypto.randomUUID();
    w.model.script([], say('should not be asked'));
    const before = await rowsOf(w, alice.tablet.salonId);
    const ok = { conversation_id: id, message: 'Hi' };
    const cases: [string, () => Promise<{ status: number; body: Record<string, unknown> }>, number][] = [
      ['no session', () => chat(null, ok), 401],
      ['a forged token', () => w.post('/sarah/chat', ok, `${alice.token.slice(0, -4)}AAAA`), 401],
      ['the anon key as a session', () => w.post('/sarah/chat', ok, w.backend.anonKey), 401],
      ['malformed JSON', () => chat(alice, '{"conversation_id": '), 400],
      ['a JSON array', () => chat(alice, '[1,2]'), 400],
      ['a body over 64 KB', () => chat(alice, { ...ok, message: 'x'.repeat(70 * 1024) }), 413],
      ['a message over the cap', () => chat(alice, { ...ok, message: 'x'.repeat(5000) }), 413],
      ['no conversation id', () => chat(alice, { message: 'Hi' }), 400],
      ['a conversation id that is no UUID', () => chat(alice, { conversation_id: 'abc', message: 'Hi' }), 400],
      ['an empty message', () => chat(alice, { conversation_id: id, message: '   ' }), 400],
      ['a message that is no string', () => chat(alice, { conversation_id: id, message: 42 }), 400],
      ['an at that is no date', () => chat(alice, { ...ok, at: 'yesterday' }), 400],
      ['an at in the future', () => chat(alice, { ...ok, at: '2099-01-01T00:00:00Z' }), 400],
      ['an agent that is no object', () => chat(alice, { ...ok, agent: 'all on' }), 400],
      ['an agent with a blank greeting', () => chat(alice, { ...ok, agent: { ...DEFAULT_AGENT, greeting: '  ' } }), 400],
      ['an agent with an unknown voice', () => chat(alice, { ...ok, agent: { ...DEFAULT_AGENT, voice: 'hal' } }), 400],
      ['an agent with a flag that is no boolean', () => chat(alice, { ...ok, agent: { ...DEFAULT_AGENT, bookings: 'no' } }), 400],
    ];
    for (const [name, send, status] of cases) {
      const res = await send();
      expect(res.status, name).toBe(status);
      expect(res.body, name).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    expect(w.model.requests).toHaveLength(0);
    expect(await rowsOf(w, alice.tablet.salonId)).toEqual(before);
    // Nothing was created for the id either: a reset finds no such conversation.
    expect((await w.post('/sarah/reset', { conversation_id: id }, alice.token)).status).toBe(404);
  });

  it("another owner cannot use a conversation of the first salon: 404 as for an unknown one, and it stays the first's", async () => {
    const id = crypto.randomUUID();
    w.model.script([say(`Got it, ${IVY}.`)]);
    expect((await chat(alice, { conversation_id: id, message: `My number is ${IVY}` })).status).toBe(200);
    const before = await rowsOf(w, alice.tablet.salonId);
    w.model.script([], say('should not be asked'));
    const theirs = await chat(bob, { conversation_id: id, message: 'What did they say?' });
    expect(theirs).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect((await w.post('/sarah/reset', { conversation_id: id }, bob.token)).status).toBe(404);
    expect(w.model.requests).toHaveLength(0);
    expect(await rowsOf(w, alice.tablet.salonId)).toEqual(before);
    // Alice's conversation carries on untouched.
    w.model.script([say('Still here.')]);
    expect((await chat(alice, { conversation_id: id, message: 'Hello again' })).body.reply).toBe('Still here.');
    expect(w.model.requests[0].messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
  });

  it('a conversation grown past its cap takes no more messages (413) and can still be reset', async () => {
    const id = crypto.randomUUID();
    const conversations = new Conversations(w.admin, alice.tablet.salonId);
    const claim = await conversations.claim(id, { leaseSeconds: 60, perMinute: null });
    if (claim.status !== 'claimed') throw new Error(claim.status);
    const history = Array.from({ length: 140 }, (_, i) => ({ role: i % 2 ? ('assistant' as const) : ('user' as const), content: 'x'.repeat(4000) }));
    expect(await conversations.finish(id, claim.lease, { id, history, phones: [], bookings: [], lastAt: new Date(NOW_MS).toISOString() })).toBe(true);
    w.model.script([], say('should not be asked'));
    expect(await chat(alice, { conversation_id: id, message: 'Hi' })).toMatchObject({ status: 413, body: { error: 'conversation_too_long' } });
    expect(w.model.requests).toHaveLength(0);
    expect((await w.post('/sarah/reset', { conversation_id: id }, alice.token)).status).toBe(200);
  });

  it(`more than ${PER_MINUTE} messages a minute for one salon: 429 with Retry-After, nothing sent to the model`, async () => {
    const carol = await w.salon('sarah-carol');
    w.model.script([], say('Hi!'));
    for (let i = 0; i < PER_MINUTE; i++) expect((await chat(carol, { conversation_id: crypto.randomUUID(), message: `Hi ${i}` })).status).toBe(200);
    const asked = w.model.requests.length;
    const before = await rowsOf(w, carol.tablet.salonId);
    const over = await chat(carol, { conversation_id: crypto.randomUUID(), message: 'One more' });
    expect(over).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(w.model.requests).toHaveLength(asked);
    expect(await rowsOf(w, carol.tablet.salonId)).toEqual(before);
    // Another salon's budget is its own.
    w.model.script([say('Hello Bob')]);
    expect((await chat(bob, { conversation_id: crypto.randomUUID(), message: 'Hi' })).status).toBe(200);
  });
});
