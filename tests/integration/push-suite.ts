// The shared set-up of the sync_push tests (sync-push*.test.ts, push-guard.test.ts): one local backend per file and
// a signed-in owner whose salon a first push created with one row of every table.
import { afterAll, beforeAll, expect } from 'vitest';
import type { LocalBackend } from '../../sync/server/index';
import { signedInClient, startTestBackend } from './helpers';
import { Device, fixtureMutations, salonFixture } from './sync-helpers';
import { salonIdForOwner } from '../../src/domain/ids';
import { SYNCED_TABLES } from '../../src/domain/types';

/** Starts the backend for the calling file; `label` names it in the start-up log line. */
export function pushSuite(label: string) {
  let backend: LocalBackend;

  beforeAll(async () => {
    const started = await startTestBackend();
    backend = started.backend;
    console.log(`[${label}] in-memory backend started in ${started.startupMs} ms`);
  });
  afterAll(() => backend?.close());

  /** A signed-in owner with a salon created by a first push of every table's fixture row. */
  async function ownerWithSalon() {
    const owner = await signedInClient(backend);
    const salonId = salonIdForOwner(owner.user.id);
    const device = new Device(owner.client, salonId);
    const f = salonFixture(salonId, owner.user.id);
    const res = await device.push(fixtureMutations(device, f));
    expect(res.results.map((r) => r.status)).toEqual(Array(SYNCED_TABLES.length).fill('applied'));
    return { owner, salonId, device, f };
  }

  /** The file's backend, for tests that sign up owners of their own. */
  return { ownerWithSalon, serverRow, backend: () => backend };
}

export async function serverRow(device: Device, table: string, id: string) {
  const { rows } = await device.pullAll();
  return rows.get(`${table}:${id}`);
}
