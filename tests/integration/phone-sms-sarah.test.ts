// Texts with Sarah and the owner on the real local backend: the stand-in posts
// Twilio's signed messaging webhook; Sarah is the server's, over the scripted model. A free text is
// a turn of hers in a conversation of channel 'sms' (her reply in the Messaging TwiML, plain); the
// same number's next text continues it, a provider's retry never asks the model again, 30 quiet
// minutes start a new one. Y confirms the number's pending appointment and tells the owner once
// (its texts then go, as for any confirmed booking). STOP keeps the reminder from going and shows on the client card
// (the owner's read, through the real repository); START takes it away.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readCallStatsSources } from '../../src/data/queries/call-stats';
import { addClient } from '../../src/db/repositories/customers';
import { putRow } from '../../src/db/writer';
import { callStats, periodWindow } from '../../src/domain/call-stats';
import { lastKnownSmsOptOuts, loadSmsOptOuts } from '../../src/db/repositories/sms-opt-outs';
import { messageSettingsId } from '../../src/domain/ids';
import { SMS_REFUSALS } from '../../src/domain/messages/sms-policy';
import { optOutOf, optOutText } from '../../src/domain/sms-opt-outs';
import type { Appointment, Call } from '../../src/domain/types';
import { sendText, type StandinLine } from '../../sync/server/phone/standin';
import { serverSalonStore } from '../../sync/server/sarah/pg-store';
import type { ChatRequest } from '../support/scripted-openai-server';
import { clientFor } from './helpers';
import { bookingNow, DEFAULT_SETTINGS, messagesOf, messagesSalon, MONDAY, senderAt, type MessagesSalon } from './messages-harness';
import { NOW_MS, rowsOf, say, serverClock, startSarahWorld, type Salon, type SarahWorld } from './sarah-chat-harness';

let w: SarahWorld;
let bea: Salon;
let ms: MessagesSalon;
let line: StandinLine;
const SID = `AC${'b2'.repeat(16)}`;
const TOKEN = 'e1'.repeat(16);
const NUMBER = '+12125550188';
const message = (text: string) => `<?xml version="1.0" encoding="UTF-8"?><Response><Message>${text}</Message></Response>`;

beforeAll(async () => {
  w = await startSarahWorld();
  bea = await w.salon('sms-sarah-bea');
  const { tablet } = bea;
  await putRow(tablet.ctx, 'message_settings', { ...DEFAULT_SETTINGS, id: messageSettingsId(tablet.salonId), salon_id: tablet.salonId, sms_on: true });
  await tablet.sync();
  expect((await tablet.client.rpc('save_sms_provider', { p_account_sid: SID, p_auth_token: TOKEN, p_from_number: NUMBER })).error).toBeNull();
  ms = messagesSalon(w.backend, bea.owner, tablet, bea.serviceId);
  line = { backendUrl: w.backend.url, accountSid: SID, authToken: TOKEN, to: NUMBER, from: '+12125550161' };
}, 120_000);
afterEach(() => {
  serverClock.ms = NOW_MS;
});
afterAll(async () => {
  ms?.mailer.close();
  await w?.close();
});

const smsCalls = async (): Promise<Call[]> =>
  (await w.admin.from('calls').select('*').eq('salon_id', bea.tablet.salonId).eq('channel', 'sms').order('started_at')).data as Call[];
const turnsOf = async (callId: string) =>
  (await w.admin.from('call_turns').select('role, content').eq('call_id', callId).order('position')).data as { role: string; content: string }[];
const systemOf = (req: ChatRequest) =>
  req.messages
    .filter((m) => m.role === 'system')
    .map((m) => String(m.content))
    .join('\n');
const userLines = (i: number) => w.model.requests[i].messages.filter((m) => m.role === 'user').map((m) => m.content);

