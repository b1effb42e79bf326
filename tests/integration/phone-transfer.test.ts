// Transfer to staff on the phone, on the real local backend with the scripted model and
// the stand-in playing the provider: Sarah's transfer_call ends her relay session with a handoff,
// the provider posts it to the <Connect action> (POST /phone/twilio/transfer), which dials the
// salon's redirect number; the <Dial>'s outcome is the test's choice. No answer brings the call
// back to Sarah on the same conversation, told to take a message; an answer ends it.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AGENT } from '../../src/domain/phone';
import { BACK_TO_SARAH } from '../../sync/server/phone/phone-transfer';
import { PHONE_WORDS } from '../../sync/server/phone/phone-words';
import { relayOfTwiml, type RelaySession } from '../../sync/server/phone/standin';
import { dialTwiml, HANGUP_TWIML } from '../../sync/server/phone/twiml';
import { call, say, toolResults, type ChatRequest } from '../support/scripted-openai-server';
import { startPhoneWorld, type PhoneWorld } from './phone-call-harness';
import { NOW_MS, serverClock } from './sarah-chat-harness';

let w: PhoneWorld;
const CALLER = '+12125550142';
const STAFF = '+12125550100';
const TRANSFER_ON = { ...DEFAULT_AGENT, transfer: true, redirectPhone: STAFF };
const HANDOFF = JSON.stringify({ reasonCode: 'transfer', reason: 'wants to talk to the owner' });

beforeAll(async () => {
  w = await startPhoneWorld('transfer', { sid: `AC${'e5'.repeat(16)}`, token: 'f6'.repeat(16), number: '+12125550181', caller: CALLER });
}, 120_000);
afterAll(() => w?.close());
afterEach(async () => {
  serverClock.ms = NOW_MS;
  w.agent.value = { ...DEFAULT_AGENT };
  await Promise.all(w.open.splice(0).map((r) => r.close()));
});

async function heard(relay: RelaySession): Promise<string> {
  let words = '';
  for (;;) {
    const m = await relay.next(20_000);
    if (m.type !== 'text') continue;
    words += String(m.token);
    if (m.last) return words.trim();
  }
}

/** The relay's next message that is not a text token (the end), within the time Sarah's words take. */
async function ended(relay: RelaySession): Promise<Record<string, unknown>> {
  for (;;) {
    const m = await relay.next(20_000);
    if (m.type !== 'text') return m;
  }
}

const toolNames = (req: ChatRequest) => req.tools?.map((t) => t.function.name) ?? [];
const dialedUrl = () => `${w.backend.url}/phone/twilio/transfer?step=dialed`;
const salonRows = async () => {
  const out: Record<string, unknown[]> = {};
  for (const t of ['appointments', 'customers', 'calls', 'call_turns', 'notifications'])
    out[t] = (await w.admin.from(t).select('*').eq('salon_id', w.salonId).order('id')).data ?? [];
  return out;
};

