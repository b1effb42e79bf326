import { Icon } from '../ui';
import { useUiStore } from './ui-store';

export function TopBar() {
  const sidebarOpen = useUiStore((s) => s.sidebarOpen);
  const toggleSidebar = useUiStore((s) => s.toggleSidebar);

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
        {/* Slot for the sync status control (offline / waiting / syncing / saved / error). */}
        <div className="topbar__slot" data-slot="sync-status" />
        <button type="button" className="icon-button topbar__bell" aria-label="Notifications">
          <Icon name="bell" />
        </button>
      </div>
    </header>
  );
}
