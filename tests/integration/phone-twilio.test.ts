// The phone channel's signed webhooks (first slice) on the real local backend: the local
// stand-in (sync/server/phone/standin.ts) posts Twilio's voice and status webhooks, signed with the
// salon's auth token as saved from the Phone Integration screen (save_sms_provider), to the
// gateway. A signed call to the salon's number gets TwiML connecting it to the relay with Sarah's
// greeting and opens the call record, which reaches a device by pull; a retried webhook, a bad or
// missing signature and a number no salon has write nothing; a status callback ends the record once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneCallId } from '../../src/domain/ids';
import { placeCall, type StandinLine } from '../../sync/server/phone/standin';
import { twilioSignature } from '../../sync/server/phone/twilio-signature';
import { serverSalonStore } from '../../sync/server/sarah/pg-store';
import { newDevice } from './engine-harness';
import { clientFor } from './helpers';
import { NOW_MS, rowsOf, serverClock, startSarahWorld, type Salon, type SarahWorld } from './sarah-chat-harness';

let w: SarahWorld;
let alice: Salon;
let line: StandinLine;
const SID = `AC${'a1'.repeat(16)}`;
const TOKEN = 'f0'.repeat(16);
const NUMBER = '+12125550177';
const CALLER = '+12125550142';

beforeAll(async () => {
  w = await startSarahWorld();
  alice = await w.salon('phone-alice');
  const saved = await alice.tablet.client.rpc('save_sms_provider', { p_account_sid: SID, p_auth_token: TOKEN, p_from_number: '+1 (212) 555-0177' });
  expect(saved.error).toBeNull();
  line = { backendUrl: w.backend.url, accountSid: SID, authToken: TOKEN, to: NUMBER, from: CALLER };
}, 120_000);
afterAll(() => w?.close());

const recordOf = async (callSid: string) => (await w.admin.from('calls').select('*').eq('id', phoneCallId(alice.tablet.salonId, callSid)).maybeSingle()).data;
// The called number names the salon in the relay URL (its handshake signature covers the query).
const relayUrl = () => `ws://${new URL(w.backend.url).host}/phone/twilio/relay?to=${encodeURIComponent(NUMBER)}`;

describe('POST /phone/twilio/voice', () => {
  it("a signed call to the salon's number: TwiML to the relay with the greeting, and the call record reaches a device", async () => {
    const call = placeCall(line);
    const res = await call.voice();
    expect(res.status).toBe(200);
    expect(res.contentType).toMatch(/^text\/xml/);
    // The Connect action: where the provider posts when Sarah hands off (phone-transfer.ts).
    expect(res.body).toContain(`<Response><Connect action="${w.backend.url}/phone/twilio/transfer"><ConversationRelay `);
    expect(res.body).toContain(`url="${relayUrl()}"`);
    expect(res.body).toContain('welcomeGreeting="Thank you for calling Lotus Nails! This is Sarah, your virtual receptionist. How can I help you today?"');

    const rec = await recordOf(call.callSid);
    expect(rec).toMatchObject({ salon_id: alice.tablet.salonId, channel: 'phone', caller_phone: CALLER, ended_at: null, outcome: null, deleted: false });
    expect(Date.parse(rec!.started_at as string)).toBe(NOW_MS);

    const laptop = await newDevice(w.backend, alice.owner, { name: 'phone laptop' });
    try {
      await laptop.sync();
      expect(await laptop.db.calls.get(rec!.id as string)).toMatchObject({ channel: 'phone', caller_phone: CALLER, ended_at: null });
    } finally {
      await laptop.close();
    }
  });

  it('a retried webhook answers the same and writes nothing new', async () => {
    const call = placeCall(line);
    const first = await call.voice();
    const before = await rowsOf(w, alice.tablet.salonId);
    serverClock.ms = NOW_MS + 5_000;
    const again = await call.voice().finally(() => (serverClock.ms = NOW_MS));
    expect(again.status).toBe(200);
    expect(again.body).toBe(first.body);
    expect(await rowsOf(w, alice.tablet.salonId)).toEqual(before);
  });

  it('a bad, missing or other-token signature is 403 and writes nothing', async () => {
    const before = await rowsOf(w, alice.tablet.salonId);
    const call = placeCall(line);
    expect((await call.voice({ unsigned: true })).status).toBe(403);
    expect((await call.voice({ token: '0f'.repeat(16) })).status).toBe(403);
    expect((await call.voice({ signature: 'plsdMSJgIrX0KTZxVxlD3wg5hHo=' })).status).toBe(403);
    // Signed for other parameters than those sent (a caller number swapped after signing).
    const tampered = placeCall({ ...line, from: '+12125550143' }, call.callSid);
    expect((await tampered.voice({ signature: signatureOf(call.callSid) })).status).toBe(403);
    // The status webhook is checked the same way.
    expect((await call.status('completed', 30, { unsigned: true })).status).toBe(403);
    expect(await rowsOf(w, alice.tablet.salonId)).toEqual(before);
    expect(await recordOf(call.callSid)).toBeNull();
  });

  it('a number no salon has is refused (404) and writes nothing', async () => {
    const before = await rowsOf(w, alice.tablet.salonId);
    const stranger = placeCall({ ...line, to: '+12125550999' });
    const res = await stranger.voice();
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('<Response');
    expect((await placeCall({ ...line, to: 'not a number' }).voice()).status).toBe(404);
    expect(await rowsOf(w, alice.tablet.salonId)).toEqual(before);
  });

  it("no one but the server reads the salon and token of a number; a number is one salon's alone", async () => {
    for (const client of [alice.tablet.client, clientFor(w.backend)]) {
      const read = await client.rpc('phone_salon_by_number', { p_number: NUMBER });
      expect(read.error).not.toBeNull();
      expect(JSON.stringify(read.data ?? null)).not.toContain(TOKEN);
    }
    expect((await w.admin.rpc('phone_salon_by_number', { p_number: NUMBER })).data).toEqual({
      salon_id: alice.tablet.salonId,
      account_sid: SID,
      auth_token: TOKEN,
    });
    // Since bf9bb27 a second salon cannot save it (phone-number-one-salon.test.ts): calls stay Alice's.
    const bob = await w.salon('phone-bob');
    const refused = await bob.tablet.client.rpc('save_sms_provider', { p_account_sid: SID, p_auth_token: TOKEN, p_from_number: NUMBER });
    expect(refused.error?.code).toBe('22023');
    expect((await w.admin.rpc('phone_salon_by_number', { p_number: NUMBER })).data).toMatchObject({ salon_id: alice.tablet.salonId });
  });

  it("after the salon's hours (its zone) the greeting says it is closed and Sarah still helps", async () => {
    serverClock.ms = NOW_MS + 12 * 3600_000; // 21:00 on a Thursday in New York; open until 19:00
    const res = await placeCall(line)
      .voice()
      .finally(() => (serverClock.ms = NOW_MS));
    expect(res.status).toBe(200);
    expect(res.body).toMatch(/welcomeGreeting="Thank you for calling Lotus Nails! We&apos;re closed right now, but this is Sarah[^"]*I can still help/);
  });
});

