import { useLingui } from '@lingui/react/macro';
import { firstSyncText } from './sync-status-view';
import { useSyncStatus } from './use-sync-status';
import './sync.css';

/** Under the top bar during a device's first pull: the server gives no total, so the bar is indeterminate. */
export function FirstSyncProgress() {
  const { i18n } = useLingui();
  const text = firstSyncText(useSyncStatus(), i18n);
  if (!text) return null;
  return (
    <div className="first-sync" role="status" data-testid="first-sync">
      <div className="first-sync__bar" aria-hidden="true">
        <span className="first-sync__fill" />
      </div>
      <p className="first-sync__text">{text}</p>
    </div>
  );
}
