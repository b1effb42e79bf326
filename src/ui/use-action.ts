// One form's or list's write lifecycle: busy while it runs, then a success or failure message,
// and field-level messages for bad input. Values typed into the form are never touched here,
// so a failed save keeps what the user typed.
import { useLingui } from '@lingui/react';
import { useCallback, useState } from 'react';
import { domainText } from '../i18n/domain-texts';
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
        const message = failure.message === fallback ? fallback : domainText(i18n, err);
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
      setFieldErrors(Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, text && domainText(i18n, text)])));
    },
    [i18n],
  );

  return { busy, feedback, fieldErrors, run, reject };
}
