// Child process of the sync bench: runs the local backend (PGlite + PostgREST + auth, with a data
// folder as `npm start` has) away from the process that plays the device, so the device's memory
// figure holds no backend memory and the two share the CPU as a server and a tablet would.
// Signs up one owner, creates their salon row and seeds it, then prints one JSON line and serves
// until stdin closes or SIGTERM. Run with: node --import tsx bench/lib/sync-backend-child.ts
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startLocalBackend, type LocalBackend } from '../../sync/server/index';
import { NO_RATE_LIMITS } from '../../sync/server/limits';
import { salonIdForOwner } from '../../src/domain/ids';
import { formatHlc } from '../../src/domain/hlc';
import { signUpOwner, type BenchOwner } from './sync-owner';
import { seedBackend, type SeedSummary } from './sync-seed';

export interface BackendInfo {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  owner: BenchOwner;
  salonId: string;
  seed: SeedSummary;
  seedMs: number;
}

const NODE = 'bbbbbbbbbbbb';

async function createSalon(url: string, key: string, salonId: string, ownerId: string, email: string): Promise<void> {
  const hlc = formatHlc({ wall: Date.now() - 2 * 86_400_000, counter: 0, node: NODE });
  const fields = { owner_id: ownerId, name: 'Bench Nails', address: '1 Bench St', phone: '555-0100', email, website: null, time_zone: 'America/New_York' };
  const res = await fetch(`${url}/rest/v1/salons`, {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json', prefer: 'return=minimal' },
    body: JSON.stringify({
      id: salonId,
      ...fields,
      updated_at: hlc,
      deleted: false,
      field_stamps: Object.fromEntries(Object.keys(fields).map((k) => [k, hlc])),
    }),
  });
  if (!res.ok) throw new Error(`salon insert failed: ${res.status} ${await res.text()}`);
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'salon-desk-sync-bench-'));
  let backend: LocalBackend | null = null;
  const shutdown = async () => {
    await backend?.close().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown());
  process.stdin.on('end', () => void shutdown());
  process.stdin.resume();

  backend = await startLocalBackend({ port: 0, dataDir, distDir: null, limits: NO_RATE_LIMITS });
  const { url, anonKey, serviceRoleKey } = backend;
  const owner = await signUpOwner(url, anonKey, 'bench');
  const salonId = salonIdForOwner(owner.id);
  await createSalon(url, serviceRoleKey, salonId, owner.id, owner.email);
  const t0 = performance.now();
  const seed = await seedBackend(url, serviceRoleKey, salonId, NODE);
  const info: BackendInfo = { url, anonKey, serviceRoleKey, owner, salonId, seed, seedMs: Math.round(performance.now() - t0) };
  process.stdout.write(`${JSON.stringify(info)}\n`);
}

main().catch(async (err: unknown) => {
  console.error(err);
  process.exit(1);
});
