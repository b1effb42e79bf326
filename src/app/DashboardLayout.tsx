import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../features/auth/use-auth';
import { ownerDisplayName, salonDisplayName } from '../data/display-names';
import { useSalon } from '../data/use-salon';
import { useScreenSearch } from '../features/search/use-screen-search';
import { markFirstScreenShown } from '../features/startup/first-screen';
import { FirstSyncProgress } from '../features/sync/FirstSyncProgress';
import { LateStorageWarning } from '../features/storage/LateStorageWarning';
import { Icon } from '../ui';
import { NAV_ITEMS } from './nav';
import { TopBar } from './TopBar';
import { useUiStore } from './ui-store';

export function DashboardLayout() {
  const { t, i18n } = useLingui();
  const user = useCurrentUser();
  const salon = useSalon(user?.id);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const sidebarOpen = useUiStore((s) => s.sidebarOpen);
  const setSidebarOpen = useUiStore((s) => s.setSidebarOpen);

  // On a phone the drawer covers the page: once the owner picks a screen, get out of the way.
  useEffect(() => setSidebarOpen(false), [pathname, setSidebarOpen]);
  // A search belongs to the screen it was typed on: the next screen starts unfiltered.
  const setQuery = useScreenSearch((s) => s.setQuery);
  useEffect(() => setQuery(''), [pathname, setQuery]);

  // Other screens than the Overview (which says so itself, once its figures are in) count as
  // shown with the salon's frame: the start-up work waiting for them may begin.
  const frameReady = salon !== undefined && pathname !== '/dashboard' && pathname !== '/dashboard/';
  useEffect(() => {
    if (frameReady) markFirstScreenShown();
  }, [frameReady]);

  // The fallbacks ('User', 'Your Salon') are the data layer's English: here they are the owner's words.
  const ownerName = user?.ownerName?.trim() || user?.email?.split('@')[0]?.trim() ? ownerDisplayName(user) : t`User`;
  const salonName = salon?.name?.trim() || user?.salonName?.trim() ? salonDisplayName(salon?.name, user?.salonName) : t`Your Salon`;

  const handleSignOut = async () => {
    try {
      // The auth module is not in the first screen's code (see use-auth.ts); it is loaded by now.
      const { signOut } = await import('../../sync/auth');
      await signOut();
    } finally {
      navigate('/login', { replace: true });
    }
  };

  return (
    <div className={sidebarOpen ? 'shell shell--open' : 'shell'}>
      <aside className="sidebar" id="dashboard-sidebar" aria-label={t`Dashboard`}>
        <div className="sidebar__brand">
          <span className="brand">
            <span className="brand__mark" aria-hidden="true">
              ✦
            </span>{' '}
            Salon Desk
          </span>
          <button type="button" className="icon-button sidebar__close" aria-label={t`Close navigation`} onClick={() => setSidebarOpen(false)}>
            <Icon name="close" />
          </button>
        </div>
        <div className="sidebar__who">
          <span className="avatar" aria-hidden="true">
            {ownerName.charAt(0).toUpperCase()}
          </span>
          <div className="sidebar__names">
            <p className="sidebar__owner" data-testid="owner-name">
              {ownerName}
            </p>
            <p className="sidebar__salon" data-testid="salon-name">
              {salonName}
            </p>
          </div>
        </div>
        <nav className="sidebar__nav" aria-label={t`Main`}>
          {/* Only the Overview matches its path alone: Clients stays current on an open card (/dashboard/clients/:id). */}
          {NAV_ITEMS.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === '/dashboard'} className={({ isActive }) => (isActive ? 'navlink navlink--active' : 'navlink')}>
              <Icon name={item.icon} />
              <span>{i18n._(item.label)}</span>
            </NavLink>
          ))}
        </nav>
        <button type="button" className="navlink sidebar__signout" onClick={handleSignOut}>
          <Icon name="signOut" />
          <span>
            <Trans>Sign out</Trans>
          </span>
        </button>
      </aside>
      {sidebarOpen ? <div className="shell__backdrop" aria-hidden="true" onClick={() => setSidebarOpen(false)} /> : null}
      <div className="shell__main">
        <TopBar />
        <FirstSyncProgress />
        <LateStorageWarning />
        <main className="shell__content" id="main">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
