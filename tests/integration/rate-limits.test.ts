// GoTrue-style rate limits, with the defaults `npm start` runs with.
// Before them, 200 wrong passwords at 11/s were followed by a working right one.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../../sync/server/index';
import { DEFAULT_RATE_LIMITS } from '../../sync/server/limits';
import { clientFor, rawFetch, startTestBackend, uniqueEmail } from './helpers';
import { readIpBudgets, type IpBudgets } from './ip-budgets';

let backend: LocalBackend;
/** The contact form's and the booking page's budgets, kept by the database behind the gateway. */
let budgets: IpBudgets;
beforeAll(async () => {
  ({ backend } = await startTestBackend({ limits: {} }));
  budgets = await readIpBudgets(`${backend.url}/rest/v1`, backend.serviceRoleKey);
});
afterAll(() => backend?.close());

const post = (path: string, body: unknown) =>
  rawFetch(backend, path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const signIn = (email: string, password: string) => post('/auth/v1/token?grant_type=password', { email, password });

async function expectLimited(res: Response): Promise<void> {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await res.json()).toMatchObject({ error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' });
}

// The order matters: both cases spend the one IP's sign-in budget.
describe('sign-in', () => {
  it('per email: after 10 attempts at one address, even the right password waits', async () => {
    const email = uniqueEmail();
    expect((await post('/auth/v1/signup', { email, password: 'secret123' })).status).toBe(200);
    for (let i = 1; i < DEFAULT_RATE_LIMITS.signInPerEmail.max; i++) {
      expect((await signIn(email, `wrong-${i}`)).status).toBe(400);
    }
    await expectLimited(await signIn(email, 'secret123'));
  });

  it('per IP: once its budget is spent, every address from it waits', async () => {
    const { max } = DEFAULT_RATE_LIMITS.signInPerIp;
    // 11 of the budget went to the case above.
    for (let i = 11; i < max; i++) expect((await signIn(uniqueEmail('guess'), 'wrong-one')).status).toBe(400);
    await expectLimited(await signIn(uniqueEmail('guess'), 'wrong-one'));
    await expectLimited(await post('/auth/v1/signup', { email: uniqueEmail(), password: 'secret123' }));
  });
});

describe('password recovery', () => {
  it('sends at most one mail a minute to an address', async () => {
    const email = uniqueEmail('forgot');
    expect((await clientFor(backend).auth.resetPasswordForEmail(email)).error).toBeNull();
    await expectLimited(await post('/auth/v1/recover', { email }));
  });

  it('and a few an hour from one IP, whatever the address', async () => {
    // Two went to the case above: a request refused for its address still counts for its IP.
    for (let i = 2; i < DEFAULT_RATE_LIMITS.recoverPerIp.max; i++) {
      expect((await post('/auth/v1/recover', { email: uniqueEmail('forgot') })).status).toBe(200);
    }
    await expectLimited(await post('/auth/v1/recover', { email: uniqueEmail('forgot') }));
  });
});

describe('anonymous writes', () => {
  const contact = (n: number) =>
    rawFetch(backend, '/rest/v1/contact_requests', {
      method: 'POST',
      headers: { 'content-type': 'application/json', prefer: 'return=minimal' },
      body: JSON.stringify({ id: randomUUID(), name: `Visitor ${n}`, email: `v${n}@example.com`, salon_name: 'Nails', phone: '555-0100', message: 'Hello' }),
    });

  it('the contact form takes 10 requests per IP in 10 minutes, then 429 in words with Retry-After', async () => {
    expect(budgets.contact_form).toEqual({ max: 10, windowSeconds: 600, enforced: true });
    for (let i = 0; i < budgets.contact_form.max; i++) expect((await contact(i)).status).toBe(201);
    const res = await contact(99);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await res.json()).message).toMatch(/^Too many tries from your network in a short time\. Please wait (a minute|\d+ minutes) and try again\.$/);
  });
});

describe('the booking page', () => {
  const rpc = (fn: string, body: unknown) =>
    rawFetch(backend, `/rest/v1/rpc/${fn}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it("its reads have their own budget, apart from the contact form's spent one; a scraper gets 429", async () => {
    // The contact form's budget is spent above; the page still answers (404 for this slug).
    for (let i = 0; i < budgets.public_read.max; i++) expect((await rpc('public_booking_page', { p_slug: 'no-such-page' })).status).toBe(404);
    const res = await rpc('public_free_times', { p_slug: 'no-such-page', p_service_id: randomUUID(), p_date: '2026-12-01' });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('bookings, cancels and moves from one IP: 20 an hour, then 429', async () => {
    // Each with its own arguments: a wrong argument list is a 400 in words now (rest-errors.ts), an unknown page or link a 404.
    const calls: [string, Record<string, unknown>][] = [
      ['public_book', { p_slug: 'no-such-page', p_service_id: randomUUID(), p_date: '2026-12-01', p_start: '10:00' }],
      ['public_cancel', { p_token: 'x' }],
      ['public_reschedule', { p_token: 'x', p_date: '2026-12-01', p_start: '10:00' }],
    ];
    for (let i = 0; i < budgets.public_change.max; i++) {
      const [fn, args] = calls[i % 3];
      expect((await rpc(fn, args)).status).toBe(404);
    }
    const res = await rpc('public_cancel', { p_token: 'x' });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('verify links', () => {
  it('a guesser of recovery tokens is stopped after 30 tries', async () => {
    const verify = () => fetch(`${backend.url}/auth/v1/verify?type=recovery&token=guess${Math.random()}`, { redirect: 'manual' });
    for (let i = 0; i < DEFAULT_RATE_LIMITS.verifyPerIp.max; i++) expect((await verify()).status).toBe(303);
    await expectLimited(await verify());
  });
});
