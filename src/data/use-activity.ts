// The overview's Recent Activity sources: the latest changes across the salon's tables, live.
// Tombstones are read too: a deletion is activity. Only the newest few rows leave the query,
// however many rows the salon has.
import type { Table } from 'dexie';
import { db } from '../db/database';
import type { Appointment, Call, CallTurn, Customer, Salon, SalonFaq, Service, Staff } from '../domain/types';
import { readTurnsOf } from './queries/call-stats';
import { readKey, useLiveRead } from './use-live-read';

/** Sarah's latest conversations, their transcript lines and the appointments those lines touched. */
export interface ActivityCallRows {
  calls: Call[];
  turns: CallTurn[];
  appointments: Appointment[];
}

export interface ActivityRows {
  salon: Salon | null;
  appointments: Appointment[];
  customers: Customer[];
  staff: Staff[];
  services: Service[];
  faqs: SalonFaq[];
  calls: ActivityCallRows;
}

/** The newest `limit` calls by start (the [salon_id+started_at] index), with their lines and appointments. */
async function readActivityCalls(salonId: string, limit: number): Promise<ActivityCallRows> {
  const calls = (await db.calls.where('[salon_id+started_at]').between([salonId, ''], [salonId, '\uffff']).reverse().limit(limit).toArray()).filter(
    (c) => !c.deleted,
  );
  const turns = (
    await readTurnsOf(
      db,
      calls.map((c) => c.id),
    )
  ).filter((t) => !t.deleted && t.appointment_id);
  const ids = [...new Set(turns.map((t) => t.appointment_id as string))];
  const appointments = (await db.appointments.bulkGet(ids)).filter((a): a is Appointment => !!a && a.salon_id === salonId);
  return { calls, turns, appointments };
}

async function readActivityRows(salonId: string, limit: number): Promise<ActivityRows> {
  // The big tables give only their newest `limit` rows (an updated_at index); the few customers
  // those appointments name are fetched by key. None of them can displace a newer change.
  const newest = <T>(table: Table<T, string>) =>
    table.where('[salon_id+updated_at]').between([salonId, ''], [salonId, '\uffff']).reverse().limit(limit).toArray();
  const [salon, appointments, changedCustomers, staff, services, faqs, calls] = await Promise.all([
    db.salons.get(salonId),
    newest(db.appointments),
    newest(db.customers),
    db.staff.where('salon_id').equals(salonId).toArray(),
    db.services.where('salon_id').equals(salonId).toArray(),
    db.salon_faqs.where('salon_id').equals(salonId).toArray(),
    readActivityCalls(salonId, limit),
  ]);
  const known = new Set(changedCustomers.map((c) => c.id));
  const referenced = [...appointments, ...calls.appointments].map((a) => a.customer_id);
  const named = (await db.customers.bulkGet([...new Set(referenced)].filter((id) => !known.has(id)))).filter((c): c is Customer => !!c);
  return { salon: salon ?? null, appointments, customers: [...changedCustomers, ...named], staff, services, faqs, calls };
}

/** The rows Recent Activity is made of; null without a salon. */
export function useActivityRows(salonId: string | null | undefined, limit: number): ActivityRows | null | undefined {
  const rows = useLiveRead(readKey('activity', salonId ?? null, limit), salonId ? () => readActivityRows(salonId, limit) : null, [
    'salons',
    'appointments',
    'customers',
    'staff',
    'services',
    'salon_faqs',
    'calls',
    'call_turns',
  ]);
  return salonId ? rows : null;
}
