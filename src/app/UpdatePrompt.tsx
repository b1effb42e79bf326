import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Button } from '../ui';
import { usePwaStore } from './pwa';

/** How long the one-time "Offline ready" notice stays (a click closes it sooner). */
const OFFLINE_READY_MS = 6_000;

/** The public landing page: a visitor's page, where the notice would sit over the hero. */
const onLanding = () => window.location.pathname === '/';

/**
 * True while the landing page shows. The landing page enters the app with history.pushState,
 * which fires no event, so while it is asked (a notice waiting) the path is looked at each second.
 */
function useOnLanding(asked: boolean): boolean {
  const [landing, setLanding] = useState(onLanding);
  useEffect(() => {
    if (!asked || !landing) return;
    const look = () => setLanding(onLanding());
    const timer = window.setInterval(look, 1000);
    window.addEventListener('popstate', look);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('popstate', look);
    };
  }, [asked, landing]);
  return landing;
}

/**
 * "New version available — Reload": the owner decides when, so no half-filled form is lost; it
 * stays until pressed. "Offline ready" once, when the app first becomes usable offline — for the
 * owner in the app: on the landing page (it covered the hero) it waits until she enters.
 */
export function UpdatePrompt() {
  const { needRefresh, offlineReady: ready, reload, dismissOfflineReady } = usePwaStore();
  const landing = useOnLanding(ready);
  const offlineReady = ready && !landing;
  useEffect(() => {
    if (!offlineReady) return;
    const timer = setTimeout(dismissOfflineReady, OFFLINE_READY_MS);
    return () => clearTimeout(timer);
  }, [offlineReady, dismissOfflineReady]);

  if (needRefresh) {
    return (
      <div className="update-toast" role="status">
        <span>
          <Trans>New version available —</Trans>{' '}
        </span>
        <Button onClick={reload}>
          <Trans>Reload</Trans>
        </Button>
      </div>
    );
  }
  if (!offlineReady) return null;
  return (
    <div className="update-toast" role="status" onClick={dismissOfflineReady}>
      <Trans>Offline ready</Trans>
    </div>
  );
}
