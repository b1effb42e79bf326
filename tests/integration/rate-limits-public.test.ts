// The anonymous budgets (contact form, booking page) count every call to those
// endpoints from an IP, whatever token it carries. Before, a signed-in owner's token, a lowercase
// `bearer`, a non-Bearer scheme or a percent-encoded path went through uncounted (13 of 13 contact
// requests and 22 of 22 cancels answered without a 429).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../../sync/server/index';
import { rawFetch, signedInClient, startTestBackend } from './helpers';
import { readIpBudgets, type IpBudgets } from './ip-budgets';
import { pushNewSalon } from './sync-helpers';

let backend: LocalBackend;
let owner: Awaited<ReturnType<typeof signedInClient>>;
let salonId: string;
/** Kept by the database behind the gateway, from the address the gateway hands on. */
let budgets: IpBudgets;
beforeAll(async () => {
  ({ backend } = await startTestBackend({ limits: {} }));
  budgets = await readIpBudgets(`${backend.url}/rest/v1`, backend.serviceRoleKey);
  owner = await signedInClient(backend);
  salonId = await pushNewSalon(owner.client, owner.user.id);
});
afterAll(() => backend?.close());

/** The ways a caller could dress a call up to escape its budget: look less anonymous, or pass for another address. */
type Disguise = { authorization?: string; encode?: boolean; headers?: Record<string, string> };
const DISGUISES: Array<[string, () => Disguise]> = [
  ['a signed-in owner\u2019s token', () => ({ authorization: `Bearer ${owner.session.access_token}` })],
  ['the anon key after a lowercase "bearer"', () => ({ authorization: `bearer ${backend.anonKey}` })],
  ['the anon key after "BEARER" and two spaces', () => ({ authorization: `BEARER  ${backend.anonKey}` })],
  ['a Basic header (PostgREST runs it as anon)', () => ({ authorization: 'Basic Zm9vOmJhcg==' })],
  ['a percent-encoded path', () => ({ encode: true })],
  // The gateway hands the database the socket's address; what a caller says it is goes nowhere.
  ['a forged x-forwarded-for', () => ({ headers: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250)}` } })],
  ['a forged cf-connecting-ip', () => ({ headers: { 'cf-connecting-ip': `203.0.113.${Math.floor(Math.random() * 250)}`, 'x-real-ip': '203.0.113.1' } })],
];

function call(path: string, body: unknown, disguise: Disguise = {}): Promise<Response> {
  const encoded = disguise.encode ? path.replace(/_/g, '%5F') : path;
  return rawFetch(backend, encoded, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      prefer: 'return=minimal',
      ...(disguise.authorization ? { authorization: disguise.authorization } : {}),
      ...disguise.headers,
    },
    body: JSON.stringify(body),
  });
}

const contactRow = (n: number) => ({
  id: randomUUID(),
  name: `Visitor ${n}`,
  email: `v${n}@example.com`,
  salon_name: 'Nails',
  phone: '555-0100',
  message: 'Hello',
});

async function expectLimited(res: Response): Promise<void> {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('the contact form', () => {
  it('takes one request per call: an array of 50 is refused and none is stored', async () => {
    // First in the file: the refused array is undone with its count, so the cases below have the whole budget.
    const rows = Array.from({ length: 50 }, (_, i) => contactRow(i));
    const res = await call('/rest/v1/contact_requests', rows);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Send one contact request at a time.');
    const stored = await rawFetch(backend, `/rest/v1/contact_requests?select=id&id=eq.${rows[0].id}`, {
      headers: { apikey: backend.serviceRoleKey, authorization: `Bearer ${backend.serviceRoleKey}` },
    });
    expect(await stored.json()).toEqual([]);
  });

  it.each(DISGUISES)('an insert with %s is counted: it goes through while the budget lasts', async (_name, disguise) => {
    expect((await call('/rest/v1/contact_requests', contactRow(1), disguise())).status).toBe(201);
  });

  it.each(DISGUISES)('and once the IP\u2019s budget is spent, an insert with %s gets 429', async (_name, disguise) => {
    // The calls above counted: a plain anonymous caller spends the rest of the budget.
    for (let i = DISGUISES.length; i < budgets.contact_form.max; i++) {
      const res = await call('/rest/v1/contact_requests', contactRow(i));
      if (res.status === 429) break;
      expect(res.status).toBe(201);
    }
    await expectLimited(await call('/rest/v1/contact_requests', contactRow(99), disguise()));
  });

  it('the owner\u2019s own work is not the contact form\u2019s: the spent budget does not touch a pull', async () => {
    const pull = await owner.client.rpc('sync_pull', { p_salon_id: salonId, p_cursor: 0, p_limit: 10 });
    expect(pull.error).toBeNull();
  });
});

describe('the booking page\u2019s cancels, moves and bookings', () => {
  const cancel = (disguise = {}) => call('/rest/v1/rpc/public_cancel', { p_token: 'no-such-link' }, disguise);

  it('count for the IP whatever the token: after the budget, each disguise gets 429', async () => {
    let answered = 0;
    for (let i = 0; i < budgets.public_change.max; i++) {
      const [name, disguise] = DISGUISES[i % DISGUISES.length];
      const res = await cancel(disguise());
      expect({ name, status: res.status }).toEqual({ name, status: 404 });
      answered++;
    }
    expect(answered).toBe(budgets.public_change.max);
    for (const [name, disguise] of DISGUISES) {
      const res = await cancel(disguise());
      expect({ name, status: res.status }).toEqual({ name, status: 429 });
    }
  });
});

describe('the booking page\u2019s reads', () => {
  it('count for the IP whatever the token', async () => {
    const read = (disguise = {}) => call('/rest/v1/rpc/public_booking_page', { p_slug: 'no-such-page' }, disguise);
    for (let i = 0; i < budgets.public_read.max; i++) {
      const [name, disguise] = DISGUISES[i % DISGUISES.length];
      const res = await read(disguise());
      expect({ name, status: res.status }).toEqual({ name, status: 404 });
    }
    for (const [name, disguise] of DISGUISES) {
      const res = await read(disguise());
      expect({ name, status: res.status }).toEqual({ name, status: 429 });
    }
  });
});
