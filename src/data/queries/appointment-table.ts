// The Appointments table's read: a window of rows around the salon's today,
// never the whole table. Without a search the window comes straight from a date+time index;
// with one, the salon's customers and services are matched in memory first and only their
// appointments are read. The live hook and the benchmark both run this function.
import { ALL_STATUSES, appointmentSearch, byDateTime, TABLE_PAGE, type StatusFilter } from '../../domain/appointments';
import { addDays } from '../../domain/dates';
import type { Appointment, Customer, Service, Staff } from '../../domain/types';
import type { SalonDeskDB } from '../../db/database';
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
  /** Ascending by date then time (docs/behaviour.md#network-calls). */
  rows: AppointmentView[];
  /** Every match of a search (known because a search reads all its matches); null without one. */
  total: number | null;
  moreEarlier: boolean;
  moreLater: boolean;
}

const MAX = '\uffff';

/** The first `want` live rows of one index range, and whether more follow. */
async function readRange(db: SalonDeskDB, index: string, lower: unknown[], upper: unknown[], want: number): Promise<Found> {
  // One extra row tells whether more follow; tombstones are skipped by reading again, wider.
  let limit = want + 1;
  for (;;) {
    const raw = await db.appointments.where(index).between(lower, upper, true, false).limit(limit).toArray();
    const rows = raw.filter((a) => !a.deleted);
    if (rows.length > want || raw.length < limit) return { rows: rows.slice(0, want), more: rows.length > want };
    limit += want + 1 - rows.length + 8;
  }
}

/**
 * Up to this many matched customers and services, each one's appointments are read (a request
 * each, and the total is exact); beyond, walking the dates near today reads less. Where the two
 * cost the same on the bench salon (about 50 keys, npm run bench).
 */
export const PER_KEY_LIMIT = 48;
/** Days the first chunk of a walk covers when nothing tells how dense the dates are; each next chunk doubles. */
const FIRST_SPAN = 14;
/** Over-reading by this much makes a second chunk rare (matches are not spread evenly). */
const SPAN_MARGIN = 1.4;

/**
 * Days the first chunk of a walk covers so that it likely holds `want` matches (and the one
 * that tells more follow), given the salon's appointments per day near today and the share of
 * them expected to match: every row read is decoded, so a broad search reads about what it
 * shows rather than a fixed fortnight. At least a day, at most a year.
 */
export function firstSpan(want: number, rowsPerDay: number, share: number): number {
  if (want === 0) return 1;
  if (!(rowsPerDay > 0) || !(share > 0)) return FIRST_SPAN;
  return Math.min(366, Math.max(1, Math.ceil((SPAN_MARGIN * (want + 1)) / (rowsPerDay * Math.min(1, share)))));
}

/**
 * Rows of one index range kept by `keep`, walked in date chunks (plain range reads, no cursor)
 * from `today` forward or backward, until `want` are found: for a broad search, where reading
 * every match would cost more than walking the dates near today. The first chunk covers `span`
 * days, each next one twice the last.
 */
async function scanDates(
  db: SalonDeskDB,
  index: string,
  prefix: unknown[],
  today: string,
  reverse: boolean,
  want: number,
  keep: (a: Appointment) => boolean,
  span: number,
): Promise<Found> {
  const found: Appointment[] = [];
  let edge = today;
  for (; ; span *= 2) {
    const next = addDays(edge, reverse ? -span : span);
    const [lo, hi] = reverse ? [next, edge] : [edge, next];
    const chunk = await db.appointments
      .where(index)
      .between([...prefix, lo, ''], [...prefix, hi, ''], true, false)
      .toArray();
    if (reverse) chunk.reverse();
    for (const a of chunk) if (!a.deleted && keep(a)) found.push(a);
    if (found.length > want) return { rows: found.slice(0, want), more: true };
    edge = next;
    // Anything left beyond this chunk? One row answers it.
    const rest = reverse
      ? db.appointments.where(index).between([...prefix, '', ''], [...prefix, edge, ''], true, false)
      : db.appointments.where(index).between([...prefix, edge, ''], [...prefix, MAX, MAX], true, false);
    if (chunk.length === 0 && (await rest.limit(1).toArray()).length === 0) return { rows: found, more: false };
  }
}

/** Rows per day of one index range in the fortnight from today (a count: no row is decoded). */
async function densityNear(db: SalonDeskDB, index: string, prefix: unknown[], today: string): Promise<number> {
  const n = await db.appointments
    .where(index)
    .between([...prefix, today, ''], [...prefix, addDays(today, FIRST_SPAN), ''], true, false)
    .count();
  return n / FIRST_SPAN;
}

type Found = { rows: Appointment[]; more: boolean };