async function bookPending(phone: string, start: string, status: 'pending' | 'confirmed' = 'pending'): Promise<Appointment> {
  const [appt] = await serverSalonStore(w.admin, bea.tablet.salonId).book({
    customer: { name: 'Dana Reyes', phone },
    serviceIds: [bea.serviceId],
    date: MONDAY,
    start,
    status,
    now: bookingNow,
    source: 'untrusted',
  });
  return appt;
}
/** The sender on Sunday afternoon (14:00 in New York): Monday's morning reminders (24 h before) are due. */
const drainSunday = () => senderAt(ms, '2031-11-02T19:00:00Z', { smsApiBase: w.backend.smsApiBase! }).drain();
const reminderOf = async (id: string) => (await messagesOf(ms, id)).find((m) => m.kind === 'reminder' && m.channel === 'sms');
const textsTo = (number: string) => w.backend.mail!.messages().filter((m) => m.channel === 'sms' && m.to.includes(number));

describe('a free text goes to Sarah', () => {
  it('her plain answer comes back in the TwiML; the next text continues the conversation; a retry does not ask the model again', async () => {
    const from = '+12125550162';
    w.model.script([say('**Hi!** We are open on Monday:\n- 09:00 to 18:00')]);
    const first = await sendText({ ...line, from }, 'Are you open Monday?').post();
    expect(first.status).toBe(200);
    expect(first.body).toBe(message('Hi! We are open on Monday: 09:00 to 18:00'));
    // Her rules for texts, with the sender's number as given.
    const system = w.model.requests[0].messages
      .filter((m) => m.role === 'system')
      .map((m) => String(m.content))
      .join('\n');
    expect(system).toContain('text message (SMS)');
    expect(system).toContain(`texting from ${from}`);

    const [call] = await smsCalls();
    expect(call).toMatchObject({ channel: 'sms', caller_phone: from, outcome: 'answered', ended_at: null });
    expect(await turnsOf(call.id)).toEqual([
      { role: 'customer', content: 'Are you open Monday?' },
      { role: 'assistant', content: '**Hi!** We are open on Monday:\n- 09:00 to 18:00' },
    ]);

    w.model.script([say('You are welcome & see you!')]);
    const second = sendText({ ...line, from }, 'Thanks');
    const answered = await second.post();
    expect(answered.body).toBe(message('You are welcome &amp; see you!'));
    expect(w.model.requests).toHaveLength(1);
    expect(userLines(0)).toEqual(['Are you open Monday?', 'Thanks']);
    expect(await smsCalls()).toHaveLength(1);
    expect((await turnsOf(call.id)).map((t) => t.role)).toEqual(['customer', 'assistant', 'customer', 'assistant']);

    // The provider sends the second text again: the same answer, the model not asked, nothing written.
    const before = await rowsOf(w, bea.tablet.salonId);
    expect((await second.post()).body).toBe(answered.body);
    expect(w.model.requests).toHaveLength(1);
    expect(await rowsOf(w, bea.tablet.salonId)).toEqual(before);

    // Another number: a conversation of its own.
    w.model.script([say('Hello!')]);
    await sendText({ ...line, from: '+12125550163' }, 'Hi there').post();
    expect(w.model.requests).toHaveLength(1);
    expect(userLines(0)).toEqual(['Hi there']);
    expect((await smsCalls()).map((c) => c.caller_phone)).toEqual([from, '+12125550163']);
  });

  it('after 30 quiet minutes the same number starts a new conversation, and the old one ends', async () => {
    const from = '+12125550164';
    w.model.script([say('Hi!')]);
    await sendText({ ...line, from }, 'Hello').post();
    serverClock.ms = NOW_MS + 31 * 60_000;
    w.model.script([say('Welcome back!')]);
    expect((await sendText({ ...line, from }, 'Me again').post()).body).toBe(message('Welcome back!'));
    expect(userLines(0)).toEqual(['Me again']);
    const mine = (await smsCalls()).filter((c) => c.caller_phone === from);
    expect(mine).toHaveLength(2);
    expect(mine[0].ended_at).not.toBeNull();
    expect(mine[1].ended_at).toBeNull();

    // The Overview counts texts like calls: on the owner's device, every ended conversation of the
    // day (this salon has only texts) is in the figures.
    await bea.tablet.sync();
    const window = periodWindow('today', '2031-10-30', 'America/New_York');
    const stats = callStats({ window, ...(await readCallStatsSources(bea.tablet.db, bea.tablet.salonId, window.start, window.end)) });
    const ended = (await smsCalls()).filter((c) => c.ended_at && c.outcome).length;
    expect(ended).toBeGreaterThan(0);
    expect(stats.callsHandled).toEqual({ kind: 'value', value: ended });
  });

  it('a failed model answers a short fixed text', async () => {
    w.model.script([{ status: 500 }]);
    const res = await sendText({ ...line, from: '+12125550165' }, 'Can I book?').post();
    expect(res.status).toBe(200);
    expect(res.body).toBe(message('Lotus Nails: sorry, something went wrong on our side. Please text again, or call us at (212) 555-0100.'));
  });

  it('a number whose card says Vietnamese starts in Vietnamese; a failed turn apologizes in it', async () => {
    const from = '+12125550167';
    await addClient(bea.tablet.salonId, { name: 'Trần Mai', phone: from, language: 'vi' }, bea.tablet.ctx);
    await bea.tablet.sync();
    w.model.script([
      (req) => {
        expect(systemOf(req)).toMatch(/This conversation is in Vietnamese/);
        return say('Dạ, 17:00 còn trống ạ.');
      },
    ]);
    expect((await sendText({ ...line, from }, '5 PM?').post()).body).toBe(message('Dạ, 17:00 còn trống ạ.'));
    w.model.script([{ status: 500 }]);
    expect((await sendText({ ...line, from }, 'ok').post()).body).toBe(
      message('Lotus Nails: xin lỗi, bên chúng tôi có trục trặc. Quý khách vui lòng nhắn lại, hoặc gọi cho chúng tôi theo số (212) 555-0100.'),
    );
  });
});

