// The entities of spec §3 as they live on the device and on the server (DESIGN.md §3).
// Every synced row carries salon_id and the sync columns below. The columns, kinds and limits are
// the registry's (src/domain/tables.ts); tests/unit/tables-registry.test.ts holds these row types
// to it, so a column added here and not there (or the other way round) fails the type check.
import { APPOINTMENT_STATUSES, STAFF_POSITIONS, TABLE_NAMES } from './tables';
import { CALL_CHANNELS, CALL_OUTCOMES, NOTIFICATION_KINDS, NOTIFICATION_SOURCES, TURN_ROLES } from './tables/conversations';
import { MESSAGE_CHANNELS, MESSAGE_KINDS, MESSAGE_STATUSES } from './tables/messages';
import { SELF_BOOKING_STATUSES, SLOT_INTERVALS, TIME_OFF_REASONS } from './tables/booking';

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
  /** Cleanup minutes after each appointment; absent on rows from before issue 16 (= 0). */
  buffer_minutes?: number;
  category?: string | null;
  /** False = hidden: kept for history, not bookable; absent = true. */
  is_active?: boolean;
  /** Processing time inside the service (src/domain/processing.ts); absent = none. */
  processing_offset?: number;
  processing_minutes?: number;
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
  /** Client card (issue 16); absent on rows from before it. */
  notes?: string | null;
  tags?: string | null;
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
  /** Shared by the services booked as one visit, moved and cancelled together; absent/null = alone. */
  visit_id?: string | null;
  /** The service's processing time when booked (src/domain/processing.ts); absent = none. */
  processing_offset?: number;
  processing_minutes?: number;
}

export type CallChannel = (typeof CALL_CHANNELS)[number];
export type CallOutcome = (typeof CALL_OUTCOMES)[number];
export type TurnRole = (typeof TURN_ROLES)[number];
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export type NotificationSource = (typeof NOTIFICATION_SOURCES)[number];

/** One conversation with Sarah (issue 14), from the first customer message to its end. */
export interface Call extends SyncColumns {
  channel: CallChannel;
  /** ISO instants (UTC). */
  started_at: string;
  ended_at: string | null;
  caller_name: string | null;
  caller_phone: string | null;
  outcome: CallOutcome | null;
  message: string | null;
  callback_requested: boolean;
  message_done: boolean;
}

/** One line of a call's transcript: a customer or assistant turn, or a tool step. */
export interface CallTurn extends SyncColumns {
  call_id: string;
  position: number;
  role: TurnRole;
  content: string;
  tool_name: string | null;
  tool_args: string | null;
  appointment_id: string | null;
  latency_ms: number | null;
  at: string;
}

/** An entry of the owner's notifications feed (the bell). */
export interface SalonNotification extends SyncColumns {
  kind: NotificationKind;
  source: NotificationSource;
  title: string;
  body: string;
  appointment_id: string | null;
  call_id: string | null;
  phone: string | null;
  at: string;
  read: boolean;
}

export type MessageKind = (typeof MESSAGE_KINDS)[number];
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
type TemplateColumns = { [K in `${MessageKind}_${'subject' | 'body' | 'sms'}`]: string | null };

/** The salon's customer-message settings (issue 15); absent = every default. */
export interface MessageSettings extends SyncColumns, TemplateColumns {
  confirmation_on: boolean;
  update_on: boolean;
  cancellation_on: boolean;
  reminder_on: boolean;
  sms_on: boolean;
  reminder_lead_hours: number;
  from_name: string | null;
  reply_to: string | null;
}

/** One confirmation, update, cancellation notice or reminder, as the backend queued and sent it. */
export interface CustomerMessage extends SyncColumns {
  appointment_id: string;
  kind: MessageKind;
  channel: MessageChannel;
  appointment_version: number;
  status: MessageStatus;
  recipient: string | null;
  due_at: string;
  attempts: number;
  sent_at: string | null;
  provider_id: string | null;
  last_error: string | null;
  resend_requested_at: string | null;
}

export type SlotInterval = (typeof SLOT_INTERVALS)[number];
export type TimeOffReason = (typeof TIME_OFF_REASONS)[number];

/** The salon's booking rules (issue 16); absent = the defaults of BOOKING_LIMITS. */
export interface BookingSettings extends SyncColumns {
  min_notice_minutes: number;
  max_advance_days: number;
  slot_interval: number;
  self_booking_status: (typeof SELF_BOOKING_STATUSES)[number];
  /** Online booking (issue 17): the public page and manage links answer only while on; absent = off. */
  online_booking?: boolean;
  /** The page's address (/book/:slug); null/absent until the owner picks one. */
  booking_slug?: string | null;
  /** How late before a visit a customer may cancel through the manage link; absent = 1440. */
  online_cancel_notice_minutes?: number;
}

/** A member away for whole days, start_date to end_date inclusive. */
export interface StaffTimeOff extends SyncColumns {
  staff_id: string;
  start_date: string;
  end_date: string;
  reason: TimeOffReason;
  note: string | null;
}

/** A member's daily break (lunch), on every day they work. */
export interface StaffBreak extends SyncColumns {
  staff_id: string;
  start_time: string;
  end_time: string;
  label: string | null;
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
  calls: Call;
  call_turns: CallTurn;
  notifications: SalonNotification;
  message_settings: MessageSettings;
  customer_messages: CustomerMessage;
  booking_settings: BookingSettings;
  staff_time_off: StaffTimeOff;
  staff_breaks: StaffBreak;
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