describe('transfer_call and POST /phone/twilio/transfer', () => {
  it('a transfer no one answers comes back to Sarah on the same call, and she takes a message', async () => {
    w.agent.value = TRANSFER_ON;
    const { id, relay, twiml, call: phone } = await w.connect();
    w.model.script([call('transfer_call', { reason: 'wants to talk to the owner' }), say('Let me connect you with the team.')]);
    relay.prompt('Can I talk to the owner, please?');
    expect(await heard(relay)).toBe('Let me connect you with the team.');
    expect(toolNames(w.model.requests[0])).toContain('transfer_call');
    expect(await ended(relay)).toEqual({ type: 'end', handoffData: HANDOFF });
    await relay.close();

    const dial = await phone.connectAction(twiml, HANDOFF);
    expect(dial.status).toBe(200);
    expect(dial.body).toBe(dialTwiml(STAFF, dialedUrl()));
    const back = await phone.dialAction(dial.body, 'no-answer');
    expect(back.status).toBe(200);
    expect(relayOfTwiml(back.body).parameters).toEqual({ greeting: BACK_TO_SARAH, after_transfer: 'no-answer' });
    expect(back.body).toContain(`<Connect action="${w.backend.url}/phone/twilio/transfer">`);

    const again = await phone.relay(back.body);
    if ('refused' in again) throw new Error(`refused: ${again.refused}`);
    w.open.push(again);
    const message = { customer_name: 'Ivy Wu', customer_phone: CALLER, message: 'Wants a refund for her last visit.', callback_requested: true };
    w.model.script([call('take_message', message), say("I'll pass that on, and the team will call you back.")]);
    again.prompt('Tell them I want a refund for my last visit, please call me back. I am Ivy Wu.');
    expect(await heard(again)).toBe("I'll pass that on, and the team will call you back.");
    // The same conversation (its history goes on), told the transfer failed; no transfer offered again is the prompt's ask.
    const [sent] = w.model.requests;
    expect(sent.messages[0].content).toContain('The transfer to the salon team did not go through (no-answer)');
    expect(sent.messages.some((m) => m.role === 'user' && m.content === 'Can I talk to the owner, please?')).toBe(true);
    expect(toolResults(w.model.requests[1])).toEqual([expect.objectContaining({ success: true })]);

    const { data: record } = await w.admin.from('calls').select('outcome, message, callback_requested, caller_name, channel').eq('id', id).single();
    expect(record).toEqual({ outcome: 'message_taken', message: message.message, callback_requested: true, caller_name: 'Ivy Wu', channel: 'phone' });
    const { data: steps } = await w.admin.from('call_turns').select('tool_name').eq('call_id', id).eq('role', 'tool').order('position');
    expect(steps!.map((s) => s.tool_name)).toEqual(['transfer_call', 'take_message']);
  });

  it('a transfer answered ends the call when the call with the salon is over; busy, failed and canceled come back to Sarah', async () => {
    w.agent.value = TRANSFER_ON;
    const { twiml, call: phone } = await w.connect();
    const dial = (await phone.connectAction(twiml, HANDOFF)).body;
    expect(await phone.dialAction(dial, 'completed')).toMatchObject({ status: 200, body: HANGUP_TWIML });
    for (const outcome of ['busy', 'failed', 'canceled']) {
      const back = await phone.dialAction(dial, outcome);
      expect(relayOfTwiml(back.body).parameters).toEqual({ greeting: BACK_TO_SARAH, after_transfer: outcome });
    }
  });

  it("a call in Spanish is put on hold and brought back to Sarah in Spanish: the handoff's language rides the Dial's action URL", async () => {
    w.agent.value = TRANSFER_ON;
    const { twiml, call: phone } = await w.connect();
    const dial = (await phone.connectAction(twiml, JSON.stringify({ reasonCode: 'transfer', reason: 'quiere hablar con la dueña', language: 'es' }))).body;
    expect(dial).toBe(dialTwiml(STAFF, `${dialedUrl()}&lang=es`, 'es'));
    expect(dial).toContain('<Say language="es-US">Un momento, por favor, le comunico.</Say>');
    const back = (await phone.dialAction(dial, 'no-answer')).body;
    expect(relayOfTwiml(back).parameters).toEqual({ greeting: PHONE_WORDS.es.backToSarah, language: 'es', after_transfer: 'no-answer' });
    expect(back).toContain(' language="es-US"');
  });

  it('after hours, or with no redirect number, the transfer does not ring: back to Sarah at once; a goodbye or no handoff hangs up', async () => {
    w.agent.value = TRANSFER_ON;
    const { twiml, call: phone } = await w.connect();
    serverClock.ms = NOW_MS + 11 * 3600_000; // 20:00 in New York: closed (the default hours end at 19:00)
    expect(relayOfTwiml((await phone.connectAction(twiml, HANDOFF)).body).parameters).toEqual({ greeting: BACK_TO_SARAH, after_transfer: 'closed' });
    serverClock.ms = NOW_MS;
    w.agent.value = { ...TRANSFER_ON, redirectPhone: null };
    expect(relayOfTwiml((await phone.connectAction(twiml, HANDOFF)).body).parameters).toEqual({ greeting: BACK_TO_SARAH, after_transfer: 'no-number' });
    expect(await phone.connectAction(twiml, JSON.stringify({ reasonCode: 'goodbye', reason: 'silence' }))).toMatchObject({ status: 200, body: HANGUP_TWIML });
    expect(await phone.connectAction(twiml)).toMatchObject({ status: 200, body: HANGUP_TWIML });
  });

  it('transfer_call is not offered with transfer off or without a number, and a call to it anyway is refused and ends nothing', async () => {
    for (const agent of [DEFAULT_AGENT, { ...DEFAULT_AGENT, transfer: true, redirectPhone: null }, { ...DEFAULT_AGENT, redirectPhone: STAFF }]) {
      w.agent.value = agent;
      const { relay } = await w.connect();
      w.model.script([call('transfer_call', { reason: 'wants a person' }), say('I can take a message for the team instead.')]);
      relay.prompt('Can I talk to a person?');
      expect(await heard(relay)).toBe('I can take a message for the team instead.');
      expect(toolNames(w.model.requests[0])).not.toContain('transfer_call');
      expect(toolResults(w.model.requests[1])).toEqual([{ error: expect.stringContaining('Transferring is not available') }]);
      await expect(relay.next(1500)).rejects.toThrow(/no relay message/);
    }
  });

  it('a bad or missing signature is 403 and writes nothing; unknown parameters are a 400 that says what is wrong', async () => {
    w.agent.value = TRANSFER_ON;
    const { twiml, call: phone } = await w.connect();
    const dial = (await phone.connectAction(twiml, HANDOFF)).body;
    const before = await salonRows();
    expect((await phone.connectAction(twiml, HANDOFF, { unsigned: true })).status).toBe(403);
    expect((await phone.connectAction(twiml, HANDOFF, { token: '0f'.repeat(16) })).status).toBe(403);
    expect((await phone.dialAction(dial, 'no-answer', { signature: 'plsdMSJgIrX0KTZxVxlD3wg5hHo=' })).status).toBe(403);
    expect(await phone.connectAction(twiml, '{not json')).toMatchObject({ status: 400, body: 'HandoffData is not JSON.' });
    expect(await phone.connectAction(twiml, JSON.stringify({ reasonCode: 'party' }))).toMatchObject({
      status: 400,
      body: expect.stringContaining('reasonCode'),
    });
    expect(await phone.dialAction(dial, 'ringing-forever')).toMatchObject({ status: 400, body: expect.stringContaining('DialCallStatus') });
    expect(await phone.dialAction(dial.replace('step=dialed', 'step=again'), 'completed')).toMatchObject({
      status: 400,
      body: expect.stringContaining('step'),
    });
    expect(await salonRows()).toEqual(before);
  });
});
