// Inbound texts on the real local backend: the local stand-in posts Twilio's
// messaging webhook, signed with the salon's token, to POST /phone/twilio/sms. STOP keeps every
// later text of the salon from that number (the real sender skips it, "opted out") until START;
// HELP says the salon's name and phone; anything else goes to Sarah; Y (or Sí, Có) confirms the number's next pending appointment, which a
// device sees after a pull; a bad signature and a replayed MessageSid write nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putRow } from '../../src/db/writer';
import { messageSettingsId } from '../../src/domain/ids';
import { SMS_REFUSALS } from '../../src/domain/messages/sms-policy';
import type { Appointment } from '../../src/domain/types';
import { sendText, type StandinLine } from '../../sync/server/phone/standin';
import { serverSalonStore } from '../../sync/server/sarah/pg-store';
import { newDevice } from './engine-harness';
import { bookingNow, DEFAULT_SETTINGS, messagesOf, messagesSalon, MONDAY, senderAt, type MessagesSalon } from './messages-harness';
import { rowsOf, say, startSarahWorld, type Salon, type SarahWorld } from './sarah-chat-harness';

let w: SarahWorld;
let alice: Salon;
let ms: MessagesSalon;
let line: StandinLine;
const SID = `AC${'a1'.repeat(16)}`;
const TOKEN = 'f0'.repeat(16);
const NUMBER = '+12125550177';
const EMPTY = '<?xml version="1.0" encoding="UTF-8"?><Response/>';
const message = (text: string) => `<?xml version="1.0" encoding="UTF-8"?><Response><Message>${text}</Message></Response>`;

beforeAll(async () => {
  w = await startSarahWorld();
  alice = await w.salon('sms-alice');
  const { tablet } = alice;
  await putRow(tablet.ctx, 'message_settings', { ...DEFAULT_SETTINGS, id: messageSettingsId(tablet.salonId), salon_id: tablet.salonId, sms_on: true });
  await tablet.sync();
  const saved = await tablet.client.rpc('save_sms_provider', { p_account_sid: SID, p_auth_token: TOKEN, p_from_number: NUMBER });
  expect(saved.error).toBeNull();
  ms = messagesSalon(w.backend, alice.owner, tablet, alice.serviceId);
  line = { backendUrl: w.backend.url, accountSid: SID, authToken: TOKEN, to: NUMBER, from: '+12125550142' };
}, 120_000);
afterAll(async () => {
  ms?.mailer.close();
  await w?.close();
});

/** A booking for `phone` as Sarah makes one on the server (a confirmed one queues its confirmation texts). */
async function bookPending(phone: string, start: string, status: 'pending' | 'confirmed' = 'pending'): Promise<Appointment> {
  const [appt] = await serverSalonStore(w.admin, alice.tablet.salonId).book({
    customer: { name: 'Dana Reyes', phone },
    serviceIds: [alice.serviceId],
    date: MONDAY,
    start,
    status,
    now: bookingNow,
    source: 'untrusted',
  });
  return appt;
}
const drain = () => senderAt(ms, '2031-10-30T13:00:00Z', { smsApiBase: w.backend.smsApiBase! }).drain();
const textsTo = (key: string) => w.backend.mail!.messages().filter((m) => m.channel === 'sms' && m.to.includes(key));
const smsOf = async (appointmentId: string) => (await messagesOf(ms, appointmentId)).find((m) => m.kind === 'confirmation' && m.channel === 'sms');
const statusOf = async (id: string) => (await w.admin.from('appointments').select('status').eq('id', id).single()).data!.status as string;

