// The Clients screen's reads. The search needs every card's name and phone, so the
// salon's customers are read whole (once per change of that table; a keystroke reads nothing).
// Appointments are never read whole: the list reads the visible clients' rows by customer_id,
// and a card reads its own client's.
import { visitSummary, type VisitSummary } from '../../domain/client-card';
import type { Customer } from '../../domain/types';
import type { SalonDeskDB } from '../../db/database';
import { VIEW_TABLES, withRefs, type AppointmentView } from './appointments';
import type { TableName } from '../use-live-read';

export const CLIENT_DIRECTORY_TABLES: readonly TableName[] = ['customers'];
export const VISIT_SUMMARY_TABLES: readonly TableName[] = ['appointments'];
export const CLIENT_CARD_TABLES: readonly TableName[] = VIEW_TABLES;

/** The salon's live customers, in no order (the search index sorts them). */
export async function readClientDirectory(db: SalonDeskDB, salonId: string): Promise<Customer[]> {
  return (await db.customers.where('salon_id').equals(salonId).toArray()).filter((c) => !c.deleted);
}

/** Visits and last visit of each of these clients, by id (the rows the list shows). */
export async function readVisitSummaries(db: SalonDeskDB, salonId: string, customerIds: readonly string[]): Promise<Record<string, VisitSummary>> {
  const ids = [...new Set(customerIds)];
  // One key range per client, side by side: anyOf walks a cursor from key to key, many times
  // slower for 50 scattered keys (npm run bench, clients).
  const lists = await Promise.all(ids.map((id) => db.appointments.where('customer_id').equals(id).toArray()));
  return Object.fromEntries(ids.map((id, i) => [id, visitSummary(lists[i].filter((a) => a.salon_id === salonId))]));
}

export interface ClientCardData {
  customer: Customer;
  /** Every live appointment of the client, with service and staff, in no order (the card splits and sorts). */
  appointments: AppointmentView[];
}

/** One client of the salon with their appointments; null when the card is gone or another salon's. */
export function readClientCard(db: SalonDeskDB, salonId: string, customerId: string): Promise<ClientCardData | null> {
  return db.transaction('r', [db.appointments, db.customers, db.staff, db.services], async () => {
    const customer = await db.customers.get(customerId);
    if (!customer || customer.deleted || customer.salon_id !== salonId) return null;
    const rows = (await db.appointments.where('customer_id').equals(customerId).toArray()).filter((a) => !a.deleted && a.salon_id === salonId);
    return { customer, appointments: await withRefs(db, salonId, rows) };
  });
}
