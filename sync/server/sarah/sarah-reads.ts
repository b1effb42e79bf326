// The reads of server-side Sarah's store: one PostgREST function of the salon each
// (supabase/migrations/20261127000700_sarah_store.sql), rows shaped as a device holds them. The
// store (pg-store.ts) and its writes (sarah-writes.ts, sarah-calls.ts) both read through these.
import type { SupabaseClient } from '@supabase/supabase-js';
import { availabilityDataOf, type AvailabilityRows } from '../../../src/domain/availability-data';
import { oldestFirst } from '../../../src/domain/customer-order';
import { isUuid } from '../../../src/domain/ids';
import type { AvailabilityData } from '../../../src/domain/salon-store';
import { fromServerRow } from '../../../src/domain/tables';
import type { Appointment, BookingSettings, BusinessHours, Call, Customer, Salon, Service, Staff } from '../../../src/domain/types';

/** What sarah_salon answers: the salon as the prompt and tools read it, at one version. */
export interface SalonBundle {
  version: number | null;
  salon: Salon | null;
  hours: BusinessHours[];
  services: Service[];
  faqs: { id: string; question: string; answer: string }[];
  staff: Staff[];
  bookingSettings: BookingSettings | null;
}

export type Rpc = <T>(fn: string, args: Record<string, unknown>) => Promise<T>;

/** A PostgREST function call that throws the database's message on failure. */
export function rpcOf(client: SupabaseClient): Rpc {
  return async <T>(fn: string, args: Record<string, unknown>) => {
    const { data, error } = await client.rpc(fn, args);
    if (error) throw Object.assign(new Error(error.message), { code: error.code });
    return data as T;
  };
}

export const shaped = <T>(rows: unknown): T[] => ((rows as Record<string, unknown>[] | null) ?? []).map((r) => fromServerRow(r) as T);
const shapedOne = <T>(row: unknown): T | null => (row ? (fromServerRow(row as Record<string, unknown>) as T) : null);

/** Reads of one salon (also the writes' reads, which must not come from the cache). */
export function serverReads(rpc: Rpc, salonId: string) {
  const byIds = async <T extends { id: string }>(table: string, ids: readonly string[]): Promise<(T | undefined)[]> => {
    // An id that is not a UUID names no row (a model's "123"): undefined, as on the device, not
    // PostgreSQL's refusal of the uuid[] argument, which the tools would pass on as a failure.
    const wanted = [...new Set(ids.filter(isUuid))];
    if (wanted.length === 0) return ids.map(() => undefined);
    const rows = shaped<T>(await rpc('sarah_rows', { p_salon: salonId, p_table: table, p_ids: wanted }));
    return ids.map((id) => rows.find((r) => r.id === id));
  };
  return {
    async bundle(): Promise<SalonBundle> {
      const b = await rpc<Record<string, unknown>>('sarah_salon', { p_salon: salonId });
      return {
        version: (b.version as number | null) ?? null,
        salon: shapedOne<Salon>(b.salon),
        hours: shaped<BusinessHours>(b.hours),
        services: shaped<Service>(b.services).sort((x, y) => x.name.localeCompare(y.name)),
        faqs: (b.faqs as SalonBundle['faqs'] | null) ?? [],
        staff: shaped<Staff>(b.staff),
        bookingSettings: shapedOne<BookingSettings>(b.booking_settings),
      };
    },
    async availability(serviceId: string, date: string): Promise<Availability> {
      const r = await rpc<Record<string, unknown>>('sarah_availability', { p_salon: salonId, p_service: serviceId, p_date: date });
      const rows: AvailabilityRows = {
        services: shaped(r.services),
        staff: shaped(r.staff),
        staffServices: shaped(r.staff_services),
        dated: shaped(r.dated),
        appointments: shaped(r.appointments),
        hours: shaped(r.hours),
        settings: shapedOne(r.settings),
        timeOff: shaped(r.time_off),
        breaks: shaped(r.breaks),
        patterns: shaped(r.patterns),
      };
      return { data: availabilityDataOf(rows, serviceId, date), version: (r.version as number | null) ?? null };
    },
    appointments: (ids: readonly string[]) => byIds<Appointment>('appointments', ids),
    customers: (ids: readonly string[]) => byIds<Customer>('customers', ids),
    services: (ids: readonly string[]) => byIds<Service>('services', ids),
    staff: (ids: readonly string[]) => byIds<Staff>('staff', ids),
    async customersWithKey(key: string): Promise<Customer[]> {
      return shaped<Customer>(await rpc('sarah_customers_with_key', { p_salon: salonId, p_key: key })).sort(oldestFirst);
    },
    /** A call of the salon with its last turn (where the next goes); nulls when the salon has none. */
    async call(callId: string): Promise<{ call: Call | null; last: { position: number; at: string } | null }> {
      const r = await rpc<{ call: Record<string, unknown> | null; last: { position: number; at: string } | null }>('sarah_call', {
        p_salon: salonId,
        p_call: callId,
      });
      return { call: shapedOne<Call>(r.call), last: r.last };
    },
    async visit(visitId: string): Promise<Appointment[]> {
      const rows = shaped<Appointment>(await rpc('sarah_visit', { p_salon: salonId, p_visit: visitId }));
      return rows.sort((a, b) => a.start_time.localeCompare(b.start_time));
    },
  };
}

/** One service's availability input on one date, and the salon's version it was read at. */
export interface Availability {
  data: AvailabilityData | null;
  version: number | null;
}

export type ServerReads = ReturnType<typeof serverReads>;
