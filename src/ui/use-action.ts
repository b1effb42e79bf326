// One form's or list's write lifecycle: busy while it runs, then a success or failure message,
// and field-level messages for bad input. Values typed into the form are never touched here,
// so a failed save keeps what the user typed.
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useCallback, useState } from 'react';
import { failureOf, type Feedback } from './feedback';

export type FieldErrors = Partial<Record<string, string>>;

export interface ActionState {
  busy: boolean;
  feedback: Feedback | null;
  fieldErrors: FieldErrors;
  /** Runs a write; resolves true when it succeeded. */
  run: (write: () => Promise<unknown>, success: string, fallback: string) => Promise<boolean>;
  /** Shows problems found before any write (e.g. every bad day of the week at once). */
  reject: (fieldErrors: FieldErrors) => void;
}

/**
 * The domain's sentences in the owner's words, loaded with the first failure to show: the sign-in
 * screens use this hook from the app's entry, which the landing page shares and has no room for them.
 */
async function inOwnersWords<T>(say: (domainText: (i18n: I18n, sentence: unknown) => string) => T): Promise<T> {
  const { domainText, domainTextsReady } = await import('../i18n/domain-texts');
  await domainTextsReady();
  return say(domainText);
}

export function useAction(): ActionState {
  // The domain's sentences are English (the server's too): the owner reads them in her language.
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const run = useCallback(
    async (write: () => Promise<unknown>, success: string, fallback: string) => {
      setBusy(true);
      setFeedback(null);
      setFieldErrors({});
      try {
        await write();
        setFeedback({ tone: 'success', text: success });
        return true;
      } catch (err) {
        const failure = failureOf(err, fallback);
        // English is the domain's own words: nothing to load.
        const message =
          failure.message === fallback || i18n.locale === 'en' ? failure.message : await inOwnersWords((say) => say(i18n, err)).catch(() => failure.message);
        // Bad input is shown at its field; anything else (no salon, storage failure) in the banner.
        if (failure.field) setFieldErrors({ [failure.field]: message });
        else setFeedback({ tone: 'error', text: message });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [i18n],
  );

  const reject = useCallback(
    (errors: FieldErrors) => {
      setFeedback(null);
      // A check's problems are the domain's sentences too (a screen may have put them in the owner's words already).
      setFieldErrors(errors);
      if (i18n.locale === 'en') return;
      void inOwnersWords((say) => Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, text && say(i18n, text)]))).then((said) =>
        setFieldErrors((now) => (now === errors ? said : now)),
      );
    },
    [i18n],
  );

  return { busy, feedback, fieldErrors, run, reject };
}
