// On PostgreSQL 15 behind the real PostgREST 12: every push-guard case (the table in
// push-guard-cases.ts, which push-guard.test.ts runs on PGlite), seqs, ids derived from the
// owner, and the anon statement time limit that PGlite does not enforce. Skipped like
// conformance-pg15.test.ts when PostgreSQL 15 is not installed and CI is not set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessHoursId, salonIdForOwner } from '../../src/domain/ids';
import { pg15Available, PG_BIN, startPg15Backend, type Pg15Backend } from './pg15-cluster';
import { pg15OwnerWithSalon } from './pg15-owner';
import { BAD_ORIGINS, BOOKED_MESSAGES, GUARD_CASES, messagesFor, restoreThenBooking, RESTORED_MESSAGES, SEQ_CASES, withOrigin } from './push-guard-cases';
import { Device, salonFixture } from './sync-helpers';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const available = pg15Available();

describe.skipIf(!available && !ci)('push guard on PostgreSQL 15', () => {
  let pg: Pg15Backend;

  beforeAll(async () => {
    if (!available) throw new Error(`PostgreSQL 15 is not installed (no initdb in ${PG_BIN}); CI=true requires it`);
    const t0 = performance.now();
    pg = await startPg15Backend();
    console.log(`[conformance-pg15-guard.test] PostgreSQL 15 backend started in ${Math.round(performance.now() - t0)} ms`);
  });
  afterAll(() => pg?.close());

  const ownerWithSalon = () => pg15OwnerWithSalon(pg);

  describe('values no screen could make are rejected, and nothing of them is stored', () => {
    // Each case is rejected, so one salon serves them all: its rows stay the fixture's.
    let owner: Awaited<ReturnType<typeof ownerWithSalon>>;
    beforeAll(async () => {
      owner = await ownerWithSalon();
    });

    it.each(GUARD_CASES.map((g) => [g.name, g] as const))('%s', async (_name, { field, make, reason }) => {
      const { device, f } = owner;
      const [table, id, fields] = make(f);
      const before = await device.pullAll();
      const res = await device.push([device.mutation(table as never, id, 'patch', fields)]);
      expect(res.results[0]).toMatchObject({ status: 'rejected', reason: expect.stringMatching(reason) });
      expect((res.results[0] as { reason?: string }).reason).toContain(field);
      const after = await device.pullAll();
      expect(after.cursor).toBe(before.cursor);
      expect(after.rows.get(`${table}:${id}`)).toEqual(before.rows.get(`${table}:${id}`));
    });
  });

  it('an origin other than none or restore is rejected, storing nothing; a restore queues no confirmation, a booking after it does', async () => {
    const { device, f } = await ownerWithSalon();
    const before = await device.pullAll();
    for (const [name, origin] of BAD_ORIGINS) {
      const res = await device.push([withOrigin(device.mutation('appointments', f.appointment.id, 'patch', { notes: 'Window seat' }), origin)]);
      expect(res.results[0], name).toMatchObject({ status: 'rejected', reason: expect.stringMatching(/invalid origin/) });
    }
    expect((await device.pullAll()).cursor).toBe(before.cursor);
    const { restored, booked, mutations } = restoreThenBooking(device, f);
    expect((await device.push(mutations)).results.map((r) => r.status)).toEqual(['applied', 'applied']);
    const { rows } = await device.pullAll();
    expect(messagesFor(rows, restored.id)).toEqual(RESTORED_MESSAGES);
    expect(messagesFor(rows, booked.id)).toEqual(BOOKED_MESSAGES);
  });

  it.each(SEQ_CASES)('%s fails the whole batch and writes nothing', async (_name, seqs) => {
    const { device, f } = await ownerWithSalon();
    const before = await device.pullAll();
    const ms = seqs.map((seq, i) => ({ ...device.mutation('salon_faqs', f.faq.id, 'patch', { answer: `Answer ${i}` }), seq }));
    const { error } = await device.pushRaw(ms);
    expect(error?.message).toMatch(/seqs must increase/);
    expect((await device.pullAll()).cursor).toBe(before.cursor);
  });

  it('a salon can only be created with the id derived from its own owner', async () => {
    const owner = await pg.newOwner();
    const victim = await pg.newOwner();
    const claimed = salonIdForOwner(victim.userId); // the victim has not pushed yet
    const device = new Device(owner.client, claimed);
    const { error } = await device.pushRaw([device.put('salons', salonFixture(claimed, owner.userId).salon)]);
    expect(error?.message ?? '').toMatch(/not found or not yours/);
    const mine = new Device(victim.client, claimed);
    const res = await mine.push([mine.put('salons', salonFixture(claimed, victim.userId).salon)]);
    expect(res.results[0].status).toBe('applied');
  });

  it('natural-key ids must derive from this salon and the row', async () => {
    const { device, f, salonId } = await ownerWithSalon();
    const res = await device.push([
      device.put('business_hours', { ...f.hours, id: businessHoursId(crypto.randomUUID(), 2), day_of_week: 2 }),
      device.put('business_hours', { ...f.hours, id: crypto.randomUUID(), day_of_week: 4 }),
      device.put('business_hours', { ...f.hours, id: businessHoursId(salonId, 3), day_of_week: 3 }),
    ]);
    expect(res.results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'applied']);
    expect((res.results[0] as { reason?: string }).reason).toMatch(/natural key/);
  });

  it('an anon statement is cancelled after 3 s (statement_timeout, applied by PostgREST per request)', async () => {
    // The superuser holds the tables the booking page reads; an anon read waits on the lock, and
    // the role's statement_timeout (migration 20261124000300) ends the wait. Without it, the read
    // would answer once the lock goes, after 6 s.
    const holding = pg.sql(`begin; lock table public.salons, public.booking_settings in access exclusive mode; select pg_sleep(6); commit;`);
    const held = `select count(*) from pg_locks where relation = 'public.booking_settings'::regclass and mode = 'AccessExclusiveLock' and granted`;
    for (let i = 0; i < 50 && (await pg.sql(held)).trim() !== '1'; i++) await new Promise((r) => setTimeout(r, 50));
    const t0 = performance.now();
    const res = await pg.client(pg.anonKey).rpc('public_booking_page', { p_slug: 'nobody-here' });
    const ms = performance.now() - t0;
    await holding;
    expect(res.error).toMatchObject({ code: '57014', message: expect.stringMatching(/statement timeout/) });
    expect(ms).toBeGreaterThan(2500);
    expect(ms).toBeLessThan(5000);
  });
});
