// The owner's language travels with her account: a choice made on this device goes into the
// account's metadata, and a device she signs in on starts showing the account's language. Runs in
// the session layer (started with the session), so no screen talks to the server about it.
import type { AuthState } from '../../sync/auth';
import { adoptLocale, currentLocale, localeUnsent, markLocaleSent, onLocaleChosen } from '../i18n/i18n';
import { isLocale } from '../i18n/locales';

export function syncLocaleWithAccount(subscribeAuth: (listener: (s: AuthState) => void) => void, save: (locale: string) => Promise<void>): void {
  let ownerId: string | null = null;
  let sending = false;
  const send = () => {
    if (!ownerId || sending) return;
    sending = true;
    const locale = currentLocale();
    save(locale)
      .then(() => {
        sending = false;
        // A newer choice made while this one was on its way goes out now.
        if (currentLocale() === locale) markLocaleSent();
        else send();
      })
      .catch((e: unknown) => {
        sending = false;
        console.warn('The language waits to be saved to the account', e);
      });
  };
  // A choice made before the session started (on the landing page) is marked unsent by i18n.ts
  // and goes out with the next signed-in state below.
  onLocaleChosen(send);
  subscribeAuth((state) => {
    if (state.status !== 'signed_in') {
      if (state.status === 'signed_out') ownerId = null;
      return;
    }
    const signedInNow = ownerId !== state.user.id;
    ownerId = state.user.id;
    // This device's latest choice wins; otherwise a sign-in takes the account's language.
    if (localeUnsent()) send();
    else if (signedInNow && isLocale(state.user.locale) && state.user.locale !== currentLocale()) void adoptLocale(state.user.locale);
  });
}
