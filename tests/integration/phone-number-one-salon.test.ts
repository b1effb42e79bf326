// One Twilio number answers one salon: the webhooks find the salon by the number
// called, so a second salon cannot save a number another salon has — the owner is told why, on
// the field, and the first salon's calls still reach it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { placeCall } from '../../sync/server/phone/standin';
import { startSarahWorld, type SarahWorld } from './sarah-chat-harness';

let w: SarahWorld;
const NUMBER = '+12125550183';
const SID = `AC${'a7'.repeat(16)}`;
const TOKEN = 'b8'.repeat(16);

beforeAll(async () => {
  w = await startSarahWorld();
}, 120_000);
afterAll(() => w?.close());

it("a number another salon saved is refused with the owner's words; the first salon keeps its calls", async () => {
  const alice = await w.salon('number-alice');
  const bob = await w.salon('number-bob');
  expect((await alice.tablet.client.rpc('save_sms_provider', { p_account_sid: SID, p_auth_token: TOKEN, p_from_number: NUMBER })).error).toBeNull();

  const taken = await bob.tablet.client.rpc('save_sms_provider', {
    p_account_sid: `AC${'c9'.repeat(16)}`,
    p_auth_token: 'd0'.repeat(16),
    p_from_number: '+1 (212) 555-0183',
  });
  expect(taken.error).toMatchObject({ message: expect.stringMatching(/^This number is already connected to another salon/), details: 'from_number' });
  expect((await bob.tablet.client.rpc('sms_provider_status')).data).toBeNull();
  // Another number is fine, and the same salon saving its own number again is too.
  expect(
    (await bob.tablet.client.rpc('save_sms_provider', { p_account_sid: `AC${'c9'.repeat(16)}`, p_auth_token: 'd0'.repeat(16), p_from_number: '+12125550184' }))
      .error,
  ).toBeNull();
  expect((await alice.tablet.client.rpc('save_sms_provider', { p_account_sid: SID, p_auth_token: null, p_from_number: NUMBER })).error).toBeNull();

  const answer = await placeCall({ backendUrl: w.backend.url, accountSid: SID, authToken: TOKEN, to: NUMBER, from: '+12125550142' }).voice();
  expect(answer.status, answer.body).toBe(200);
});
