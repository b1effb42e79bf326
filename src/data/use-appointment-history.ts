// Live read of an appointment's history, for the appointment details (its own module: only that
// screen's chunk carries it).
import { db } from '../db/database';
import type { SalonNotification } from '../domain/types';
import { HISTORY_TABLES, readAppointmentHistory } from './queries/history';
import { readKey, useLiveRead } from './use-live-read';

/** The notifications naming the appointment, oldest first; undefined while the first read runs. */
export function useAppointmentHistory(appointmentId: string | null | undefined): SalonNotification[] | undefined {
  return useLiveRead(
    readKey('appointment-history', appointmentId ?? null),
    appointmentId ? () => readAppointmentHistory(db, appointmentId) : null,
    HISTORY_TABLES,
  );
}
