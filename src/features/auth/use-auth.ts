import { useSyncExternalStore } from 'react';
import type { AuthState, AuthUser } from '../../../sync/auth';
import { knownAuthState } from '../../../sync/auth-cache';
import { afterFirstScreen } from '../startup/first-screen';

// One subscription to the auth module for the whole app; React components read its last state.
// The first state comes from what the device stores (sync/auth-cache.ts): a cold start with a
// fresh session (or offline with a cached one) passes the guard without waiting for supabase-js
// to load. The auth module itself arrives after the first screen then (at once when the stored
// answer is no answer) and has the last word from then on.
let current: AuthState = knownAuthState();
let started = false;
const listeners = new Set<() => void>();

function set(next: AuthState) {
  current = next;
  listeners.forEach((l) => l());
}

function start() {
  import('../../../sync/auth')
    .then((auth) =>
      auth.subscribeAuth((state) => {
        // 'loading' is only ever its state before it decides: the stored answer stands till then.
        if (state.status !== 'loading') set(state);
      }),
    )
    // Its code could not load (offline before the worker cached it): try again once online.
    .catch(() => window.addEventListener('online', start, { once: true }));
}

function subscribe(listener: () => void): () => void {
  if (!started) {
    started = true;
    if (current.status === 'loading') start();
    else afterFirstScreen(start);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => current;

export function useAuthState(): AuthState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** For screens behind the auth guard, where a user is always present. */
export function useCurrentUser(): AuthUser | null {
  const state = useAuthState();
  return state.status === 'signed_in' ? state.user : null;
}
