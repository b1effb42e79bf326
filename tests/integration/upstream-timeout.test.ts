// PostgREST must answer within the gateway's upstream limit, or the
// caller gets 504 instead of its answer. PGlite enforces no statement_timeout
// (statement-timeouts.test.ts), so the slow statement here is a real one: a full-text filter over
// 1,200 long messages, which parses every row (about 1.3 s on the 2-core CI machine).
// PGlite runs on the gateway's own thread: while the statement runs, nothing in the process
// answers, the 504 included, so it comes when the statement ends, not at the limit. The limit
// still bounds a PostgREST that hangs, and no caller gets the late answer.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LocalBackend } from '../../sync/server/index';
import { rawFetch, startTestBackend } from './helpers';

let backend: LocalBackend;
const UPSTREAM_MS = 300;
beforeAll(async () => {
  ({ backend } = await startTestBackend({ limits: { rate: null, upstreamTimeoutMs: UPSTREAM_MS } }));
});
afterAll(() => backend?.close());

const asService = (path: string, init: RequestInit = {}) =>
  rawFetch(backend, path, {
    ...init,
    headers: {
      ...init.headers,
      apikey: backend.serviceRoleKey,
      authorization: `Bearer ${backend.serviceRoleKey}`,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    },
  });

it('a statement slower than the upstream limit answers 504, never its late result', async () => {
  const message = 'lorem ipsum dolor sit amet '.repeat(180).slice(0, 4900);
  for (let batch = 0; batch < 3; batch++) {
    const rows = Array.from({ length: 400 }, (_, i) => ({
      id: randomUUID(),
      name: `Visitor ${i}`,
      email: 'v@example.com',
      salon_name: 'Nails',
      phone: '555-0100',
      message,
    }));
    expect((await asService('/rest/v1/contact_requests', { method: 'POST', body: JSON.stringify(rows) })).status).toBe(201);
  }
  const started = performance.now();
  const res = await asService('/rest/v1/contact_requests?select=id&message=fts.zebra');
  const ms = performance.now() - started;
  expect(res.status).toBe(504);
  expect((await res.json()).message).toBe('PostgREST did not answer in time');
  // The 504 was earned: the answer would have come later than the limit.
  expect(ms).toBeGreaterThanOrEqual(UPSTREAM_MS);
  // The gateway and PostgREST serve again at once.
  expect((await asService('/rest/v1/contact_requests?select=id&limit=1')).status).toBe(200);
});
