import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router-dom';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { disabledSearchReason, searchPlaceholderFor } from '../features/search/screens';
import { useScreenSearch } from '../features/search/use-screen-search';
import '../features/search/search.css';
import { SyncStatusControl } from '../features/sync/SyncStatusControl';
import { LocalePicker } from '../i18n/components';
import { Icon } from '../ui';
import { useInstallStore } from './install';
import './install.css';
import { useUiStore } from './ui-store';

export function TopBar() {
  const sidebarOpen = useUiStore((s) => s.sidebarOpen);
  const toggleSidebar = useUiStore((s) => s.toggleSidebar);
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const placeholder = searchPlaceholderFor(pathname, i18n);
  const disabledReason = disabledSearchReason(pathname, i18n);
  const query = useScreenSearch((s) => s.query);
  const setQuery = useScreenSearch((s) => s.setQuery);
  const canInstall = useInstallStore((s) => s.canInstall);
  const install = useInstallStore((s) => s.install);

  return (
    <header className="topbar">
      <button
        type="button"
        className="icon-button topbar__menu"
        aria-label={t`Toggle navigation`}
        aria-controls="dashboard-sidebar"
        aria-expanded={sidebarOpen}
        onClick={toggleSidebar}
      >
        <Icon name="menu" />
      </button>
      {/* Filters the list on the current screen as you type; Enter has nothing more to do. */}
      <form className="topbar__search" role="search" onSubmit={(e) => e.preventDefault()}>
        <Icon name="search" size={18} />
        <input
          type="search"
          aria-label={t`Search`}
          placeholder={placeholder ?? disabledReason}
          title={placeholder === null ? disabledReason : undefined}
          disabled={placeholder === null}
          value={placeholder === null ? '' : query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </form>
      <div className="topbar__actions">
        <LocalePicker className="topbar__locale" compact />
        {/* Only where the browser offers installation (beforeinstallprompt); gone once answered. */}
        {canInstall ? (
          <button type="button" className="btn btn--secondary topbar__install" aria-label={t`Install app`} onClick={() => void install()}>
            <Trans>
              Install<span className="topbar__install-more"> app</span>
            </Trans>
          </button>
        ) : null}
        <div className="topbar__slot" data-slot="sync-status">
          <SyncStatusControl />
        </div>
        {/* The bell: what the owner did not do herself on this device, and what sync could not settle alone. */}
        <NotificationBell />
      </div>
    </header>
  );
}
