import { useSyncExternalStore } from 'react';
import { subscribeAuth, type AuthState, type AuthUser } from '../../../sync/auth';

// One subscription to the auth module for the whole app; React components read its last state.
let current: AuthState = { status: 'loading' };
let started = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  if (!started) {
    started = true;
    subscribeAuth((state) => {
      current = state;
      listeners.forEach((l) => l());
    });
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
