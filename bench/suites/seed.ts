// Deterministic generated salon: 20 staff, 30 services, their links, two years
// of schedules, 2,000 customers and 20,000 appointments, all from one seed. Written through
// SalonDeskDB with bulkPut; seeding is not timed.
import type { SalonDeskDB } from '../../src/db/database';
import { addDays, daysBetween, weekdayOf } from '../../src/domain/dates';
import { businessHoursId, staffScheduleId, staffServiceId } from '../../src/domain/ids';
import { DEFAULT_BUSINESS_HOURS } from '../../src/domain/business-hours';
import { defaultShift } from '../../src/domain/schedule';
import {
  STAFF_POSITIONS,
  type Appointment,
  type AppointmentStatus,
  type BusinessHours,
  type Customer,
  type Salon,
  type Service,
  type Staff,
  type StaffSchedule,
  type StaffService,
} from '../../src/domain/types';

export interface SeedOptions {
  seed: number;
  staff: number;
  services: number;
  customers: number;
  appointments: number;
  /**
   * Share of appointments that are tombstones (deleted rows stay in the table; docs/architecture.md#data-contract).
   * 0 or absent draws nothing extra, so other suites' data stay as they were.
   */
  deletedShare?: number;
  /** First and last date (inclusive) of schedules and appointments. */
  from: string;
  to: string;
}

export const DEFAULT_SEED: SeedOptions = {
  seed: 20261122,
  staff: 20,
  services: 30,
  customers: 2_000,
  appointments: 20_000,
  from: '2025-01-01',
  to: '2026-12-31',
};

export interface SeedCounts {
  salonId: string;
  staff: number;
  services: number;
  staffServices: number;
  schedules: number;
  customers: number;
  appointments: number;
  tombstones: number;
  days: number;
  serviceIds: string[];
  customerNames: string[];
}

