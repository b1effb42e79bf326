// The upcoming appointments under the chat, live. The product reads the list again 1 s after a
// successful AI action: `refresh` (a counter) keeps that contract on top of every write.
import { useMemo } from 'react';
import { useUpcomingAppointments as useUpcomingViews } from '../../data';
import { formatDate, formatTime } from '../../domain/display-format';
import type { Appointment } from '../../domain/types';

export interface UpcomingRow {
  id: string;
  date: string;
  time: string;
  customer: string;
  service: string;
  staff: string;
  status: Appointment['status'];
}

export const UPCOMING_LIMIT = 5;

/** `refresh` is a counter: each change reads the list again. Dates in words, times on the salon's clock (`locale`). */
export function useUpcomingAppointments(salonId: string | undefined, today: string, refresh: number, locale: string): UpcomingRow[] | undefined {
  const views = useUpcomingViews(salonId, today, UPCOMING_LIMIT, refresh);
  return useMemo(
    () =>
      views?.map((a) => ({
        id: a.id,
        date: formatDate(a.appointment_date, locale),
        time: formatTime(a.start_time, locale),
        customer: a.customer?.name ?? '—',
        service: a.service?.name ?? '—',
        staff: a.staff?.name ?? '—',
        status: a.status,
      })),
    [views, locale],
  );
}
