// The entities of docs/behaviour.md#entities as they live on the device and on the server (docs/architecture.md#data-contract). Every
// synced row carries salon_id and the sync columns below. The row types are the registry's
// (src/domain/tables.ts), derived by the type checker: a column's kind, nullability and
// optionality are said once, in its entry.
import { APPOINTMENT_STATUSES, STAFF_POSITIONS, TABLE_NAMES, type TABLES } from './tables';
import type { RowOf, SyncBookkeeping } from './tables/row-types';
import { CALL_CHANNELS, CALL_OUTCOMES, NOTIFICATION_KINDS, NOTIFICATION_SOURCES, TURN_ROLES } from './tables/conversations';
import { MESSAGE_CHANNELS, MESSAGE_KINDS, MESSAGE_STATUSES } from './tables/messages';
import { SLOT_INTERVALS, TIME_OFF_REASONS } from './tables/booking';

export { APPOINTMENT_STATUSES, STAFF_POSITIONS };

export interface SyncColumns extends SyncBookkeeping {
  id: string;
  salon_id: string;
}

/**
 * Tables that replicate to the backend, with their row types, read from the registry by the type
 * checker (src/domain/tables/row-types.ts): a new entry is a new table here, a new column a new
 * field, with no line to add.
 */
// An interface over the mapped type: code generic in the table (src/db/writer.ts) then sees every
// row's id and sync columns, which a bare mapped type would defer.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- see above
export interface SyncedTables extends RegistryRows {}
type RegistryRows = { [T in keyof typeof TABLES]: RowOf<(typeof TABLES)[T]> };
export type SyncedTableName = keyof SyncedTables;
/** The registry's tables, parents first. */
export const SYNCED_TABLES: readonly SyncedTableName[] = TABLE_NAMES;

/** The salon itself (scoped by owner_id, no salon_id); its time zone is where "today", hours and slots are computed. */
export type Salon = SyncedTables['salons'];
/** A service; `buffer_minutes`, `category`, `is_active` and processing time are absent on rows from older versions. */
export type Service = SyncedTables['services'];
export type StaffPosition = (typeof STAFF_POSITIONS)[number];
export type Staff = SyncedTables['staff'];
export type StaffService = SyncedTables['staff_services'];
export type BusinessHours = SyncedTables['business_hours'];
export type SalonFaq = SyncedTables['salon_faqs'];
/** One member's day; unique per staff_id + date (the id is derived from both). */
export type StaffSchedule = SyncedTables['staff_schedules'];
/** A customer, known by `phone_key` (missing on rows of older clients until the device fills it, src/db/customer-keys.ts). */
export type Customer = SyncedTables['customers'];
/** `no_show` and `conflict` go past the spec's four statuses: see README. */
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export type Appointment = SyncedTables['appointments'];

export type CallChannel = (typeof CALL_CHANNELS)[number];
export type CallOutcome = (typeof CALL_OUTCOMES)[number];
export type TurnRole = (typeof TURN_ROLES)[number];
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export type NotificationSource = (typeof NOTIFICATION_SOURCES)[number];
/** One conversation with Sarah, from the first customer message to its end. */
export type Call = SyncedTables['calls'];
/** One line of a call's transcript: a customer or assistant turn, or a tool step. */
export type CallTurn = SyncedTables['call_turns'];
/** An entry of the owner's notifications feed (the bell). */
export type SalonNotification = SyncedTables['notifications'];

export type MessageKind = (typeof MESSAGE_KINDS)[number];
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
/** The salon's customer-message settings; absent = every default. */
export type MessageSettings = SyncedTables['message_settings'];
/** One confirmation, update, cancellation notice or reminder, as the backend queued and sent it. */
export type CustomerMessage = SyncedTables['customer_messages'];

export type SlotInterval = (typeof SLOT_INTERVALS)[number];
export type TimeOffReason = (typeof TIME_OFF_REASONS)[number];
/** The salon's booking rules; absent = the defaults of BOOKING_LIMITS. */
export type BookingSettings = SyncedTables['booking_settings'];
/** A member away for whole days, start_date to end_date inclusive. */
export type StaffTimeOff = SyncedTables['staff_time_off'];
/** A member's daily break (lunch), on every day they work. */
export type StaffBreak = SyncedTables['staff_breaks'];
export type StaffPattern = SyncedTables['staff_patterns'];
export type AgentSettings = SyncedTables['agent_settings'];

/** Landing-page contact request (docs/behaviour.md#screens, docs/behaviour.md#validation). Sent to the backend, not synced back. */
export interface ContactRequestInput {
  name: string;
  email: string;
  salonName: string;
  phone: string;
  message: string;
}