/** The window from the rows read ahead of today and behind it (read backward, nearest first). */
function around(ahead: Found, behind: Found) {
  return { rows: [...behind.rows.reverse(), ...ahead.rows], moreEarlier: behind.more, moreLater: ahead.more };
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

/** The table's index for a status filter (or none), and the key prefix that scopes it. */
function indexFor(salonId: string, status: StatusFilter): [string, unknown[]] {
  return status === ALL_STATUSES ? ['[salon_id+appointment_date+start_time]', [salonId]] : ['[salon_id+status+appointment_date+start_time]', [salonId, status]];
}

export interface NamingRows {
  services: Service[];
  staff: Staff[];
}

/**
 * The salon's services and staff, tombstones included (history keeps its names): few, so read
 * whole to name the table's rows. A screen holds them live and hands them to every read.
 */
export async function readNamingRows(db: SalonDeskDB, salonId: string): Promise<NamingRows> {
  const [services, staff] = await Promise.all([db.services.where('salon_id').equals(salonId).toArray(), db.staff.where('salon_id').equals(salonId).toArray()]);
  return { services, staff };
}

/** What the caller already holds, so a read need not fetch it again. */
export interface HeldRows {
  /** The salon's customers: a search matches names and phones over every one of them. */
  customers?: readonly Customer[];
  naming?: NamingRows;
}

function embed(rows: readonly Appointment[], customers: Map<string, Customer>, staff: readonly Staff[], services: readonly Service[]): AppointmentView[] {
  // Referenced rows are used even when tombstoned: history keeps its names.
  const st = new Map(staff.map((s) => [s.id, s]));
  const sv = new Map(services.map((s) => [s.id, s]));
  return rows.map((a) => ({ ...a, customer: customers.get(a.customer_id) ?? null, staff: st.get(a.staff_id) ?? null, service: sv.get(a.service_id) ?? null }));
}

/**
 * One window of the table. What the caller holds (`held`) is used rather than read again: the
 * screen keeps the customer list (for New Appointment) and the naming rows live, and each read
 * saved is a round trip off every search keystroke.
 */
export function readAppointmentTable(db: SalonDeskDB, salonId: string, req: TableRequest, held: HeldRows = {}): Promise<TableWindow> {
  // One read transaction: the rows and the names they are shown with come from the same moment.
  return db.transaction('r', [db.appointments, db.customers, db.services, db.staff], () => readWindow(db, salonId, req, held));
}

// Every read below stays in readWindow's own chain of awaits (scanDates and the like called
// straight from it): with a further async helper in between, fake-indexeddb saw the transaction
// commit under a pending read (Dexie's PrematureCommitError), tried and undone.
async function readWindow(db: SalonDeskDB, salonId: string, req: TableRequest, { customers, naming }: HeldRows): Promise<TableWindow> {
  const later = Math.max(0, req.later ?? TABLE_PAGE);
  const earlier = Math.max(0, req.earlier ?? 0);
  const status = req.status ?? ALL_STATUSES;
  const search = appointmentSearch(req.query);
  const { services, staff } = naming ?? (await readNamingRows(db, salonId));

  if (search.active) {
    const people = customers ?? (await db.customers.where('salon_id').equals(salonId).toArray());
    const customerIds = people.filter((c) => c.salon_id === salonId && search.customer(c)).map((c) => c.id);
    const serviceIds = services.filter((s) => search.service(s)).map((s) => s.id);
    const people_ = new Map(people.map((c) => [c.id, c]));
    const wanted = (a: Appointment) => status === ALL_STATUSES || a.status === status;
    if (customerIds.length + serviceIds.length <= PER_KEY_LIMIT) {
      // A few customers or services: read all their appointments, so the total is exact.
      const lists = await Promise.all([
        ...customerIds.map((id) => db.appointments.where('customer_id').equals(id).toArray()),
        ...serviceIds.map((id) => db.appointments.where('service_id').equals(id).toArray()),
      ]);
      const byId = new Map<string, Appointment>();
      for (const list of lists) for (const a of list) if (a.salon_id === salonId && !a.deleted && wanted(a)) byId.set(a.id, a);
      const sorted = [...byId.values()].sort(byDateTime);
      const cut = cutWindow(sorted, req.today, later, earlier);
      return { ...cut, rows: embed(cut.rows, people_, staff, services), total: sorted.length };
    }
    // A broad search (many customers match): walk the dates around today instead.
    const who = new Set(customerIds);
    const what = new Set(serviceIds);
    const keep = (a: Appointment) => who.has(a.customer_id) || what.has(a.service_id);
    const [index, prefix] = indexFor(salonId, status);
    // The share of rows expected to match: matched customers' and services' shares (about).
    const share = customerIds.length / Math.max(1, people.length) + serviceIds.length / Math.max(1, services.length);
    const perDay = await densityNear(db, index, prefix, req.today);
    const span = (want: number) => firstSpan(want, perDay, share);
    const ahead = await scanDates(db, index, prefix, req.today, false, later, keep, span(later));
    const wantBehind = earlier + (later - ahead.rows.length);
    const win = around(ahead, await scanDates(db, index, prefix, req.today, true, wantBehind, keep, span(wantBehind)));
    return { ...win, rows: embed(win.rows, people_, staff, services), total: null };
  }

  // No search: straight from the index, forward from today and backward before it.
  // Forward a plain limited range read; backward walks date chunks (a reversed limit would be a cursor).
  const [index, prefix] = indexFor(salonId, status);
  const ahead = await readRange(db, index, [...prefix, req.today, ''], [...prefix, MAX, MAX], later);
  const wantBehind = earlier + (later - ahead.rows.length);
  const behind = await scanDates(db, index, prefix, req.today, true, wantBehind, () => true, wantBehind === 0 ? 1 : FIRST_SPAN);
  const { rows, moreEarlier, moreLater } = around(ahead, behind);
  const people = customers
    ? new Map(customers.map((c) => [c.id, c]))
    : new Map((await db.customers.bulkGet([...new Set(rows.map((a) => a.customer_id))])).filter((c): c is Customer => !!c).map((c) => [c.id, c]));
  return { rows: embed(rows, people, staff, services), total: null, moreEarlier, moreLater };
}
