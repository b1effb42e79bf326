// Sarah's salon store on the device (the port is src/domain/salon-store.ts): today's
// Dexie repositories behind the interface, so the assistant core never reaches a table. Writes go
// through the writer as before (the offline queue stays on the device) and act as Sarah, so what
// she books tells the owner it was her. By-id reads answer only the store's salon.
import { oldestFirst } from '../../domain/customer-order';
import { DEFAULT_AGENT } from '../../domain/phone';
import type { SalonStore } from '../../domain/salon-store';
import type { SalonDeskDB } from '../database';
import { loadAvailabilityData } from '../availability';
import { appContext, type WriteContext } from '../context';
import { rescheduleAppointment, updateAppointmentStatus } from './appointments';
import { appendActionLog, deviceQueueStore } from './assistant-local';
import { appendTurns, endCall, openCall, recordTakenMessage } from './calls';
import { asAssistant } from './notifications';
import { loadPhoneIntegration } from './phone-settings';
import { createVisit } from './visits';

type Owned = { salon_id: string } | undefined;
const mine = <T extends Owned>(salonId: string, rows: T[]): (T | undefined)[] => rows.map((r) => (r && r.salon_id === salonId ? r : undefined));

/** The store of one salon over a device's database; `ctx` is the device's write context. */
export function deviceSalonStore(ctx: WriteContext, salonId: string): SalonStore {
  const db: SalonDeskDB = ctx.db;
  const sarah = asAssistant(ctx);
  return {
    salonId,
    async salon() {
      const salon = await db.salons.get(salonId);
      return salon && !salon.deleted ? salon : null;
    },
    hours: () => db.business_hours.where('salon_id').equals(salonId).toArray(),
    async offeredServices() {
      const all = await db.services.where('salon_id').equals(salonId).toArray();
      return all.filter((s) => !s.deleted && s.is_active !== false).sort((a, b) => a.name.localeCompare(b.name));
    },
    faqs: () =>
      db.salon_faqs
        .where('salon_id')
        .equals(salonId)
        .filter((f) => !f.deleted)
        .toArray(),
    async activeStaff() {
      return (await db.staff.where('salon_id').equals(salonId).toArray()).filter((s) => !s.deleted && s.is_active);
    },
    async staffDoes(staffId, serviceId) {
      const links = await db.staff_services.where('service_id').equals(serviceId).toArray();
      return links.some((l) => !l.deleted && l.staff_id === staffId && l.salon_id === salonId);
    },
    availability: (serviceId, date) => loadAvailabilityData(db, salonId, serviceId, date),
    async bookingSettings() {
      return (await db.booking_settings.where('salon_id').equals(salonId).first()) ?? null;
    },
    async agent() {
      return (await loadPhoneIntegration(db, salonId)).agent ?? DEFAULT_AGENT;
    },
    appointments: async (ids) => mine(salonId, await db.appointments.bulkGet([...ids])),
    customers: async (ids) => mine(salonId, await db.customers.bulkGet([...ids])),
    services: async (ids) => mine(salonId, await db.services.bulkGet([...ids])),
    staff: async (ids) => mine(salonId, await db.staff.bulkGet([...ids])),
    async customersWithKey(key) {
      const rows = await db.customers.where('[salon_id+phone_key]').equals([salonId, key]).toArray();
      return rows.filter((c) => !c.deleted).sort(oldestFirst);
    },
    async upcomingOf(customerIds, today) {
      const rows = await db.appointments
        .where('customer_id')
        .anyOf([...customerIds])
        .toArray();
      return rows
        .filter((a) => !a.deleted && a.salon_id === salonId && a.status !== 'canceled' && a.appointment_date >= today)
        .sort((a, b) => a.appointment_date.localeCompare(b.appointment_date) || a.start_time.localeCompare(b.start_time));
    },
    book: (r) =>
      createVisit(
        {
          salonId,
          customer: { ...r.customer, email: r.customer.email ?? null },
          services: r.serviceIds.map((serviceId) => ({ serviceId, staffId: null })),
          date: r.date,
          start: r.start,
          status: r.status,
          now: r.now,
          source: r.source,
        },
        sarah,
      ),
    async move(r) {
      const [appt] = mine(salonId, [await db.appointments.get(r.appointmentId)]);
      if (!appt) throw new Error('No such appointment');
      return rescheduleAppointment({ salonId, appointmentId: r.appointmentId, date: r.date, start: r.start, staffId: r.staffId, now: r.now }, sarah);
    },
    async cancel(appointmentId) {
      const [appt] = mine(salonId, [await db.appointments.get(appointmentId)]);
      if (!appt) throw new Error('No such appointment');
      return updateAppointmentStatus(appointmentId, 'canceled', sarah);
    },
    async takeMessage(m) {
      await recordTakenMessage(sarah, { ...m, salonId });
    },
    openCall: (input) => openCall(ctx, { ...input, salonId }),
    appendTurns: (callId, first, turns, patch) => appendTurns(ctx, { id: callId, salonId }, first, turns, patch),
    endCall: (callId, endedAt, patch) => endCall(ctx, callId, endedAt, patch),
    async logAction(entry) {
      await appendActionLog(db, { salon_id: salonId, ...entry });
    },
  };
}

/** This device's own stores (the AI Chat screen's): a salon's data, and its offline queue. */
export async function openDeviceStores() {
  const ctx = await appContext();
  return {
    salon: (salonId: string): SalonStore => deviceSalonStore(ctx, salonId),
    queue: (salonId: string) => deviceQueueStore(ctx.db, salonId),
  };
}
