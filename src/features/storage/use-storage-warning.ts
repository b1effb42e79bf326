// Whether to warn the owner that the device's storage is nearly full. Read once the first screen
// is up (an estimate on a cold start would only delay it), then every few minutes and whenever the
// app comes back to the front, since a day's pulls and bookings fill the device while it runs.
import { useEffect, useState } from 'react';
import { readDeviceStorage } from '../../data/device-storage';
import { storageWarningText } from '../../domain/storage-quota';
import type { DomainText } from '../../domain/texts';
import { afterFirstScreen } from '../startup/first-screen';

export const STORAGE_CHECK_MS = 5 * 60_000;

/** The warning's sentence and figures, or null while there is room (or the browser does not say). */
export function useStorageWarning(): DomainText | null {
  const [warning, setWarning] = useState<DomainText | null>(null);
  useEffect(() => {
    let live = true;
    const check = () => void readDeviceStorage().then((use) => live && setWarning(storageWarningText(use)));
    let timer: ReturnType<typeof setInterval> | null = null;
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    afterFirstScreen(() => {
      if (!live) return;
      check();
      timer = setInterval(check, STORAGE_CHECK_MS);
      document.addEventListener('visibilitychange', onVisible);
    });
    return () => {
      live = false;
      if (timer) clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  return warning;
}
