// The device's storage for the Salon Profile's Storage card, read through the data layer.
import { useCallback, useEffect, useState } from 'react';
import { readDeviceStorage } from '../../data/device-storage';
import type { StorageFacts } from './storage-view';

/** undefined while reading; `refresh` reads again (e.g. after a restore wrote many rows). */
export function useStorageEstimate(): { facts: StorageFacts | undefined; refresh: () => void } {
  const [facts, setFacts] = useState<StorageFacts>();
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    void readDeviceStorage().then((f) => live && setFacts(f));
    return () => {
      live = false;
    };
  }, [round]);
  const refresh = useCallback(() => setRound((r) => r + 1), []);
  return { facts, refresh };
}
