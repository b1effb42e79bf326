// Service worker registration (DESIGN.md §7). A new version never reloads on its own: the owner
// may be halfway through a form. It waits for the "Reload" of the update prompt.
import { create } from 'zustand';
import { registerSW } from 'virtual:pwa-register';

interface PwaState {
  needRefresh: boolean;
  offlineReady: boolean;
  reload: () => void;
  dismiss: () => void;
}

export const usePwaStore = create<PwaState>((set) => ({
  needRefresh: false,
  offlineReady: false,
  reload: () => undefined,
  dismiss: () => set({ needRefresh: false }),
}));

export function startPwa(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const updateSW = registerSW({
    onNeedRefresh() {
      usePwaStore.setState({ needRefresh: true, reload: () => void updateSW(true) });
    },
    onOfflineReady() {
      usePwaStore.setState({ offlineReady: true });
    },
  });
}
