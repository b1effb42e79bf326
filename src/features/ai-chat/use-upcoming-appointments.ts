// The upcoming appointments under the chat. Spec §4 reads the list again 1 s after a successful
// AI action; the local data is live anyway, but the screen keeps that contract: a one-shot read
// on load and on every refresh signal.
import { useEffect, useState } from 'react';
import { db } from '../../db/database';
import { countLiveAppointments, readUpcomingAppointments } from '../../data/queries/appointment-lookups';
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

async function readUpcoming(salonId: string, today: string): Promise<UpcomingRow[]> {
  const rows = await readUpcomingAppointments(db, salonId, today, UPCOMING_LIMIT);
  return rows.map((a) => ({
    id: a.id,
    date: a.appointment_date,
    time: a.start_time.slice(0, 5),
    customer: a.customer?.name ?? '—',
    service: a.service?.name ?? '—',
    staff: a.staff?.name ?? '—',
    status: a.status,
  }));
}

/** How many appointments the salon has, read again on each refresh like the list (never live per write). */
export function useAppointmentCount(salonId: string | undefined, refresh: number): number | undefined {
  const [count, setCount] = useState<number>();
  useEffect(() => {
    if (!salonId) return;
    let alive = true;
    void countLiveAppointments(db, salonId).then((n) => {
      if (alive) setCount(n);
    });
    return () => {
      alive = false;
    };
  }, [salonId, refresh]);
  return count;
}

/** `refresh` is a counter: each change reads the list again. */
export function useUpcomingAppointments(salonId: string | undefined, today: string, refresh: number): UpcomingRow[] | undefined {
  const [rows, setRows] = useState<UpcomingRow[]>();
  useEffect(() => {
    if (!salonId) return;
    let alive = true;
    void readUpcoming(salonId, today).then((r) => {
      if (alive) setRows(r);
    });
    return () => {
      alive = false;
    };
  }, [salonId, today, refresh]);
  return rows;
}
