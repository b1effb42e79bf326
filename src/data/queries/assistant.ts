// The reads of Sarah's tools and prompt (src/assistant): named here, beside every other query of
// the app, so no tool reads Dexie itself. They answer what the tools read before, tombstones
// included where the tool itself decides what a deleted row means (an appointment id, a member).
import type { Appointment, BusinessHours, Customer, Salon, SalonFaq, Service, Staff, StaffService } from '../../domain/types';
import type { SalonDeskDB } from '../../db/database';

/** The salon row, live, or null. */
export async function readLiveSalon(db: SalonDeskDB, salonId: string): Promise<Salon | null> {
  const salon = await db.salons.get(salonId);
  return salon && !salon.deleted ? salon : null;
}

/** The services Sarah may offer and book: live and not hidden by the owner (issue 16), by name. */
export async function readOfferedServices(db: SalonDeskDB, salonId: string): Promise<Service[]> {
  const all = await db.services.where('salon_id').equals(salonId).toArray();
  return all.filter((s) => !s.deleted && s.is_active !== false).sort((a, b) => a.name.localeCompare(b.name));
}

/** The salon's saved business_hours rows as stored (effectiveHours fills the days without one). */
export function readHoursRows(db: SalonDeskDB, salonId: string): Promise<BusinessHours[]> {
  return db.business_hours.where('salon_id').equals(salonId).toArray();
}

/** The salon's live FAQs, in no order. */
export async function readLiveFaqs(db: SalonDeskDB, salonId: string): Promise<SalonFaq[]> {
  return db.salon_faqs.where('salon_id').equals(salonId).filter((f) => !f.deleted).toArray();
}

/** The salon's live, active members, in no order. */
export async function readActiveStaff(db: SalonDeskDB, salonId: string): Promise<Staff[]> {
  return (await db.staff.where('salon_id').equals(salonId).toArray()).filter((s) => !s.deleted && s.is_active);
}

/** Every staff_services row of a service, tombstones included. */
export function readServiceLinks(db: SalonDeskDB, serviceId: string): Promise<StaffService[]> {
  return db.staff_services.where('service_id').equals(serviceId).toArray();
}

/** One row by id, as stored (deleted or another salon's included: the caller decides). */
export const readAppointmentRow = (db: SalonDeskDB, id: string): Promise<Appointment | undefined> => db.appointments.get(id);
export const readCustomerRow = (db: SalonDeskDB, id: string): Promise<Customer | undefined> => db.customers.get(id);
export const readServiceRow = (db: SalonDeskDB, id: string): Promise<Service | undefined> => db.services.get(id);
export const readStaffRow = (db: SalonDeskDB, id: string): Promise<Staff | undefined> => db.staff.get(id);

/** Rows by id, in the order of `ids` (undefined where the device has none). */
export const readAppointmentRows = (db: SalonDeskDB, ids: readonly string[]): Promise<(Appointment | undefined)[]> => db.appointments.bulkGet([...ids]);
export const readServiceRows = (db: SalonDeskDB, ids: readonly string[]): Promise<(Service | undefined)[]> => db.services.bulkGet([...ids]);
export const readStaffRows = (db: SalonDeskDB, ids: readonly string[]): Promise<(Staff | undefined)[]> => db.staff.bulkGet([...ids]);

/** The salon's upcoming appointments of these customers (live, not canceled, from `today` on), by date and time. */
export async function readUpcomingOfCustomers(db: SalonDeskDB, salonId: string, customerIds: readonly string[], today: string): Promise<Appointment[]> {
  const rows = await db.appointments.where('customer_id').anyOf([...customerIds]).toArray();
  return rows
    .filter((a) => !a.deleted && a.salon_id === salonId && a.status !== 'canceled' && a.appointment_date >= today)
    .sort((a, b) => a.appointment_date.localeCompare(b.appointment_date) || a.start_time.localeCompare(b.start_time));
}
