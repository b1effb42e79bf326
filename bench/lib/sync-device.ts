// A device of the sync bench: its own Dexie database (fake-indexeddb), write context and
// signed-in supabase-js client, syncing through the real replicate code and engine with the
// app's own settings (no test overrides of batch sizes).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { SalonDeskDB } from '../../src/db/database';
import { openWriteContext, type WriteContext } from '../../src/db/context';
import { ensureSalonForOwner } from '../../src/db/repositories/salons';
import { realtimeChangeSignal } from '../../sync/remote/realtime-signal';
import { rpcTransport } from '../../sync/remote/rpc-transport';
import { createSyncEngine, type EngineOptions, type SyncEngine } from '../../sync/engine';
import type { ReplicaContext } from '../../sync/replicate';
import type { BackendInfo } from './sync-backend-child';

export interface BenchDevice {
  db: SalonDeskDB;
  ctx: WriteContext;
  client: SupabaseClient;
  replica: ReplicaContext;
  salonId: string;
  /**
   * The app's engine for this device; `online` and `visible` are what the browser would say,
   * `live` listens to the server's change signal as the app does (else it only polls).
   */
  engine(env?: { online?: () => boolean; visible?: () => boolean; live?: boolean }): SyncEngine;
  close(): Promise<void>;
}

let counter = 0;

export async function benchDevice(info: BackendInfo, name = 'device'): Promise<BenchDevice> {
  type Realtime = NonNullable<NonNullable<Parameters<typeof createClient>[2]>['realtime']>;
  const client = createClient(info.url, info.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no WebSocket: the app's Realtime client goes over ws here.
    realtime: { transport: WebSocket as unknown as NonNullable<Realtime['transport']> },
  });
  const { error } = await client.auth.signInWithPassword({ email: info.owner.email, password: info.owner.password });
  if (error) throw new Error(`sign-in failed: ${error.message}`);
  const db = new SalonDeskDB(`sync-bench-${name}-${process.pid}-${++counter}`);
  const ctx = await openWriteContext(db);
  // As the app does after sign-in (src/app/session.ts): the salon row, then the engine.
  const salon = await ensureSalonForOwner({ id: info.owner.id, email: info.owner.email, salonName: 'Bench Nails', salonPhone: '555-0100' }, ctx);
  const replica: ReplicaContext = { db, salonId: salon.id, clientId: ctx.deviceId, transport: rpcTransport(client), clock: ctx.clock };
  return {
    db,
    ctx,
    client,
    replica,
    salonId: salon.id,
    engine(env = {}) {
      const signal = env.live ? realtimeChangeSignal(client) : null;
      const opts: EngineOptions = { ...replica, isOnline: env.online, visible: env.visible, locks: null, events: null, signal };
      return createSyncEngine(opts);
    },
    async close() {
      await client.removeAllChannels();
      db.close();
      await db.delete();
    },
  };
}
