// The server side of "Texts as a relay" on the local backend (PGlite) and on
// PostgreSQL 15 (skipped only when it is not installed and CI is not set): sender_sms_gate and the
// countries saved with the SMS provider (scenario: ./sms-gate-case.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salonIdForOwner } from '../../src/domain/ids';
import { SYNCED_TABLES } from '../../src/domain/types';
import type { LocalBackend } from '../../sync/server/index';
import { clientFor, signedInClient, startTestBackend } from './helpers';
import { openMigratedPglite } from './migrated-pglite';
import { pg15Available, PG_BIN, startPg15Backend, type Pg15Backend } from './pg15-cluster';
import { pg15OwnerWithSalon } from './pg15-owner';
import { COUNTRY_CODES_SQL, expectLibphonenumberCodes, gateScenario } from './sms-gate-case';
import { Device, fixtureMutations, salonFixture } from './sync-helpers';

describe('on the local backend (PGlite)', () => {
  let backend: LocalBackend;
  beforeAll(async () => {
    ({ backend } = await startTestBackend());
  });
  afterAll(() => backend?.close());

  it('the gate answers the facts, takes the day’s text once, and only for the service role', async () => {
    const owner = await signedInClient(backend);
    const salonId = salonIdForOwner(owner.user.id);
    const device = new Device(owner.client, salonId);
    const f = salonFixture(salonId, owner.user.id);
    const res = await device.push(fixtureMutations(device, f));
    expect(res.results.map((r) => r.status)).toEqual(Array(SYNCED_TABLES.length).fill('applied'));
    await gateScenario({ service: clientFor(backend, backend.serviceRoleKey), owner: owner.client, anon: clientFor(backend), device, f });
  });

  it('the server’s country codes are libphonenumber’s', async () => {
    const db = await openMigratedPglite();
    try {
      expectLibphonenumberCodes((await db.query<{ codes: string }>(COUNTRY_CODES_SQL)).rows[0].codes);
    } finally {
      await db.close();
    }
  });
});

const ci = process.env.CI === 'true' || process.env.CI === '1';
describe.skipIf(!pg15Available() && !ci)('on PostgreSQL 15', () => {
  let pg: Pg15Backend;
  beforeAll(async () => {
    if (!pg15Available()) throw new Error(`PostgreSQL 15 is not installed (no initdb in ${PG_BIN}); CI=true requires it`);
    pg = await startPg15Backend();
  });
  afterAll(() => pg?.close());

  it('the gate answers the facts, takes the day’s text once, and only for the service role', async () => {
    const { client, device, f } = await pg15OwnerWithSalon(pg);
    await gateScenario({ service: pg.client(pg.serviceRoleKey), owner: client, anon: pg.client(pg.anonKey), device, f });
  });

  it('the server’s country codes are libphonenumber’s', async () => {
    expectLibphonenumberCodes(await pg.sql(COUNTRY_CODES_SQL.replace(' as codes', '')));
  });
});
