// The salon's text-message provider settings, kept on the server only
// (migration 20261124000900): two owners through supabase-js, the real gateway and PostgREST.
// The token goes in but never comes back out to an owner; only the sender's key reads it.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/domain/errors';
import { loadSmsProviderStatus, removeSmsProvider, saveSmsProvider, type SmsProviderRemote } from '../../src/db/repositories/sms-provider';
import type { LocalBackend } from '../../sync/server/index';
import { clientFor, rawFetch, signedInClient, startTestBackend } from './helpers';
import { pushNewSalon } from './sync-helpers';

const SID_A = `AC${'a1'.repeat(16)}`;
const SID_B = `AC${'b2'.repeat(16)}`;
const TOKEN_1 = '1'.repeat(32);
const TOKEN_2 = 'c'.repeat(32);

let backend: LocalBackend;
let service: SupabaseClient;
interface Owner {
  client: SupabaseClient;
  salonId: string;
  token: string;
}
let alice: Owner;
let bob: Owner;

async function owner(): Promise<Owner> {
  const { client, user, session } = await signedInClient(backend);
  return { client, salonId: await pushNewSalon(client, user.id), token: session.access_token };
}

const save = (o: Owner, sid: string | null, token: string | null, from: string | null) =>
  o.client.rpc('save_sms_provider', { p_account_sid: sid, p_auth_token: token, p_from_number: from });
const status = (o: Owner) => o.client.rpc('sms_provider_status');
const senderRead = (salonId: string) => service.rpc('sender_sms_provider', { p_salon_id: salonId });

beforeAll(async () => {
  ({ backend } = await startTestBackend());
  service = clientFor(backend, backend.serviceRoleKey);
  alice = await owner();
  bob = await owner();
});
afterAll(() => backend?.close());

describe('saving and reading back', () => {
  it('answers the settings without the token, and the sender reads the token', async () => {
    expect((await status(alice)).data).toBeNull();
    const saved = await save(alice, SID_A, TOKEN_1, '+1 (555) 010-2030');
    expect(saved.error).toBeNull();
    expect(saved.data).toMatchObject({ account_sid: SID_A, from_number: '+15550102030', has_token: true });
    expect(JSON.stringify(saved.data)).not.toContain(TOKEN_1);
    const read = await status(alice);
    expect(read.data).toEqual(saved.data);
    expect(JSON.stringify(read.data)).not.toContain(TOKEN_1);
    expect((await senderRead(alice.salonId)).data).toEqual({ account_sid: SID_A, auth_token: TOKEN_1, from_number: '+15550102030' });
  });

  it('a blank or missing token keeps the saved one', async () => {
    expect((await save(alice, SID_A, '  ', '+15550102031')).error).toBeNull();
    expect((await save(alice, SID_A, null, '+15550102032')).error).toBeNull();
    expect((await senderRead(alice.salonId)).data).toEqual({ account_sid: SID_A, auth_token: TOKEN_1, from_number: '+15550102032' });
  });

  it('a new account SID needs its token; with it, both change', async () => {
    const { error } = await save(alice, SID_B, '', '+15550102032');
    expect(error).toMatchObject({ code: '22023', message: 'A new account SID needs its auth token.', details: 'auth_token' });
    expect((await save(alice, SID_B, TOKEN_2, '+15550102032')).error).toBeNull();
    expect((await senderRead(alice.salonId)).data).toMatchObject({ account_sid: SID_B, auth_token: TOKEN_2 });
  });

  it('the table itself cannot be reached through REST', async () => {
    const auth = { authorization: `Bearer ${alice.token}` };
    for (const path of ['/rest/v1/sms_providers?select=*', '/rest/v1/sms_providers?select=auth_token']) {
      const res = await rawFetch(backend, path, { headers: auth });
      expect(res.status).toBe(404);
    }
    const viaProfile = await rawFetch(backend, '/rest/v1/sms_providers?select=*', { headers: { ...auth, 'accept-profile': 'sync_private' } });
    expect(viaProfile.status).not.toBe(200);
    expect(await viaProfile.text()).not.toContain(TOKEN_2);
  });
});

