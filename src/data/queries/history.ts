// An appointment's history: what happened to it, as the owner was told — booked, moved,
// cancelled, by whom (a device, Sarah, the booking page, the server) — read from the synced
// notifications that name it, oldest first.
import type { SalonNotification } from '../../domain/types';
import type { SalonDeskDB } from '../../db/database';
import type { TableName } from '../use-live-read';

export const HISTORY_TABLES: readonly TableName[] = ['notifications'];

export async function readAppointmentHistory(db: SalonDeskDB, appointmentId: string): Promise<SalonNotification[]> {
  const rows = await db.notifications.where('appointment_id').equals(appointmentId).toArray();
  return rows.filter((n) => !n.deleted).sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
}
