// The upcoming appointments under the chat. Spec §4 reads the list again 1 s after a successful
// AI action; the local data is live anyway, but the screen keeps that contract: a one-shot read
// on load and on every refresh signal.
import { useEffect, useState } from 'react';
import { db } from '../../db/database';
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
  const [appointments, customers, services, staff] = await Promise.all([
    db.appointments.where('salon_id').equals(salonId).toArray(),
    db.customers.where('salon_id').equals(salonId).toArray(),
    db.services.where('salon_id').equals(salonId).toArray(),
    db.staff.where('salon_id').equals(salonId).toArray(),
  ]);
  const name = (rows: { id: string; name: string }[], id: string) => rows.find((r) => r.id === id)?.name ?? '—';
  return appointments
    .filter((a) => !a.deleted && a.status !== 'canceled' && a.appointment_date >= today)
    .sort((a, b) => a.appointment_date.localeCompare(b.appointment_date) || a.start_time.localeCompare(b.start_time))
    .slice(0, UPCOMING_LIMIT)
    .map((a) => ({
      id: a.id,
      date: a.appointment_date,
      time: a.start_time.slice(0, 5),
      customer: name(customers, a.customer_id),
      service: name(services, a.service_id),
      staff: name(staff, a.staff_id),
      status: a.status,
    }));
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
