// The owner's Test call through a transfer: Sarah's transfer_call ends her relay
// session, the server (playing the provider) posts the handoff to the Connect action, which dials
// the salon's redirect number; the browser is told which number would ring, no one answers a test,
// and the call comes back to Sarah (her words after a failed transfer), who takes a message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEFAULT_AGENT } from '../../src/domain/phone';
import { BACK_TO_SARAH } from '../../sync/server/phone/phone-transfer';
import { TEST_CALLER } from '../../sync/server/phone/test-call';
import { call, say } from '../support/scripted-openai-server';
import { startPhoneWorld, type PhoneWorld } from './phone-call-harness';

let w: PhoneWorld;
const STAFF = '+12125550199';

beforeAll(async () => {
  w = await startPhoneWorld('test-call-transfer', { sid: `AC${'a7'.repeat(16)}`, token: 'b8'.repeat(16), number: '+12125550183', caller: TEST_CALLER });
}, 120_000);
afterAll(() => w?.close());

type Msg = Record<string, unknown>;

describe('a Test call that Sarah transfers', () => {
  it('tells the browser the redirect number, comes back to Sarah when no one answers, and she takes the message', async () => {
    w.agent.value = { ...DEFAULT_AGENT, transfer: true, redirectPhone: STAFF };
    const token = (await w.tablet.client.auth.getSession()).data.session!.access_token;
    const ws = new WebSocket(`${w.backend.url.replace(/^http/, 'ws')}/phone/test-call`);
    const got: Msg[] = [];
    ws.on('message', (d) => got.push(JSON.parse(String(d)) as Msg));
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    ws.send(JSON.stringify({ type: 'start', token }));
    const seen = (pred: (m: Msg) => boolean) => expect.poll(() => got.some(pred), { timeout: 15_000 }).toBe(true);
    await seen((m) => m.type === 'connected');

    w.model.script([call('transfer_call', { reason: 'wants to talk to the owner' }), say('Let me connect you with the team.')]);
    ws.send(JSON.stringify({ type: 'say', text: 'Can I talk to the owner, please?' }));
    await seen((m) => m.type === 'transfer');
    expect(got.find((m) => m.type === 'transfer')).toEqual({ type: 'transfer', number: STAFF });
    expect(got.find((m) => m.type === 'end')).toMatchObject({ type: 'end', handoffData: expect.stringContaining('"reasonCode":"transfer"') });
    // Back from the Dial no one answered: Sarah's words after a failed transfer, as a line of hers.
    await seen((m) => m.type === 'text' && m.token === BACK_TO_SARAH);

    const message = { customer_name: 'Ivy Wu', customer_phone: TEST_CALLER, message: 'Wants a refund for her last visit.', callback_requested: true };
    w.model.script([call('take_message', message), say("I'll pass that on, and the team will call you back.")]);
    const from = got.length;
    ws.send(JSON.stringify({ type: 'say', text: 'Tell them I want a refund, please call me back. I am Ivy Wu.' }));
    // Her reply, streamed or whole: the tokens after the caller's words, up to last: true.
    const reply = () => {
      let words = '';
      for (const m of got.slice(from)) {
        if (m.type !== 'text') continue;
        words += String(m.token);
        if (m.last) return words.trim();
      }
      return null;
    };
    await expect.poll(reply, { timeout: 15_000 }).toBe("I'll pass that on, and the team will call you back.");
    ws.send(JSON.stringify({ type: 'hangup' }));
    await seen((m) => m.type === 'ended');
    expect(got.find((m) => m.type === 'ended')).toMatchObject({ reason: 'hangup' });

    const connected = got.find((m) => m.type === 'connected')!;
    const { data: calls } = await w.admin
      .from('calls')
      .select('outcome, message, callback_requested, channel, caller_phone, ended_at')
      .eq('salon_id', w.salonId);
    expect(calls).toHaveLength(1);
    expect(calls![0]).toMatchObject({
      outcome: 'message_taken',
      message: message.message,
      callback_requested: true,
      channel: 'phone',
      caller_phone: TEST_CALLER,
    });
    await expect.poll(async () => (await w.admin.from('calls').select('ended_at').eq('salon_id', w.salonId).single()).data?.ended_at ?? null).not.toBeNull();
    expect(String(connected.callSid)).toMatch(/^CA[0-9a-f]{32}$/);
  });
});
