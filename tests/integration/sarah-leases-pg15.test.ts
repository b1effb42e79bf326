// Server-side Sarah's conversation leases and per-salon budget (migration
// 20261127000800) on Debian's PostgreSQL 15 behind PostgREST with its pool of connections, where
// claims really run at the same time (PGlite is one session): of many processes claiming one
// conversation at once exactly one runs the turn; the budget is never overspent; a lease that ran
// out is taken over and the late turn saves nothing.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Conversations, type Claim } from '../../sync/server/sarah/conversations';
import { pg15Available, startPg15Backend, type Pg15Backend } from './pg15-cluster';
import { pg15OwnerWithSalon } from './pg15-owner';

const ci = process.env.CI === 'true' || process.env.CI === '1';

describe.skipIf(!pg15Available() && !ci)('conversation leases on PostgreSQL 15', () => {
  let pg: Pg15Backend;
  let service: SupabaseClient;
  let salonA: string;
  let salonB: string;
  const state = (id: string, text: string) => ({
    id,
    history: [{ role: 'user' as const, content: text }],
    phones: [],
    bookings: [] as [string, string][],
    lastAt: null,
  });

  beforeAll(async () => {
    pg = await startPg15Backend();
    service = pg.client(pg.serviceRoleKey);
    salonA = (await pg15OwnerWithSalon(pg)).salonId;
    salonB = (await pg15OwnerWithSalon(pg)).salonId;
  }, 120_000);
  afterAll(() => pg?.close());

  it('twelve processes claim one conversation at once: one runs, the others are told busy', async () => {
    const a = new Conversations(service, salonA);
    const id = crypto.randomUUID();
    const claims = await Promise.all(Array.from({ length: 12 }, () => a.claim(id, { leaseSeconds: 60, perMinute: null })));
    const won = claims.filter((c): c is Extract<Claim, { status: 'claimed' }> => c.status === 'claimed');
    expect(won).toHaveLength(1);
    expect(claims.filter((c) => c.status === 'busy')).toHaveLength(11);
    expect(await a.finish(id, won[0].lease, state(id, 'one'))).toBe(true);
    const next = await a.claim(id, { leaseSeconds: 60, perMinute: null });
    expect(next).toMatchObject({ status: 'claimed', state: state(id, 'one') });
  });

  it('another salon finds nothing: its claims and resets are not_found, and nothing of the first changes', async () => {
    const a = new Conversations(service, salonA);
    const b = new Conversations(service, salonB);
    const id = crypto.randomUUID();
    const mine = await a.claim(id, { leaseSeconds: 60, perMinute: null });
    expect(mine.status).toBe('claimed');
    if (mine.status !== 'claimed') return;
    expect(await b.claim(id, { leaseSeconds: 60, perMinute: 10 })).toEqual({ status: 'not_found' });
    expect(await b.claim(id, { leaseSeconds: 60, perMinute: null, reset: true })).toEqual({ status: 'not_found' });
    expect(await b.renew(id, mine.lease, 60)).toBe(false);
    expect(await b.finish(id, mine.lease, state(id, 'theirs'))).toBe(false);
    expect(await a.finish(id, mine.lease, state(id, 'mine'))).toBe(true);
    expect(await a.claim(id, { leaseSeconds: 60, perMinute: null })).toMatchObject({ state: state(id, 'mine') });
  });

  it('twenty messages at once against a budget of ten a minute: exactly ten run', async () => {
    const { salonId } = await pg15OwnerWithSalon(pg);
    const c = new Conversations(service, salonId);
    const claims = await Promise.all(Array.from({ length: 20 }, () => c.claim(crypto.randomUUID(), { leaseSeconds: 60, perMinute: 10 })));
    expect(claims.filter((x) => x.status === 'claimed')).toHaveLength(10);
    const limited = claims.filter((x) => x.status === 'rate_limited');
    expect(limited).toHaveLength(10);
    for (const l of limited) expect(l).toMatchObject({ retry_after: expect.any(Number) });
  });

  it('a lease that ran out is taken over; the late turn can neither renew nor save', async () => {
    const a = new Conversations(service, salonA);
    const id = crypto.randomUUID();
    const slow = await a.claim(id, { leaseSeconds: 1, perMinute: null });
    expect(slow.status).toBe('claimed');
    expect(await a.claim(id, { leaseSeconds: 60, perMinute: null })).toEqual({ status: 'busy' });
    await new Promise((r) => setTimeout(r, 1200));
    const fast = await a.claim(id, { leaseSeconds: 60, perMinute: null });
    expect(fast.status).toBe('claimed');
    if (slow.status !== 'claimed' || fast.status !== 'claimed') return;
    expect(await a.renew(id, slow.lease, 60)).toBe(false);
    expect(await a.finish(id, slow.lease, state(id, 'late'))).toBe(false);
    expect(await a.finish(id, fast.lease, state(id, 'on time'))).toBe(true);
    expect(await a.claim(id, { leaseSeconds: 60, perMinute: null })).toMatchObject({ state: state(id, 'on time') });
  });
});
