// Live reads of the owner's salon rows, shared by the back-office screens and the assistant
// screen. Every hook returns undefined while its first read for these arguments runs (never an
// answer to older arguments: a form that takes its initial values once must not fill itself from
// another salon's or week's rows); tombstones never show.
import Dexie from 'dexie';
import { db } from '../db/database';
import { AUTO_GENERATE_ROW_LIMIT } from '../domain/schedule';
import type { BusinessHours, Customer, SalonFaq, Service, Staff, StaffSchedule, StaffService } from '../domain/types';
import { readSchedules } from './queries/appointments';
import type { LiveReadSpec } from './primed-reads';
import { readKey, useLiveRead, type TableName } from './use-live-read';

const live = <T extends { deleted: boolean }>(rows: T[]) => rows.filter((r) => !r.deleted);
const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);
const NONE: never[] = [];

/** undefined: the salon is not known yet; null: there is none (no rows to read). */
function useSalonRows<T extends { deleted: boolean }>(
  salonId: string | null | undefined,
  table: TableName,
  read: (id: string) => Promise<T[]>,
  more: unknown[] = [],
): T[] | undefined {
  const rows = useLiveRead(readKey(table, salonId ?? null, ...more), salonId ? async () => live(await read(salonId)) : null, [table]);
  if (salonId === null) return NONE;
  return rows;
}

const readServices = async (id: string) => (await db.services.where('salon_id').equals(id).toArray()).sort(byName);
const readStaff = async (id: string) => (await db.staff.where('salon_id').equals(id).toArray()).sort(byName);

// For counting (the Overview's figures), in storage order: the name sort's locale collator costs
// a cold start about 10 ms of a slow tablet's main thread before the first figures.
const staffRows = (id: string) => db.staff.where('salon_id').equals(id).toArray();
const serviceRows = (id: string) => db.services.where('salon_id').equals(id).toArray();
const UNSORTED = ['in storage order'];

/** The reads behind useStaffRows and useServiceRows (also primed by a cold start: primed-reads.ts). */
export const staffRowsRead = (salonId: string): LiveReadSpec<Staff[]> => ({
  key: readKey('staff', salonId, ...UNSORTED),
  read: async () => live(await staffRows(salonId)),
  tables: ['staff'],
});
export const serviceRowsRead = (salonId: string): LiveReadSpec<Service[]> => ({
  key: readKey('services', salonId, ...UNSORTED),
  read: async () => live(await serviceRows(salonId)),
  tables: ['services'],
});

/** The salon's live staff, in no particular order (to count them). */
export function useStaffRows(salonId: string | null | undefined): Staff[] | undefined {
  return useSalonRows(salonId, 'staff', staffRows, UNSORTED);
}

/** The salon's live services, in no particular order (to count them). */
export function useServiceRows(salonId: string | null | undefined): Service[] | undefined {
  return useSalonRows(salonId, 'services', serviceRows, UNSORTED);
}

export function useServices(salonId: string | null | undefined): Service[] | undefined {
  return useSalonRows(salonId, 'services', readServices);
}

export function useStaff(salonId: string | null | undefined): Staff[] | undefined {
  return useSalonRows(salonId, 'staff', readStaff);
}

export function useStaffServices(salonId: string | null | undefined): StaffService[] | undefined {
  return useSalonRows(salonId, 'staff_services', (id) => db.staff_services.where('salon_id').equals(id).toArray());
}

/** The salon's saved week; the hours form mounts only once these are the salon's own rows. */
export function useBusinessHoursRows(salonId: string | null | undefined): BusinessHours[] | undefined {
  return useSalonRows(salonId, 'business_hours', (id) => db.business_hours.where('salon_id').equals(id).toArray());
}

export function useFaqs(salonId: string | null | undefined): SalonFaq[] | undefined {
  return useSalonRows(salonId, 'salon_faqs', (id) => db.salon_faqs.where('salon_id').equals(id).toArray());
}

export function useCustomers(salonId: string | null | undefined): Customer[] | undefined {
  return useSalonRows(salonId, 'customers', async (id) => (await db.customers.where('salon_id').equals(id).toArray()).sort(byName));
}

/** Schedule rows of the salon between two dates, inclusive (a week grid). */
export function useSchedules(salonId: string | null | undefined, from: string, to: string): StaffSchedule[] | undefined {
  return useSalonRows(salonId, 'staff_schedules', (id) => readSchedules(db, id, from, to), [from, to]);
}

/**
 * Auto Generate's templates (docs/behaviour.md#staff-schedule): per staff member, their latest live
 * schedule rows, at most 50, by date descending. Read through the [staff_id+date] index from the
 * newest date down, so a long history costs no more than the 50 rows taken.
 */
export function useLatestSchedules(staffIds: readonly string[]): Map<string, StaffSchedule[]> | undefined {
  const ids = [...staffIds].sort();
  return useLiveRead(readKey('latest-schedules', ...ids), async () => {
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
  }, ['staff_schedules']);
}
