import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startLocalBackend, type LocalBackend, type LocalBackendOptions } from '../../sync/server/index';
import { NO_RATE_LIMITS } from '../../sync/server/limits';

/** One in-memory backend per test file, on a free port, without the built app. */
export async function startTestBackend(opts: LocalBackendOptions = {}): Promise<{ backend: LocalBackend; startupMs: number }> {
  const t0 = performance.now();
  const backend = await startLocalBackend({ port: 0, dataDir: null, distDir: null, limits: NO_RATE_LIMITS, ...opts });
  return { backend, startupMs: Math.round(performance.now() - t0) };
}

/**
 * supabase-js 2.119 builds its realtime client eagerly and throws on Node 20, which has no global
 * WebSocket. Nothing here subscribes to realtime, so a transport that refuses to connect is enough.
 */
class NoRealtime {
  constructor() {
    throw new Error('realtime is not used by the app or these tests');
  }
}

/** A supabase-js client as the app makes one, minus persistence and timers (tests drive them). */
export function clientFor(backend: LocalBackend, key = backend.anonKey): SupabaseClient {
  return createClient(backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtime as unknown as NonNullable<RealtimeOptions['transport']> },
  });
}

type RealtimeOptions = NonNullable<NonNullable<Parameters<typeof createClient>[2]>['realtime']>;

let counter = 0;
export function uniqueEmail(tag = 'owner'): string {
  counter += 1;
  return `${tag}.${Date.now().toString(36)}.${counter}@example.com`;
}

/** Signs up a fresh owner and returns a client carrying their session. */
export async function signedInClient(backend: LocalBackend, meta: Record<string, unknown> = {}) {
  const client = clientFor(backend);
  const email = uniqueEmail();
  const { data, error } = await client.auth.signUp({ email, password: 'secret123', options: { data: meta } });
  if (error || !data.session || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  return { client, email, user: data.user, session: data.session };
}

/** Raw fetch against the gateway with the anon key, for what supabase-js hides (status, body). */
export function rawFetch(backend: LocalBackend, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('apikey')) headers.set('apikey', backend.anonKey);
  return fetch(`${backend.url}${path}`, { ...init, headers });
}
