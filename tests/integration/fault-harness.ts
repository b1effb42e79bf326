// Helpers for the fault and scheduling tests of the sync engine: devices whose supabase-js client
// keeps its session in a storage the test can reach (to plant an expired token), a second "tab"
// over an existing Dexie database, a recording transport, an in-test Web Locks manager, and a
// service-role view of what the server holds.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT, decodeJwt } from 'jose';
import { SalonDeskDB } from '../../src/db/database';
import { openWriteContext, type WriteContext } from '../../src/db/context';
import { ensureSalonForOwner } from '../../src/db/repositories/salons';
import { SYNCED_TABLES } from '../../src/domain/types';
import type { PullArgs, PullResponse, PushArgs, PushResponse, PushResult } from '../../sync/protocol';
import { rpcTransport } from '../../sync/remote/rpc-transport';
import type { ReplicaContext } from '../../sync/replicate';
import type { LocalBackend } from '../../sync/server/index';
import type { SyncTransport } from '../../sync/transport';
import type { Owner } from './engine-harness';

export const STORAGE_KEY = 'salon-desk-test.auth';

class NoRealtime {
  constructor() {
    throw new Error('realtime is not used by these tests');
  }
}
type RealtimeOptions = NonNullable<NonNullable<Parameters<typeof createClient>[2]>['realtime']>;

/** A supabase-js client whose session lives in `storage` (a plain Map), as the app's does in localStorage. */
export function storageClient(backend: LocalBackend, storage = new Map<string, string>()): { client: SupabaseClient; storage: Map<string, string> } {
  const client = createClient(backend.url, backend.anonKey, {
    auth: {
      storageKey: STORAGE_KEY,
      storage: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v), removeItem: (k) => void storage.delete(k) },
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
    realtime: { transport: NoRealtime as unknown as NonNullable<RealtimeOptions['transport']> },
  });
  return { client, storage };
}

/** Everything a push or pull call did, in call order. */
export interface TransportLog {
  pushes: { args: PushArgs; results: PushResult[] | null; error: string | null }[];
  pulls: { args: PullArgs; response: PullResponse | null; error: string | null }[];
  refreshes: boolean[];
}

/** Wraps a transport so each call is logged; `hooks` may replace a call (to inject faults). */
export function recording(
  real: SyncTransport,
  hooks: {
    push?: (args: PushArgs, real: SyncTransport, n: number) => Promise<PushResponse>;
    pull?: (args: PullArgs, real: SyncTransport, n: number) => Promise<PullResponse>;
  } = {},
): SyncTransport & { log: TransportLog } {
  const log: TransportLog = { pushes: [], pulls: [], refreshes: [] };
  return {
    log,
    async push(args) {
      const entry: TransportLog['pushes'][number] = { args, results: null, error: null };
      log.pushes.push(entry);
      try {
        const r = hooks.push ? await hooks.push(args, real, log.pushes.length) : await real.push(args);
        entry.results = r.results;
        return r;
      } catch (e) {
        entry.error = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
        throw e;
      }
    },
    async pull(args) {
      const entry: TransportLog['pulls'][number] = { args, response: null, error: null };
      log.pulls.push(entry);
      try {
        const r = hooks.pull ? await hooks.pull(args, real, log.pulls.length) : await real.pull(args);
        entry.response = r;
        return r;
      } catch (e) {
        entry.error = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
        throw e;
      }
    },
    async refreshAuth() {
      const ok = await real.refreshAuth();
      log.refreshes.push(ok);
      return ok;
    },
  };
}

export interface Tab {
  db: SalonDeskDB;
  ctx: WriteContext;
  client: SupabaseClient;
  storage: Map<string, string>;
  transport: SyncTransport & { log: TransportLog };
  replica: ReplicaContext;
  salonId: string;
}

let dbCounter = 0;

/**
 * A signed-in tab of a device. Without `db` it is a new device (its own Dexie database); with
 * one, a second tab of that device (same database, same device id, its own client and session).
 */
export async function openTab(
  backend: LocalBackend,
  owner: Owner,
  opts: { db?: SalonDeskDB; hooks?: Parameters<typeof recording>[1]; signIn?: boolean } = {},
): Promise<Tab> {
  const { client, storage } = storageClient(backend);
  if (opts.signIn !== false) {
    const { error } = await client.auth.signInWithPassword({ email: owner.email, password: owner.password });
    if (error) throw new Error(`sign-in failed: ${error.message}`);
  }
  const db = opts.db ?? new SalonDeskDB(`faults-${process.pid}-${++dbCounter}`);
  const ctx = await openWriteContext(db);
  const salon = await ensureSalonForOwner({ id: owner.id, email: owner.email, salonName: 'Polished', salonPhone: '555-0100' }, ctx);
  const transport = recording(rpcTransport(client), opts.hooks);
  const replica: ReplicaContext = { db, salonId: salon.id, clientId: ctx.deviceId, transport, clock: ctx.clock, pullLimit: 50, pushBatch: 25 };
  return { db, ctx, client, storage, transport, replica, salonId: salon.id };
}

