// Live reads of the owner's salon data, shared by the back-office screens and the assistant
// screen. Every hook returns undefined while its first read runs; tombstones never show.
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db/database';
import { readCardSources } from './queries/appointment-cards';
import { readAppointmentTable, readNamingRows, type NamingRows, type TableRequest, type TableWindow } from './queries/appointment-table';
import {
  readAppointmentView,
  readAppointmentViewsBetween,
  readSchedules,
  type AppointmentView,
} from './queries/appointments';
import type { CardSources } from '../domain/appointments';
import type { BusinessHours, Customer, SalonFaq, Service, Staff, StaffSchedule, StaffService } from '../domain/types';
import { useLiveRead } from './live-read';

const live = <T extends { deleted: boolean }>(rows: T[]) => rows.filter((r) => !r.deleted);
const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);

function useSalonRows<T extends { deleted: boolean }>(
  salonId: string | null | undefined,
  read: (id: string) => Promise<T[]>,
  deps: unknown[] = [],
): T[] | undefined {
  // A live query keeps its previous answer while a new one runs: tag each answer with what it
  // was read for, so a form never fills itself from another salon's (or week's) rows.
  const key = JSON.stringify([salonId ?? null, ...deps]);
  const result = useLiveQuery(async () => ({ key, rows: salonId ? live(await read(salonId)) : [] }), [key]);
  if (salonId === undefined || !result || result.key !== key) return undefined;
  return result.rows;
}

export function useServices(salonId: string | null | undefined): Service[] | undefined {
  return useSalonRows(salonId, async (id) => (await db.services.where('salon_id').equals(id).toArray()).sort(byName));
}

export function useStaff(salonId: string | null | undefined): Staff[] | undefined {
  return useSalonRows(salonId, async (id) => (await db.staff.where('salon_id').equals(id).toArray()).sort(byName));
}

export function useStaffServices(salonId: string | null | undefined): StaffService[] | undefined {
  return useSalonRows(salonId, (id) => db.staff_services.where('salon_id').equals(id).toArray());
}

export function useBusinessHoursRows(salonId: string | null | undefined): BusinessHours[] | undefined {
  return useSalonRows(salonId, (id) => db.business_hours.where('salon_id').equals(id).toArray());
}

export function useFaqs(salonId: string | null | undefined): SalonFaq[] | undefined {
  return useSalonRows(salonId, (id) => db.salon_faqs.where('salon_id').equals(id).toArray());
}

export function useCustomers(salonId: string | null | undefined): Customer[] | undefined {
  return useSalonRows(salonId, async (id) => (await db.customers.where('salon_id').equals(id).toArray()).sort(byName));
}

/** Schedule rows of the salon between two dates, inclusive (a week grid). */
export function useSchedules(salonId: string | null | undefined, from: string, to: string): StaffSchedule[] | undefined {
  return useSalonRows(salonId, (id) => readSchedules(db, id, from, to), [from, to]);
}

export type { AppointmentView, TableRequest, TableWindow };

/** Tags a live answer with what it was read for, so a screen never shows an answer to an older question. */
function useKeyedLiveQuery<T>(key: unknown[], read: () => Promise<T>): T | undefined {
  const tag = JSON.stringify(key);
  const result = useLiveQuery(async () => ({ tag, value: await read() }), [tag]);
  return result && result.tag === tag ? result.value : undefined;
}

/** The salon's services and staff with tombstones, to name appointment rows (readNamingRows). */
function useNamingRows(salonId: string | null | undefined): NamingRows | undefined {
  return useLiveRead(JSON.stringify(['naming', salonId ?? null]), salonId ? () => readNamingRows(db, salonId) : null, ['services', 'staff']);
}

/**
 * One window of the Appointments table (readAppointmentTable). A search needs the salon's
 * customers to match names and phones: pass the list the screen already holds, or undefined
 * while it loads (the search then waits for it rather than reading it twice).
 */
export function useAppointmentTable(
  salonId: string | null | undefined,
  req: TableRequest | null,
  customers: readonly Customer[] | undefined,
): TableWindow | undefined {
  const naming = useNamingRows(salonId);
  const searching = !!req?.query?.trim();
  const ready = !!salonId && !!req && !!naming && (!searching || customers !== undefined);
  const key = JSON.stringify([salonId ?? null, req]);
  // A new customer list (every write to it makes one) or renamed service re-reads the same question.
  const held = { customers: searching ? customers : undefined, naming };
  return useLiveRead(key, ready ? () => readAppointmentTable(db, salonId, req, held) : null, ['appointments', 'customers', 'services', 'staff'], [
    held.customers,
    naming,
  ]);
}

/** What the four summary cards are computed from, for the salon's today. */
export function useCardSources(salonId: string | null | undefined, today: string | null): CardSources | undefined {
  return useKeyedLiveQuery([salonId ?? null, today], async () =>
    salonId && today ? readCardSources(db, salonId, today) : { day: [], week: [], pending: [], outcomes: [] },
  );
}

/** Live appointments dated between two days, inclusive, with references, by date then time. */
export function useAppointmentsBetween(salonId: string | null | undefined, from: string, to: string): AppointmentView[] | undefined {
  return useKeyedLiveQuery([salonId ?? null, from, to], async () => (salonId ? readAppointmentViewsBetween(db, salonId, from, to) : []));
}

/** One appointment with its references; null once it is gone. */
export function useAppointmentView(salonId: string | null | undefined, id: string | null): AppointmentView | null | undefined {
  return useKeyedLiveQuery([salonId ?? null, id], async () => (salonId && id ? readAppointmentView(db, salonId, id) : null));
}
