// The signed-in salon's sync status, for any screen: sync/active keeps one snapshot object per
// change, which is exactly what useSyncExternalStore needs.
import { useCallback, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { activeSyncStatus, subscribeActiveSync, syncActiveNow } from '../../../sync/active';
import type { SyncStatus } from '../../../sync/engine';

export function useSyncStatus(): SyncStatus {
  return useSyncExternalStore(subscribeActiveSync, activeSyncStatus, activeSyncStatus);
}

/** Retry now, and "sign in again" (the outbox stays on the device and goes after sign-in). */
export function useSyncActions() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const retry = useCallback(async () => {
    setBusy(true);
    try {
      await syncActiveNow();
    } finally {
      setBusy(false);
    }
  }, []);
  const signInAgain = useCallback(async () => {
    try {
      // Loaded on demand: the dashboard's first screen does not wait for supabase-js (use-auth.ts).
      const { signOut } = await import('../../../sync/auth');
      await signOut();
    } finally {
      navigate('/login', { replace: true });
    }
  }, [navigate]);
  return { busy, retry, signInAgain };
}
