import { Trans, useLingui } from '@lingui/react/macro';
import { syncStatusView } from './sync-status-view';
import { useSyncActions, useSyncStatus } from './use-sync-status';
import './sync.css';

/**
 * Always in the top bar: where this device's changes are. The live region carries the full
 * sentence (also on phones, where only a dot and a short word are drawn).
 */
export function SyncStatusControl() {
  const status = useSyncStatus();
  const { i18n } = useLingui();
  const view = syncStatusView(status, i18n);
  const { busy, retry, signInAgain } = useSyncActions();

  return (
    <div className={`sync-status sync-status--${view.tone}`} data-testid="sync-status" data-phase={status.phase}>
      <span className="sync-status__dot" aria-hidden="true" />
      <span className="sync-status__live" aria-live="polite" aria-atomic="true">
        <span className="sync-status__text" data-testid="sync-status-text" title={view.text}>
          {view.text}
        </span>
      </span>
      <span className="sync-status__short" aria-hidden="true">
        {view.short}
      </span>
      {view.signal ? (
        <span className={`sync-status__signal${status.live ? ' sync-status__signal--live' : ''}`} data-testid="sync-signal">
          {view.signal}
        </span>
      ) : null}
      {view.action === 'retry' ? (
        <button type="button" className="sync-status__action" onClick={() => void retry()} disabled={busy}>
          <Trans>Retry</Trans>
        </button>
      ) : null}
      {view.action === 'sign_in' ? (
        <button type="button" className="sync-status__action" onClick={() => void signInAgain()}>
          <Trans>Sign in</Trans>
        </button>
      ) : null}
    </div>
  );
}
