// The device's reads on a generated salon in IndexedDB (fake-indexeddb in Node).
// The runner imports 'fake-indexeddb/auto' before this module, so Dexie finds indexedDB.
import { SalonDeskDB } from '../../src/db/database';
import { loadAvailabilityData, type AvailabilityData } from '../../src/db/availability';
import { readCardSources } from '../../src/data/queries/appointment-cards';
import { readAppointmentTable, readNamingRows, type TableRequest } from '../../src/data/queries/appointment-table';
import { readSchedules } from '../../src/data/queries/appointments';
import { TABLE_PAGE } from '../../src/domain/appointments';
import { findAvailableSlots } from '../../src/domain/availability';
import { addDays, weekStartOf } from '../../src/domain/dates';
import { bookingSettingsId } from '../../src/domain/ids';
import type { BenchSuite } from '../lib/types';
import { DEFAULT_SEED, seedSalon } from './seed';
import { salonRowsOf } from '../../src/db/salon-rows';

const fmt = (n: number) => n.toLocaleString('en-US');

/** A Wednesday in the middle of the two years. */
const BENCH_DAY = '2026-01-14';
const SEARCH_TERM = 'maria';
/** One customer's phone, typed differently from how it is stored ('(555) 2042'). */
const PHONE_TERM = '555-2042';

/** The week grid's read (useSchedules): the same query, live rows only. */
async function liveWeekSchedules(db: SalonDeskDB, salonId: string, from: string, to: string) {
  return (await readSchedules(db, salonId, from, to)).filter((r) => !r.deleted);
}

let db: SalonDeskDB | null = null;

const sync = { updated_at: '000001000000000.000000.000000000000', deleted: false, version: 1 };

async function addBookingRules(database: SalonDeskDB, salonId: string): Promise<void> {
  const staff = await database.staff.where('salon_id').equals(salonId).toArray();
  await database.services.where('salon_id').equals(salonId).modify({ buffer_minutes: 10 });
  // Every other booking carries a processing gap (a gel cure), so the rules cut bookings in two.
  let n = 0;
  await salonRowsOf(database.appointments, salonId).modify((a) => {
    if (n++ % 2 === 0) Object.assign(a, { processing_offset: 15, processing_minutes: 15 });
  });
  await database.booking_settings.put({
    id: bookingSettingsId(salonId),
    salon_id: salonId,
    min_notice_minutes: 0,
    max_advance_days: 730,
    slot_interval: 30,
    self_booking_status: 'confirmed',
    ...sync,
  });
  await database.staff_breaks.bulkPut(
    staff.map((m, i) => ({
      id: `00000000-0000-4000-8000-b${String(i).padStart(11, '0')}`,
      salon_id: salonId,
      staff_id: m.id,
      start_time: '13:00',
      end_time: '13:30',
      label: 'Lunch',
      ...sync,
    })),
  );
  await database.staff_time_off.bulkPut(
    staff.slice(0, 2).map((m, i) => ({
      id: `00000000-0000-4000-8000-c${String(i).padStart(11, '0')}`,
      salon_id: salonId,
      staff_id: m.id,
      start_date: addDays(BENCH_DAY, -2),
      end_date: addDays(BENCH_DAY, 3),
      reason: 'vacation' as const,
      note: null,
      ...sync,
    })),
  );
}

