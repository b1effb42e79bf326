// How the engine reaches the backend. The real one is supabase.rpc (sync/remote/rpc-transport.ts);
// tests may wrap it to inject faults, but they still talk to the real backend.
import type { HistoryArgs, HistoryResponse, PullArgs, PullResponse, PushArgs, PushResponse } from './protocol';

export type SyncErrorKind = 'network' | 'auth' | 'server' | 'refused';

export class SyncError extends Error {
  constructor(
    readonly kind: SyncErrorKind,
    message: string,
    readonly status = 0,
  ) {
    super(message);
    this.name = 'SyncError';
  }
}

export interface SyncTransport {
  push(args: PushArgs): Promise<PushResponse>;
  pull(args: PullArgs): Promise<PullResponse>;
  /** The older history's pages; without it a new device pulls its whole history at once. */
  pullHistory?(args: HistoryArgs): Promise<HistoryResponse>;
  /**
   * Gets a fresh access token; false when the session can't be refreshed (sign in again).
   * Throws a SyncError when the auth server can't be reached, which is not the same thing.
   */
  refreshAuth(): Promise<boolean>;
}

/** Classifies an HTTP outcome: 0 = never reached, 401/JWT errors = auth, 5xx = retry later. */
export function classify(status: number, code: string | undefined, message: string): SyncError {
  if (status === 0) return new SyncError('network', message || 'No connection', 0);
  if (status === 401 || code === 'PGRST301' || code === 'PGRST303' || /jwt/i.test(message)) return new SyncError('auth', message || 'Session expired', status);
  if (status >= 500 || status === 429 || status === 408) return new SyncError('server', message || `Server error ${status}`, status);
  return new SyncError('refused', message || `Request refused (${status})`, status);
}
