// Service worker registration (docs/architecture.md#pwa). A new version never reloads on its own: the owner
// may be halfway through a form. It waits for the "Reload" of the update prompt, and only the tab
// where "Reload" was pressed reloads; another tab just keeps offering it.
import { create } from 'zustand';
import { registerSW } from 'virtual:pwa-register';
import { checkForUpdate, UPDATE_CHECK_MS } from './update-check';

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

export function startPwa(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  let reloadRequested = false;
  async function reloadIntoNewVersion() {
    reloadRequested = true;
    const registration = await navigator.serviceWorker.getRegistration();
    // Another tab already let the new worker in: this one only needs to load it.
    if (!registration?.waiting) return window.location.reload();
    // Reload when the new worker takes over. Not through workbox-window's `controlling` event:
    // it skips that when this page was opened before any worker controlled it.
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    await updateSW(true);
  }
  const updateSW = registerSW({
    onNeedRefresh() {
      usePwaStore.setState({
        needRefresh: true,
        reload: () => void reloadIntoNewVersion(),
      });
    },
    onNeedReload() {
      // The new worker took control. Reload only where the owner asked for it; any other tab
      // keeps its form and its toast, and reloads when its own "Reload" is pressed.
      if (!reloadRequested) usePwaStore.setState({ needRefresh: true, reload: () => window.location.reload() });
    },
    onOfflineReady() {
      usePwaStore.setState({ offlineReady: true });
    },
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void checkForUpdate(registration), UPDATE_CHECK_MS);
    },
  });
}
