// The owner's language travels with her account: a choice made on this device goes into the
// account's metadata, and a device she signs in on starts showing the account's language. Runs in
// the session layer (started with the session), so no screen talks to the server about it.
import type { AuthState } from '../../sync/auth';
import { adoptLocale, currentLocale, onLocaleChosen } from '../i18n/i18n';
import { isLocale } from '../i18n/locales';

/** Set while a choice made on this device has not reached the account yet (signed out, offline). */
const UNSENT_KEY = 'salon-desk:locale-unsent';

function unsent(): boolean {
  try {
    return localStorage.getItem(UNSENT_KEY) !== null;
  } catch {
    return false;
  }
}
function markUnsent(on: boolean) {
  try {
    if (on) localStorage.setItem(UNSENT_KEY, '1');
    else localStorage.removeItem(UNSENT_KEY);
  } catch {
    // Storage off: the choice is sent while this page is open, or not at all.
  }
}

export function syncLocaleWithAccount(subscribeAuth: (listener: (s: AuthState) => void) => void, save: (locale: string) => Promise<void>): void {
  let ownerId: string | null = null;
  let sending = false;
  const send = () => {
    if (!ownerId || sending) return;
    sending = true;
    const locale = currentLocale();
    save(locale)
      // A newer choice made while this one was on its way is sent by the next state.
      .then(() => markUnsent(currentLocale() !== locale))
      .catch((e: unknown) => console.warn('The language waits to be saved to the account', e))
      .finally(() => {
        sending = false;
      });
  };
  onLocaleChosen(() => {
    markUnsent(true);
    send();
  });
  subscribeAuth((state) => {
    if (state.status !== 'signed_in') {
      if (state.status === 'signed_out') ownerId = null;
      return;
    }
    const signedInNow = ownerId !== state.user.id;
    ownerId = state.user.id;
    // This device's latest choice wins; otherwise a sign-in takes the account's language.
    if (unsent()) send();
    else if (signedInNow && isLocale(state.user.locale) && state.user.locale !== currentLocale()) void adoptLocale(state.user.locale);
  });
}
