// Seeds the owner's salon on the backend with the generated salon of bench/suites/seed.ts (the same
// deterministic staff, services, customers and 20,000 appointments the IndexedDB suite reads),
// written straight through PostgREST with the service-role key in big batches. The sync triggers
// stamp every row with the salon's next version, so the device's next pull brings them all down
// exactly as it would bring another device's bookings.
//
// The device then gets them one of two ways. By default, loadDeviceLikePull() reads the rows
// back from PostgREST, turns each into the device's shape with the pull's own fromServerRow(),
// and writes them and the caught-up cursor into the device's IndexedDB in one transaction: the
// state a finished pull leaves, in seconds. BENCH_BROWSER_PULL=1 lets the app's own first pull
// bring them instead (500 rows per round trip: minutes on a loaded machine).
import type { Page } from 'playwright-core';
import { fromServerRow, type Row } from '../../sync/merge';
import type { SalonDeskDB } from '../../src/db/database';
import { formatHlc } from '../../src/domain/hlc';
import type { Appointment, Customer, Service, Staff } from '../../src/domain/types';
import { DEFAULT_SEED, seedSalon, type SeedOptions } from '../suites/seed';

const BATCH = 4_000;

interface Generated {
  staff: Staff[];
  services: Service[];
  customers: Customer[];
  appointments: Appointment[];
}

/** Runs seedSalon against a stand-in database that only keeps what it is handed. */
async function generate(opt: SeedOptions): Promise<Generated> {
  const kept = new Map<string, unknown[]>();
  const table = (name: string) => ({ bulkPut: async (rows: unknown[]) => void kept.set(name, rows) });
  const names = ['salons', 'services', 'staff', 'staff_services', 'business_hours', 'staff_schedules', 'customers', 'appointments'];
  const stand = Object.fromEntries(names.map((n) => [n, table(n)])) as Record<string, unknown>;
  stand.transaction = async (_mode: string, _tables: unknown, fn: () => Promise<void>) => fn();
  await seedSalon(stand as unknown as SalonDeskDB, opt);
  const rows = <T>(n: string) => (kept.get(n) ?? []) as T[];
  return { staff: rows('staff'), services: rows('services'), customers: rows('customers'), appointments: rows('appointments') };
}

/**
 * The generator keeps (member, hour) distinct within a day, but a 90-minute booking can still run
 * into the member's next hour; the server refuses two overlapping active bookings, so the later
 * one of such a pair is stored as completed instead.
 */
function withoutActiveOverlaps(appts: Appointment[]): Appointment[] {
  const active = (a: Appointment) => a.status === 'pending' || a.status === 'confirmed';
  const lastEnd = new Map<string, string>();
  const sorted = [...appts].sort((a, b) => a.appointment_date.localeCompare(b.appointment_date) || a.start_time.localeCompare(b.start_time));
  return sorted.map((a) => {
    if (!active(a)) return a;
    const key = `${a.staff_id}@${a.appointment_date}`;
    const end = lastEnd.get(key);
    if (end && a.start_time < end) return { ...a, status: 'completed' };
    lastEnd.set(key, a.end_time);
    return a;
  });
}

/** Rows written straight into a backend table with the service-role key, in big batches. */
export async function insert(baseUrl: string, serviceKey: string, table: string, rows: object[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    const res = await fetch(`${baseUrl}/rest/v1/${table}`, {
      method: 'POST',
      headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
      body: JSON.stringify(rows.slice(i, i + BATCH)),
    });
    if (!res.ok) throw new Error(`bench/browser seed: ${table} rows ${i}..: HTTP ${res.status} ${await res.text()}`);
  }
}

export interface ServerSeed {
  appointments: number;
  customers: number;
  staff: number;
  services: number;
  /**
   * Searches typed key by key: the digits of customers' phones, so every key narrows the matches
   * (a name's later letters often match exactly the rows its first ones did, leaving the list
   * as it was).
   */
  searchTerms: string[];
}

