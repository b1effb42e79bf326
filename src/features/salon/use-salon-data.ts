// Live reads of the owner's salon data, shared by the back-office screens and the assistant
// screen. Every hook returns undefined while its first read runs; tombstones never show.
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/database';
import { readAppointmentViews, readSchedules, type AppointmentView } from '../../db/queries/appointments';
import type { BusinessHours, Customer, Salon, SalonFaq, Service, Staff, StaffSchedule, StaffService } from '../../domain/types';
import { useCurrentUser } from '../auth/use-auth';
import { useSalon } from './use-salon';

const live = <T extends { deleted: boolean }>(rows: T[]) => rows.filter((r) => !r.deleted);
const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);

/** The signed-in owner's salon: undefined while loading, null when there is none yet. */
export function useCurrentSalon(): Salon | null | undefined {
  const user = useCurrentUser();
  return useSalon(user?.id);
}

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

export type { AppointmentView };

/** Appointments of the salon with their references, ordered by date then time (spec §7). */
export function useAppointments(salonId: string | null | undefined): AppointmentView[] | undefined {
  return useLiveQuery(async () => (salonId ? readAppointmentViews(db, salonId) : []), [salonId]);
}
