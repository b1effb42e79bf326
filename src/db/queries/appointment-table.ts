// The Appointments table's read (issue 3 "Speed"): a window of rows around the salon's today,
// never the whole table. Without a search the window comes straight from a date+time index;
// with one, the salon's customers and services are matched in memory first and only their
// appointments are read. The live hook and the benchmark both run this function.
import { ALL_STATUSES, appointmentSearch, byDateTime, TABLE_PAGE, type StatusFilter } from '../../domain/appointments';
import type { Appointment, Customer, Service, Staff } from '../../domain/types';
import type { SalonDeskDB } from '../database';
import type { AppointmentView } from './appointments';

export interface TableRequest {
  /** The salon's today: the window starts at the first appointment on or after it. */
  today: string;
  query?: string;
  status?: StatusFilter;
  /** How many rows from today onward; when fewer exist, earlier rows fill the window. */
  later?: number;
  /** How many rows before today, on top of any filling. */
  earlier?: number;
}

export interface TableWindow {
  /** Ascending by date then time (spec §7). */
  rows: AppointmentView[];
  /** Every match of a search (known because a search reads all its matches); null without one. */
  total: number | null;
  moreEarlier: boolean;
  moreLater: boolean;
}

const MAX = '\uffff';

/** Live rows of one index range in one direction: `want` of them, and whether more follow. */
async function readRange(
  db: SalonDeskDB,
  index: string,
  lower: unknown[],
  upper: unknown[],
  reverse: boolean,
  want: number,
): Promise<{ rows: Appointment[]; more: boolean }> {
  if (want <= 0) {
    // Only "is there anything?": one row, tombstones aside, answers it.
    const r = await readRange(db, index, lower, upper, reverse, 1);
    return { rows: [], more: r.rows.length > 0 };
  }
  // One extra row tells whether more follow; tombstones are skipped by reading again, wider.
  let limit = want + 1;
  for (;;) {
    let range = db.appointments.where(index).between(lower, upper, true, false);
    if (reverse) range = range.reverse();
    const raw = await range.limit(limit).toArray();
    const rows = raw.filter((a) => !a.deleted);
    if (rows.length > want || raw.length < limit) return { rows: rows.slice(0, want), more: rows.length > want };
    limit += want + 1 - rows.length + 8;
  }
}

/** Split ascending rows at today and cut the window: `later` from today, `earlier` (plus fill) before. */
export function cutWindow<T extends Pick<Appointment, 'appointment_date'>>(
  sorted: readonly T[],
  today: string,
  later: number,
  earlier: number,
): { rows: T[]; moreEarlier: boolean; moreLater: boolean } {
  let split = sorted.findIndex((a) => a.appointment_date >= today);
  if (split < 0) split = sorted.length;
  const after = sorted.slice(split, split + later);
  const before = Math.min(split, earlier + (later - after.length));
  return { rows: [...sorted.slice(split - before, split), ...after], moreEarlier: split - before > 0, moreLater: split + later < sorted.length };
}

/** The salon's services and staff are few: read whole, to name the rows. */
async function smallRefs(db: SalonDeskDB, salonId: string) {
  const [services, staff] = await Promise.all([
    db.services.where('salon_id').equals(salonId).toArray(),
    db.staff.where('salon_id').equals(salonId).toArray(),
  ]);
  return { services, staff };
}

function embed(rows: readonly Appointment[], customers: Map<string, Customer>, staff: readonly Staff[], services: readonly Service[]): AppointmentView[] {
  // Referenced rows are used even when tombstoned: history keeps its names.
  const st = new Map(staff.map((s) => [s.id, s]));
  const sv = new Map(services.map((s) => [s.id, s]));
  return rows.map((a) => ({ ...a, customer: customers.get(a.customer_id) ?? null, staff: st.get(a.staff_id) ?? null, service: sv.get(a.service_id) ?? null }));
}

/**
 * One window of the table. `customers` is the salon's customer list when the caller already
 * holds it (the screen does, for New Appointment); a search needs every customer to match
 * names, so without it the list is read here.
 */
export function readAppointmentTable(
  db: SalonDeskDB,
  salonId: string,
  req: TableRequest,
  customers?: readonly Customer[],
): Promise<TableWindow> {
  // One read transaction: the rows and the names they are shown with come from the same moment.
  return db.transaction('r', [db.appointments, db.customers, db.services, db.staff], () => readWindow(db, salonId, req, customers));
}

async function readWindow(db: SalonDeskDB, salonId: string, req: TableRequest, customers?: readonly Customer[]): Promise<TableWindow> {
  const later = Math.max(0, req.later ?? TABLE_PAGE);
  const earlier = Math.max(0, req.earlier ?? 0);
  const status = req.status ?? ALL_STATUSES;
  const search = appointmentSearch(req.query);
  const { services, staff } = await smallRefs(db, salonId);

  if (search.active) {
    const people = customers ?? (await db.customers.where('salon_id').equals(salonId).toArray());
    const customerIds = people.filter((c) => c.salon_id === salonId && search.customer(c)).map((c) => c.id);
    const serviceIds = services.filter((s) => search.service(s)).map((s) => s.id);
    const lists = await Promise.all([
      ...customerIds.map((id) => db.appointments.where('customer_id').equals(id).toArray()),
      ...serviceIds.map((id) => db.appointments.where('service_id').equals(id).toArray()),
    ]);
    const byId = new Map<string, Appointment>();
    for (const list of lists) for (const a of list) if (a.salon_id === salonId && !a.deleted && (status === ALL_STATUSES || a.status === status)) byId.set(a.id, a);
    const sorted = [...byId.values()].sort(byDateTime);
    const cut = cutWindow(sorted, req.today, later, earlier);
    return { ...cut, rows: embed(cut.rows, new Map(people.map((c) => [c.id, c])), staff, services), total: sorted.length };
  }

  // No search: straight from the index, forward from today and backward before it.
  const [index, prefix] =
    status === ALL_STATUSES ? ['[salon_id+appointment_date+start_time]', [salonId]] : ['[salon_id+status+appointment_date+start_time]', [salonId, status]];
  const ahead = await readRange(db, index, [...prefix, req.today, ''], [...prefix, MAX, MAX], false, later);
  const fill = earlier + (later - ahead.rows.length);
  const behind = await readRange(db, index, [...prefix, '', ''], [...prefix, req.today, ''], true, fill);
  const rows = [...behind.rows.reverse(), ...ahead.rows];
  const people = customers
    ? new Map(customers.map((c) => [c.id, c]))
    : new Map(
        (await db.customers.bulkGet([...new Set(rows.map((a) => a.customer_id))])).filter((c): c is Customer => !!c).map((c) => [c.id, c]),
      );
  return { rows: embed(rows, people, staff, services), total: null, moreEarlier: behind.more, moreLater: ahead.more };
}