describe('refusals', () => {
  it("invalid values are refused with the owner's wording and nothing is stored", async () => {
    const before = (await senderRead(alice.salonId)).data;
    const badSid = await save(alice, 'AC123', TOKEN_1, '+15550102030');
    expect(badSid.error).toMatchObject({
      code: '22023',
      details: 'account_sid',
      message: 'The account SID starts with AC and has 32 more letters and digits (0-9, a-f).',
    });
    const badToken = await save(alice, SID_B, 'not-a-token', '+15550102030');
    expect(badToken.error).toMatchObject({ code: '22023', details: 'auth_token' });
    for (const from of ['5550102030', '+0555010203', '+1555', '+1555010203012345', '', null]) {
      const badFrom = await save(alice, SID_B, TOKEN_1, from);
      expect(badFrom.error).toMatchObject({
        code: '22023',
        details: 'from_number',
        message: 'The From number is your Twilio number with + and the country code, e.g. +15551234567.',
      });
    }
    expect((await senderRead(alice.salonId)).data).toEqual(before);
  });

  it('the first save needs a token', async () => {
    const carol = await owner();
    const { error } = await save(carol, SID_A, null, '+15550102030');
    expect(error).toMatchObject({ code: '22023', message: 'Enter the auth token.' });
    expect((await status(carol)).data).toBeNull();
    expect((await senderRead(carol.salonId)).data).toBeNull();
  });

  it('another owner can neither read nor overwrite them', async () => {
    expect((await status(bob)).data).toBeNull();
    // Bob's save only ever writes Bob's own salon.
    expect((await save(bob, SID_A, TOKEN_1, '+15559990000')).error).toBeNull();
    expect((await senderRead(alice.salonId)).data).toMatchObject({ account_sid: SID_B, auth_token: TOKEN_2 });
    expect((await status(bob)).data).toMatchObject({ account_sid: SID_A, from_number: '+15559990000' });
    // The sender's read is not an owner's way round that.
    const asOwner = await bob.client.rpc('sender_sms_provider', { p_salon_id: alice.salonId });
    expect(asOwner.data).toBeNull();
    expect(asOwner.error).not.toBeNull();
    expect(JSON.stringify(asOwner)).not.toContain(TOKEN_2);
  });

  it('without a session nothing is read or written', async () => {
    const anon = clientFor(backend);
    expect((await anon.rpc('sms_provider_status')).error).not.toBeNull();
    expect((await anon.rpc('save_sms_provider', { p_account_sid: SID_A, p_auth_token: TOKEN_1, p_from_number: '+15550102030' })).error).not.toBeNull();
    expect((await anon.rpc('sender_sms_provider', { p_salon_id: alice.salonId })).error).not.toBeNull();
  });

  it('an owner whose salon has not synced yet is told so', async () => {
    const { client } = await signedInClient(backend);
    const { error } = await client.rpc('sms_provider_status');
    expect(error).toMatchObject({ code: 'P0002', message: expect.stringContaining('No salon found') });
  });
});

describe('removing', () => {
  it("clears only the caller's settings", async () => {
    expect((await bob.client.rpc('clear_sms_provider')).error).toBeNull();
    expect((await status(bob)).data).toBeNull();
    expect((await senderRead(bob.salonId)).data).toBeNull();
    expect((await senderRead(alice.salonId)).data).toMatchObject({ account_sid: SID_B });
  });
});

describe("the screen's repository", () => {
  const remote = (o: { client: SupabaseClient }, online = true): SmsProviderRemote => ({ client: o.client, online: () => online });
  const failureOf = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (e: unknown) => e as Error,
    );

  it('saves, reads back and removes through the RPCs', async () => {
    const dana = await owner();
    expect(await loadSmsProviderStatus(remote(dana))).toBeNull();
    const saved = await saveSmsProvider(remote(dana), { accountSid: ` ${SID_A} `, authToken: TOKEN_1, fromNumber: '+44 20 7946 0000' }, null);
    expect(saved).toMatchObject({ accountSid: SID_A, fromNumber: '+442079460000', hasToken: true });
    expect(await loadSmsProviderStatus(remote(dana))).toEqual(saved);
    await saveSmsProvider(remote(dana), { accountSid: SID_A, authToken: '', fromNumber: '+442079460001' }, saved);
    expect((await senderRead(dana.salonId)).data).toMatchObject({ auth_token: TOKEN_1, from_number: '+442079460001' });
    await removeSmsProvider(remote(dana));
    expect(await loadSmsProviderStatus(remote(dana))).toBeNull();
  });

  it("the server's refusal comes back at its field", async () => {
    const erin = await owner();
    // The screen could not read the status, so it leaves the blank token to the server.
    const err = await failureOf(saveSmsProvider(remote(erin), { accountSid: SID_A, authToken: '', fromNumber: '+15550102030' }, undefined));
    expect(err).toBeInstanceOf(ValidationError);
    expect(err).toMatchObject({ field: 'authToken', message: 'Enter the auth token.' });
  });

  it('offline, signed out or unreachable: a message that says why, and nothing sent', async () => {
    const draft = { accountSid: SID_A, authToken: TOKEN_1, fromNumber: '+15550102030' };
    const fred = await owner();
    expect((await failureOf(saveSmsProvider(remote(fred, false), draft, null)))?.message).toBe(
      'Connect to the internet to save the Twilio settings — they are kept on the server, never on this tablet.',
    );
    expect((await failureOf(saveSmsProvider(remote({ client: clientFor(backend) }), draft, null)))?.message).toMatch(/^Sign in to save the Twilio settings/);
    // navigator.onLine can say yes while the server is out of reach: the request fails instead.
    const nowhere = clientFor({ ...backend, url: 'http://127.0.0.1:9' });
    const unreachable: SmsProviderRemote = { client: { auth: fred.client.auth, rpc: nowhere.rpc.bind(nowhere) as SupabaseClient['rpc'] }, online: () => true };
    expect((await failureOf(saveSmsProvider(unreachable, draft, null)))?.message).toMatch(/^Connect to the internet to save/);
    expect((await failureOf(loadSmsProviderStatus(unreachable)))?.message).toMatch(/^Connect to the internet to see/);
    expect((await senderRead(fred.salonId)).data).toBeNull();
  });
});
