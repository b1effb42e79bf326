// The port between Sarah (src/assistant) and one salon's data. The prompt, the tools,
// the loop and the recorder are written once against it; the device implements it over Dexie
// (src/db/repositories/salon-store.ts) and the server over PostgreSQL (sync/server/sarah), so the
// Sarah the owner tests in AI Chat Test is the Sarah a caller gets. A store is bound to one salon:
// every read answers only that salon's rows (an id or a phone of another salon finds nothing),
// and every write lands in it.
//
// Types only: both layers implement it without importing each other or the assistant.
import type { Language } from './languages';
import type { AvailabilityInput } from './availability-input';
import type { BookingSource } from './booking-contact';
import type { ZonedNow } from './dates';
import type { AgentConfig } from './phone';
import type {
  Appointment,
  AppointmentStatus,
  BookingSettings,
  BusinessHours,
  Call,
  CallChannel,
  Customer,
  Salon,
  SalonFaq,
  Service,
  Staff,
  TurnRole,
} from './types';

/** Everything the availability rules need for one service on one date, as loaded for it. */
export type AvailabilityData = Omit<AvailabilityInput, 'staffId' | 'ignoreAppointmentId' | 'step' | 'firstStart' | 'lastStart' | 'now'>;

/** A customer as a booking gives them (the contact the booking keeps). */
export interface ContactInput {
  name: string;
  phone: string;
  email?: string | null;
  /** The language the customer spoke: a new card keeps it. */
  language?: Language | null;
}

export interface BookRequest {
  customer: ContactInput;
  /** One service, or several booked back to back as one visit, in the order they are done. */
  serviceIds: string[];
  date: string;
  start: string;
  status: Extract<AppointmentStatus, 'confirmed' | 'pending'>;
  now: ZonedNow;
  /** Who gave the details; Sarah's are always 'untrusted' (a caller's word is not the owner's). */
  source: BookingSource;
}

export interface MoveRequest {
  appointmentId: string;
  date: string;
  start: string;
  /** null keeps the technician if free, else the first free one. */
  staffId: string | null;
  now: ZonedNow;
}

export interface TurnInput {
  role: TurnRole;
  content: string;
  tool_name?: string | null;
  tool_args?: string | null;
  appointment_id?: string | null;
  latency_ms?: number | null;
  at: string;
}

/** A change to a call row the recorder may make (its outcome and caller). */
export type CallPatch = Partial<Pick<Call, 'caller_name' | 'caller_phone' | 'outcome'>>;

export interface OpenedCall {
  call: Call;
  /** Where the next turn goes. */
  nextPosition: number;
  /** When the last recorded turn happened (ISO), null for a new call. */
  lastAt: string | null;
}

export interface MessageInput {
  callId: string;
  channel?: CallChannel;
  name: string;
  phone: string;
  message: string;
  callbackRequested: boolean;
  at: string;
}

export interface ActionInput {
  type: 'info' | 'success' | 'error';
  message: string;
  timestamp: string;
}

export interface SalonStore {
  readonly salonId: string;

  // Reads: this salon's rows only.
  /** The salon, live, or null. */
  salon(): Promise<Salon | null>;
  /** The saved business_hours rows (effectiveHours fills the days without one). */
  hours(): Promise<BusinessHours[]>;
  /** Services Sarah may offer: live and not hidden by the owner, by name. */
  offeredServices(): Promise<Service[]>;
  faqs(): Promise<{ id: SalonFaq['id']; question: string; answer: string }[]>;
  /** Live, active members. */
  activeStaff(): Promise<Staff[]>;
  /** Whether the member does the service (a live staff_services link). */
  staffDoes(staffId: string, serviceId: string): Promise<boolean>;
  availability(serviceId: string, date: string): Promise<AvailabilityData | null>;
  bookingSettings(): Promise<BookingSettings | null>;
  /** The AI agent configuration (abilities on or off); the defaults when none is saved. */
  agent(): Promise<AgentConfig>;
  /** Rows by id in the order asked; undefined where the salon has none (another salon's included). Tombstones are returned: the caller decides. */
  appointments(ids: readonly string[]): Promise<(Appointment | undefined)[]>;
  customers(ids: readonly string[]): Promise<(Customer | undefined)[]>;
  services(ids: readonly string[]): Promise<(Service | undefined)[]>;
  staff(ids: readonly string[]): Promise<(Staff | undefined)[]>;
  /** Live customers with this phone key, oldest first. */
  customersWithKey(key: string): Promise<Customer[]>;
  /** Upcoming appointments of these customers (live, not canceled, from `today` on), by date and time. */
  upcomingOf(customerIds: readonly string[], today: string): Promise<Appointment[]>;

  // Writes: each checked and written as one, or refused with a ValidationError the customer may hear.
  book(request: BookRequest): Promise<Appointment[]>;
  move(request: MoveRequest): Promise<{ before: Appointment; after: Appointment }>;
  cancel(appointmentId: string): Promise<Appointment>;
  takeMessage(input: MessageInput): Promise<void>;

  // The conversation's record.
  openCall(input: { id: string; channel: CallChannel; at: string }): Promise<OpenedCall>;
  appendTurns(callId: string, firstPosition: number, turns: readonly TurnInput[], patch?: CallPatch): Promise<void>;
  endCall(callId: string, endedAt: string, patch?: CallPatch): Promise<void>;
  /** The screen's Action Log; a store without one ignores it. */
  logAction(entry: ActionInput): Promise<void>;
}

/** One row of a by-id read. */
export async function oneOf<T>(read: Promise<(T | undefined)[]>): Promise<T | undefined> {
  return (await read)[0];
}
