// The service worker's half of background sync: on a `sync` event, push the device's
// outbox with the engine's own push (replicate.ts pushOutbox), under the same per-salon Web Lock
// the engine's leader holds, so an open tab and the worker never push at the same time. Whatever
// it can't send (no session, session refused, no connection) stays queued for the next chance.
import { createClient } from '@supabase/supabase-js';
import type { SalonDeskDB } from '../src/db/database';
import { withAuthRefresh } from './auth-refresh';
import { idbSessionStorage, SYNC_TARGET_KEY, syncLockName, type AsyncKeyValue, type SyncTarget } from './background-sync-session';
import { rpcTransport } from './remote/rpc-transport';
import { SESSION_STORAGE_KEY } from './remote/supabase-client';
import { pushOutbox } from './push';
import type { SyncTransport } from './transport';

export type BackgroundPushOutcome =
  | { outcome: 'no_target' }
  | { outcome: 'no_session' }
  | { outcome: 'nothing_queued' }
  /** A tab stayed the salon's leader the whole wait: it pushes by itself. */
  | { outcome: 'tab_active' }
  | { outcome: 'needs_auth' }
  | { outcome: 'pushed'; pushed: number; rejected: number };

export interface BackgroundPushDeps {
  db: SalonDeskDB;
  locks: Pick<LockManager, 'request'> | null;
  /** The mirrored session (IndexedDB); the worker has no localStorage. */
  storage?: AsyncKeyValue;
  transportFor?: (target: SyncTarget, storage: AsyncKeyValue) => SyncTransport;
  /** How long to wait for a tab holding the salon's lock. */
  lockWaitMs?: number;
}

/** Under Chromium's limit for one sync event (about 3 minutes); past it the event fails anyway. */
export const LOCK_WAIT_MS = 150_000;

function isTarget(value: unknown): value is SyncTarget {
  const t = value as Partial<SyncTarget> | null;
  return !!t && [t.salonId, t.clientId, t.supabaseUrl, t.anonKey].every((v) => typeof v === 'string' && v.length > 0);
}

/** supabase-js over the mirrored session: it refreshes an expired token and writes it back there. */
export function workerTransport(target: SyncTarget, storage: AsyncKeyValue): SyncTransport {
  const client = createClient(target.supabaseUrl, target.anonKey, {
    auth: { storageKey: SESSION_STORAGE_KEY, storage, persistSession: true, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return rpcTransport(client);
}

async function push(deps: BackgroundPushDeps, target: SyncTarget, storage: AsyncKeyValue): Promise<BackgroundPushOutcome> {
  const transport = (deps.transportFor ?? workerTransport)(target, storage);
  const ctx = { db: deps.db, salonId: target.salonId, clientId: target.clientId, transport };
  // The engine's policy (auth-refresh.ts): a refused refresh leaves everything queued; a refresh
  // that can't reach the server throws, and the browser retries the event later.
  const outcome = await withAuthRefresh(transport, () => pushOutbox(ctx));
  return outcome.status === 'done' ? { outcome: 'pushed', ...outcome.value } : { outcome: 'needs_auth' };
}

/**
 * One background push. Throws on a network or server failure, so the `sync` event fails and the
 * browser tries again later; resolves when there is nothing more the worker can do.
 */
export async function runBackgroundPush(deps: BackgroundPushDeps): Promise<BackgroundPushOutcome> {
  const storage = deps.storage ?? idbSessionStorage(deps.db);
  const target = (await deps.db.settings.get(SYNC_TARGET_KEY))?.value;
  if (!isTarget(target)) return { outcome: 'no_target' };
  if (!(await storage.getItem(SESSION_STORAGE_KEY))) return { outcome: 'no_session' };
  const queued = () => deps.db.outbox.where('salon_id').equals(target.salonId).count();
  if ((await queued()) === 0) return { outcome: 'nothing_queued' };
  if (!deps.locks) return push(deps, target, storage);
  // Wait for an open tab to let go (it pushes by itself while open; if it closes first, the worker
  // goes right after), but not past the browser's time limit for the event.
  const signal = AbortSignal.timeout(deps.lockWaitMs ?? LOCK_WAIT_MS);
  try {
    return await deps.locks.request(syncLockName(target.salonId), { signal }, async (): Promise<BackgroundPushOutcome> => {
      // A tab may have pushed while the worker waited.
      if ((await queued()) === 0) return { outcome: 'nothing_queued' };
      return push(deps, target, storage);
    });
  } catch (e) {
    if (e instanceof DOMException && (e.name === 'TimeoutError' || e.name === 'AbortError')) return { outcome: 'tab_active' };
    throw e;
  }
}
