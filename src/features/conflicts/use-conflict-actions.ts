// The screen's resolutions, each reported in one banner: the repository's message on failure.
import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { cancelAppointment, dismissRejected, moveAppointment, reassignAppointment, resolveConflict } from '../../db/repositories/conflicts';
import { failureText } from '../appointments/failure-text';

export interface ScreenMessage {
  tone: 'success' | 'error';
  text: string;
}

/** `locale`: the salon's (useDisplayLocale), for the time a refused move names. */
export function useConflictActions(onResolved: (conflictId: string) => void, locale: string) {
  const { t, i18n } = useLingui();
  const [message, setMessage] = useState<ScreenMessage | null>(null);

  const run = useCallback(
    async (conflictId: string | null, work: () => Promise<unknown>, success: string, failure: string) => {
      try {
        await work();
        if (conflictId) onResolved(conflictId);
        setMessage({ tone: 'success', text: success });
        return true;
      } catch (err) {
        // The repository's refusal is the domain's English: the owner reads it in her language, a
        // time taken since on the salon's clock; anything that says nothing gets the fallback.
        setMessage({ tone: 'error', text: failureText(i18n, err, failure, locale) });
        return false;
      }
    },
    [onResolved, i18n, locale],
  );

  return {
    message,
    move: (conflictId: string, appointmentId: string, date: string, start: string) =>
      run(conflictId, () => moveAppointment(appointmentId, date, start), t`Appointment moved. The conflict is resolved.`, t`Failed to move appointment`),
    reassign: (conflictId: string, appointmentId: string, staffId: string) =>
      run(
        conflictId,
        () => reassignAppointment(appointmentId, staffId),
        t`Appointment reassigned. The conflict is resolved.`,
        t`Failed to reassign appointment`,
      ),
    cancel: (conflictId: string, cancelId: string, keepId: string | null) =>
      run(conflictId, () => cancelAppointment(cancelId, keepId), t`Appointment canceled. The conflict is resolved.`, t`Failed to cancel appointment`),
    markResolved: (conflictId: string) => run(conflictId, () => resolveConflict(conflictId), t`Conflict marked as resolved.`, t`Failed to resolve conflict`),
    dismiss: (conflictId: string) => run(null, () => dismissRejected(conflictId), t`Refused change dismissed.`, t`Failed to dismiss`),
  };
}
