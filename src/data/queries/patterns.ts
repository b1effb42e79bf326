// The salon's regular weeks: every member's repeating shifts, tombstones included (the
// rules skip them), for the week grid, the checklist and anything else that shows shifts.
import type { SalonDeskDB } from '../../db/database';
import type { StaffPattern } from '../../domain/types';
import type { TableName } from '../use-live-read';

export const PATTERN_TABLES: readonly TableName[] = ['staff_patterns'];

export function readPatterns(db: SalonDeskDB, salonId: string): Promise<StaffPattern[]> {
  return db.staff_patterns.where('salon_id').equals(salonId).toArray();
}
