// The supabase-js clients of server-side Sarah: the service-role one her store and her
// conversations go through, and an owner's, to learn whose salon a request is for.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

/**
 * supabase-js builds its realtime client up front, and on Node 20 that needs a WebSocket the
 * runtime lacks. Sarah's process never subscribes, so a transport that refuses to connect is enough.
 */
class NoRealtime {
  constructor() {
    throw new Error('server-side Sarah does not use realtime');
  }
}
type RealtimeOptions = NonNullable<NonNullable<Parameters<typeof createClient>[2]>['realtime']>;

/**
 * Answers come uncompressed: beside the database (one data centre, or one process locally) a
 * compressed answer costs more CPU on both ends than its bytes cost on the wire. Eight answers of
 * a booking turn cost about 8 ms more compressed by the local gateway.
 */
const HEADERS = { 'Accept-Encoding': 'identity' };

function client(url: string, key: string, headers: Record<string, string> = {}): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtime as unknown as NonNullable<RealtimeOptions['transport']> },
    global: { headers: { ...HEADERS, ...headers } },
  });
}

/** The server's own client: the service-role key, never given to a device. */
export function serviceClient(url: string, serviceRoleKey: string): SupabaseClient {
  return client(url, serviceRoleKey);
}

export type OwnerSalon = { salonId: string } | { refused: 'no_session' | 'no_salon' };

/**
 * Whose salon a request is for, from the owner's access token: the auth service must know the
 * session (a signed-out or forged token is refused), and the database answers the salon the way
 * RLS does, current_salon_id() under that token. The same two calls work against the local auth
 * stand-in and a hosted Supabase project.
 */
export async function ownerSalon(url: string, apiKey: string, token: string): Promise<OwnerSalon> {
  const asOwner = client(url, apiKey, { Authorization: `Bearer ${token}` });
  const { data: user, error: userError } = await asOwner.auth.getUser(token);
  if (userError || !user.user) {
    if (userError && (userError.status ?? 0) >= 500) throw new Error(`the auth service failed: ${userError.message}`);
    return { refused: 'no_session' };
  }
  const { data, error } = await asOwner.rpc('current_salon_id');
  if (error) {
    // PostgREST refuses a token it cannot verify (401, PGRST3xx) or a role without the grant (42501).
    if (/^(PGRST3|42501)/.test(error.code ?? '')) return { refused: 'no_session' };
    throw new Error(`current_salon_id failed: ${error.message}`);
  }
  return typeof data === 'string' && data ? { salonId: data } : { refused: 'no_salon' };
}
