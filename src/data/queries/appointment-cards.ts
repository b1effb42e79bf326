// The four summary cards' read: each card reads only its own slice through a
// date or status+date index, never the whole table. The hook and the benchmark run this function.
import { NO_SHOW_DAYS, type CardSources } from '../../domain/appointments';
import { addDays, weekStartOf } from '../../domain/dates';
import type { Appointment } from '../../domain/types';
import type { SalonDeskDB } from '../../db/database';
import type { TableName } from '../use-live-read';

export type { CardSources };

const MAX = '\uffff';

export const CARD_TABLES: readonly TableName[] = ['appointments', 'services'];

export function readCardSources(db: SalonDeskDB, salonId: string, today: string): Promise<CardSources> {
  const byDate = '[salon_id+appointment_date+start_time]';
  const byStatus = '[salon_id+status+appointment_date+start_time]';
  const weekStart = weekStartOf(today);
  const since = addDays(today, -(NO_SHOW_DAYS - 1));
  const statusRange = (status: string, from: string, to: string) =>
    db.appointments.where(byStatus).between([salonId, status, from, ''], [salonId, status, to, MAX], true, true).toArray();
  return db.transaction('r', [db.appointments, db.services], async () => {
    const [day, week, pending, completed, noShows, services] = await Promise.all([
      db.appointments.where(byDate).between([salonId, today, ''], [salonId, today, MAX], true, true).toArray(),
      db.appointments
        .where(byDate)
        .between([salonId, weekStart, ''], [salonId, addDays(weekStart, 6), MAX], true, true)
        .toArray(),
      statusRange('pending', today, MAX),
      statusRange('completed', since, today),
      statusRange('no_show', since, today),
      db.services.where('salon_id').equals(salonId).toArray(),
    ]);
    const prices = new Map(services.map((s) => [s.id, s]));
    const withService = (a: Appointment) => ({ ...a, service: prices.get(a.service_id) ?? null });
    return { day, week: week.map(withService), pending, outcomes: [...completed, ...noShows] };
  });
}
