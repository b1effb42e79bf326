// The phone relay WebSocket (second slice) on the real local backend with the scripted
// model: the local stand-in (sync/server/phone/standin.ts) places a call with the voice webhook,
// then opens the relay the TwiML names as ConversationRelay does (signed handshake, setup,
// prompts). Each final prompt is a turn of server-side Sarah on the call record's conversation;
// her reply comes back as speakable text tokens, streamed, the last with last: true
// (phone-relay-stream.test.ts: fillers, silence, the cap). A booking is read back and waits for
// the caller's yes where the phone asks for one: the scripts below book on the yes either way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneCallId } from '../../src/domain/ids';
import { placeCall, type RelaySession, type StandinLine } from '../../sync/server/phone/standin';
import { lastToolResult } from '../support/scripted-openai-server';
import { newDevice } from './engine-harness';
import { MONDAY } from './messages-harness';
import { call, heldTurn, rowsOf, say, startSarahWorld, type Salon, type SarahWorld } from './sarah-chat-harness';

let w: SarahWorld;
let alice: Salon;
let line: StandinLine;
const SID = `AC${'b2'.repeat(16)}`;
const TOKEN = 'e1'.repeat(16);
const NUMBER = '+12125550178';
const CALLER = '+12125550142';

beforeAll(async () => {
  w = await startSarahWorld();
  alice = await w.salon('relay-alice');
  const saved = await alice.tablet.client.rpc('save_sms_provider', { p_account_sid: SID, p_auth_token: TOKEN, p_from_number: NUMBER });
  expect(saved.error).toBeNull();
  line = { backendUrl: w.backend.url, accountSid: SID, authToken: TOKEN, to: NUMBER, from: CALLER };
}, 120_000);
afterAll(() => w?.close());

/** A call answered by the voice webhook and connected to the relay. */
async function connected(): Promise<{ callSid: string; id: string; relay: RelaySession }> {
  const c = placeCall(line);
  const twiml = await c.voice();
  expect(twiml.status, twiml.body).toBe(200);
  const relay = await c.relay(twiml.body);
  if ('refused' in relay) throw new Error(`the relay refused the handshake: ${relay.refused}`);
  return { callSid: c.callSid, id: phoneCallId(alice.tablet.salonId, c.callSid), relay };
}

const booked = async () =>
  (
    await w.admin
      .from('appointments')
      .select('*')
      .eq('salon_id', alice.tablet.salonId)
      .eq('appointment_date', MONDAY)
      .eq('start_time', '10:00')
      .eq('deleted', false)
  ).data ?? [];
const IVY_BOOKS = { customer_name: 'Ivy Wu', customer_phone: CALLER, service_name: 'Gel Manicure', appointment_date: MONDAY, appointment_time: '10:00' };

/** Ivy asks for the booking and Sarah reads it back (or, where no yes is asked for, books it): the next turn's booking is the yes. */
async function askToBook(relay: RelaySession): Promise<void> {
  w.model.script([
    call('create_appointment', IVY_BOOKS),
    (req) => (lastToolResult(req).needs_confirmation ? say('A gel manicure on Monday at 10 AM. Shall I book it?') : say('You are booked for Monday at 10 AM.')),
  ]);
  relay.prompt('Book me a gel manicure on Monday at 10, my name is Ivy Wu.');
  await relay.reply();
}

