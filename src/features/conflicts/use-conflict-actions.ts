// The screen's resolutions, each reported in one banner: the repository's message on failure.
import { useCallback, useState } from 'react';
import { cancelAppointment, dismissRejected, moveAppointment, reassignAppointment, resolveConflict } from '../../db/repositories/conflicts';
import { errorText } from '../../ui';

export interface ScreenMessage {
  tone: 'success' | 'error';
  text: string;
}

export function useConflictActions(onResolved: (conflictId: string) => void) {
  const [message, setMessage] = useState<ScreenMessage | null>(null);

  const run = useCallback(
    async (conflictId: string | null, work: () => Promise<unknown>, success: string, failure: string) => {
      try {
        await work();
        if (conflictId) onResolved(conflictId);
        setMessage({ tone: 'success', text: success });
        return true;
      } catch (err) {
        setMessage({ tone: 'error', text: errorText(err, failure) });
        return false;
      }
    },
    [onResolved],
  );

  return {
    message,
    move: (conflictId: string, appointmentId: string, date: string, start: string) =>
      run(conflictId, () => moveAppointment(appointmentId, date, start), 'Appointment moved. The conflict is resolved.', 'Failed to move appointment'),
    reassign: (conflictId: string, appointmentId: string, staffId: string) =>
      run(conflictId, () => reassignAppointment(appointmentId, staffId), 'Appointment reassigned. The conflict is resolved.', 'Failed to reassign appointment'),
    cancel: (conflictId: string, cancelId: string, keepId: string | null) =>
      run(conflictId, () => cancelAppointment(cancelId, keepId), 'Appointment canceled. The conflict is resolved.', 'Failed to cancel appointment'),
    markResolved: (conflictId: string) => run(conflictId, () => resolveConflict(conflictId), 'Conflict marked as resolved.', 'Failed to resolve conflict'),
    dismiss: (conflictId: string) => run(null, () => dismissRejected(conflictId), 'Refused change dismissed.', 'Failed to dismiss'),
  };
}
