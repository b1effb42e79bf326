// Issue 3 "Speed": the device's reads on a generated salon in IndexedDB (fake-indexeddb in Node).
// The runner imports 'fake-indexeddb/auto' before this module, so Dexie finds indexedDB.
import { SalonDeskDB } from '../../src/db/database';
import { loadAvailabilityData, type AvailabilityData } from '../../src/db/queries/availability';
import { readAppointmentViews, readSchedules } from '../../src/db/queries/appointments';
import { findAvailableSlots } from '../../src/domain/availability';
import { filterAppointments } from '../../src/domain/appointments';
import { addDays, weekStartOf } from '../../src/domain/dates';
import type { BenchSuite } from '../lib/types';
import { DEFAULT_SEED, seedSalon } from './seed';

const fmt = (n: number) => n.toLocaleString('en-US');

/** A Wednesday in the middle of the two years. */
const BENCH_DAY = '2026-01-14';
const SEARCH_TERM = 'maria';

/** The week grid's read (useSchedules): the same query, live rows only. */
async function liveWeekSchedules(db: SalonDeskDB, salonId: string, from: string, to: string) {
  return (await readSchedules(db, salonId, from, to)).filter((r) => !r.deleted);
}

let db: SalonDeskDB | null = null;

const indexedDbSuite: BenchSuite = {
  name: 'indexeddb',
  async setup() {
    db = new SalonDeskDB(`salon-desk-bench-${process.pid}`);
    await db.open();
    const seed = await seedSalon(db, DEFAULT_SEED);
    const { salonId } = seed;
    const database = db;
    const total = `${fmt(seed.appointments)} appts/${seed.days} days, ${seed.staff} staff, ${seed.services} services`;

    // Availability: the service with the most linked staff, on a busy weekday.
    const serviceId = seed.serviceIds[0];
    const dayData = (await loadAvailabilityData(database, salonId, serviceId, BENCH_DAY)) as AvailabilityData;
    if (!dayData) throw new Error('bench: availability data missing');
    const slots = findAvailableSlots(dayData);
    if (slots.reason !== null && slots.slots.length === 0) console.warn(`bench: availability day has no slots (${slots.reason})`);
    const daySize = `${total}; that day ${dayData.appointments.length} appts, ${dayData.schedules.length} schedules, ${dayData.staffServices.length} links`;

    // Appointments table.
    const all = await readAppointmentViews(database, salonId);
    const hits = filterAppointments(all, { query: SEARCH_TERM }).length;
    const tableSize = `${fmt(all.length)} appts, ${fmt(seed.customers)} customers; "${SEARCH_TERM}" -> ${fmt(hits)} rows`;

    // Week grid.
    const weekFrom = weekStartOf(BENCH_DAY);
    const weekTo = addDays(weekFrom, 6);
    const week = await liveWeekSchedules(database, salonId, weekFrom, weekTo);
    const weekSize = `${fmt(seed.schedules)} schedule rows; week ${weekFrom} -> ${week.length} rows`;

    return [
      {
        name: 'availability: load + findAvailableSlots',
        size: daySize,
        budgetMs: 2,
        run: async () => findAvailableSlots((await loadAvailabilityData(database, salonId, serviceId, BENCH_DAY)) as AvailabilityData),
      },
      {
        name: 'availability: findAvailableSlots only',
        size: `that day ${dayData.appointments.length} appts, ${dayData.staff.length} staff`,
        run: () => findAvailableSlots(dayData),
      },
      {
        name: 'appointments table: read + filter',
        size: tableSize,
        budgetMs: 50,
        run: async () => filterAppointments(await readAppointmentViews(database, salonId), { query: SEARCH_TERM }),
      },
      {
        name: 'appointments table: filterAppointments only',
        size: `${fmt(all.length)} appts in memory`,
        run: () => filterAppointments(all, { query: SEARCH_TERM }),
      },
      {
        name: 'week grid: [salon_id+date] week',
        size: weekSize,
        budgetMs: 20,
        run: () => liveWeekSchedules(database, salonId, weekFrom, weekTo),
      },
    ];
  },
  async teardown() {
    if (db) {
      db.close();
      await db.delete();
      db = null;
    }
  },
};
export default indexedDbSuite;
