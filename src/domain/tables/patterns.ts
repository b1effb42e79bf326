// Shifts that repeat: each technician's regular week, one row per weekday, repeating
// with no end. A dated staff_schedules row for the same member and day is an exception and wins
// (src/domain/patterns.ts effectiveSchedules; the server's sync_private.availability reads the same).
import { staffPatternId } from '../ids';
import { bool, owned, ref, SERVER_ONLY, time } from './columns';
import type { TableDef } from './kinds';

export const PATTERN_TABLES = {
  staff_patterns: {
    scope: 'salon',
    columns: {
      ...owned,
      staff_id: ref('staff'),
      /** 0 = Sunday … 6 = Saturday. */
      day_of_week: { kind: 'int', min: 0, max: 6, sql: 'smallint', rangeMessage: 'must be 0 (Sunday) to 6 (Saturday)' },
      start_time: { ...time, nullable: true },
      end_time: { ...time, nullable: true },
      is_day_off: bool,
    },
    naturalKey: { columns: ['staff_id', 'day_of_week'], id: (r) => staffPatternId(r.staff_id as string, r.day_of_week as number) },
    checks: ['end_time > start_time'],
    serverOnly: SERVER_ONLY,
    dexie: ['id', 'salon_id', 'staff_id'],
    label: 'regular weeks',
    noun: ['regular shift', 'regular shifts'],
  },
} as const satisfies Record<string, TableDef>;
