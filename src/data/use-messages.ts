// Live reads of customer messages for Salon Profile and the appointment details.
import { db } from '../db/database';
import { APPOINTMENT_MESSAGE_TABLES, MESSAGE_SETTINGS_TABLES, readAppointmentMessages, readMessageSettings, type AppointmentMessage } from './queries/messages';
import { readKey, useLiveRead } from './use-live-read';

export type { AppointmentMessage } from './queries/messages';

/** undefined while the first read runs; null when the salon has no settings row (the defaults apply). */
export function useMessageSettings(salonId: string | null | undefined) {
  const row = useLiveRead(readKey('message-settings', salonId ?? null), salonId ? () => readMessageSettings(db, salonId) : null, MESSAGE_SETTINGS_TABLES);
  return salonId ? row : null;
}

const NONE: AppointmentMessage[] = [];

/** The appointment's customer messages, by due time; undefined while the first read runs. */
export function useAppointmentMessages(appointmentId: string | null | undefined): AppointmentMessage[] | undefined {
  const rows = useLiveRead(
    readKey('appointment-messages', appointmentId ?? null),
    appointmentId ? () => readAppointmentMessages(db, appointmentId) : null,
    APPOINTMENT_MESSAGE_TABLES,
  );
  return appointmentId ? rows : NONE;
}
