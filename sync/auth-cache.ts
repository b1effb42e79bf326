// What the device already knows about its session, read synchronously and without supabase-js
// (~60 KB gzip that an offline cold start would otherwise compile before the first screen). The
// auth guard starts from this answer; sync/auth.ts stays the one that decides and corrects it.
import type { User } from '@supabase/supabase-js';
import { createSessionStorage } from './remote/session-storage';

// The session's types live here, not in auth.ts: auth.ts imports this file, and the types
// coming back from it made an import cycle (auth → supabase-client → auth-cache → auth).
export interface AuthUser {
  id: string;
  email: string;
  ownerName: string | null;
  salonName: string | null;
  salonPhone: string | null;
  /** The language the owner chose for the app (any of her devices), when she chose one. */
  locale?: string;
}
export type AuthState = { status: 'loading' } | { status: 'signed_out' } | { status: 'signed_in'; user: AuthUser; offline: boolean };

/** Where supabase-js keeps the session (the client's storageKey, sync/remote/supabase-client.ts). */
export const SESSION_STORAGE_KEY = 'salon-desk.auth';
export const CACHED_USER_KEY = 'salon-desk.user';
/**
 * supabase-js refreshes a token that expires within 90 s before it answers getSession(); a
 * token with more left than this is answered as it is stored, so it can be trusted up front.
 */
const FRESH_FOR_MS = 120_000;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

export function toAuthUser(user: Pick<User, 'id' | 'email' | 'user_metadata'>): AuthUser {
  const meta = user.user_metadata ?? {};
  return {
    id: user.id,
    email: user.email ?? '',
    ownerName: text(meta.owner_name),
    salonName: text(meta.salon_name),
    salonPhone: text(meta.salon_phone),
    ...(text(meta.locale) ? { locale: text(meta.locale)! } : {}),
  };
}

/** Whether this device keeps a session in the browser's storage (fresh, stale or unreadable). */
export function sessionStored(storage = createSessionStorage().storage): boolean {
  return storage.getItem(SESSION_STORAGE_KEY) !== null;
}

/** The user saved at the last sign-in, only while the session itself is still stored. */
export function cachedUser(storage = createSessionStorage().storage): AuthUser | null {
  // Signing out removes both.
  if (!storage.getItem(SESSION_STORAGE_KEY)) return null;
  try {
    const raw = storage.getItem(CACHED_USER_KEY);
    const user = raw ? (JSON.parse(raw) as AuthUser) : null;
    return user && typeof user.id === 'string' ? user : null;
  } catch {
    return null;
  }
}

/**
 * The state sync/auth.ts is certain to reach, when it can be told without asking supabase-js:
 * a stored token that is still fresh (getSession() returns it untouched), or, offline, a stored
 * session with its cached user (load() keeps the owner in). Anything else, including no stored
 * session (the worker's mirror may still hold one), stays 'loading' until sync/auth.ts decides.
 */
export function knownAuthState(
  storage = createSessionStorage().storage,
  now = Date.now(),
  online = typeof navigator === 'undefined' || navigator.onLine,
): AuthState {
  try {
    const raw = storage.getItem(SESSION_STORAGE_KEY);
    const session = raw ? (JSON.parse(raw) as { expires_at?: unknown; user?: Partial<User> | null }) : null;
    const user = session?.user;
    if (user && typeof user.id === 'string' && typeof session.expires_at === 'number' && session.expires_at * 1000 - now > FRESH_FOR_MS) {
      return { status: 'signed_in', user: toAuthUser(user as User), offline: false };
    }
  } catch {
    // An unreadable session is sync/auth.ts's to judge.
  }
  const cached = online ? null : cachedUser(storage);
  return cached ? { status: 'signed_in', user: cached, offline: true } : { status: 'loading' };
}
