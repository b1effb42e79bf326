// Issue 13 "Availability": one anonymous request must not stall the backend for every salon.
// Each case failed before the gateway capped bodies and timed requests (60 MB went through).
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../../sync/server/index';
import { rawFetch, signedInClient, startTestBackend } from './helpers';
import { pushNewSalon } from './sync-helpers';

let backend: LocalBackend;
const CAP = 256 * 1024;

beforeAll(async () => {
  ({ backend } = await startTestBackend({ limits: { rate: null, restBodyBytes: CAP, requestTimeoutMs: 1_500 } }));
});
afterAll(() => backend?.close());

interface Sent {
  status: number;
  body: string;
  /** Bytes the client had handed to the socket when the answer arrived. */
  sentBeforeAnswer: number;
}

/** POSTs `total` bytes of JSON-ish filler, produced only as fast as the socket takes them. */
function bigPost(path: string, total: number, declareLength: boolean): Promise<Sent> {
  return new Promise((resolve, reject) => {
    let produced = 0;
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const body = new Readable({
      read() {
        if (produced >= total) return void this.push(null);
        produced += chunk.length;
        this.push(chunk);
      },
    });
    const headers: http.OutgoingHttpHeaders = { apikey: backend.anonKey, 'content-type': 'application/json' };
    if (declareLength) headers['content-length'] = total;
    const req = http.request(`${backend.url}${path}`, { method: 'POST', headers }, (res) => {
      const sentBeforeAnswer = produced;
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, sentBeforeAnswer }));
      res.on('error', reject);
    });
    // The server closes the connection after refusing: the rest of the upload fails, as intended.
    req.on('error', () => undefined);
    body.pipe(req);
  });
}

describe('request bodies have a ceiling', () => {
  const SIXTY_MB = 60 * 1024 * 1024;

  it('a declared 60 MB body is refused with 413 before it is read', async () => {
    const res = await bigPost('/rest/v1/contact_requests', SIXTY_MB, true);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).message).toMatch(/too large/);
    expect(res.sentBeforeAnswer).toBeLessThan(SIXTY_MB / 4);
  });

  it('an undeclared (chunked) body is cut off once it passes the ceiling', async () => {
    const res = await bigPost('/rest/v1/contact_requests', SIXTY_MB, false);
    expect(res.status).toBe(413);
    expect(res.sentBeforeAnswer).toBeLessThan(SIXTY_MB / 4);
  });

  it('nothing of a refused body is stored', async () => {
    const before = await rawFetch(backend, '/rest/v1/contact_requests?select=id', {
      headers: { apikey: backend.serviceRoleKey, authorization: `Bearer ${backend.serviceRoleKey}` },
    });
    await bigPost('/rest/v1/contact_requests', CAP * 2, true);
    const after = await rawFetch(backend, '/rest/v1/contact_requests?select=id', {
      headers: { apikey: backend.serviceRoleKey, authorization: `Bearer ${backend.serviceRoleKey}` },
    });
    expect((await after.json()).length).toBe((await before.json()).length);
  });

  it('a body under the ceiling still goes through', async () => {
    const res = await rawFetch(backend, '/rest/v1/contact_requests', {
      method: 'POST',
      headers: { 'content-type': 'application/json', prefer: 'return=minimal' },
      body: JSON.stringify({ id: randomUUID(), name: 'Ana', email: 'ana@example.com', salon_name: 'Nails', phone: '555-0100', message: 'x'.repeat(4000) }),
    });
    expect(res.status).toBe(201);
  });
});

describe('a slow anonymous request stalls no one', () => {
  it('another owner pulls while a slow upload drips, and the slow sender is cut off', async () => {
    const { client, user } = await signedInClient(backend);
    const salonId = await pushNewSalon(client, user.id);
    const events: string[] = [];
    const slow = new Promise<number>((resolve) => {
      const req = http.request(`${backend.url}/rest/v1/contact_requests`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'content-type': 'application/json', 'content-length': 100_000 },
      });
      const drip = setInterval(() => req.write('{'), 100);
      const done = (status: number) => {
        clearInterval(drip);
        events.push('slow request ended');
        resolve(status);
      };
      req.on('response', (res) => {
        res.resume();
        done(res.statusCode ?? 0);
      });
      req.on('error', () => done(0));
    });
    const pull = await client.rpc('sync_pull', { p_salon_id: salonId, p_cursor: 0, p_limit: 100 });
    events.push('owner pull answered');
    expect(pull.error).toBeNull();
    expect(pull.data.changes.length).toBeGreaterThan(0);
    const status = await slow;
    expect(events).toEqual(['owner pull answered', 'slow request ended']);
    // Node answers 408 to a request not received in time, or drops the connection (0).
    expect([0, 408]).toContain(status);
  });
});

describe('the apikey query parameter', () => {
  it('is taken as the key and not passed to PostgREST as a filter', async () => {
    const { session } = await signedInClient(backend);
    const res = await fetch(`${backend.url}/rest/v1/salons?select=id&apikey=${backend.anonKey}`, {
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });
});
