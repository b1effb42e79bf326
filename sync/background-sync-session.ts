// The session as the service worker sees it (background sync). A service worker has no
// localStorage, so the page mirrors its remembered session into the device's IndexedDB `settings`
// table, and the worker's supabase-js client reads and refreshes it there.
//
// Trade-off, on purpose:
// - Only a remembered session ("Remember me") is mirrored. A forgotten one lives in the tab's
//   sessionStorage and must die with the tab; copying it where a worker can use it after the tab
//   closed would break that promise. Without a mirror the worker leaves the queue alone and the
//   engine pushes it at the next open, after sign-in.
// - The refresh token then sits in IndexedDB as well as localStorage: same origin, same exposure
//   to a script running on the page, no new reader.
// - Refresh tokens rotate, and the backend refuses a used one. When the worker refreshes while no
//   tab is open, the page's localStorage copy goes stale, so the page adopts the mirror when it is
//   the newer of the two (`mirroredSessionStorage`) before supabase-js first reads the session.
//   A page that opens in the very second the worker refreshes can still lose that race and be
//   asked to sign in again; nothing queued is lost either way.
import type { SalonDeskDB } from '../src/db/database';

/** Settings row of the mirrored value of one supabase-js storage key. */
export const mirrorKey = (storageKey: string) => `auth_mirror:${storageKey}`;

/**
 * The engine's per-salon leader lock (engine.ts takes it by this name; a unit test holds the two
 * together). The worker takes it too, so a tab and the worker never push at once.
 */
export const syncLockName = (salonId: string) => `salon-desk-sync:${salonId}`;

/** Where the worker pushes to: the salon, this device's id and the backend (no window config there). */
export const SYNC_TARGET_KEY = 'background_sync_target';

export interface SyncTarget {
  salonId: string;
  clientId: string;
  supabaseUrl: string;
  anonKey: string;
}

export interface AsyncKeyValue {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
}

/** supabase-js storage over the settings table: what the service worker's client uses. */
export function idbSessionStorage(db: SalonDeskDB): AsyncKeyValue {
  return {
    async getItem(key) {
      const row = await db.settings.get(mirrorKey(key));
      return typeof row?.value === 'string' ? row.value : null;
    },
    async setItem(key, value) {
      await db.settings.put({ key: mirrorKey(key), value });
    },
    async removeItem(key) {
      await db.settings.delete(mirrorKey(key));
    },
  };
}

function parse(raw: string | null): { expires_at?: unknown; refresh_token?: unknown } {
  try {
    return raw ? (JSON.parse(raw) as object) : {};
  } catch {
    return {};
  }
}

/** When a stored session ends; 0 for anything unreadable, so a readable one always wins. */
export function sessionExpiry(raw: string | null): number {
  const { expires_at } = parse(raw);
  return typeof expires_at === 'number' ? expires_at : 0;
}

/** The mirror is the worker's refresh: another refresh token (rotated), and it lasts longer. */
export function workerRefreshed(local: string | null, mirrored: string | null): boolean {
  if (!mirrored) return false;
  const token = parse(mirrored).refresh_token;
  return typeof token === 'string' && token !== parse(local).refresh_token && sessionExpiry(mirrored) > sessionExpiry(local);
}

interface SyncStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * The page's supabase-js storage: `inner` (localStorage or sessionStorage, see session-storage.ts)
 * stays the truth for the page, and every write is copied to the mirror while `remember()` holds.
 * The first read of a key per page load takes the mirror instead when the worker refreshed the
 * session since the page last saw it (a rotated refresh token that lasts longer). Mirror failures never block sign-in.
 */
export function mirroredSessionStorage(inner: SyncStorage, mirror: AsyncKeyValue, remember: () => boolean) {
  const adopted = new Set<string>();
  const quietly = (p: Promise<unknown>) => void p.catch(() => undefined);
  return {
    getItem(key: string): string | null | Promise<string | null> {
      if (adopted.has(key)) return inner.getItem(key);
      adopted.add(key);
      return (async () => {
        const local = inner.getItem(key);
        if (!remember()) return local;
        const mirrored = await mirror.getItem(key).catch(() => null);
        if (mirrored && workerRefreshed(local, mirrored)) {
          inner.setItem(key, mirrored);
          return mirrored;
        }
        return local;
      })();
    },
    setItem(key: string, value: string) {
      inner.setItem(key, value);
      quietly(remember() ? mirror.setItem(key, value) : mirror.removeItem(key));
    },
    removeItem(key: string) {
      inner.removeItem(key);
      quietly(mirror.removeItem(key));
    },
  };
}
