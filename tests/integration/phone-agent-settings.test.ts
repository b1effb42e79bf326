// The AI agent configuration is the salon's synced row: what the owner saves on the
// tablet (offline too) reaches the server with the next push, and the phone channel reads it
// there — the greeting a caller hears, the transfer number and the call's cap — and the owner's
// other devices show the same. (What the server refuses of the row is its registry entry's CHECKs,
// held by registry-conformance.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPhoneIntegration, savePhoneAgent } from '../../src/db/repositories/phone-settings';
import { DEFAULT_AGENT } from '../../src/domain/phone';
import { placeCall, type StandinLine } from '../../sync/server/phone/standin';
import { serverSalonStore } from '../../sync/server/sarah/pg-store';
import { newDevice } from './engine-harness';
import { startSarahWorld, type Salon, type SarahWorld } from './sarah-chat-harness';

let w: SarahWorld;
let alice: Salon;
let line: StandinLine;
const SID = `AC${'c3'.repeat(16)}`;
const TOKEN = 'd4'.repeat(16);
const NUMBER = '+12125550179';

beforeAll(async () => {
  w = await startSarahWorld();
  alice = await w.salon('agent-alice');
  const saved = await alice.tablet.client.rpc('save_sms_provider', { p_account_sid: SID, p_auth_token: TOKEN, p_from_number: NUMBER });
  expect(saved.error).toBeNull();
  line = { backendUrl: w.backend.url, accountSid: SID, authToken: TOKEN, to: NUMBER, from: '+12125550142' };
}, 120_000);
afterAll(() => w?.close());

describe('the agent configuration on the server', () => {
  it('before any save the server answers the defaults; after the tablet saves and syncs, the phone reads the saved row', async () => {
    const store = () => serverSalonStore(w.admin, alice.tablet.salonId);
    expect(await store().agent()).toEqual(DEFAULT_AGENT);

    const greeting = 'Hi, you have reached Lotus Nails, this is Sarah!';
    await savePhoneAgent(
      alice.tablet.salonId,
      { ...DEFAULT_AGENT, greeting, transfer: true, redirectPhone: '212-555-0100', callCapMinutes: 7 },
      alice.tablet.db,
    );
    // Saved on the tablet only: the server still has none, and nothing was lost.
    expect(await store().agent()).toEqual(DEFAULT_AGENT);
    await alice.tablet.sync();

    expect(await store().agent()).toEqual({ ...DEFAULT_AGENT, greeting, transfer: true, redirectPhone: '+12125550100', callCapMinutes: 7 });
    const twiml = await placeCall(line).voice();
    expect(twiml.status, twiml.body).toBe(200);
    // The greeting the caller hears (open, or the same words with the after-hours line after them).
    expect(twiml.body).toContain(`welcomeGreeting="${greeting}`);

    const laptop = await newDevice(w.backend, alice.owner, { name: 'agent laptop' });
    try {
      await laptop.sync();
      expect((await loadPhoneIntegration(laptop.db, alice.tablet.salonId)).agent).toMatchObject({ greeting, redirectPhone: '+12125550100', callCapMinutes: 7 });
    } finally {
      await laptop.close();
    }
  });
});