export async function closeDb(db: SalonDeskDB): Promise<void> {
  db.close();
  await db.delete();
}

type ServerRow = { id: string; version: number; updated_at: string; deleted: boolean } & Record<string, unknown>;

/** What the server holds for a salon, read past RLS with the service role key. */
export async function serverState(admin: SupabaseClient, salonId: string) {
  const tables: Record<string, ServerRow[]> = {};
  for (const table of SYNCED_TABLES) {
    const q = admin.from(table).select('*');
    const { data, error } = await (table === 'salons' ? q.eq('id', salonId) : q.eq('salon_id', salonId)).order('id');
    if (error) throw new Error(`${table}: ${error.message}`);
    tables[table] = data as ServerRow[];
  }
  const { data: state, error } = await admin.from('sync_salon_state').select('version').eq('salon_id', salonId).single();
  if (error) throw new Error(`sync_salon_state: ${error.message}`);
  const { data: clients } = await admin.from('sync_clients').select('client_id, last_seq').eq('salon_id', salonId);
  return { tables, counter: Number((state as { version: number }).version), clients: (clients ?? []) as { client_id: string; last_seq: number }[] };
}

/** The (id, version, updated_at, deleted) of every row: equal on device and server when converged. */
export function keys(rows: ServerRow[] | Record<string, unknown>[]) {
  return (rows as ServerRow[])
    .map((r) => ({ id: r.id, version: Number(r.version), updated_at: r.updated_at, deleted: r.deleted }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

export async function deviceKeys(db: SalonDeskDB): Promise<Record<string, ReturnType<typeof keys>>> {
  const out: Record<string, ReturnType<typeof keys>> = {};
  for (const table of SYNCED_TABLES) out[table] = keys((await db.table(table).toArray()) as ServerRow[]);
  return out;
}

export async function serverKeys(admin: SupabaseClient, salonId: string): Promise<Record<string, ReturnType<typeof keys>>> {
  const { tables } = await serverState(admin, salonId);
  return Object.fromEntries(Object.entries(tables).map(([t, rows]) => [t, keys(rows)]));
}

/**
 * The Web Locks API's `request(name, callback)`, enough for the engine: exclusive, granted in
 * request order, held until the callback's promise settles.
 */
export class TestLocks {
  private tails = new Map<string, Promise<void>>();
  holders = new Map<string, number>();
  maxHolders = 0;

  /** As the engine takes it (the DOM type's overloads are wider than what is implemented here). */
  get manager(): Pick<LockManager, 'request'> {
    return this as unknown as Pick<LockManager, 'request'>;
  }

  request(name: string, callback: (lock: Lock | null) => unknown): Promise<unknown> {
    const prev = this.tails.get(name) ?? Promise.resolve();
    let done!: () => void;
    const mine = new Promise<void>((r) => (done = r));
    this.tails.set(
      name,
      prev.then(() => mine),
    );
    return prev.then(async () => {
      const held = (this.holders.get(name) ?? 0) + 1;
      this.holders.set(name, held);
      this.maxHolders = Math.max(this.maxHolders, held);
      try {
        return await callback({ name, mode: 'exclusive' } as Lock);
      } finally {
        this.holders.set(name, (this.holders.get(name) ?? 1) - 1);
        done();
      }
    });
  }
}

/** Waits until `cond` holds (bounded); fails with `what` otherwise. */
export async function waitFor(cond: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000, stepMs = 10): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (await cond()) return;
    if (Date.now() > end) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, stepMs));
  }
}

/** An access token for the session `from` carries, signed like the backend's, expired `agoMs` ago. */
export async function expiredToken(backend: LocalBackend, from: string, agoMs: number): Promise<string> {
  const claims = decodeJwt(from);
  const exp = Math.floor((Date.now() - agoMs) / 1000);
  return new SignJWT({ ...claims, exp, iat: exp - 3600 }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(backend.jwtSecret));
}

/**
 * Replaces the access token in the client's stored session. `expiresAt` is what the stored
 * session claims (seconds); the token's own exp may say otherwise.
 */
export function plantSession(storage: Map<string, string>, patch: { access_token?: string; refresh_token?: string; expires_at?: number }): void {
  const raw = storage.get(STORAGE_KEY);
  if (!raw) throw new Error('no stored session to patch');
  const session = JSON.parse(raw) as Record<string, unknown>;
  storage.set(STORAGE_KEY, JSON.stringify({ ...session, ...patch }));
}

export function storedSession(storage: Map<string, string>): { access_token: string; refresh_token: string; expires_at: number } | null {
  const raw = storage.get(STORAGE_KEY);
  return raw ? (JSON.parse(raw) as { access_token: string; refresh_token: string; expires_at: number }) : null;
}
