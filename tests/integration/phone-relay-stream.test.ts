// The phone relay speaks as Sarah writes, on the real local backend with the scripted
// model streaming over real HTTP: her words reach the caller in pieces, those said before a tool
// call while the tool still runs; a slow turn gets one filler; silence gets "are you still
// there?" and then a goodbye and the end of the session; the salon's call cap ends a call
// politely, after a running turn; an interrupt mid-stream stops her words and a booking is
// written once. Clocks are shortened per test (phone-relay-harness.ts); everything else is real.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savePhoneAgent } from '../../src/db/repositories/phone-settings';
import { DEFAULT_AGENT } from '../../src/domain/phone';
import { FILLER, GOODBYE_SILENCE, GOODBYE_TIME_LIMIT, REPROMPT } from '../../sync/server/phone/relay-timers';
import type { RelaySession } from '../../sync/server/phone/standin';
import { lastToolResult } from '../support/scripted-openai-server';
import { MONDAY } from './messages-harness';
import { startRelayWorld, type RelayWorld } from './phone-relay-harness';
import { call, heldTurn, say } from './sarah-chat-harness';

let w: RelayWorld;
const CALLER = '+12125550143';

beforeAll(async () => {
  w = await startRelayWorld('+12125550181', CALLER);
}, 120_000);
afterAll(() => w?.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Every word the caller was sent so far. */
const heard = (relay: RelaySession) =>
  relay.received
    .filter((m) => m.type === 'text')
    .map((m) => m.token)
    .join('');
const goodbye = (reason: string) => ({ type: 'end', handoffData: JSON.stringify({ reasonCode: 'goodbye', reason }) });
const booked = async () =>
  (await w.admin.from('appointments').select('id').eq('salon_id', w.salonId).eq('appointment_date', MONDAY).eq('start_time', '10:00').eq('deleted', false))
    .data ?? [];
const IVY_BOOKS = { customer_name: 'Ivy Wu', customer_phone: CALLER, service_name: 'Gel Manicure', appointment_date: MONDAY, appointment_time: '10:00' };

describe('GET /phone/twilio/relay, streamed', () => {
  it('the words come in several tokens as the model writes them; those said before a tool call reach the caller before the last round answers', async () => {
    w.use({});
    const { relay } = await w.connected();
    const last = heldTurn(say('**Yes!** We are open today from 9 AM to 7 PM.'));
    w.model.script([{ text: 'Let me check our hours.', toolCalls: [{ name: 'get_business_hours' }] }, last.turn]);
    relay.prompt('Are you open today?');
    await last.arrived;
    // The tool has run and the last round is still to come: the caller has heard the first words.
    await expect.poll(() => heard(relay), { timeout: 5000 }).toBe('Let me check our hours.');
    expect(relay.received.every((m) => m.last === false)).toBe(true);
    last.release();
    const reply = await relay.reply();
    expect(reply.words).toBe('Let me check our hours. Yes! We are open today from 9 AM to 7 PM.');
    expect(reply.tokens.length).toBeGreaterThan(4);
    expect(w.model.requests.map((r) => r.stream)).toEqual([true, true]);
    await relay.close();
  });

  it('a slow turn says one filler first, never dead air, and then the reply', async () => {
    w.use({ fillerMs: 300 });
    const { relay } = await w.connected();
    // A slow model, then a slow round after the tool: several filler times with no word.
    w.model.script([
      { toolCalls: [{ name: 'get_business_hours' }], firstChunkMs: 900 },
      { text: 'We are open until 7 PM tonight.', firstChunkMs: 900 },
    ]);
    relay.prompt('How late are you open?');
    const reply = await relay.reply();
    expect(reply.tokens[0]).toBe(FILLER);
    expect(reply.words).toBe(`${FILLER} We are open until 7 PM tonight.`);
    expect(reply.tokens.filter((t) => t.includes(FILLER))).toHaveLength(1);
    await relay.close();
  });

  it('silence: "are you still there?" after the greeting and after each reply, never while a turn runs; then a goodbye and the end; none of it is the caller\'s words', async () => {
    w.use({ repromptMs: 300, goodbyeMs: 1000 });
    const { id, relay } = await w.connected();
    expect(await relay.next(5000)).toEqual({ type: 'text', token: REPROMPT, last: true });
    const held = heldTurn(say('Yes, how can I help you?'));
    w.model.script([held.turn]);
    relay.prompt('Yes, sorry.');
    await held.arrived;
    await sleep(1300); // longer than the whole silence: the turn is running, no clock counts
    expect(relay.received).toHaveLength(1);
    held.release();
    expect((await relay.reply()).words).toBe('Yes, how can I help you?');
    expect(await relay.next(5000)).toEqual({ type: 'text', token: REPROMPT, last: true });
    expect(await relay.next(5000)).toEqual({ type: 'text', token: GOODBYE_SILENCE, last: true });
    expect(await relay.next(5000)).toEqual(goodbye('silence'));
    relay.prompt('Wait!'); // the session is over: no turn
    await sleep(300);
    expect(w.model.requests).toHaveLength(1);
    const { data: turns } = await w.admin.from('call_turns').select('role, content').eq('call_id', id).order('position');
    expect(turns).toEqual([
      { role: 'customer', content: 'Yes, sorry.' },
      { role: 'assistant', content: 'Yes, how can I help you?' },
    ]);
    await relay.close();
  });

  it("the salon's call cap: a running turn finishes and is heard, then the goodbye and the end; an idle call ends at the cap", async () => {
    await savePhoneAgent(w.salonId, { ...DEFAULT_AGENT, callCapMinutes: 2 }, w.tablet.db);
    await w.tablet.sync();
    // The salon's 2 minutes are 2 s here; the default 10 would be 10 s.
    w.use({ minuteMs: 1000 });
    const { relay } = await w.connected();
    const held = heldTurn(say('We have 2 PM free on Monday.'));
    w.model.script([held.turn]);
    relay.prompt('Anything free on Monday?');
    await held.arrived;
    await sleep(2500); // past the cap while the turn runs
    expect(relay.received).toEqual([]);
    held.release();
    expect((await relay.reply()).words).toBe('We have 2 PM free on Monday.');
    expect(await relay.next()).toEqual({ type: 'text', token: GOODBYE_TIME_LIMIT, last: true });
    expect(await relay.next()).toEqual(goodbye('time limit'));
    await relay.close();

    const idle = await w.connected();
    expect(await idle.relay.next(7000)).toEqual({ type: 'text', token: GOODBYE_TIME_LIMIT, last: true });
    expect(await idle.relay.next()).toEqual(goodbye('time limit'));
    await idle.relay.close();
    await savePhoneAgent(w.salonId, DEFAULT_AGENT, w.tablet.db);
    await w.tablet.sync();
  });

  it('an interrupt mid-stream: nothing more of that turn is sent, its booking is written once, and the next prompt is answered', async () => {
    w.use({});
    const { relay } = await w.connected();
    // The booking is read back first where the phone asks for a yes; booked at once where it does not.
    w.model.script([
      call('create_appointment', IVY_BOOKS),
      (req) =>
        lastToolResult(req).needs_confirmation ? say('A gel manicure on Monday at 10 AM. Shall I book it?') : say('You are booked for Monday at 10 AM.'),
    ]);
    relay.prompt('Book me a gel manicure on Monday at 10, I am Ivy Wu.');
    await relay.reply();
    const before = relay.received.length;
    w.model.script([
      {
        text: 'Wonderful, I am putting that in the book for you right now, it will only take a moment.',
        toolCalls: [{ name: 'create_appointment', arguments: IVY_BOOKS }],
        chunkMs: 40,
      },
      { text: 'All set, you are booked for Monday at 10 AM.', chunkMs: 40 },
      say('You are welcome, goodbye!'),
    ]);
    relay.prompt('Yes, please.');
    expect(await relay.next()).toMatchObject({ type: 'text', last: false });
    relay.interrupt();
    relay.prompt('Thank you!');
    let m = await relay.next();
    while (m.last !== true) m = await relay.next();
    const words = relay.received
      .slice(before)
      .map((x) => x.token)
      .join('');
    expect(words).not.toContain('All set');
    expect(words).not.toContain('only take a moment');
    expect(words.endsWith('You are welcome, goodbye!')).toBe(true);
    expect(relay.received.slice(before).filter((x) => x.last === true)).toHaveLength(1);
    expect(w.model.remaining()).toBe(0);
    expect(await booked()).toHaveLength(1);
    await relay.close();
  });
});
