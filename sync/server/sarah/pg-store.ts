// Sarah's salon store on the server (the port is src/domain/salon-store.ts): the same
// assistant core as the device, over PostgreSQL through PostgREST with the service-role key, as
// the sender talks to it. Every read and write is a function of the salon granted to service_role
// only (supabase/migrations/20261127000700_sarah_store.sql): the database keeps Sarah inside the
// call's salon, not a filter this file remembers to add. Writes are authoritative (sarah-writes.ts).
import type { SupabaseClient } from '@supabase/supabase-js';
import { agentFromRow } from '../../../src/domain/agent-settings';
import { DEFAULT_AGENT, type AgentConfig } from '../../../src/domain/phone';
import { fromServerRow } from '../../../src/domain/tables';
import type { SalonStore } from '../../../src/domain/salon-store';
import type { Appointment, Customer } from '../../../src/domain/types';
import { rpcOf, serverReads, shaped, type Availability, type SalonBundle, type ServerReads } from './sarah-reads';
import { createServerWrites } from './sarah-writes';

export { rpcOf, serverReads, type Availability, type Rpc, type SalonBundle, type ServerReads } from './sarah-reads';

export interface ServerStoreOptions {
  /**
   * How long one read of the salon (profile, hours, services, staff) serves the prompt and the
   * tools of a turn (Sarah writes none of it). Default 1 s: a turn asks for it a dozen times.
   */
  salonCacheMs?: number;
  /**
   * The agent configuration the request brought (the owner's device sends its own view with each
   * chat message: newer than the server's while a save waits to be pushed). Absent (the phone):
   * the salon's synced agent_settings row, else the defaults.
   */
  agent?: () => AgentConfig | Promise<AgentConfig>;
  now?: () => number;
}

/**
 * What a turn has just read, kept briefly: the tools ask for the same salon, day and rows several
 * times in one turn. Keeping it is safe for writes because every write names the version its data
 * was read at and is refused (then read afresh) if the salon moved on; after a write of Sarah's own
 * the day is dropped, so her next look sees it.
 */
function memo<K, V>(ttlMs: number, now: () => number) {
  const kept = new Map<K, { at: number; value: Promise<V> }>();
  return {
    get(key: K, read: () => Promise<V>): Promise<V> {
      const hit = kept.get(key);
      if (hit && now() - hit.at <= ttlMs) return hit.value;
      const value = read();
      kept.set(key, { at: now(), value });
      value.catch(() => kept.get(key)?.value === value && kept.delete(key));
      return value;
    },
    clear: () => kept.clear(),
  };
}

/** The store of one salon on the server, over a service-role client. */
export function serverSalonStore(client: SupabaseClient, salonId: string, options: ServerStoreOptions = {}): SalonStore {
  const rpc = rpcOf(client);
  const reads = serverReads(rpc, salonId);
  const now = options.now ?? Date.now;
  const ttl = options.salonCacheMs ?? 1000;
  const salonMemo = memo<'salon', SalonBundle>(ttl, now);
  const dayMemo = memo<string, Availability>(ttl, now);
  const cardMemo = memo<string, Customer[]>(ttl, now);
  const bundle = () => salonMemo.get('salon', reads.bundle);
  const agentMemo = memo<'agent', AgentConfig>(ttl, now);
  const savedAgent = async (): Promise<AgentConfig> => {
    const { data, error } = await client.from('agent_settings').select('*').eq('salon_id', salonId).eq('deleted', false).maybeSingle();
    if (error) throw new Error(error.message);
    return agentFromRow(data ? fromServerRow(data as Record<string, unknown>) : null) ?? DEFAULT_AGENT;
  };
  // The writes read through the same memo (their first try may use what the tools just read) and
  // drop it after writing. The salon itself (profile, hours, services, staff) is nothing Sarah writes.
  const cachedReads: ServerReads = {
    ...reads,
    availability: (serviceId, date) => dayMemo.get(`${serviceId}|${date}`, () => reads.availability(serviceId, date)),
    customersWithKey: (key) => cardMemo.get(key, () => reads.customersWithKey(key)),
  };
  const forget = () => {
    dayMemo.clear();
    cardMemo.clear();
  };
  const writes = createServerWrites(rpc, cachedReads, salonId, { bundle, fresh: reads, forget });
  /** Rows of the cached salon when every id is among them (active staff, offered services), else a read. */
  const fromBundle =
    <T extends { id: string }>(pick: (b: SalonBundle) => T[], read: (ids: readonly string[]) => Promise<(T | undefined)[]>) =>
    async (ids: readonly string[]): Promise<(T | undefined)[]> => {
      const known = pick(await bundle());
      const found = ids.map((id) => known.find((r) => r.id === id));
      return found.every(Boolean) ? found : read(ids);
    };
  return {
    salonId,
    salon: async () => (await bundle()).salon,
    hours: async () => (await bundle()).hours,
    offeredServices: async () => [...(await bundle()).services],
    faqs: async () => (await bundle()).faqs,
    activeStaff: async () => (await bundle()).staff,
    async staffDoes(staffId, serviceId) {
      // The service's links come with any day's availability read (the day does not matter to them).
      const { data } = await cachedReads.availability(serviceId, '1970-01-01');
      return !!data?.staffServices.some((l) => !l.deleted && l.staff_id === staffId);
    },
    availability: async (serviceId, date) => (await cachedReads.availability(serviceId, date)).data,
    bookingSettings: async () => (await bundle()).bookingSettings,
    agent: async () => (options.agent ? options.agent() : agentMemo.get('agent', savedAgent)),
    appointments: reads.appointments,
    customers: reads.customers,
    services: fromBundle((b) => b.services, reads.services),
    staff: fromBundle((b) => b.staff, reads.staff),
    customersWithKey: cachedReads.customersWithKey,
    async upcomingOf(customerIds, today) {
      if (customerIds.length === 0) return [];
      const rows = shaped<Appointment>(await rpc('sarah_upcoming', { p_salon: salonId, p_customers: [...customerIds], p_today: today }));
      return rows.sort((a, b) => a.appointment_date.localeCompare(b.appointment_date) || a.start_time.localeCompare(b.start_time));
    },
    book: writes.book,
    move: writes.move,
    cancel: writes.cancel,
    takeMessage: writes.takeMessage,
    openCall: writes.openCall,
    appendTurns: writes.appendTurns,
    endCall: writes.endCall,
    // The Action Log is the AI Chat screen's own panel on the device; the server keeps none.
    logAction: async () => undefined,
  };
}