describe('Y confirms, and the owner is told once', () => {
  it('Y confirms the pending appointment with one notification, and its confirmation text goes; a retried Y changes nothing', async () => {
    const from = '+12125550166';
    const appt = await bookPending(from, '12:00');
    // Waiting for confirmation, the appointment gets no confirmation text; its reminder,
    // not due yet, will ask for a Y (pending-reminders.test.ts).
    await senderAt(ms, '2031-10-30T13:00:00Z', { smsApiBase: w.backend.smsApiBase! }).drain();
    expect(textsTo(from)).toEqual([]);

    const y = sendText({ ...line, from }, 'Y');
    expect((await y.post()).body).toContain('is confirmed');
    expect((await w.admin.from('appointments').select('status').eq('id', appt.id).single()).data!.status).toBe('confirmed');
    const told = async () =>
      (await w.admin.from('notifications').select('kind, source, title, body, phone').eq('appointment_id', appt.id).eq('kind', 'confirmed')).data;
    expect(await told()).toEqual([
      {
        kind: 'confirmed',
        source: 'server',
        title: 'Appointment confirmed',
        body: expect.stringMatching(/for Dana Reyes, Mon 2031-11-03 at 12:00.*, confirmed by text$/),
        phone: from,
      },
    ]);

    const before = await rowsOf(w, bea.tablet.salonId);
    await y.post();
    expect(await rowsOf(w, bea.tablet.salonId)).toEqual(before);
    expect(await told()).toHaveLength(1);
    // The owner's devices get it by pull.
    await bea.tablet.sync();
    expect((await bea.tablet.db.notifications.where('appointment_id').equals(appt.id).toArray()).map((n) => n.kind).sort()).toEqual(['booking', 'confirmed']);

    // Confirmed, the customer gets the confirmation text: no "Reply Y" any more, and no "reply CANCEL" ever.
    await senderAt(ms, '2031-10-30T13:00:00Z', { smsApiBase: w.backend.smsApiBase! }).drain();
    const [text] = textsTo(from);
    expect(text.text).toMatch(/^Lotus Nails: Hi Dana, you are booked: /);
    expect(text.text).not.toContain('Reply Y');
    expect(text.text).not.toMatch(/\breply\b[^.]*\bcancel\b/i);
  });
});

