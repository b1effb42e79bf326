// A text Sarah takes long to answer, on the real local backend: Twilio waits
// 15 s for the messaging webhook, so past the deadline (shortened here) the webhook answers no text
// and her reply goes when she is done, through the provider's REST API with the salon's account
// (locally the stand-in's catcher), once; the provider's retry of the text meanwhile asks nothing.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LocalBackend } from '../../sync/server/index';
import { sendText, type StandinLine } from '../../sync/server/phone/standin';
import { say, startScriptedServer, type ScriptedServer } from '../support/scripted-openai-server';
import { newDevice, signUpOwner, type SimDevice } from './engine-harness';
import { clientFor, startTestBackend, uniqueEmail } from './helpers';
import { furnishSalon } from './messages-harness';
import { heldTurn } from './sarah-chat-harness';

let backend: LocalBackend;
let model: ScriptedServer;
let tablet: SimDevice;
let line: StandinLine;
const SID = `AC${'c3'.repeat(16)}`;
const TOKEN = 'd4'.repeat(16);
const EMPTY = '<?xml version="1.0" encoding="UTF-8"?><Response/>';

beforeAll(async () => {
  model = await startScriptedServer();
  ({ backend } = await startTestBackend({
    sarah: { defaults: { baseURL: model.baseURL, model: 'scripted', apiKey: 'server-key' }, perMinute: 20, privateModels: true, smsDeadlineMs: 300 },
  }));
  const owner = await signUpOwner(backend, uniqueEmail('sms-late'));
  tablet = await newDevice(backend, owner, { name: 'sms-late tablet' });
  await furnishSalon(tablet);
  await tablet.sync();
  expect((await tablet.client.rpc('save_sms_provider', { p_account_sid: SID, p_auth_token: TOKEN, p_from_number: '+12125550199' })).error).toBeNull();
  line = { backendUrl: backend.url, accountSid: SID, authToken: TOKEN, to: '+12125550199', from: '+12125550171' };
}, 120_000);
afterAll(async () => {
  await tablet?.close();
  await backend?.close();
  await model?.close();
});

const textsTo = (number: string) => backend.mail!.messages().filter((m) => m.channel === 'sms' && m.to.includes(number));

async function until<T>(read: () => T | Promise<T>, ok: (v: T) => boolean, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

it("past the deadline the webhook answers no text, and Sarah's reply is texted from the salon's number when she is done", async () => {
  const held = heldTurn(say('**Yes**, we have 10:00 on Monday.'));
  model.script([held.turn]);
  const text = sendText(line, 'Any time Monday?');
  const first = await text.post();
  expect(first).toMatchObject({ status: 200, body: EMPTY });
  await held.arrived;
  // The provider's retry while she thinks: nothing asked, nothing texted.
  expect((await text.post()).body).toBe(EMPTY);
  expect(textsTo(line.from)).toEqual([]);

  held.release();
  const sent = await until(
    () => textsTo(line.from),
    (t) => t.length > 0,
  );
  expect(sent.map((m) => ({ from: m.from, text: m.text }))).toEqual([{ from: line.to, text: 'Yes, we have 10:00 on Monday.' }]);
  expect(model.requests).toHaveLength(1);

  // Her turn is on record like any other text's.
  const admin = clientFor(backend, backend.serviceRoleKey);
  const { data: calls } = await admin.from('calls').select('id, channel, caller_phone').eq('salon_id', tablet.salonId);
  expect(calls).toEqual([expect.objectContaining({ channel: 'sms', caller_phone: line.from })]);
  const { data: turns } = await admin.from('call_turns').select('role').eq('call_id', calls![0].id).order('position');
  expect(turns!.map((t) => t.role)).toEqual(['customer', 'assistant']);
});
