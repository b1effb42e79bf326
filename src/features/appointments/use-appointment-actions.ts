// Status changes and deletes from the table and from the calendar's details dialog, with the
// spec's §8 messages. The message lives here so both views report into one banner.
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useCallback, useState } from 'react';
import { deleteAppointment, updateAppointmentStatus } from '../../db/repositories/appointments';
import type { AppointmentStatus } from '../../domain/types';
import { errorText } from '../../ui';
import { failureTextReady } from './failure-text';

export interface ScreenMessage {
  /** 'info': done, with something the owner should read (a recurring booking's dates that did not fit). */
  tone: 'success' | 'error' | 'info';
  text: string;
}

/** `locale`: the salon's (useDisplayLocale), for the time a refused status change names. */
export function useAppointmentActions(locale: string) {
  const [message, setMessage] = useState<ScreenMessage | null>(null);

  const changeStatus = useCallback(
    async (id: string, status: AppointmentStatus) => {
      try {
        await updateAppointmentStatus(id, status);
        setMessage({ tone: 'success', text: t`Appointment status updated successfully!` });
        return true;
      } catch (err) {
        // Bringing a booking back onto a time taken since is refused in her language, on the salon's clock.
        setMessage({ tone: 'error', text: await failureTextReady(i18n, err, t`Failed to update appointment`, locale) });
        return false;
      }
    },
    [locale],
  );

  /** Asks first (docs/behaviour.md#appointments); resolves true only when the appointment was deleted. */
  const remove = useCallback(async (id: string) => {
    if (!window.confirm(t`Are you sure you want to delete this appointment?`)) return false;
    try {
      await deleteAppointment(id);
      setMessage({ tone: 'success', text: t`Appointment deleted successfully!` });
      return true;
    } catch (err) {
      setMessage({ tone: 'error', text: errorText(err, t`Failed to delete appointment`) });
      return false;
    }
  }, []);

  return { message, setMessage, changeStatus, remove };
}
