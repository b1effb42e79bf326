// The booking page's and the contact form's per-IP budgets hold without the local gateway: PGlite
// and PostgREST alone, called as the browser calls hosted Supabase, with the client address in the
// headers Supabase's proxy sets (ip-budget-case.ts; conformance-pg15 runs the same on PostgreSQL 15).
import type { PGlite } from '@electric-sql/pglite';
import { PostgrestClient } from '@supabase/postgrest-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_JWT_SECRET } from '../../sync/server/index';
import { ipBudgetKey } from '../../sync/server/ip-key';
import { apiKeyFor, signAccessToken } from '../../sync/server/keys';
import { startRestStack, type RestStack } from '../../sync/server/rest-stack';
import { SessionGate } from '../../sync/server/session-gate';
import { checkBookingBudget, checkConcurrentSpend, checkContactBudget, directCall, expectOverBudget, type DirectRest } from './ip-budget-case';
import { readIpBudgets } from './ip-budgets';
import { openMigratedPglite } from './migrated-pglite';

let db: PGlite;
let gate: SessionGate;
let stack: RestStack;
let rest: DirectRest;

/** An owner's access token, as the local auth signs one. */
async function ownerToken(userId: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return signAccessToken({ sub: userId, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 3600 }, DEV_JWT_SECRET);
}
const directBudgets = () => readIpBudgets(rest.restUrl, rest.serviceRoleKey);

beforeAll(async () => {
  db = await openMigratedPglite();
  gate = new SessionGate(db);
  stack = await startRestStack(gate, DEV_JWT_SECRET, () => {});
  const anonKey = await apiKeyFor('anon', DEV_JWT_SECRET);
  const sql = (text: string) => gate.run(async (d) => String(Object.values((await d.query<Record<string, unknown>>(text)).rows[0] ?? {})[0] ?? ''));
  rest = {
    restUrl: stack.url,
    anonKey,
    serviceRoleKey: await apiKeyFor('service_role', DEV_JWT_SECRET),
    sql,
    async newOwner() {
      const userId = crypto.randomUUID();
      await sql(`insert into auth.users (id, email) values ('${userId}', '${userId}@example.com')`);
      const client = new PostgrestClient(stack.url, { headers: { apikey: anonKey, Authorization: `Bearer ${await ownerToken(userId)}` } });
      return { client: client as unknown as SupabaseClient, userId };
    },
  };
});
afterAll(async () => {
  await stack?.stop();
  await db?.close();
});

describe('per-IP budgets in the database, PostgREST called directly', () => {
  it('the booking page: over budget is 429 in words and books nothing; another /64 books; after the window, allowed again', async () => {
    await checkBookingBudget(rest);
  });

  it('the contact form: over budget is 429 in words and stores nothing; another address is taken; after the window, taken again', async () => {
    await checkContactBudget(rest);
  });

  it('calls from one address at once never spend more than its budget', async () => {
    await checkConcurrentSpend(rest, '192.0.2.201');
  });

  it('the booking page\u2019s reads have their own budget: a scraper gets 429, the same address may still book', async () => {
    const budgets = await directBudgets();
    const scraper = { forwardedFor: '192.0.2.44' };
    for (let i = 0; i < budgets.public_read.max; i++) {
      expect((await directCall(rest, '/rpc/public_booking_page', { p_slug: 'no-such-page' }, scraper)).status).toBe(404);
    }
    await expectOverBudget(await directCall(rest, '/rpc/public_free_times', { p_slug: 'x', p_service_id: crypto.randomUUID(), p_date: '2026-12-01' }, scraper));
    expect((await directCall(rest, '/rpc/public_cancel', { p_token: 'no-such-link' }, scraper)).status).toBe(404);
  });

  it('Cloudflare\u2019s cf-connecting-ip is believed over a first x-forwarded-for entry the caller typed', async () => {
    const budgets = await directBudgets();
    for (let i = 0; i <= budgets.public_change.max; i++) {
      const from = { cfConnectingIp: '192.0.2.90', forwardedFor: `10.9.${i}.1, 192.0.2.90` };
      const res = await directCall(rest, '/rpc/public_cancel', { p_token: 'no-such-link' }, from);
      if (i < budgets.public_change.max) expect(res.status).toBe(404);
      else await expectOverBudget(res);
    }
  });

  it('a call with no forwarding header comes from inside the server\u2019s network and is not counted; a blank address is', async () => {
    const budgets = await directBudgets();
    for (let i = 0; i < 2 * budgets.public_change.max; i++) {
      expect((await directCall(rest, '/rpc/public_cancel', { p_token: 'inside' }, {})).status).toBe(404);
    }
    const blank = { forwardedFor: ' , 192.0.2.150' };
    for (let i = 0; i < budgets.public_change.max; i++) {
      expect((await directCall(rest, '/rpc/public_cancel', { p_token: 'blank' }, blank)).status).toBe(404);
    }
    await expectOverBudget(await directCall(rest, '/rpc/public_cancel', { p_token: 'blank' }, { forwardedFor: ', 192.0.2.151' }));
  });

  it('an owner\u2019s token is counted like a visitor; the server\u2019s own service role is not a visitor', async () => {
    const budgets = await directBudgets();
    const token = await ownerToken((await rest.newOwner()).userId);
    const from = { forwardedFor: '192.0.2.120' };
    for (let i = 0; i < budgets.public_change.max; i++) {
      expect((await directCall(rest, '/rpc/public_cancel', { p_token: 'x' }, from, token)).status).toBe(404);
    }
    await expectOverBudget(await directCall(rest, '/rpc/public_cancel', { p_token: 'x' }, from, token));
    expect((await directCall(rest, '/rpc/public_cancel', { p_token: 'x' }, from, rest.serviceRoleKey)).status).toBe(404);
  });

  it('an address is grouped as the gateway groups it (ip-key.ts): IPv4 however written, IPv6 by its /64', async () => {
    const addresses = [
      '203.0.113.9',
      '::ffff:203.0.113.9',
      '[::ffff:cb00:7109]',
      '203.0.113.10',
      '2001:db8:0:1::1',
      '2001:DB8:0:1:ffff:ffff:ffff:ffff',
      '[2001:db8:0:1::2]',
      'fe80::1%eth0',
      'fe80::2',
      '2001:db8:0:2::1',
      '::1',
      'unknown',
      'not an address',
    ];
    const inSql = await Promise.all(addresses.map(async (a) => rest.sql(`select sync_private.ip_budget_key('${a}')`)));
    for (let i = 0; i < addresses.length; i++) {
      for (let j = 0; j < addresses.length; j++) {
        const pair = `${addresses[i]} ~ ${addresses[j]}`;
        expect({ pair, same: inSql[i] === inSql[j] }).toEqual({ pair, same: ipBudgetKey(addresses[i]) === ipBudgetKey(addresses[j]) });
      }
    }
  });
});
