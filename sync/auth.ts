// Sign-up, sign-in and the session, outside React (docs/architecture.md#layers). Screens subscribe to the
// state; they never touch supabase. A signed-in owner who opens the app offline stays signed in
// with the cached user, because the salon's data is on the device.
import { CACHED_USER_KEY, cachedUser as storedUser, toAuthUser, type AuthState, type AuthUser } from './auth-cache';
import { getSessionStore, getSupabase, SESSION_STORAGE_KEY } from './remote/supabase-client';

export { toAuthUser };
export type { AuthState, AuthUser };

let state: AuthState = { status: 'loading' };
const listeners = new Set<(s: AuthState) => void>();
let started = false;

function set(next: AuthState) {
  state = next;
  for (const l of listeners) l(state);
}

function signedIn(user: AuthUser, offline = false) {
  getSessionStore().storage.setItem(CACHED_USER_KEY, JSON.stringify(user));
  set({ status: 'signed_in', user, offline });
}

const cachedUser = () => storedUser(getSessionStore().storage);

async function load() {
  const supabase = getSupabase();
  const { data, error } = await supabase.auth.getSession().catch((e: unknown) => ({ data: { session: null }, error: e }));
  if (data.session) return signedIn(toAuthUser(data.session.user));
  // The token may simply be unrefreshable right now (no connection): keep the owner in.
  const cached = error || (typeof navigator !== 'undefined' && !navigator.onLine) ? cachedUser() : null;
  if (cached) return signedIn(cached, true);
  set({ status: 'signed_out' });
}

function start() {
  if (started) return;
  started = true;
  const supabase = getSupabase();
  supabase.auth.onAuthStateChange((event, session) => {
    if (event === 'INITIAL_SESSION') return; // load() decides the first state
    if (session?.user) signedIn(toAuthUser(session.user));
    else if (event === 'SIGNED_OUT') set({ status: 'signed_out' });
  });
  if (typeof window !== 'undefined') {
    // Back online with only a cached user: get a fresh token.
    window.addEventListener('online', () => {
      if (state.status === 'signed_in' && state.offline) void load();
    });
  }
  void load();
}

/** Calls the listener at once with the current state, then on every change. */
export function subscribeAuth(listener: (s: AuthState) => void): () => void {
  start();
  listeners.add(listener);
  listener(state);
  return () => listeners.delete(listener);
}

export function currentAuthState(): AuthState {
  return state;
}

export async function signUp(input: {
  email: string;
  password: string;
  ownerName: string;
  salonName: string;
  salonPhone: string;
  locale?: string;
}): Promise<AuthUser> {
  start();
  getSessionStore().setRemember(true);
  const { data, error } = await getSupabase()
    .auth.signUp({
      email: input.email.trim(),
      password: input.password,
      options: {
        data: {
          owner_name: input.ownerName.trim(),
          salon_name: input.salonName.trim(),
          salon_phone: input.salonPhone.trim(),
          ...(input.locale ? { locale: input.locale } : {}),
        },
      },
    })
    .catch(() => ({ data: { session: null, user: null }, error: { message: '' } }));
  if (error) throw new Error(error.message || 'Failed to create account');
  if (!data.session || !data.user) throw new Error('Account created. Please confirm your email address, then sign in.');
  const user = toAuthUser(data.user);
  signedIn(user);
  return user;
}

export async function signIn(input: { email: string; password: string; remember: boolean }): Promise<AuthUser> {
  start();
  getSessionStore().setRemember(input.remember);
  const { data, error } = await getSupabase()
    .auth.signInWithPassword({ email: input.email.trim(), password: input.password })
    .catch(() => ({ data: { session: null, user: null }, error: { message: '' } }));
  if (error || !data.user) throw new Error(error?.message || 'Failed to sign in');
  const user = toAuthUser(data.user);
  signedIn(user);
  return user;
}

/**
 * Signs this device out (other devices of the owner stay signed in). Works offline too: the
 * local session goes even when the server can't be told. The salon's data and unsent changes
 * stay on the device and are sent after the next sign-in.
 */
export async function signOut(): Promise<void> {
  const { storage } = getSessionStore();
  await getSupabase()
    .auth.signOut({ scope: 'local' })
    .catch(() => undefined);
  storage.removeItem(SESSION_STORAGE_KEY);
  storage.removeItem(CACHED_USER_KEY);
  set({ status: 'signed_out' });
}

/**
 * Keeps the owner's language with her account (its metadata), so her other devices start in it.
 * Throws when the server cannot be told (offline): the caller tries again later.
 */
export async function saveUserLocale(locale: string): Promise<void> {
  const { data, error } = await getSupabase().auth.updateUser({ data: { locale } });
  if (error) throw new Error(error.message || 'Failed to save the language');
  if (data.user) signedIn(toAuthUser(data.user));
}

export async function requestPasswordReset(email: string): Promise<void> {
  const redirectTo = typeof location !== 'undefined' ? `${location.origin}/login` : undefined;
  const { error } = await getSupabase().auth.resetPasswordForEmail(email.trim(), { redirectTo });
  if (error) throw new Error(error.message || 'Failed to send the reset link');
}