describe('POST /phone/twilio/status', () => {
  it('a completed call ends its record at started_at + CallDuration; the same callback twice changes nothing more', async () => {
    const call = placeCall(line);
    await call.voice();
    const res = await call.status('completed', 95);
    expect(res.status).toBe(200);
    const rec = await recordOf(call.callSid);
    expect(Date.parse(rec!.ended_at as string) - Date.parse(rec!.started_at as string)).toBe(95_000);
    expect(rec).toMatchObject({ outcome: null, caller_phone: CALLER });
    const before = await rowsOf(w, alice.tablet.salonId);
    serverClock.ms = NOW_MS + 60_000;
    expect((await call.status('completed', 95).finally(() => (serverClock.ms = NOW_MS))).status).toBe(200);
    expect(await rowsOf(w, alice.tablet.salonId)).toEqual(before);
  });

  it('a failed call the voice webhook never saw is still recorded, ended, outcome failed', async () => {
    const call = placeCall(line);
    expect((await call.status('failed')).status).toBe(200);
    expect(await recordOf(call.callSid)).toMatchObject({ channel: 'phone', caller_phone: CALLER, outcome: 'failed', ended_at: new Date(NOW_MS).toISOString() });
  });

  it("a call still in progress is not ended; Sarah's outcome is kept when it ends", async () => {
    const call = placeCall(line);
    await call.voice();
    expect((await call.status('in-progress')).status).toBe(200);
    expect((await recordOf(call.callSid))!.ended_at).toBeNull();
    // Sarah's turns on the relay (the next slice) set the outcome through the same store.
    const id = phoneCallId(alice.tablet.salonId, call.callSid);
    await serverSalonStore(w.admin, alice.tablet.salonId).appendTurns(id, 0, [], { outcome: 'booked' });
    expect((await call.status('failed', 40)).status).toBe(200);
    expect(await recordOf(call.callSid)).toMatchObject({ outcome: 'booked', ended_at: new Date(NOW_MS + 40_000).toISOString() });
  });
});

/** The signature the salon's token gives the voice webhook of `callSid` from CALLER. */
function signatureOf(callSid: string): string {
  const params = { AccountSid: SID, CallSid: callSid, From: CALLER, To: NUMBER, Direction: 'inbound', ApiVersion: '2010-04-01', CallStatus: 'ringing' };
  return twilioSignature(TOKEN, `${w.backend.url}/phone/twilio/voice`, params);
}
