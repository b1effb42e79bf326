import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { alertPermission, requestAlertPermission, type AlertPermission } from './system-alerts';

/** "Turn on alerts": the browser is asked only when the owner presses it, never on load. */
export function AlertsControl() {
  const { t } = useLingui();
  const [permission, setPermission] = useState<AlertPermission>(alertPermission);
  if (permission === 'unsupported') return null;
  return (
    <div className="notif-feed__alerts" aria-live="polite">
      {permission === 'default' ? (
        <button type="button" className="btn btn--secondary" onClick={() => void requestAlertPermission().then(setPermission)}>
          <Trans>Turn on alerts</Trans>
        </button>
      ) : (
        <p className="muted">
          {permission === 'granted'
            ? t`Alerts are on: new bookings and messages show on this device while the app is open.`
            : t`Alerts are blocked for this site in the browser settings.`}
        </p>
      )}
    </div>
  );
}
