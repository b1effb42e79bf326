// Simulated devices for sync engine tests: each has its own Dexie database (fake-indexeddb),
// its own device id and clock, and its own signed-in supabase-js client, and syncs through the
// real engine code and RPC transport against the local backend.
import type { SupabaseClient } from '@supabase/supabase-js';
import { SalonDeskDB } from '../../src/db/database';
import { openWriteContext, type WriteContext } from '../../src/db/context';
import { ensureSalonForOwner } from '../../src/db/repositories/salons';
import { SYNCED_TABLES } from '../../src/domain/types';
import { rpcTransport } from '../../sync/remote/rpc-transport';
import { syncOnce, type ReplicaContext } from '../../sync/replicate';
import type { SyncTransport } from '../../sync/transport';
import type { LocalBackend } from '../../sync/server/index';
import { clientFor } from './helpers';

export interface Owner {
  id: string;
  email: string;
  password: string;
}

let dbCounter = 0;

export interface SimDevice {
  name: string;
  db: SalonDeskDB;
  ctx: WriteContext;
  client: SupabaseClient;
  transport: SyncTransport;
  replica: ReplicaContext;
  salonId: string;
  sync(): ReturnType<typeof syncOnce>;
  close(): Promise<void>;
}

export async function signUpOwner(backend: LocalBackend, email: string, password = 'secret123'): Promise<Owner> {
  const client = clientFor(backend);
  const { data, error } = await client.auth.signUp({
    email,
    password,
    options: { data: { owner_name: 'Owner', salon_name: 'Polished', salon_phone: '555-0100' } },
  });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  return { id: data.user.id, email, password };
}

/** A new device of the owner: signs in, seeds the salon row as the app does after sign-in. */
export async function newDevice(
  backend: LocalBackend,
  owner: Owner,
  opts: { transport?: (t: SyncTransport) => SyncTransport; name?: string } = {},
): Promise<SimDevice> {
  const client = clientFor(backend);
  const { error } = await client.auth.signInWithPassword({ email: owner.email, password: owner.password });
  if (error) throw new Error(`sign-in failed: ${error.message}`);
  const db = new SalonDeskDB(`sim-${process.pid}-${++dbCounter}`);
  const ctx = await openWriteContext(db);
  const salon = await ensureSalonForOwner({ id: owner.id, email: owner.email, salonName: 'Polished', salonPhone: '555-0100' }, ctx);
  const real = rpcTransport(client);
  const transport = opts.transport ? opts.transport(real) : real;
  const replica: ReplicaContext = { db, salonId: salon.id, clientId: ctx.deviceId, transport, clock: ctx.clock, pullLimit: 50, pushBatch: 25 };
  return {
    name: opts.name ?? `device-${dbCounter}`,
    db,
    ctx,
    client,
    transport,
    replica,
    salonId: salon.id,
    sync: () => syncOnce(replica),
    async close() {
      db.close();
      await db.delete();
    },
  };
}

/** Every synced row of the device, by table, sorted by id: what must agree across devices. */
export async function snapshot(device: SimDevice): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of SYNCED_TABLES) {
    const rows = (await device.db.table(table).toArray()) as { id: string }[];
    out[table] = rows.sort((a, b) => a.id.localeCompare(b.id));
  }
  return out;
}

/** Syncs every device until a full round changes nothing (bounded). */
export async function syncAll(devices: SimDevice[], rounds = 4): Promise<void> {
  for (let r = 0; r < rounds; r++) {
    let moved = 0;
    for (const d of devices) {
      const result = await d.sync();
      moved += result.pushed + result.pulled;
    }
    if (moved === 0) return;
  }
}
