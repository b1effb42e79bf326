// The ten-year salon of the device bench: 200,000
// appointments, 10,000 customers and 20,000 calls over ten years, 12 technicians on 24 services,
// a schedule row per member and day, on the backend as another device's pushes would have left
// them (sync-seed.ts's bulk inserts: the real tables, constraints and version trigger), so a new
// device's first pull brings everything down. Seeding is not timed.
import { formatHlc } from '../../src/domain/hlc';
import { salonIdForOwner } from '../../src/domain/ids';
import type { Call } from '../../src/domain/types';
import { CALL_OUTCOMES } from '../../src/domain/tables/conversations';
import { rng, type SeedOptions } from '../suites/seed';
import { signUpOwner, type BenchOwner } from './sync-owner';
import type { BackendInfo } from './sync-backend';
import { seedBackend } from './sync-seed';

/** Ten years to the end of next February: the history and the three months already booked ahead. */
export const DECADE_SEED: SeedOptions = {
  seed: 20261127,
  staff: 12,
  services: 24,
  customers: Number(process.env.BENCH_DECADE_CUSTOMERS ?? 10_000),
  appointments: Number(process.env.BENCH_DECADE_APPTS ?? 200_000),
  from: '2017-03-01',
  to: '2027-02-28',
};
export const DECADE_CALLS = Number(process.env.BENCH_DECADE_CALLS ?? 20_000);

const NODE = 'dddddddddddd';
const BATCH = 1_000;

/** What the sync children are handed: the decade salon is one like any other they sync. */
export type DecadeSalon = BackendInfo;

async function post(url: string, key: string, table: string, rows: object[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    const res = await fetch(`${url}/rest/v1/${table}`, {
      method: 'POST',
      headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json', prefer: 'return=minimal' },
      body: JSON.stringify(rows.slice(i, i + BATCH)),
    });
    if (!res.ok) throw new Error(`bench/decade: seeding ${table} rows ${i}..: HTTP ${res.status} ${await res.text()}`);
  }
}

/** A call every few hours over the ten years, Sarah's outcomes in turn, a message on some. */
function decadeCalls(salonId: string, count: number): Record<string, unknown>[] {
  const rand = rng(DECADE_SEED.seed + 1);
  const from = Date.parse(`${DECADE_SEED.from}T14:00:00Z`);
  const span = Date.parse(`${DECADE_SEED.to}T22:00:00Z`) - from;
  const hex = (n: number) => n.toString(16).padStart(12, '0');
  return Array.from({ length: count }, (_, i) => {
    const started = new Date(from + Math.floor((span * i) / count) + Math.floor(rand() * 3_600_000));
    const outcome = CALL_OUTCOMES[Math.floor(rand() * CALL_OUTCOMES.length)];
    const stamp = formatHlc({ wall: Date.now() - 86_400_000, counter: i % 60_000, node: NODE });
    const call: Omit<Call, 'version'> = {
      id: `dddd0000-0000-4000-8000-${hex(i)}`,
      salon_id: salonId,
      channel: i % 3 === 0 ? 'chat' : 'phone',
      started_at: started.toISOString().replace(/\.\d{3}Z$/, '.000Z'),
      ended_at: new Date(started.getTime() + 120_000 + Math.floor(rand() * 300_000)).toISOString(),
      caller_name: rand() < 0.2 ? null : `Caller ${i % 5000}`,
      caller_phone: rand() < 0.1 ? null : `(555) ${String(2000 + (i % 8000)).padStart(4, '0')}`,
      outcome,
      message: outcome === 'message_taken' ? 'Please call back about a gel set next week.' : null,
      callback_requested: outcome === 'message_taken',
      message_done: rand() < 0.9,
      updated_at: stamp,
      deleted: false,
    };
    const fields = Object.keys(call).filter((k) => !['id', 'updated_at'].includes(k));
    return { ...call, field_stamps: Object.fromEntries(fields.map((k) => [k, stamp])) };
  });
}

async function createSalon(url: string, key: string, salonId: string, owner: BenchOwner): Promise<void> {
  const hlc = formatHlc({ wall: Date.now() - 2 * 86_400_000, counter: 0, node: NODE });
  const fields = {
    owner_id: owner.id,
    name: 'Ten Year Nails',
    address: '10 Decade Ave',
    phone: '555-0110',
    email: owner.email,
    website: null,
    time_zone: 'America/New_York',
  };
  await post(url, key, 'salons', [
    { id: salonId, ...fields, updated_at: hlc, deleted: false, field_stamps: Object.fromEntries(Object.keys(fields).map((k) => [k, hlc])) },
  ]);
}

/** Signs up an owner, makes the salon row and seeds the ten years into the backend at `url`. */
export async function seedDecadeSalon(url: string, anonKey: string, serviceRoleKey: string): Promise<DecadeSalon> {
  const t0 = performance.now();
  const owner = await signUpOwner(url, anonKey, 'decade');
  const salonId = salonIdForOwner(owner.id);
  await createSalon(url, serviceRoleKey, salonId, owner);
  const seed = await seedBackend(url, serviceRoleKey, salonId, NODE, { seed: DECADE_SEED });
  await post(url, serviceRoleKey, 'calls', decadeCalls(salonId, DECADE_CALLS));
  seed.counts.calls = DECADE_CALLS;
  seed.total += DECADE_CALLS;
  return { url, anonKey, serviceRoleKey, owner, salonId, seed, seedMs: Math.round(performance.now() - t0) };
}