describe('a Yes during a conversation with Sarah', () => {
  it('answers her, not the reminders; after 30 quiet minutes a Y confirms again', async () => {
    const from = '+12125550169';
    const appt = await bookPending(from, '14:00');
    const status = async () => (await w.admin.from('appointments').select('status').eq('id', appt.id).single()).data!.status as string;
    w.model.script([say('I can add a pedicure on Monday at 15:00 for $40. Shall I book it?')]);
    await sendText({ ...line, from }, 'Can I add a pedicure Monday?').post();
    w.model.script([say('Done, see you Monday!')]);
    expect((await sendText({ ...line, from }, 'Yes').post()).body).toBe(message('Done, see you Monday!'));
    expect(userLines(0)).toEqual(['Can I add a pedicure Monday?', 'Yes']);
    expect(await status()).toBe('pending');

    serverClock.ms = NOW_MS + 31 * 60_000;
    w.model.script([]);
    expect((await sendText({ ...line, from }, 'Y').post()).body).toContain('is confirmed');
    expect(w.model.requests).toHaveLength(0);
    expect(await status()).toBe('confirmed');
  });

  it('a Sí answers her too, and confirms nothing behind her back', async () => {
    const from = '+12125550170';
    const appt = await bookPending(from, '16:00');
    w.model.script([say('Puedo agregar una pedicura el lunes a las 17:00 por $40. ¿La reservo?')]);
    await sendText({ ...line, from }, '¿Puedo agregar una pedicura el lunes?').post();
    w.model.script([say('¡Listo, le esperamos el lunes!')]);
    expect((await sendText({ ...line, from }, 'Sí').post()).body).toBe(message('¡Listo, le esperamos el lunes!'));
    expect(userLines(0)).toEqual(['¿Puedo agregar una pedicura el lunes?', 'Sí']);
    expect((await w.admin.from('appointments').select('status').eq('id', appt.id).single()).data!.status).toBe('pending');
  });
});

describe('STOP', () => {
  it('keeps the reminder from going ("opted out") and shows on the client card; START takes it away', async () => {
    const from = '+12125550167';
    const appt = await bookPending(from, '13:00', 'confirmed');
    const remote = { client: bea.tablet.client, online: () => true };
    const cache = new Map<string, string>();
    const store = { getItem: (k: string) => cache.get(k) ?? null, setItem: (k: string, v: string) => void cache.set(k, v) };
    const card = (await bea.tablet.db.customers.get(appt.customer_id)) ?? (await bea.tablet.sync(), await bea.tablet.db.customers.get(appt.customer_id));
    const zone = 'America/New_York';
    const lineOf = async () => {
      const known = await loadSmsOptOuts(remote, bea.tablet.salonId, store);
      const o = optOutOf(known.optOuts, card!, { time_zone: zone });
      return o ? optOutText(o, zone) : null;
    };
    expect(await lineOf()).toBeNull();

    await sendText({ ...line, from }, 'STOP').post();
    await drainSunday();
    expect(await reminderOf(appt.id)).toMatchObject({ status: 'skipped', last_error: SMS_REFUSALS.optedOut });
    expect(textsTo(from)).toEqual([]);
    expect(await lineOf()).toBe('Opted out of texts (replied STOP) on Thu, Oct 30, 2031');
    // Offline: the last list read.
    await expect(loadSmsOptOuts({ ...remote, online: () => false }, bea.tablet.salonId, store)).rejects.toThrow(/Offline/);
    expect(lastKnownSmsOptOuts(bea.tablet.salonId, store)!.optOuts.map((o) => o.phone_key)).toContain(from);

    await sendText({ ...line, from }, 'START').post();
    expect(await lineOf()).toBeNull();
  });

  it("an owner reads her own salon's opt-outs only; nobody signed out reads any", async () => {
    await sendText({ ...line, from: '+12125550168' }, 'STOP').post();
    const other = await w.salon('sms-sarah-cleo');
    const theirs = await other.tablet.client.rpc('sms_opt_outs_of_salon');
    expect(theirs).toMatchObject({ error: null, data: [] });
    const mine = await bea.tablet.client.rpc('sms_opt_outs_of_salon');
    expect((mine.data as { phone_key: string }[]).map((o) => o.phone_key)).toContain('+12125550168');
    expect((await clientFor(w.backend).rpc('sms_opt_outs_of_salon')).error).not.toBeNull();
    for (const fn of ['phone_sms_thread', 'phone_sms_thread_save']) expect((await bea.tablet.client.rpc(fn, {})).error).not.toBeNull();
  });
});
