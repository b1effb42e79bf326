import { useEffect } from 'react';
import { Button } from '../ui';
import { usePwaStore } from './pwa';

/** How long the one-time "Offline ready" notice stays (a click closes it sooner). */
const OFFLINE_READY_MS = 6_000;

/**
 * "New version available — Reload": the owner decides when, so no half-filled form is lost; it
 * stays until pressed. "Offline ready" once, when the app first becomes usable offline.
 */
export function UpdatePrompt() {
  const { needRefresh, offlineReady, reload, dismissOfflineReady } = usePwaStore();
  useEffect(() => {
    if (!offlineReady) return;
    const timer = setTimeout(dismissOfflineReady, OFFLINE_READY_MS);
    return () => clearTimeout(timer);
  }, [offlineReady, dismissOfflineReady]);

  if (needRefresh) {
    return (
      <div className="update-toast" role="status">
        <span>New version available — </span>
        <Button onClick={reload}>Reload</Button>
      </div>
    );
  }
  if (!offlineReady) return null;
  return (
    <div className="update-toast" role="status" onClick={dismissOfflineReady}>
      Offline ready
    </div>
  );
}
