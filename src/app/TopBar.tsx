import { Link } from 'react-router-dom';
import { useOpenConflictCount } from '../features/conflicts/use-conflicts';
import { SyncStatusControl } from '../features/sync/SyncStatusControl';
import { Icon } from '../ui';
import { useUiStore } from './ui-store';

export function TopBar() {
  const sidebarOpen = useUiStore((s) => s.sidebarOpen);
  const toggleSidebar = useUiStore((s) => s.toggleSidebar);
  const conflicts = useOpenConflictCount();

  return (
    <header className="topbar">
      <button
        type="button"
        className="icon-button topbar__menu"
        aria-label="Toggle navigation"
        aria-controls="dashboard-sidebar"
        aria-expanded={sidebarOpen}
        onClick={toggleSidebar}
      >
        <Icon name="menu" />
      </button>
      {/* The spec keeps search non-functional for now; the form only stops a page reload. */}
      <form className="topbar__search" role="search" onSubmit={(e) => e.preventDefault()}>
        <Icon name="search" size={18} />
        <input type="search" aria-label="Search" placeholder="Search appointments, customers..." />
      </form>
      <div className="topbar__actions">
        <div className="topbar__slot" data-slot="sync-status">
          <SyncStatusControl />
        </div>
        {/* The bell leads to what sync could not settle alone: double bookings and refused changes. */}
        <Link
          to="/dashboard/conflicts"
          className="icon-button topbar__bell"
          aria-label={conflicts > 0 ? `Notifications: ${conflicts} ${conflicts === 1 ? 'conflict' : 'conflicts'}` : 'Notifications'}
        >
          <Icon name="bell" />
          {conflicts > 0 ? (
            <span className="bell-badge" aria-hidden="true" data-testid="conflict-badge">
              {conflicts > 99 ? '99+' : conflicts}
            </span>
          ) : null}
        </Link>
      </div>
    </header>
  );
}
