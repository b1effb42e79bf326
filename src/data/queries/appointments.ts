// Appointment reads with their references embedded, shared by the windowed table, the calendar,
// the overview and the details dialog (hooks and benchmarks call the same functions).
import type { Appointment, Customer, Service, Staff, StaffSchedule } from '../../domain/types';
import type { SalonDeskDB } from '../../db/database';
import type { TableName } from '../use-live-read';

/** What an AppointmentView is read from: a live read of views listens to these. */
export const VIEW_TABLES: readonly TableName[] = ['appointments', 'customers', 'staff', 'services'];

/** An appointment read with its customer, staff and service embedded (docs/behaviour.md#entities). */
export interface AppointmentView extends Appointment {
  customer: Customer | null;
  staff: Staff | null;
  service: Service | null;
}

/** Schedule rows of the salon between two dates, inclusive (the week grid), tombstones included. */
export function readSchedules(db: SalonDeskDB, salonId: string, from: string, to: string): Promise<StaffSchedule[]> {
  return db.staff_schedules.where('[salon_id+date]').between([salonId, from], [salonId, to], true, true).toArray();
}

/**
 * By date, then start time. Both are fixed-width digit strings (YYYY-MM-DD, HH:MM), so comparing
 * them as they are orders them as localeCompare would, without its locale collator: creating that
 * cost a cold start about 10 ms of a slow tablet's main thread before the Overview's first figures.
 */
const ordered = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
const byDateAndTime = (a: Appointment, b: Appointment) => ordered(a.appointment_date, b.appointment_date) || ordered(a.start_time, b.start_time);

/** Embeds references into a few rows: their customers by key, staff and services whole (they are few). */
export async function withRefs(db: SalonDeskDB, salonId: string, rows: readonly Appointment[]): Promise<AppointmentView[]> {
  const [customers, staff, services] = await Promise.all([
    db.customers.bulkGet([...new Set(rows.map((a) => a.customer_id))]),
    db.staff.where('salon_id').equals(salonId).toArray(),
    db.services.where('salon_id').equals(salonId).toArray(),
  ]);
  const index = <T extends { id: string }>(list: (T | undefined)[]) => new Map(list.filter((r): r is T => !!r).map((r) => [r.id, r]));
  const c = index(customers);
  const st = index(staff);
  const sv = index(services);
  return rows.map((a) => ({ ...a, customer: c.get(a.customer_id) ?? null, staff: st.get(a.staff_id) ?? null, service: sv.get(a.service_id) ?? null }));
}

/** Live appointments dated between two days, inclusive, with references (a calendar week, the overview's week). */
export function readAppointmentViewsBetween(db: SalonDeskDB, salonId: string, from: string, to: string): Promise<AppointmentView[]> {
  return db.transaction('r', [db.appointments, db.customers, db.staff, db.services], async () => {
    const rows = await db.appointments
      .where('[salon_id+appointment_date+start_time]')
      .between([salonId, from, ''], [salonId, to, '\uffff'], true, true)
      .toArray();
    const views = await withRefs(
      db,
      salonId,
      rows.filter((a) => !a.deleted),
    );
    return views.sort(byDateAndTime);
  });
}

/** One live appointment of the salon with its references, or null (gone, tombstoned, or another salon's). */
export function readAppointmentView(db: SalonDeskDB, salonId: string, id: string): Promise<AppointmentView | null> {
  return db.transaction('r', [db.appointments, db.customers, db.staff, db.services], async () => {
    const row = await db.appointments.get(id);
    if (!row || row.deleted || row.salon_id !== salonId) return null;
    return (await withRefs(db, salonId, [row]))[0];
  });
}

/** The live parts of one visit of the salon, in order, with references; [] when none. */
export function readVisitViews(db: SalonDeskDB, salonId: string, visitId: string): Promise<AppointmentView[]> {
  return db.transaction('r', [db.appointments, db.customers, db.staff, db.services], async () => {
    const rows = await db.appointments
      .where('visit_id')
      .equals(visitId)
      .filter((a) => !a.deleted && a.salon_id === salonId)
      .toArray();
    const views = await withRefs(db, salonId, rows);
    return views.sort((a, b) => a.appointment_date.localeCompare(b.appointment_date) || a.start_time.localeCompare(b.start_time));
  });
}
