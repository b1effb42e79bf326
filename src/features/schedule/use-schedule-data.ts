// Reads the schedule screen needs beyond the shared salon hooks.
import { useLiveQuery } from 'dexie-react-hooks';
import Dexie from 'dexie';
import { db } from '../../db/database';
import { AUTO_GENERATE_ROW_LIMIT } from '../../domain/schedule';
import type { StaffSchedule } from '../../domain/types';

/**
 * Auto Generate's templates (spec §7 "Template lookup"): per staff member, their latest live
 * schedule rows, at most 50, by date descending. Read through the [staff_id+date] index from the
 * newest date down, so a long history costs no more than the 50 rows taken.
 */
export function useLatestSchedules(staffIds: readonly string[]): Map<string, StaffSchedule[]> | undefined {
  const key = [...staffIds].sort().join(',');
  return useLiveQuery(async () => {
    const ids = key === '' ? [] : key.split(',');
    const lists = await Promise.all(
      ids.map((id) =>
        db.staff_schedules
          .where('[staff_id+date]')
          .between([id, Dexie.minKey], [id, Dexie.maxKey])
          .reverse()
          .filter((r) => !r.deleted)
          .limit(AUTO_GENERATE_ROW_LIMIT)
          .toArray(),
      ),
    );
    return new Map(ids.map((id, i) => [id, lists[i]]));
  }, [key]);
}
