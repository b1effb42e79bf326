import { describe, expect, it, vi } from 'vitest';
import { withAuthRefresh } from './auth-refresh';
import { SyncError } from './transport';

const expired = () => new SyncError('auth', 'JWT expired', 401);

/** `run` fails the way `fails` says on each call (1-based), else answers its call number. */
function script(fails: Record<number, Error>) {
  let calls = 0;
  const run = vi.fn(async () => {
    calls++;
    if (fails[calls]) throw fails[calls];
    return calls;
  });
  return run;
}

describe('withAuthRefresh: the one auth policy of the engine and the background push', () => {
  it('no auth error: runs once, no refresh', async () => {
    const refreshAuth = vi.fn(async () => true);
    expect(await withAuthRefresh({ refreshAuth }, script({}))).toEqual({ status: 'done', value: 1 });
    expect(refreshAuth).not.toHaveBeenCalled();
  });

  it('an auth error: one refresh, then runs again', async () => {
    const refreshAuth = vi.fn(async () => true);
    const run = script({ 1: expired() });
    expect(await withAuthRefresh({ refreshAuth }, run)).toEqual({ status: 'done', value: 2 });
    expect(refreshAuth).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('a refused refresh, or a second auth error after a refresh: needs_auth, never a third try', async () => {
    const refused = vi.fn(async () => false);
    const once = script({ 1: expired() });
    expect(await withAuthRefresh({ refreshAuth: refused }, once)).toEqual({ status: 'needs_auth' });
    expect(once).toHaveBeenCalledTimes(1);
    const refreshAuth = vi.fn(async () => true);
    const twice = script({ 1: expired(), 2: expired() });
    expect(await withAuthRefresh({ refreshAuth }, twice)).toEqual({ status: 'needs_auth' });
    expect(twice).toHaveBeenCalledTimes(2);
    expect(refreshAuth).toHaveBeenCalledTimes(1);
  });

  it('other failures, and a refresh that cannot reach the server, are thrown as they are', async () => {
    const refreshAuth = vi.fn(async () => true);
    await expect(withAuthRefresh({ refreshAuth }, script({ 1: new SyncError('network', 'Failed to fetch') }))).rejects.toMatchObject({ kind: 'network' });
    expect(refreshAuth).not.toHaveBeenCalled();
    const unreachable = vi.fn(async (): Promise<boolean> => {
      throw new SyncError('network', 'auth server unreachable');
    });
    await expect(withAuthRefresh({ refreshAuth: unreachable }, script({ 1: expired() }))).rejects.toThrow('auth server unreachable');
  });
});
