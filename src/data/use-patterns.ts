// Live read of the salon's regular weeks. Imported by path by the screens that show
// them, so the start-up chunk does not carry it.
import { db } from '../db/database';
import type { StaffPattern } from '../domain/types';
import { PATTERN_TABLES, readPatterns } from './queries/patterns';
import { readKey, useLiveRead } from './use-live-read';

const NONE: never[] = [];

/** Every member's regular shifts (tombstones too); undefined while the first read runs. */
export function useStaffPatterns(salonId: string | null | undefined): StaffPattern[] | undefined {
  const rows = useLiveRead(readKey('staff-patterns', salonId ?? null), salonId ? () => readPatterns(db, salonId) : null, PATTERN_TABLES);
  return salonId === null ? NONE : rows;
}
