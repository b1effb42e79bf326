// Live reads for the Conflicts screen and the bell: the salon's conflict rows and just the
// appointments they name (never the whole table). What counts as open is the screen's rule
// (features/conflicts/conflict-view.ts).
import { db } from '../db/database';
import type { ConflictRow } from '../db/schema';
import type { AppointmentStatus } from '../domain/types';
import { readAppointmentViewsByIds } from './queries/appointment-lookups';
import { VIEW_TABLES, type AppointmentView } from './queries/appointments';
import { readKey, useLiveRead } from './use-live-read';

export type { ConflictRow };

export interface ConflictRows {
  rows: ConflictRow[];
  byId: Map<string, AppointmentView>;
}

const NO_ROWS: ConflictRows = { rows: [], byId: new Map() };

/** The salon's conflict rows with the appointments they name, by id. */
export function useConflictRows(salonId: string | null | undefined): ConflictRows | undefined {
  const read = useLiveRead(
    readKey('conflicts', salonId ?? null),
    salonId
      ? async () => {
          const rows = await db.conflicts.where('salon_id').equals(salonId).toArray();
          const ids = rows.flatMap((c) => [c.row_id, c.other_row_id].filter((id): id is string => typeof id === 'string'));
          return { rows, byId: await readAppointmentViewsByIds(db, salonId, ids) };
        }
      : null,
    ['conflicts', ...VIEW_TABLES],
  );
  return salonId ? read : NO_ROWS;
}

export interface UnresolvedConflicts {
  rows: ConflictRow[];
  /** Status of each live appointment a double booking flags. */
  status: Map<string, AppointmentStatus>;
}

/** Unresolved conflict rows and the status of the appointments they flag: the bell's badge. */
export function useUnresolvedConflicts(salonId: string | null | undefined): UnresolvedConflicts | undefined {
  return useLiveRead(
    readKey('unresolved-conflicts', salonId ?? null),
    salonId
      ? async () => {
          const rows = await db.conflicts
            .where('salon_id')
            .equals(salonId)
            .filter((c) => !c.resolved)
            .toArray();
          const ids = rows.flatMap((c) => (c.kind === 'double_booking' && c.row_id ? [c.row_id] : []));
          const appts = await db.appointments.bulkGet(ids);
          return { rows, status: new Map(appts.flatMap((a) => (a && !a.deleted ? [[a.id, a.status] as const] : []))) };
        }
      : null,
    ['conflicts', 'appointments'],
  );
}
