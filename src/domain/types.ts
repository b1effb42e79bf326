// The entities of spec §3 as they live on the device and on the server (DESIGN.md §3).
// Every synced row carries salon_id and the sync columns below. The columns, kinds and limits are
// the registry's (src/domain/tables.ts); tests/unit/tables-registry.test.ts holds these row types
// to it, so a column added here and not there (or the other way round) fails the type check.
import { APPOINTMENT_STATUSES, STAFF_POSITIONS, TABLE_NAMES } from './tables';

export { APPOINTMENT_STATUSES, STAFF_POSITIONS };

export interface SyncColumns {
  id: string;
  salon_id: string;
  /** Hybrid logical clock stamp of the last local or pulled write (src/domain/hlc.ts). */
  updated_at: string;
  /** Tombstone: rows are never hard-deleted while they can still sync. */
  deleted: boolean;
  /** Assigned by the server; null until the server has seen the row. */
  version: number | null;
}

export interface Salon extends Omit<SyncColumns, 'salon_id'> {
  owner_id: string;
  name: string;
  address: string;
  phone: string;
  email: string;
  website: string | null;
  /** IANA zone; "today", hours and slots are computed in it, never in the device's zone. */
  time_zone: string;
}

export interface Service extends SyncColumns {
  name: string;
  price: number;
  /** Minutes. */
  duration: number;
  description: string | null;
}

export type StaffPosition = (typeof STAFF_POSITIONS)[number];

export interface Staff extends SyncColumns {
  name: string;
  phone: string | null;
  position: StaffPosition;
  is_active: boolean;
}

export interface StaffService extends SyncColumns {
  staff_id: string;
  service_id: string;
}

export interface BusinessHours extends SyncColumns {
  /** 0 = Sunday … 6 = Saturday. */
  day_of_week: number;
  open_time: string | null;
  close_time: string | null;
  is_closed: boolean;
}

export interface SalonFaq extends SyncColumns {
  question: string;
  answer: string;
}

export interface StaffSchedule extends SyncColumns {
  staff_id: string;
  /** YYYY-MM-DD. Unique per staff_id + date (the id is derived from both). */
  date: string;
  start_time: string | null;
  end_time: string | null;
  is_day_off: boolean;
}

export interface Customer extends SyncColumns {
  name: string;
  phone: string;
  /**
   * The phone's E.164 key (src/domain/phone-key.ts): the customer's identity in the salon. Null
   * when the phone is no number at all; missing on rows of older clients and old backups until
   * the device fills it (src/db/customer-keys.ts).
   */
  phone_key?: string | null;
  email: string | null;
}

/** `no_show` and `conflict` go past the spec's four statuses: see README. */
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export interface Appointment extends SyncColumns {
  customer_id: string;
  staff_id: string;
  service_id: string;
  appointment_date: string;
  start_time: string;
  end_time: string;
  notes: string | null;
  status: AppointmentStatus;
}

/** Tables that replicate to the backend, with their row types. */
export interface SyncedTables {
  salons: Salon;
  services: Service;
  staff: Staff;
  staff_services: StaffService;
  business_hours: BusinessHours;
  salon_faqs: SalonFaq;
  staff_schedules: StaffSchedule;
  customers: Customer;
  appointments: Appointment;
}
export type SyncedTableName = keyof SyncedTables;
/** The registry's tables, parents first. */
export const SYNCED_TABLES: readonly SyncedTableName[] = TABLE_NAMES;

/** Landing-page contact request (spec §2, §5). Sent to the backend, not synced back. */
export interface ContactRequestInput {
  name: string;
  email: string;
  salonName: string;
  phone: string;
  message: string;
}
