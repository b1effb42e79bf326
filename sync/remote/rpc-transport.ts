import type { SupabaseClient } from '@supabase/supabase-js';
import type { HistoryArgs, HistoryResponse, PullArgs, PullResponse, PushArgs, PushResponse } from '../protocol';
import { classify, type SyncTransport } from '../transport';

/** The engine's transport over supabase-js: sync_push and sync_pull (docs/architecture.md#sync) and token refresh. */
export function rpcTransport(supabase: SupabaseClient): SyncTransport {
  async function call<T>(fn: string, args: object): Promise<T> {
    let result;
    try {
      result = await supabase.rpc(fn, args);
    } catch (e) {
      throw classify(0, undefined, e instanceof Error ? e.message : String(e));
    }
    const { data, error, status } = result;
    if (error) throw classify(status, error.code, error.message);
    return data as T;
  }
  return {
    push: (args: PushArgs) => call<PushResponse>('sync_push', args),
    pull: (args: PullArgs) => call<PullResponse>('sync_pull', args),
    pullHistory: (args: HistoryArgs) => call<HistoryResponse>('sync_pull_history', args),
    async refreshAuth() {
      let outcome;
      try {
        outcome = await supabase.auth.refreshSession();
      } catch (e) {
        throw classify(0, undefined, e instanceof Error ? e.message : String(e));
      }
      const { data, error } = outcome;
      // No connection is not an expired session: the engine retries later instead of asking to sign in.
      if (error && (error.name === 'AuthRetryableFetchError' || error.status === 0 || (error.status ?? 0) >= 500)) {
        throw classify(error.status ?? 0, undefined, error.message);
      }
      return !error && !!data.session;
    },
  };
}
