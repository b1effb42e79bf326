// Installation offer (beforeinstallprompt, Chromium browsers). The browser fires the event once,
// often before React has mounted, so it is caught here from main.tsx and kept until the owner
// clicks Install. Other browsers never fire it and the button simply never shows.
import { create } from 'zustand';

/** The part of Chromium's BeforeInstallPromptEvent we use (not in the DOM typings). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice?: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallState {
  /** True while the browser has an installation offer we can show. */
  canInstall: boolean;
  install: () => Promise<void>;
}

let deferred: InstallPromptEvent | null = null;
let started = false;

export const useInstallStore = create<InstallState>((set) => ({
  canInstall: false,
  async install() {
    const event = deferred;
    if (!event) return;
    // The browser allows one prompt per event: whatever the owner answers, the offer is used up.
    deferred = null;
    set({ canInstall: false });
    try {
      await event.prompt();
      await event.userChoice;
    } catch (e) {
      console.warn('The install prompt could not be shown', e);
    }
  },
}));

export function startInstallCapture(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('beforeinstallprompt', (e) => {
    // Keep the browser's own mini-infobar away: the dashboard shows its Install button instead.
    e.preventDefault();
    deferred = e as InstallPromptEvent;
    useInstallStore.setState({ canInstall: true });
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    useInstallStore.setState({ canInstall: false });
  });
}
