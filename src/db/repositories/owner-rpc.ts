// A call of a server function the signed-in owner makes for her own salon's server-only settings
// (the text-message provider, Sarah's model): never queued, so offline or signed out it fails at
// once with words saying why, and the form keeps what the owner typed. Each caller brings its own
// words; the reading of the server's answer is one.
import type { SupabaseClient } from '@supabase/supabase-js';
import { ValidationError } from '../../domain/errors';

/** The app's Supabase client and whether the device thinks it is online. */
export interface OwnerRemote {
  client: Pick<SupabaseClient, 'rpc' | 'auth'>;
  online(): boolean;
}

export type OwnerVerb = 'save' | 'remove' | 'see';

export interface OwnerRpcWords<F extends string> {
  offline(verb: OwnerVerb): string;
  signedOut(verb: OwnerVerb): string;
  /** Any other refusal: the server's own wording was not written for the owner. */
  trouble: string;
  /** The server names a bad value's column in the error's detail: the form field it is. */
  fields: Record<string, F>;
}

export async function callAsOwner<F extends string>(
  remote: OwnerRemote,
  words: OwnerRpcWords<F>,
  verb: OwnerVerb,
  fn: string,
  args?: object,
): Promise<unknown> {
  if (!remote.online()) throw new Error(words.offline(verb));
  const { data: session } = await remote.client.auth.getSession().catch(() => ({ data: { session: null } }));
  if (!session.session) throw new Error(words.signedOut(verb));
  let result;
  try {
    result = await remote.client.rpc(fn, args);
  } catch {
    throw new Error(words.offline(verb));
  }
  const { error, status } = result;
  if (!error) return result.data;
  // postgrest-js answers a request that never reached the server with status 0.
  if (status === 0) throw new Error(words.offline(verb));
  // The session ran out (or was never there): the call went as the anonymous role.
  if (status === 401 || error.code === '42501' || error.code?.startsWith('PGRST3')) throw new Error(words.signedOut(verb));
  // 22023 is a bad value, P0002 a salon the server has not received yet: both messages are the owner's.
  if (error.code === '22023') throw new ValidationError(error.message, words.fields[error.details ?? '']);
  if (error.code === 'P0002') throw new Error(error.message);
  throw new Error(words.trouble);
}