/** mulberry32: small, fast, good enough for test data. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A UUID-shaped id from the generator (v4 layout), so ids are stable across runs. */
function idFrom(rand: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(rand() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '89ab'[Math.floor(rand() * 4)];
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const FIRST = [
  'Anna',
  'Maria',
  'Linh',
  'Sofia',
  'Emma',
  'Olivia',
  'Mai',
  'Grace',
  'Chloe',
  'Hana',
  'Ava',
  'Mia',
  'Lucy',
  'Nora',
  'Ivy',
  'Zoe',
  'Ella',
  'Ruby',
  'Lily',
  'Jade',
];
const LAST = [
  'Nguyen',
  'Smith',
  'Garcia',
  'Tran',
  'Johnson',
  'Lee',
  'Brown',
  'Kim',
  'Martinez',
  'Pham',
  'Davis',
  'Lopez',
  'Wilson',
  'Le',
  'Clark',
  'Young',
  'Hall',
  'Allen',
  'King',
  'Wright',
];
const SERVICE_WORDS = [
  'Manicure',
  'Pedicure',
  'Gel Polish',
  'Acrylic Set',
  'Nail Art',
  'Dip Powder',
  'Cuticle Care',
  'Paraffin',
  'French Tips',
  'Polish Change',
];
const SERVICE_KINDS = ['Classic', 'Deluxe', 'Express'];
const DURATIONS = [30, 45, 60, 60, 90];
const STATUS_WEIGHTS: [AppointmentStatus, number][] = [
  ['completed', 0.55],
  ['confirmed', 0.2],
  ['pending', 0.1],
  ['canceled', 0.1],
  ['no_show', 0.05],
];

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export async function seedSalon(db: SalonDeskDB, opt: SeedOptions = DEFAULT_SEED): Promise<SeedCounts> {
  const rand = rng(opt.seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
  const stamp = '2025-01-01T00:00:00.000Z-0000-bench';
  const salonId = idFrom(rand);
  const sync = { salon_id: salonId, updated_at: stamp, deleted: false, version: 1 };

  const salon: Salon = {
    id: salonId,
    owner_id: idFrom(rand),
    name: 'Bench Nails',
    address: '1 Bench St',
    phone: '(555) 0100',
    email: 'bench@example.com',
    website: null,
    time_zone: 'America/New_York',
    updated_at: stamp,
    deleted: false,
    version: 1,
  };

  const services: Service[] = Array.from({ length: opt.services }, (_, i) => ({
    ...sync,
    id: idFrom(rand),
    name: `${SERVICE_KINDS[Math.floor(i / SERVICE_WORDS.length) % SERVICE_KINDS.length]} ${SERVICE_WORDS[i % SERVICE_WORDS.length]}`,
    price: 2000 + Math.floor(rand() * 60) * 100,
    duration: pick(DURATIONS),
    description: null,
  }));

  const staff: Staff[] = Array.from({ length: opt.staff }, (_, i) => ({
    ...sync,
    id: idFrom(rand),
    name: `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`,
    phone: `(555) ${String(1000 + i).padStart(4, '0')}`,
    position: STAFF_POSITIONS[i % STAFF_POSITIONS.length],
    is_active: true,
  }));

  // Each member does about two thirds of the services.
  const staffServices: StaffService[] = [];
  for (const s of staff) {
    for (const sv of services) {
      if (rand() < 0.66) staffServices.push({ ...sync, id: staffServiceId(s.id, sv.id), staff_id: s.id, service_id: sv.id });
    }
  }

  const hours: BusinessHours[] = DEFAULT_BUSINESS_HOURS.map((h) => ({ ...sync, ...h, id: businessHoursId(salonId, h.day_of_week) }));

  const days = daysBetween(opt.from, opt.to) + 1;
  const dates = Array.from({ length: days }, (_, i) => addDays(opt.from, i));
  const schedules: StaffSchedule[] = [];
  for (const date of dates) {
    const dow = weekdayOf(date);
    for (const s of staff) {
      const shift = defaultShift(dow, s.position === 'Part-time Technician');
      schedules.push({ ...sync, id: staffScheduleId(s.id, date), staff_id: s.id, date, ...shift });
    }
  }

  const customers: Customer[] = Array.from({ length: opt.customers }, (_, i) => ({
    ...sync,
    id: idFrom(rand),
    name: `${pick(FIRST)} ${pick(LAST)}`,
    phone: `(555) ${String(2000 + i).padStart(4, '0')}`,
    email: rand() < 0.5 ? `c${i}@example.com` : null,
  }));

  // Spread appointments evenly over the days; within a day, distinct (member, hour) pairs.
  const appointments: Appointment[] = [];
  const perDayBase = Math.floor(opt.appointments / days);
  let extra = opt.appointments - perDayBase * days;
  const hoursOfDay = Array.from({ length: 10 }, (_, h) => 9 * 60 + h * 60);
  for (const date of dates) {
    let n = perDayBase;
    if (extra > 0) {
      n++;
      extra--;
    }
    const taken = new Set<string>();
    while (n > 0) {
      const st = pick(staff);
      const start = pick(hoursOfDay);
      const key = `${st.id}@${start}`;
      if (taken.has(key)) continue;
      taken.add(key);
      const sv = pick(services);
      let r = rand();
      let status: AppointmentStatus = 'completed';
      for (const [s, w] of STATUS_WEIGHTS) {
        if (r < w) {
          status = s;
          break;
        }
        r -= w;
      }
      appointments.push({
        ...sync,
        id: idFrom(rand),
        customer_id: pick(customers).id,
        staff_id: st.id,
        service_id: sv.id,
        appointment_date: date,
        start_time: hhmm(start),
        end_time: hhmm(start + sv.duration),
        notes: rand() < 0.1 ? 'Bench note' : null,
        status,
        deleted: !!opt.deletedShare && rand() < opt.deletedShare,
      });
      n--;
    }
  }

  await db.transaction(
    'rw',
    [db.salons, db.services, db.staff, db.staff_services, db.business_hours, db.staff_schedules, db.customers, db.appointments],
    async () => {
      await db.salons.bulkPut([salon]);
      await db.services.bulkPut(services);
      await db.staff.bulkPut(staff);
      await db.staff_services.bulkPut(staffServices);
      await db.business_hours.bulkPut(hours);
      await db.staff_schedules.bulkPut(schedules);
      await db.customers.bulkPut(customers);
      await db.appointments.bulkPut(appointments);
    },
  );

  return {
    salonId,
    staff: staff.length,
    services: services.length,
    staffServices: staffServices.length,
    schedules: schedules.length,
    customers: customers.length,
    appointments: appointments.length,
    tombstones: appointments.filter((a) => a.deleted).length,
    days,
    serviceIds: services.map((s) => s.id),
    customerNames: customers.map((c) => c.name),
  };
}
