// The per-IP budgets the database keeps (migration 20261127001800_ip_budgets.sql), checked against
// PostgREST directly with no gateway in front, as the browser reaches hosted Supabase: the caller's
// address arrives as Supabase's proxy sends it. Shared by the PGlite suite
// (rate-limits-database.test.ts) and the PostgreSQL 15 conformance suite.
import { expect } from 'vitest';
import { readIpBudgets, type IpBudgets } from './ip-budgets';
import type { Pg15Backend } from './pg15-cluster';
import { booking, furnishOnline } from './public-booking-harness';

/**
 * PostgREST reached directly, SQL as the database's superuser (its first value as text) and new
 * owners: what the PostgreSQL 15 backend offers, and the PGlite suite builds the same.
 */
export type DirectRest = Pick<Pg15Backend, 'restUrl' | 'anonKey' | 'serviceRoleKey' | 'sql' | 'newOwner'>;

/** Where a call comes from: what Supabase's proxy puts in x-forwarded-for, and Cloudflare's header. */
export interface From {
  forwardedFor?: string;
  cfConnectingIp?: string;
}

export const OVER_BUDGET = /^Too many tries from your network in a short time\. Please wait (a minute|\d+ minutes) and try again\.$/;

export function directCall(rest: DirectRest, path: string, body: unknown, from: From, token = rest.anonKey): Promise<Response> {
  return fetch(`${rest.restUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      prefer: 'return=minimal',
      authorization: `Bearer ${token}`,
      ...(from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {}),
      ...(from.cfConnectingIp ? { 'cf-connecting-ip': from.cfConnectingIp } : {}),
    },
    body: JSON.stringify(body),
  });
}

export async function expectOverBudget(res: Response): Promise<void> {
  const body = (await res.json()) as { message?: string };
  expect({ status: res.status, message: body.message }).toEqual({ status: 429, message: expect.stringMatching(OVER_BUDGET) });
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
}

/** Moves the windows an address (its budget key) has counted a day back: its window has passed. */
export async function windowPasses(rest: DirectRest, ipKey: string): Promise<void> {
  await rest.sql(`update sync_private.ip_budget_calls set window_start = window_start - interval '1 day',
                  expires_at = expires_at - interval '1 day' where ip_key = '${ipKey}'`);
}

const count = async (rest: DirectRest, sql: string) => Number((await rest.sql(sql)).trim());

/**
 * The booking page's changes: an IPv6 caller spends its /64's budget on cancels of links that do
 * not exist (refused calls count), then a real booking from another address of that /64 gets 429
 * in words and writes nothing; another /64 books; once the window has passed the first books too.
 */
export async function checkBookingBudget(rest: DirectRest): Promise<IpBudgets> {
  const budgets = await readIpBudgets(rest.restUrl, rest.serviceRoleKey);
  const { client, userId } = await rest.newOwner();
  const salon = await furnishOnline(client, userId);
  const appointments = () => count(rest, `select count(*) from public.appointments where salon_id = '${salon.f.salon.id}'`);
  const before = await appointments();
  // Supabase's proxy puts the caller first and its own hops after it.
  const spender = { forwardedFor: '2001:db8:7:1::10, 10.0.0.2' };
  for (let i = 0; i < budgets.public_change.max; i++) {
    expect((await directCall(rest, '/rpc/public_cancel', { p_token: `no-such-link-${i}` }, spender)).status).toBe(404);
  }
  const neighbour = { forwardedFor: '2001:db8:7:1:abcd::99' };
  await expectOverBudget(await directCall(rest, '/rpc/public_book', booking(salon), neighbour));
  expect(await appointments()).toBe(before);

  const other = await directCall(rest, '/rpc/public_book', booking(salon, { p_start: '11:00' }), { forwardedFor: '2001:db8:7:2::10' });
  expect(other.status).toBe(200);
  expect(await appointments()).toBe(before + 1);

  await windowPasses(rest, '2001:db8:7:1::/64');
  const later = await directCall(rest, '/rpc/public_book', booking(salon, { p_start: '12:00' }), neighbour);
  expect(later.status).toBe(200);
  expect(await appointments()).toBe(before + 2);
  // The passed window was cleared by the calls that came after it: the table keeps live windows only.
  expect(await count(rest, `select count(*) from sync_private.ip_budget_calls where expires_at <= now()`)).toBe(0);
  return budgets;
}

/**
 * The contact form: an address over its budget gets 429 in words and its request is not stored;
 * another address is unaffected; once the window has passed the first is taken again.
 */
export async function checkContactBudget(rest: DirectRest): Promise<void> {
  const budgets = await readIpBudgets(rest.restUrl, rest.serviceRoleKey);
  const row = () => ({ id: crypto.randomUUID(), name: 'Visitor', email: 'v@example.com', salon_name: 'Nails', phone: '555-0100', message: 'Hello' });
  const stored = async (id: string) => count(rest, `select count(*) from public.contact_requests where id = '${id}'`);
  const visitor = { forwardedFor: '198.51.100.7' };
  for (let i = 0; i < budgets.contact_form.max; i++) expect((await directCall(rest, '/contact_requests', row(), visitor)).status).toBe(201);
  const refused = row();
  await expectOverBudget(await directCall(rest, '/contact_requests', refused, visitor));
  expect(await stored(refused.id)).toBe(0);

  const another = row();
  expect((await directCall(rest, '/contact_requests', another, { forwardedFor: '198.51.100.8' })).status).toBe(201);
  expect(await stored(another.id)).toBe(1);

  await windowPasses(rest, '198.51.100.7');
  const later = row();
  expect((await directCall(rest, '/contact_requests', later, visitor)).status).toBe(201);
  expect(await stored(later.id)).toBe(1);
}

/**
 * Calls from one address at once never spend more than its budget: twice the budget's worth of
 * cancels sent together are answered exactly max times (404) and refused the rest (429).
 */
export async function checkConcurrentSpend(rest: DirectRest, forwardedFor: string): Promise<void> {
  const { max } = (await readIpBudgets(rest.restUrl, rest.serviceRoleKey)).public_change;
  const answers = await Promise.all(
    Array.from({ length: 2 * max }, (_, i) => directCall(rest, '/rpc/public_cancel', { p_token: `at-once-${i}` }, { forwardedFor }).then((r) => r.status)),
  );
  expect({ answered: answers.filter((s) => s === 404).length, refused: answers.filter((s) => s === 429).length }).toEqual({ answered: max, refused: max });
}
