// The owner's Test call on the real local backend with the scripted model: the owner's
// socket GET /phone/test-call, where the server plays the provider for her salon through the same
// signed public endpoints (voice webhook, relay WebSocket, status callback) a real call uses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { phoneCallId } from '../../src/domain/ids';
import { TEST_CALLER } from '../../sync/server/phone/test-call';
import { say, startSarahWorld, type Salon, type SarahWorld } from './sarah-chat-harness';

let w: SarahWorld;
let alice: Salon;
let bob: Salon;
const NUMBER = '+12125550178';

beforeAll(async () => {
  w = await startSarahWorld();
  [alice, bob] = await Promise.all([w.salon('test-call-alice'), w.salon('test-call-bob')]);
  const saved = await alice.tablet.client.rpc('save_sms_provider', {
    p_account_sid: `AC${'c3'.repeat(16)}`,
    p_auth_token: 'd4'.repeat(16),
    p_from_number: NUMBER,
  });
  expect(saved.error).toBeNull();
}, 120_000);
afterAll(() => w?.close());

type Msg = Record<string, unknown>;

/** The browser's side: the socket, every message it got, the next one, and how it closed. */
async function dial(start: Msg) {
  const ws = new WebSocket(`${w.backend.url.replace(/^http/, 'ws')}/phone/test-call`);
  const got: Msg[] = [];
  let taken = 0;
  const closed = new Promise<{ code: number }>((resolve) => ws.on('close', (code) => resolve({ code })));
  ws.on('message', (d) => got.push(JSON.parse(String(d)) as Msg));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  ws.send(JSON.stringify(start));
  return {
    got,
    closed,
    send: (m: Msg) => ws.send(JSON.stringify(m)),
    async next(): Promise<Msg> {
      await expect.poll(() => got.length > taken, { timeout: 10_000 }).toBe(true);
      return got[taken++];
    },
  };
}

const callsOf = async (salonId: string) => (await w.admin.from('calls').select('id').eq('salon_id', salonId)).data ?? [];

describe('GET /phone/test-call', () => {
  it('needs the owner: no token or a bad one is refused, and nothing is called', async () => {
    const before = await callsOf(alice.tablet.salonId);
    const bad = await dial({ type: 'start', token: 'not-a-token' });
    expect(await bad.next()).toMatchObject({ type: 'error', error: 'no_session' });
    expect(await bad.closed).toEqual({ code: 4401 });
    const none = await dial({ type: 'say', text: 'hello' });
    expect(await none.next()).toMatchObject({ type: 'error', error: 'bad_start' });
    expect(await none.closed).toEqual({ code: 4400 });
    expect(await callsOf(alice.tablet.salonId)).toEqual(before);
    expect(w.model.requests).toHaveLength(0);
  });

  it("a typed line gets Sarah's reply from the model; hanging up ends the call record, channel phone, from the test caller", async () => {
    const c = await dial({ type: 'start', token: alice.token });
    const connected = await c.next();
    expect(connected).toMatchObject({ type: 'connected', greeting: expect.stringMatching(/^Thank you for calling Lotus Nails!/) });
    w.model.script([say('Yes, we are open until 7 PM today.')]);
    c.send({ type: 'say', text: 'Are you open today?' });
    // Streamed or whole: the tokens up to last: true are her reply.
    let reply = '';
    for (let m = await c.next(); ; m = await c.next()) {
      expect(m.type).toBe('text');
      reply += String(m.token);
      if (m.last) break;
    }
    expect(reply.trim()).toBe('Yes, we are open until 7 PM today.');
    c.send({ type: 'hangup' });
    expect(await c.next()).toMatchObject({ type: 'ended', reason: 'hangup' });
    expect((await c.closed).code).toBe(1000);
    const id = phoneCallId(alice.tablet.salonId, String(connected.callSid));
    await expect
      .poll(async () => (await w.admin.from('calls').select('channel, caller_phone, ended_at').eq('id', id).single()).data?.ended_at ?? null)
      .not.toBeNull();
    expect((await w.admin.from('calls').select('channel, caller_phone').eq('id', id).single()).data).toEqual({ channel: 'phone', caller_phone: TEST_CALLER });
    const turns = (await w.admin.from('call_turns').select('role, content').eq('call_id', id).order('position')).data;
    expect(turns).toEqual([
      { role: 'customer', content: 'Are you open today?' },
      { role: 'assistant', content: 'Yes, we are open until 7 PM today.' },
    ]);
  });

  it("another salon's owner cannot call into it: without her own Twilio settings she is told to save them, and Alice's calls are untouched", async () => {
    const before = await callsOf(alice.tablet.salonId);
    const c = await dial({ type: 'start', token: bob.token });
    expect(await c.next()).toMatchObject({ type: 'error', error: 'no_provider', message: expect.stringMatching(/^Save your Twilio/) });
    expect(await c.closed).toEqual({ code: 4409 });
    expect(await callsOf(alice.tablet.salonId)).toEqual(before);
    expect(await callsOf(bob.tablet.salonId)).toEqual([]);
  });

  it("with his own Twilio settings, another owner's Test call is his salon's call, never Alice's", async () => {
    const saved = await bob.tablet.client.rpc('save_sms_provider', {
      p_account_sid: `AC${'e5'.repeat(16)}`,
      p_auth_token: 'f6'.repeat(16),
      p_from_number: '+12125550179',
    });
    expect(saved.error).toBeNull();
    const before = await callsOf(alice.tablet.salonId);
    const c = await dial({ type: 'start', token: bob.token });
    const connected = await c.next();
    expect(connected).toMatchObject({ type: 'connected' });
    c.send({ type: 'hangup' });
    expect(await c.next()).toMatchObject({ type: 'ended', reason: 'hangup' });
    expect(await callsOf(bob.tablet.salonId)).toEqual([{ id: phoneCallId(bob.tablet.salonId, String(connected.callSid)) }]);
    expect(await callsOf(alice.tablet.salonId)).toEqual(before);
  });

  it('a caller number that is not one is refused before any call', async () => {
    const c = await dial({ type: 'start', token: alice.token, from: '555-0100' });
    expect(await c.next()).toMatchObject({ type: 'error', error: 'bad_start' });
    expect(await c.closed).toEqual({ code: 4400 });
  });
});
