// The device's storage as the browser reports it (navigator.storage.estimate/persisted). The
// persist() request itself is made after sign-in (src/app/session.ts); this only reads the answer.
import { useCallback, useEffect, useState } from 'react';
import type { StorageFacts } from './storage-view';

async function readStorage(): Promise<StorageFacts> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  const [estimate, persisted] = await Promise.all([
    storage?.estimate ? storage.estimate().catch(() => undefined) : undefined,
    storage?.persisted ? storage.persisted().catch(() => null) : null,
  ]);
  return { usage: estimate?.usage, quota: estimate?.quota, persisted };
}

/** undefined while reading; `refresh` reads again (e.g. after a restore wrote many rows). */
export function useStorageEstimate(): { facts: StorageFacts | undefined; refresh: () => void } {
  const [facts, setFacts] = useState<StorageFacts>();
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    void readStorage().then((f) => live && setFacts(f));
    return () => {
      live = false;
    };
  }, [round]);
  const refresh = useCallback(() => setRound((r) => r + 1), []);
  return { facts, refresh };
}
