// The local Realtime stand-in through the real supabase-js client in Node (ws as its transport):
// a private salon channel is joined by the salon's owner only, with a valid token only; a write
// committed to the salon reaches its members once, and no one else; a refreshed token is checked
// again and the channel ends with its token; heartbeat and leave answer.
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { LocalBackend } from '../../sync/server/index';
import { signAccessToken } from '../../sync/server/keys';
import { startTestBackend, uniqueEmail } from './helpers';
import { Device, pushNewSalon, salonFixture } from './sync-helpers';

type RealtimeOptions = NonNullable<NonNullable<Parameters<typeof createClient>[2]>['realtime']>;

let backend: LocalBackend;
const clients: SupabaseClient[] = [];

function liveClient(): SupabaseClient {
  const client = createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as NonNullable<RealtimeOptions['transport']> },
  });
  clients.push(client);
  return client;
}

async function owner() {
  const client = liveClient();
  const { data, error } = await client.auth.signUp({ email: uniqueEmail('realtime'), password: 'secret123' });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  const salonId = await pushNewSalon(client, data.user.id);
  return { client, salonId, userId: data.user.id };
}

/** Joins `salon:<id>` as the app does; resolves with how the join ended and the events heard. */
function join(client: SupabaseClient, salonId: string) {
  const heard: string[] = [];
  const statuses: string[] = [];
  const channel: RealtimeChannel = client.channel(`salon:${salonId}`, { config: { private: true } });
  channel.on('broadcast', { event: 'changed' }, (m) => heard.push(String(m.event)));
  const outcome = new Promise<{ status: string; error?: string }>((resolve) => {
    channel.subscribe((status, err) => {
      statuses.push(status);
      if (status !== 'SUBSCRIBED' && status !== 'CHANNEL_ERROR' && status !== 'TIMED_OUT') return;
      resolve({ status, error: err?.message });
    });
  });
  return { channel, heard, statuses, outcome };
}

/** An access token for `userId` as the local auth signs them, expiring in `seconds`. */
const tokenFor = (userId: string, seconds: number, secret = backend.jwtSecret) =>
  signAccessToken({ sub: userId, role: 'authenticated', aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + seconds }, secret);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => boolean, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(10);
  }
}

beforeAll(async () => {
  ({ backend } = await startTestBackend({ sarah: null }));
});

afterAll(async () => {
  for (const c of clients) await c.removeAllChannels();
  await backend?.close();
});

describe('the local Realtime stand-in', () => {
  it('lets the owner join the salon channel and brings one signal per committed write, to members only', async () => {
    const alice = await owner();
    const bob = await owner();
    const a = join(alice.client, alice.salonId);
    const b = join(bob.client, bob.salonId);
    expect(await a.outcome).toEqual({ status: 'SUBSCRIBED', error: undefined });
    expect(await b.outcome).toEqual({ status: 'SUBSCRIBED', error: undefined });

    // Three rows in one push: one transaction, one signal.
    const device = new Device(alice.client, alice.salonId);
    const f = salonFixture(alice.salonId, alice.userId);
    await device.push([device.put('services', f.service), device.put('staff', f.staff), device.put('customers', f.customer)]);
    await until(() => a.heard.length > 0);
    await sleep(300);
    expect(a.heard).toEqual(['changed']);
    expect(b.heard).toEqual([]);
  });

  it('refuses a private join to a non-member and to a token this backend did not sign', async () => {
    const alice = await owner();
    const bob = await owner();
    const intruder = join(bob.client, alice.salonId);
    const refused = await intruder.outcome;
    expect(refused.status).toBe('CHANNEL_ERROR');
    expect(refused.error).toMatch(/Unauthorized/);

    const forged = liveClient();
    const token = await signAccessToken(
      { sub: alice.userId, role: 'authenticated', exp: Math.floor(Date.now() / 1000) + 600 },
      'another-secret-another-secret-another-secret',
    );
    await forged.realtime.setAuth(token);
    const bad = await join(forged, alice.salonId).outcome;
    expect(bad.status).toBe('CHANNEL_ERROR');
    expect(bad.error).toMatch(/Invalid token/);

    // The intruder heard nothing of Alice's salon.
    const device = new Device(alice.client, alice.salonId);
    await device.push([device.put('services', salonFixture(alice.salonId, alice.userId).service)]);
    await sleep(300);
    expect(intruder.heard).toEqual([]);
  });

  it('keeps a member whose refreshed token is good, and closes the channel on a bad one or at expiry', async () => {
    const alice = await owner();
    const device = new Device(alice.client, alice.salonId);
    const service = salonFixture(alice.salonId, alice.userId).service;

    /** A client holding only the given token (no session), joined to Alice's salon. */
    const joinWith = async (token: string) => {
      const client = liveClient();
      await client.realtime.setAuth(token);
      return join(client, alice.salonId);
    };

    const kept = await joinWith(await tokenFor(alice.userId, 600));
    expect((await kept.outcome).status).toBe('SUBSCRIBED');
    await kept.channel.socket.setAuth(await tokenFor(alice.userId, 1200));
    await device.push([device.put('services', service)]);
    await until(() => kept.heard.length === 1);

    const forged = await joinWith(await tokenFor(alice.userId, 600));
    expect((await forged.outcome).status).toBe('SUBSCRIBED');
    await forged.channel.socket.setAuth(await tokenFor(alice.userId, 600, 'another-secret-another-secret-another-secret'));
    await until(() => forged.statuses.includes('CLOSED'));

    const expiring = await joinWith(await tokenFor(alice.userId, 2));
    expect((await expiring.outcome).status).toBe('SUBSCRIBED');
    await until(() => expiring.statuses.includes('CLOSED'), 6_000);

    await device.push([device.put('services', { ...service, name: 'Renamed' })]);
    await until(() => kept.heard.length === 2);
    expect(forged.heard).toEqual([]);
    expect(expiring.heard).toEqual([]);
  });

  it('answers heartbeats on a socket that sent a broadcast of its own, and a leave ends the membership', async () => {
    const alice = await owner();
    const a = join(alice.client, alice.salonId);
    expect((await a.outcome).status).toBe('SUBSCRIBED');
    // A broadcast sent by a client is not taken, and does not cost the socket.
    expect(await a.channel.send({ type: 'broadcast', event: 'changed', payload: {} })).toBe('ok');
    const beats: string[] = [];
    alice.client.realtime.onHeartbeat((status) => beats.push(status));
    await alice.client.realtime.sendHeartbeat();
    await until(() => beats.includes('ok'));

    const before = backend.realtime.counts().channels;
    // realtime-js settles unsubscribe() as it sends the leave: the server's side follows.
    expect(await a.channel.unsubscribe()).toBe('ok');
    await until(() => backend.realtime.counts().channels === before - 1);
  });
});
