// The adversarial property on server-side Sarah: the same generated salons,
// adversarial conversations and invariants as tests/repo/assistant-adversary.property.test.ts,
// with Sarah on the server's store (sync/server/sarah/pg-store.ts over the real local backend).
// Each salon is seeded on a device of its own owner by the same code and synced up; after every
// conversation the device pulls (one sync per conversation) and the invariants read its database,
// so they also judge what reached the tablet through the ordinary pull.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../../sync/server/index';
import { serverSalonStore } from '../../sync/server/sarah/pg-store';
import { seedSalonOn, type GeneratedSalon, type SalonSpec } from '../assistant/adversary-salon';
import { countsLine, runAdversaryProperty } from '../assistant/adversary-suite';
import { newDevice, signUpOwner } from './engine-harness';
import { clientFor, startTestBackend, uniqueEmail } from './helpers';

const SALONS = Number(process.env.ADVERSARY_SALONS ?? 20);
const CONVERSATIONS_PER_SALON = Number(process.env.ADVERSARY_CONVERSATIONS ?? 50);

let backend: LocalBackend;
let admin: SupabaseClient;

beforeAll(async () => {
  ({ backend } = await startTestBackend());
  admin = clientFor(backend, backend.serviceRoleKey);
}, 120_000);
afterAll(async () => {
  await backend?.close();
});

async function seedOnServer(spec: SalonSpec): Promise<GeneratedSalon> {
  const owner = await signUpOwner(backend, uniqueEmail('adversary'));
  const device = await newDevice(backend, owner, { name: 'tablet' });
  // The app's page sizes, not the harness's small ones (made to test paging).
  Object.assign(device.replica, { pushBatch: undefined, pullLimit: undefined });
  const seeded = await seedSalonOn(device.ctx, owner.id, spec);
  await device.sync();
  return {
    ...seeded,
    db: device.db,
    ctx: device.ctx,
    // The server keeps no agent configuration yet: server-side Sarah is given the conversation's,
    // as the device's assistant is (the loop reads it from the store when none is passed).
    storeFor: (agent) => serverSalonStore(admin, seeded.salonId, { agent: () => agent }),
    sync: async () => void (await device.sync()),
    close: () => device.close(),
  };
}

describe('the adversarial model on server-side Sarah', () => {
  it(`keeps every invariant over ${SALONS * CONVERSATIONS_PER_SALON} conversations`, async () => {
    const counts = await runAdversaryProperty(seedOnServer, SALONS, CONVERSATIONS_PER_SALON);
    console.log(countsLine("the server's store", counts));
    expect(counts.conversations).toBeGreaterThanOrEqual(SALONS * CONVERSATIONS_PER_SALON);
    for (const [kind, n] of Object.entries(counts.writes)) expect(n, `no ${kind} written`).toBeGreaterThan(0);
  }, 600_000);
});
