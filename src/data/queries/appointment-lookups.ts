// Small targeted appointment reads for screens that show a handful of rows (Conflicts, AI Chat
// Test): none of them may read the whole table, which holds years of a salon's bookings.
import type { SalonDeskDB } from '../../db/database';
import { salonRowsOf } from '../../db/salon-rows';
import { withRefs, type AppointmentView } from './appointments';

const MAX = '\uffff';

/** The salon's live appointments among `ids`, keyed by id, with their references. */
export function readAppointmentViewsByIds(db: SalonDeskDB, salonId: string, ids: readonly string[]): Promise<Map<string, AppointmentView>> {
  return db.transaction('r', [db.appointments, db.customers, db.staff, db.services], async () => {
    const rows = (await db.appointments.bulkGet([...new Set(ids)])).filter((a) => a !== undefined && !a.deleted && a.salon_id === salonId);
    const views = await withRefs(db, salonId, rows as NonNullable<(typeof rows)[number]>[]);
    return new Map(views.map((v) => [v.id, v]));
  });
}

/** The next `limit` live, not canceled appointments from `today` on, in date and time order. */
export function readUpcomingAppointments(db: SalonDeskDB, salonId: string, today: string, limit: number): Promise<AppointmentView[]> {
  return db.transaction('r', [db.appointments, db.customers, db.staff, db.services], async () => {
    const rows = await db.appointments
      .where('[salon_id+appointment_date+start_time]')
      .between([salonId, today, ''], [salonId, MAX, MAX], true, true)
      .filter((a) => !a.deleted && a.status !== 'canceled')
      .limit(limit)
      .toArray();
    return withRefs(db, salonId, rows);
  });
}

/** Live appointments of the salon. Walks the salon's rows once (tombstones carry no index). */
export function countLiveAppointments(db: SalonDeskDB, salonId: string): Promise<number> {
  return salonRowsOf(db.appointments, salonId)
    .filter((a) => !a.deleted)
    .count();
}
