// A new owner on the PostgreSQL 15 backend with a salon holding one row of every synced table, as
// both PostgreSQL 15 suites (conformance-pg15 and its push-guard twin) start their cases.
import { expect } from 'vitest';
import { salonIdForOwner } from '../../src/domain/ids';
import { SYNCED_TABLES } from '../../src/domain/types';
import type { Pg15Backend } from './pg15-cluster';
import { Device, fixtureMutations, salonFixture } from './sync-helpers';

export async function pg15OwnerWithSalon(pg: Pg15Backend) {
  const { client, userId } = await pg.newOwner();
  const salonId = salonIdForOwner(userId);
  const device = new Device(client, salonId);
  const f = salonFixture(salonId, userId);
  const res = await device.push(fixtureMutations(device, f));
  expect(res.results.map((r) => r.status)).toEqual(Array(SYNCED_TABLES.length).fill('applied'));
  return { client, userId, salonId, device, f };
}
