// The one auth-refresh policy of the sync pipe (docs/architecture.md#sync), used by the engine of an open tab
// and by the service worker's background push: on an auth error, refresh the session once (not
// counted as a retry attempt) and run again; if the session can't be refreshed, or the retry is
// refused too, the owner must sign in again. Nothing queued is touched either way.
import { SyncError, type SyncTransport } from './transport';

export type AuthOutcome<T> = { status: 'done'; value: T } | { status: 'needs_auth' };

const isAuthError = (e: unknown) => e instanceof SyncError && e.kind === 'auth';

/**
 * Runs `run` under the policy. Any other failure is thrown as it is, and so is a refresh that
 * can't reach the auth server (not the same thing as a refused session: the caller retries later).
 */
export async function withAuthRefresh<T>(transport: Pick<SyncTransport, 'refreshAuth'>, run: () => Promise<T>): Promise<AuthOutcome<T>> {
  try {
    return { status: 'done', value: await run() };
  } catch (e) {
    if (!isAuthError(e)) throw e;
  }
  if (!(await transport.refreshAuth())) return { status: 'needs_auth' };
  try {
    return { status: 'done', value: await run() };
  } catch (e) {
    if (isAuthError(e)) return { status: 'needs_auth' };
    throw e;
  }
}