describe('GET /phone/twilio/relay', () => {
  it("a signed relay: the prompt gets Sarah's reply as speakable text tokens, streamed, and the call record on a device has both turns", async () => {
    const { id, relay } = await connected();
    w.model.script([say('**Yes!** We are open today:\n- 9 AM to 7 PM')]);
    relay.prompt('Are you open today?');
    const reply = await relay.reply();
    expect(reply.words).toBe('Yes! We are open today: 9 AM to 7 PM');
    expect(reply.tokens.length).toBeGreaterThan(1);
    expect(relay.received.map((m) => m.last)).toEqual([...reply.tokens.slice(1).map(() => false), true]);
    // The model heard the greeting the caller heard, then the caller, with the phone's rules.
    const sent = w.model.requests[0].messages;
    expect(sent.map((m) => m.role)).toEqual(['system', 'assistant', 'user']);
    expect(sent[0].content).toContain(`The caller is calling from ${CALLER}`);
    expect(sent[1].content).toMatch(/^Thank you for calling Lotus Nails!/);
    await relay.close();

    const laptop = await newDevice(w.backend, alice.owner, { name: 'relay laptop' });
    try {
      await laptop.sync();
      expect(await laptop.db.calls.get(id)).toMatchObject({ channel: 'phone', caller_phone: CALLER });
      const turns = await laptop.db.call_turns.where('[call_id+position]').between([id, 0], [id, Infinity]).toArray();
      expect(turns.map((t) => [t.role, t.content])).toEqual([
        ['customer', 'Are you open today?'],
        ['assistant', '**Yes!** We are open today:\n- 9 AM to 7 PM'],
      ]);
    } finally {
      await laptop.close();
    }
  });

  it("a booking by phone is for the caller's number, never asked for; a key pressed is the caller's words", async () => {
    const { id, relay } = await connected();
    await askToBook(relay);
    // The caller's yes is a key: "press 1 to confirm".
    w.model.script([call('create_appointment', IVY_BOOKS), say('You are booked for Monday at 10 AM.'), say('Goodbye!')]);
    relay.dtmf('1');
    expect((await relay.reply()).words).toBe('You are booked for Monday at 10 AM.');
    expect(w.model.requests.at(-2)!.messages.at(-1)).toMatchObject({ role: 'user', content: 'The caller pressed 1.' });
    const rows = await booked();
    expect(rows).toHaveLength(1);
    const { data: customer } = await w.admin.from('customers').select('*').eq('id', rows[0].customer_id).single();
    expect(customer).toMatchObject({ name: 'Ivy Wu', phone: CALLER });
    expect((await w.admin.from('calls').select('outcome').eq('id', id).single()).data).toEqual({ outcome: 'booked' });

    relay.dtmf('2');
    expect((await relay.reply()).words).toBe('Goodbye!');
    expect(w.model.requests.at(-1)!.messages.at(-1)).toMatchObject({ role: 'user', content: 'The caller pressed 2.' });
    await relay.close();
    await w.admin.from('appointments').update({ deleted: true }).eq('id', rows[0].id);
  });

  it('a bad or missing handshake signature is refused with 403, an unknown number with 404, and nothing is written', async () => {
    const c = placeCall(line);
    const twiml = (await c.voice()).body;
    const before = await rowsOf(w, alice.tablet.salonId);
    w.model.script([]);
    expect(await c.relay(twiml, { unsigned: true })).toEqual({ refused: 403 });
    expect(await c.relay(twiml, { token: '0f'.repeat(16) })).toEqual({ refused: 403 });
    expect(await c.relay(twiml, { signature: 'plsdMSJgIrX0KTZxVxlD3wg5hHo=' })).toEqual({ refused: 403 });
    // Signed for the URL as the TwiML named it, sent to another salon's number: the query is signed too.
    const other = twiml.replace(encodeURIComponent(NUMBER), encodeURIComponent('+12125550999'));
    expect(await c.relay(other)).toEqual({ refused: 404 });
    expect(await rowsOf(w, alice.tablet.salonId)).toEqual(before);
    expect(w.model.requests).toHaveLength(0);
  });

  it('an interrupt during a booking turn: the booking is written once and nothing more of that reply is sent; the next prompt waits its turn', async () => {
    const { relay } = await connected();
    await askToBook(relay);
    const before = relay.received.length;
    const held = heldTurn(call('create_appointment', IVY_BOOKS));
    w.model.script([held.turn, say('Booked for Monday at 10!'), call('create_appointment', IVY_BOOKS), say('Yes, you are booked for Monday at 10.')]);
    relay.prompt('Yes, please.');
    await held.arrived;
    relay.interrupt();
    relay.prompt('Hello? Did that go through?'); // waits for the turn in flight
    held.release();
    expect((await relay.reply()).words).toBe('Yes, you are booked for Monday at 10.');
    expect(
      relay.received
        .slice(before)
        .map((m) => m.token)
        .join(''),
    ).toBe('Yes, you are booked for Monday at 10.');
    expect(await booked()).toHaveLength(1);
    expect(w.model.remaining()).toBe(0);
    await relay.close();
    await w.admin.from('appointments').update({ deleted: true }).eq('salon_id', alice.tablet.salonId).eq('appointment_date', MONDAY);
  });

  it('a caller hanging up mid-turn: the booking and both turns are still written, once; a prompt not yet begun is dropped', async () => {
    const { id, relay } = await connected();
    await askToBook(relay);
    const held = heldTurn(call('create_appointment', IVY_BOOKS));
    w.model.script([held.turn, say('Booked for Monday at 10!')]);
    relay.prompt('Yes, please.');
    await held.arrived;
    relay.prompt('And a pedicure too.');
    await relay.close();
    held.release();
    const roles = async () => (await w.admin.from('call_turns').select('role, position').eq('call_id', id).order('position')).data?.map((t) => t.role);
    await expect.poll(async () => (await roles())?.slice(3), { timeout: 5000 }).toEqual(['customer', 'tool', 'assistant']);
    await new Promise((r) => setTimeout(r, 200)); // room for the dropped prompt to have run, had it not been dropped
    expect(w.model.requests).toHaveLength(2);
    expect(await roles()).toEqual(['customer', 'tool', 'assistant', 'customer', 'tool', 'assistant']);
    expect(await booked()).toHaveLength(1);
    expect((await w.admin.from('calls').select('outcome').eq('id', id).single()).data).toEqual({ outcome: 'booked' });
  });
});