describe('POST /phone/twilio/sms', () => {
  it('STOP opts the number out of every text of the salon (the sender skips it); START lets them through again', async () => {
    const from = '+12125550143';
    const stop = await sendText({ ...line, from }, ' stop ').post();
    expect(stop.status).toBe(200);
    expect(stop.contentType).toMatch(/^text\/xml/);
    expect(stop.body).toBe(EMPTY);

    const held = await bookPending(from, '10:00', 'confirmed');
    await drain();
    expect(await smsOf(held.id)).toMatchObject({ status: 'skipped', last_error: SMS_REFUSALS.optedOut });
    expect(textsTo(from)).toEqual([]);

    // Any carrier word, and START back.
    expect((await sendText({ ...line, from }, 'Unsubscribe').post()).body).toBe(EMPTY);
    const start = await sendText({ ...line, from }, 'START').post();
    expect(start.body).toBe(message('Lotus Nails: you will get our texts again. Reply STOP to opt out.'));
    const sent = await bookPending(from, '14:00', 'confirmed');
    await drain();
    expect(await smsOf(sent.id)).toMatchObject({ status: 'sent', recipient: from });
    expect(textsTo(from)).toHaveLength(1);
  });

  it("HELP answers with the salon's name, phone and how to stop; other words go to Sarah (phone-sms-sarah.test.ts)", async () => {
    const help = await sendText(line, 'help').post();
    expect(help.body).toBe(message('Lotus Nails: call us at (212) 555-0100 for help. Reply STOP to stop texts, START to get them again.'));
    w.model.script([say('Sure! Which day would suit you?')]);
    expect((await sendText(line, 'YES please, and can I add a pedicure?').post()).body).toBe(message('Sure! Which day would suit you?'));
    expect(w.model.requests).toHaveLength(1);
  });

  it('Y confirms the next pending appointment, which a device sees after a pull; a replay changes nothing more', async () => {
    const from = '+12125550144';
    const first = await bookPending(from, '11:00');
    const second = await bookPending(from, '16:00');
    const y = sendText({ ...line, from }, 'y');
    const res = await y.post();
    expect(res.body).toBe(message('Lotus Nails: your appointment on Monday, Nov 3 at 11:00 AM is confirmed. See you then!'));
    expect(await statusOf(first.id)).toBe('confirmed');
    expect(await statusOf(second.id)).toBe('pending');

    const laptop = await newDevice(w.backend, alice.owner, { name: 'sms laptop' });
    try {
      await laptop.sync();
      expect(await laptop.db.appointments.get(first.id)).toMatchObject({ status: 'confirmed' });
    } finally {
      await laptop.close();
    }

    // The provider sends the same text again: the same answer, and the second booking stays pending.
    const before = await rowsOf(w, alice.tablet.salonId);
    expect((await y.post()).body).toBe(res.body);
    expect(await rowsOf(w, alice.tablet.salonId)).toEqual(before);

    expect((await sendText({ ...line, from }, 'YES').post()).body).toContain('on Monday, Nov 3 at 4:00 PM is confirmed');
    expect((await sendText({ ...line, from }, 'Yes').post()).body).toBe(
      message('Lotus Nails: we found no appointment waiting for confirmation for this number. Call us if you need help.'),
    );
  });

  it("Sí and Có confirm as Y does, the answer in the word's language", async () => {
    const es = '+12125550146';
    const vi = '+12125550147';
    const spanish = await bookPending(es, '09:00');
    const vietnamese = await bookPending(vi, '13:00');
    expect((await sendText({ ...line, from: es }, 'Sí').post()).body).toBe(
      message('Lotus Nails: su cita del lunes, 3 de noviembre de 2031 a las 9:00 a.m. está confirmada. ¡Le esperamos!'),
    );
    expect((await sendText({ ...line, from: vi }, 'co').post()).body).toBe(
      message('Lotus Nails: lịch hẹn của quý khách vào Thứ Hai, ngày 3 tháng 11 năm 2031 lúc 13:00 đã được xác nhận. Hẹn gặp quý khách!'),
    );
    expect([await statusOf(spanish.id), await statusOf(vietnamese.id)]).toEqual(['confirmed', 'confirmed']);
    expect((await sendText({ ...line, from: es }, 'SI').post()).body).toBe(
      message('Lotus Nails: no encontramos ninguna cita pendiente de confirmar para este número. Llámenos si necesita ayuda.'),
    );
  });

  it('a bad or missing signature is 403 and writes nothing (no opt-out, no claim); a number no salon has is 404', async () => {
    const from = '+12125550145';
    const text = sendText({ ...line, from }, 'STOP');
    expect((await text.post({ unsigned: true })).status).toBe(403);
    expect((await text.post({ token: '0f'.repeat(16) })).status).toBe(403);
    expect((await sendText({ ...line, to: '+12125550999' }, 'STOP').post()).status).toBe(404);
    // The text's sid was never claimed, and the number still gets texts.
    expect((await w.admin.rpc('phone_sms_claim', { p_salon: alice.tablet.salonId, p_sid: text.messageSid, p_now: new Date().toISOString() })).data).toEqual({
      fresh: true,
    });
    const appt = await bookPending(from, '12:00', 'confirmed');
    await drain();
    expect(await smsOf(appt.id)).toMatchObject({ status: 'sent' });
  });

  it('only the server calls the inbound-text functions', async () => {
    for (const fn of ['phone_sms_opt', 'phone_sms_claim', 'sender_sms_opted_out']) {
      const read = await alice.tablet.client.rpc(fn, {});
      expect(read.error).not.toBeNull();
    }
  });
});
