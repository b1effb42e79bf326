// Service worker registration (DESIGN.md §7). A new version never reloads on its own: the owner
// may be halfway through a form. It waits for the "Reload" of the update prompt, and only the tab
// where "Reload" was pressed reloads; another tab just keeps offering it.
import { create } from 'zustand';
import { registerSW } from 'virtual:pwa-register';

/** How often an open app looks for a new version. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

interface PwaState {
  needRefresh: boolean;
  offlineReady: boolean;
  reload: () => void;
  dismissOfflineReady: () => void;
}

export const usePwaStore = create<PwaState>((set) => ({
  needRefresh: false,
  offlineReady: false,
  reload: () => undefined,
  dismissOfflineReady: () => set({ offlineReady: false }),
}));

interface UpdatableRegistration {
  installing: unknown;
  update(): Promise<unknown>;
}

/** One hourly check: skipped while offline or while a new version is already installing. */
export async function checkForUpdate(registration: UpdatableRegistration, online: () => boolean = () => navigator.onLine): Promise<boolean> {
  if (!online() || registration.installing) return false;
  try {
    await registration.update();
    return true;
  } catch {
    // The server was unreachable after all; the next hour tries again.
    return false;
  }
}

export function startPwa(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  let reloadRequested = false;
  const updateSW = registerSW({
    onNeedRefresh() {
      usePwaStore.setState({
        needRefresh: true,
        reload: () => {
          reloadRequested = true;
          void updateSW(true);
        },
      });
    },
    onNeedReload() {
      // The new worker took control. Reload only where the owner asked for it; any other tab
      // keeps its form and its toast, and reloads when its own "Reload" is pressed.
      if (reloadRequested) window.location.reload();
      else usePwaStore.setState({ needRefresh: true, reload: () => window.location.reload() });
    },
    onOfflineReady() {
      usePwaStore.setState({ offlineReady: true });
    },
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void checkForUpdate(registration), UPDATE_CHECK_MS);
    },
  });
}