/** A 32-bit seed from a salon id (FNV-1a over its characters, mixed with the default seed). */
function seedOf(salonId: string): number {
  let h = 0x811c9dc5 ^ DEFAULT_SEED.seed;
  for (let i = 0; i < salonId.length; i++) h = Math.imul(h ^ salonId.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * `customers` defaults to one per ten appointments, at most the generator's 2,000 (the
 * Appointments benches' salon); the Clients bench asks for 20,000.
 */
export async function seedBackendSalon(
  baseUrl: string,
  serviceKey: string,
  salonId: string,
  appointments = DEFAULT_SEED.appointments,
  customerCount?: number,
): Promise<ServerSeed> {
  // The generator's ids follow from its seed, and ids are unique across the whole backend: a
  // second salon seeded with the same seed collided with the first one's staff (a 409). Each salon
  // draws from its own seed, still the same on every run for the same salon id.
  const seed = seedOf(salonId);
  const opt: SeedOptions = {
    ...DEFAULT_SEED,
    seed,
    appointments,
    customers: customerCount ?? Math.min(DEFAULT_SEED.customers, Math.max(100, appointments / 10)),
  };
  const g = await generate(opt);
  // A valid HLC stamp a day old: any edit the owner makes afterwards is newer.
  const updated_at = formatHlc({ wall: Date.now() - 86_400_000, counter: 0, node: 'be0c4be0c4be' });
  const common = { salon_id: salonId, updated_at, deleted: false };
  const staff = g.staff.map((s) => ({ ...common, id: s.id, name: s.name, phone: s.phone, position: s.position, is_active: s.is_active }));
  // The generator's prices are whole numbers of cents; the server stores dollars.
  const services = g.services.map((s) => ({ ...common, id: s.id, name: s.name, price: s.price / 100, duration: s.duration, description: s.description }));
  const customers = g.customers.map((c) => ({ ...common, id: c.id, name: c.name, phone: c.phone, email: c.email }));
  const appts = withoutActiveOverlaps(g.appointments).map((a) => ({
    ...common,
    id: a.id,
    customer_id: a.customer_id,
    staff_id: a.staff_id,
    service_id: a.service_id,
    appointment_date: a.appointment_date,
    start_time: a.start_time,
    end_time: a.end_time,
    notes: a.notes,
    status: a.status,
  }));
  await insert(baseUrl, serviceKey, 'staff', staff);
  await insert(baseUrl, serviceKey, 'services', services);
  await insert(baseUrl, serviceKey, 'customers', customers);
  await insert(baseUrl, serviceKey, 'appointments', appts);
  return {
    appointments: appts.length,
    customers: customers.length,
    staff: staff.length,
    services: services.length,
    searchTerms: [customers[customers.length >> 1].phone.slice(-4), customers[customers.length >> 2].phone.slice(-4)],
  };
}

async function selectAll(baseUrl: string, serviceKey: string, table: string, salonId: string): Promise<Record<string, unknown>[]> {
  const res = await fetch(`${baseUrl}/rest/v1/${table}?salon_id=eq.${salonId}&select=*`, {
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` },
  });
  if (!res.ok) throw new Error(`bench/browser: reading back ${table}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>[];
}

/**
 * Writes the salon's seeded rows, as a pull would store them, into the device's IndexedDB
 * ('salon-desk') from `page` (any same-origin page where the app is not running, so no sync pass
 * interleaves), with the sync cursor set past the newest row so the next pull finds nothing.
 */
export async function loadDeviceLikePull(
  page: Page,
  baseUrl: string,
  serviceKey: string,
  salonId: string,
  tables = ['staff', 'services', 'customers', 'appointments'],
): Promise<number> {
  const byTable: Record<string, Row[]> = {};
  let cursor = 0;
  for (const t of tables) {
    byTable[t] = (await selectAll(baseUrl, serviceKey, t, salonId)).map(fromServerRow);
    for (const r of byTable[t]) cursor = Math.max(cursor, Number(r.version ?? 0));
  }
  await page.evaluate(
    ({ byTable, salonId, cursor }) =>
      new Promise<void>((res, rej) => {
        const open = indexedDB.open('salon-desk');
        open.onerror = () => rej(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const stores = [...Object.keys(byTable), 'sync_state'];
          const tx = db.transaction(stores, 'readwrite');
          for (const [t, rows] of Object.entries(byTable)) for (const r of rows) tx.objectStore(t).put(r);
          const state = tx.objectStore('sync_state');
          const get = state.get(salonId);
          get.onsuccess = () => {
            const prev = (get.result ?? { salon_id: salonId, last_error: null }) as { cursor?: number };
            if ((prev.cursor ?? 0) < cursor) state.put({ ...prev, salon_id: salonId, cursor, last_pulled_at: new Date().toISOString(), last_error: null });
          };
          tx.oncomplete = () => {
            db.close();
            res();
          };
          tx.onerror = () => rej(tx.error);
        };
      }),
    { byTable, salonId, cursor },
  );
  return byTable.appointments.length;
}