const indexedDbSuite: BenchSuite = {
  name: 'indexeddb',
  async setup() {
    db = new SalonDeskDB(`salon-desk-bench-${process.pid}`);
    await db.open();
    // 1% of appointments are tombstones: the reads must skip them, as on a device that has deleted some.
    const seed = await seedSalon(db, { ...DEFAULT_SEED, deletedShare: 0.01 });
    const { salonId } = seed;
    const database = db;
    const total = `${fmt(seed.appointments)} appts/${seed.days} days, ${seed.staff} staff, ${seed.services} services`;

    // Availability: the service with the most linked staff, on a busy weekday, under the booking
    // booking rules: every service has 10 minutes of cleanup, every other booking a processing
    // gap, every member a lunch break, two are on vacation that day, and slots are every 30 minutes.
    const serviceId = seed.serviceIds[0];
    await addBookingRules(database, salonId);
    const dayData = (await loadAvailabilityData(database, salonId, serviceId, BENCH_DAY)) as AvailabilityData;
    if (!dayData) throw new Error('bench: availability data missing');
    const slots = findAvailableSlots(dayData);
    if (slots.reason !== null && slots.slots.length === 0) console.warn(`bench: availability day has no slots (${slots.reason})`);
    const daySize = `${total}; that day ${dayData.appointments.length} appts, ${dayData.schedules.length} schedules, ${dayData.staffServices.length} links`;

    // Appointments table: the screen's read (useAppointmentTable), with the customer list the
    // screen already holds (useCustomers, read once per screen: its own row below).
    const customers = await database.customers.where('salon_id').equals(salonId).toArray();
    // As the screen reads: with the customers and naming rows it holds.
    const naming = await readNamingRows(database, salonId);
    const table = (req: Omit<TableRequest, 'today'>) => readAppointmentTable(database, salonId, { today: BENCH_DAY, ...req }, { customers, naming });
    const first = await table({});
    const search = await table({ query: SEARCH_TERM });
    const hits = customers.filter((c) => c.name.toLowerCase().includes(SEARCH_TERM)).length;
    const byStatus = await table({ status: 'completed' });
    const byPhone = await table({ query: PHONE_TERM });
    const searchStatus = await table({ query: SEARCH_TERM, status: 'completed' });
    const cards = await readCardSources(database, salonId, BENCH_DAY);
    const tableSize = `${fmt(seed.appointments)} appts (${fmt(seed.tombstones)} deleted), ${fmt(seed.customers)} customers, today ${BENCH_DAY}`;

    // Week grid.
    const weekFrom = weekStartOf(BENCH_DAY);
    const weekTo = addDays(weekFrom, 6);
    const week = await liveWeekSchedules(database, salonId, weekFrom, weekTo);
    const weekSize = `${fmt(seed.schedules)} schedule rows; week ${weekFrom} -> ${week.length} rows`;

    return [
      {
        name: 'availability with rules: load + findAvailableSlots',
        size: daySize,
        budgetMs: 2,
        run: async () => findAvailableSlots((await loadAvailabilityData(database, salonId, serviceId, BENCH_DAY)) as AvailabilityData),
      },
      {
        name: 'availability with rules: findAvailableSlots only',
        size: `that day ${dayData.appointments.length} appts, ${dayData.staff.length} staff; buffers, processing gaps, breaks, time off, 30-min slots`,
        run: () => findAvailableSlots(dayData),
      },
      {
        name: 'appointments table: first window (no search)',
        size: `${tableSize}; ${first.rows.length} rows`,
        budgetMs: 50,
        run: () => table({}),
      },
      {
        name: `appointments table: search "${SEARCH_TERM}"`,
        size: `${tableSize}; ${search.rows.length} rows${search.total === null ? '' : ` of ${fmt(search.total)}`}, ${fmt(hits)} customers match`,
        budgetMs: 50,
        run: () => table({ query: SEARCH_TERM }),
      },
      {
        name: 'appointments table: search one customer by phone',
        size: `"${PHONE_TERM}"; ${byPhone.rows.length} of ${byPhone.total ?? '?'} rows`,
        budgetMs: 50,
        run: () => table({ query: PHONE_TERM }),
      },
      {
        name: 'appointments table: status completed',
        size: `${tableSize}; ${byStatus.rows.length} rows`,
        budgetMs: 50,
        run: () => table({ status: 'completed' }),
      },
      {
        name: 'appointments table: search + status',
        size: `"${SEARCH_TERM}", completed; ${searchStatus.rows.length} rows`,
        budgetMs: 50,
        run: () => table({ query: SEARCH_TERM, status: 'completed' }),
      },
      {
        name: 'appointments table: search, Show more x2',
        size: `"${SEARCH_TERM}", ${TABLE_PAGE * 3} rows asked`,
        run: () => table({ query: SEARCH_TERM, later: TABLE_PAGE * 3 }),
      },
      {
        name: 'appointments screen: customer list (once per screen)',
        size: `${fmt(seed.customers)} customers`,
        run: () => database.customers.where('salon_id').equals(salonId).toArray(),
      },
      {
        name: 'appointments cards: readCardSources',
        size: `day ${cards.day.length}, week ${cards.week.length}, pending ${fmt(cards.pending.length)}, outcomes ${fmt(cards.outcomes.length)} rows`,
        run: () => readCardSources(database, salonId, BENCH_DAY),
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
