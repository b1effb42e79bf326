// One anonymous request must not stall the backend for every salon.
// Each case failed before the gateway capped bodies and timed requests (60 MB went through).
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../../sync/server/index';
import { rawFetch, signedInClient, startTestBackend } from './helpers';
import { pushNewSalon } from './sync-helpers';
import { fillerBody } from './filler-body';

let backend: LocalBackend;
const CAP = 256 * 1024;

beforeAll(async () => {
  // The request timeout must come well after the large upload below passes the ceiling (~1.6 s):
  // at 1.5 s, with Node checking timeouts once a second, a loaded machine answered 408 first.
  ({ backend } = await startTestBackend({ limits: { rate: null, restBodyBytes: CAP, requestTimeoutMs: 3_000 } }));
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
    const { body, produced } = fillerBody(total);
    const headers: http.OutgoingHttpHeaders = { apikey: backend.anonKey, 'content-type': 'application/json' };
    if (declareLength) headers['content-length'] = total;
    const req = http.request(`${backend.url}${path}`, { method: 'POST', headers }, (res) => {
      const sentBeforeAnswer = produced();
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

/** An upload the test paces itself, and the proof that the gateway has taken its headers. */
interface PacedUpload {
  /** Resolves on the gateway's "100 Continue": its HTTP server has parsed the request and handed it on. */
  arrived: Promise<void>;
  /** Status of the answer (0: the connection was dropped) and the bytes sent by then. */
  ended: Promise<{ status: number; sent: number }>;
  /** Whether the answer (or the drop) has come yet. */
  inFlight: () => boolean;
}

/** POSTs `chunk` every `everyMs` once the gateway has the headers, up to `total` bytes. */
function pacedUpload(o: { declaredLength?: number; total: number; chunk: Buffer; everyMs: number }): PacedUpload {
  const headers: http.OutgoingHttpHeaders = { apikey: backend.anonKey, 'content-type': 'application/json', expect: '100-continue' };
  if (o.declaredLength !== undefined) headers['content-length'] = o.declaredLength;
  const req = http.request(`${backend.url}/rest/v1/contact_requests`, { method: 'POST', headers });
  req.flushHeaders();
  let sent = 0;
  let open = true;
  let timer: NodeJS.Timeout | undefined;
  const arrived = new Promise<void>((resolve) => {
    req.on('continue', () => {
      resolve();
      timer = setInterval(() => {
        if (sent >= o.total) return void clearInterval(timer);
        sent += o.chunk.length;
        req.write(o.chunk);
      }, o.everyMs);
    });
  });
  const ended = new Promise<{ status: number; sent: number }>((resolve) => {
    const end = (status: number) => {
      if (!open) return;
      open = false;
      clearInterval(timer);
      resolve({ status, sent });
    };
    req.on('response', (res) => {
      res.resume();
      end(res.statusCode ?? 0);
    });
    req.on('error', () => end(0));
  });
  return { arrived, ended, inFlight: () => open };
}

/** Another owner with a salon, made before the upload starts so only the pull runs beside it. */
async function ownerWithSalon() {
  const { client, user } = await signedInClient(backend);
  return { client, salonId: await pushNewSalon(client, user.id) };
}

/** That owner's pull, timed: it must not wait behind the upload in flight. */
async function timedPull({ client, salonId }: Awaited<ReturnType<typeof ownerWithSalon>>): Promise<{ ms: number; changes: number }> {
  const started = performance.now();
  const pull = await client.rpc('sync_pull', { p_salon_id: salonId, p_cursor: 0, p_limit: 100 });
  expect(pull.error).toBeNull();
  return { ms: performance.now() - started, changes: pull.data.changes.length };
}

// A pull of a fresh salon takes tens of milliseconds; 2 s is no speed target, only the proof that
// it did not wait for the upload to end (the slow one is cut off at 1.5 s, the large one later).
const PULL_BOUND_MS = 2_000;

describe('an anonymous upload in flight stalls no one', () => {
  it('another owner pulls while a slow upload drips, and the slow sender is cut off', async () => {
    const owner = await ownerWithSalon();
    const slow = pacedUpload({ declaredLength: 100_000, total: 100_000, chunk: Buffer.from('{'), everyMs: 100 });
    await slow.arrived;
    const pull = await timedPull(owner);
    expect(slow.inFlight()).toBe(true);
    expect(pull.changes).toBeGreaterThan(0);
    expect(pull.ms).toBeLessThan(PULL_BOUND_MS);
    // Node answers 408 to a request not received in time, or drops the connection (0).
    expect([0, 408]).toContain((await slow.ended).status);
  });

  it('another owner pulls while a large upload streams in, which is refused at the ceiling', async () => {
    const SIXTY_MB = 60 * 1024 * 1024;
    // 16 KiB every 100 ms: the 256 KiB ceiling is passed after about 1.6 s, the pull answers before.
    const owner = await ownerWithSalon();
    const large = pacedUpload({ total: SIXTY_MB, chunk: Buffer.alloc(16 * 1024, 'a'), everyMs: 100 });
    await large.arrived;
    const pull = await timedPull(owner);
    expect(large.inFlight()).toBe(true);
    expect(pull.changes).toBeGreaterThan(0);
    expect(pull.ms).toBeLessThan(PULL_BOUND_MS);
    const refused = await large.ended;
    expect(refused.status).toBe(413);
    expect(refused.sent).toBeLessThan(CAP * 2);
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
