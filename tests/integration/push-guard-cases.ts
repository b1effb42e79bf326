// The values no screen could make, as one table of cases run
// twice — on PGlite through the local backend's PostgREST (push-guard.test.ts) and on PostgreSQL 15
// behind the real PostgREST (conformance-pg15-guard.test.ts). Each case is one patch of a fixture
// row (sync-helpers.ts salonFixture) that sync_push must answer `rejected`, with a reason naming the
// field (or the rule), and store nothing of.
import type { PushMutation } from '../../sync/protocol';
import type { Device, SalonFixture } from './sync-helpers';

export interface GuardCase {
  name: string;
  /** A word the rejection's reason must contain: the field, or the CHECK's name part. */
  field: string;
  make: (f: SalonFixture) => [table: string, id: string, fields: Record<string, unknown>];
  reason: RegExp;
}

const c = (name: string, field: string, make: GuardCase['make'], reason: RegExp): GuardCase => ({ name, field, make, reason });
const appt =
  (fields: Record<string, unknown>) =>
  (f: SalonFixture): [string, string, Record<string, unknown>] => ['appointments', f.appointment.id, fields];
const YMD = /YYYY-MM-DD/;

export const GUARD_CASES: GuardCase[] = [
  // Dates: only YYYY-MM-DD from 2000 to 2100 (the type parses strictly, the CHECK holds the range).
  c('the date "today"', 'appointment_date', appt({ appointment_date: 'today' }), YMD),
  c('a timestamp as a date', 'appointment_date', appt({ appointment_date: '2027-09-03 23:00' }), YMD),
  c('the date infinity', 'date', (f) => ['staff_schedules', f.schedule.id, { date: 'infinity' }], YMD),
  c('the date -infinity', 'appointment_date', appt({ appointment_date: '-infinity' }), YMD),
  c('the date epoch', 'appointment_date', appt({ appointment_date: 'epoch' }), YMD),
  c('the year 50000', 'appointment_date', appt({ appointment_date: '50000-01-01' }), YMD),
  c('the year 4713 BC', 'start_date', (f) => ['staff_time_off', f.timeOff.id, { start_date: '4713-01-01 BC' }], YMD),
  c('30 February', 'appointment_date', appt({ appointment_date: '2026-02-30' }), /appointment_date/),
  c('the year 1999', 'appointment_date', appt({ appointment_date: '1999-12-31' }), /appointment_date_limits/),
  c('the year 2101', 'date', appt({ appointment_date: '2101-01-01' }), /date_limits/),
  c('time off from 1999', 'start_date', (f) => ['staff_time_off', f.timeOff.id, { start_date: '1999-12-24' }], /staff_time_off_start_date_limits/),
  // Times: HH:MM from 00:00 to 23:59, and every span ends after it starts.
  c('the time allballs', 'start_time', appt({ start_time: 'allballs' }), /HH:MM/),
  c('the time 24:00', 'close_time', (f) => ['business_hours', f.hours.id, { close_time: '24:00' }], /HH:MM/),
  c('an appointment ending before it starts', 'time_order', appt({ start_time: '11:00', end_time: '10:00' }), /appointments_time_order/),
  c(
    'a shift ending before it starts',
    'time_order',
    (f) => ['staff_schedules', f.schedule.id, { start_time: '17:00', end_time: '09:00' }],
    /staff_schedules_time_order/,
  ),
  c(
    'hours closing before they open',
    'time_order',
    (f) => ['business_hours', f.hours.id, { open_time: '18:00', close_time: '09:00' }],
    /business_hours_time_order/,
  ),
  c(
    'time off ending before it starts',
    'staff_time_off',
    (f) => ['staff_time_off', f.timeOff.id, { start_date: '2026-12-31', end_date: '2026-12-24' }],
    /staff_time_off_check/,
  ),
  c(
    'a break ending before it starts',
    'staff_breaks',
    (f) => ['staff_breaks', f.staffBreak.id, { start_time: '14:00', end_time: '13:00' }],
    /staff_breaks_check/,
  ),
  // Instants: a real one, in 2000-2100 (sync_private.is_instant).
  c('the instant 2026-99-99T99:99:99Z', 'at', (f) => ['notifications', f.notification.id, { at: '2026-99-99T99:99:99Z' }], /notifications_at_instant/),
  c('the instant 30 February', 'started_at', (f) => ['calls', f.call.id, { started_at: '2026-02-30T10:00:00.000Z' }], /calls_started_at_instant/),
  c('an instant in 1999', 'at', (f) => ['call_turns', f.turn.id, { at: '1999-12-31T23:59:59.000Z' }], /call_turns_at_instant/),
  c(
    'the instant second 60',
    'resend_requested_at',
    (f) => ['customer_messages', f.customerMessage.id, { resend_requested_at: '2026-11-30T23:59:60Z' }],
    /resend_requested_at_instant/,
  ),
  // Money, zones, statuses.
  c('a price of 0.004', 'price', (f) => ['services', f.service.id, { price: 0.004 }], /2 decimals/),
  c('the time zone Mars/Olympus', 'time_zone', (f) => ['salons', f.salon.id, { time_zone: 'Mars/Olympus' }], /time zone/),
  c('the time zone Factory', 'time_zone', (f) => ['salons', f.salon.id, { time_zone: 'Factory' }], /salons_time_zone_format/),
  c('the time zone EST5EDT', 'time_zone', (f) => ['salons', f.salon.id, { time_zone: 'EST5EDT' }], /salons_time_zone_format/),
  c('a client-set conflict status', 'status', appt({ status: 'conflict' }), /only the server/),
  // Emails and phones: the forms' formats (src/domain/tables/formats.ts).
  c('the customer email "not an email"', 'email', (f) => ['customers', f.customer.id, { email: 'not an email' }], /customers_email_format/),
  c('the customer phone "call me maybe"', 'phone', (f) => ['customers', f.customer.id, { phone: 'call me maybe' }], /customers_phone_format/),
  c('the salon email "x"', 'email', (f) => ['salons', f.salon.id, { email: 'x' }], /salons_email_format/),
  c('the staff phone "ask Ana"', 'phone', (f) => ['staff', f.staff.id, { phone: 'ask Ana' }], /staff_phone_format/),
  c('the reply-to "nope"', 'reply_to', (f) => ['message_settings', f.messageSettings.id, { reply_to: 'nope' }], /message_settings_reply_to_format/),
  // Text lengths.
  c('a 5,000-character appointment note', 'notes', appt({ notes: 'n'.repeat(5000) }), /notes_limits/),
  c('a 50,000-character salon email', 'email', (f) => ['salons', f.salon.id, { email: `${'e'.repeat(50_000)}@example.com` }], /salons_email_limits/),
  c('a customer language the app does not speak', 'language', (f) => ['customers', f.customer.id, { language: 'fr' }], /customers_language_limits/),
  c('a 2,001-character client card note', 'notes', (f) => ['customers', f.customer.id, { notes: 'n'.repeat(2001) }], /customers_notes_limits/),
  c('a 4,001-character FAQ answer', 'answer', (f) => ['salon_faqs', f.faq.id, { answer: 'a'.repeat(4001) }], /salon_faqs_answer_limits/),
  c('an 8,001-character transcript line', 'content', (f) => ['call_turns', f.turn.id, { content: 'c'.repeat(8001) }], /call_turns_content_limits/),
  c('a staff position no screen offers', 'position', (f) => ['staff', f.staff.id, { position: 'x'.repeat(1000) }], /staff_position_limits/),
  // The newer tables' rules.
  c(
    'slots every 45 minutes',
    'slot_interval',
    (f) => ['booking_settings', f.bookingSettings.id, { slot_interval: 45 }],
    /booking_settings_slot_interval_check/,
  ),
  c('a booking window of 0 days', 'max_advance_days', (f) => ['booking_settings', f.bookingSettings.id, { max_advance_days: 0 }], /max_advance_days_limits/),
  c(
    'a booking page address with spaces',
    'booking_slug',
    (f) => ['booking_settings', f.bookingSettings.id, { booking_slug: 'Lotus Nails!' }],
    /booking_slug_limits/,
  ),
  c('a 500-minute cleanup', 'buffer_minutes', (f) => ['services', f.service.id, { buffer_minutes: 500 }], /services_buffer_minutes_limits/),
  c(
    'processing time covering the whole service',
    'processing',
    (f) => ['services', f.service.id, { processing_offset: 0, processing_minutes: 45 }],
    /services_processing_fits/,
  ),
  c(
    'a reminder 0 hours ahead',
    'reminder_lead_hours',
    (f) => ['message_settings', f.messageSettings.id, { reminder_lead_hours: 0 }],
    /reminder_lead_hours_limits/,
  ),
  c(
    'a 641-character text template',
    'reminder_sms',
    (f) => ['message_settings', f.messageSettings.id, { reminder_sms: 's'.repeat(641) }],
    /reminder_sms_limits/,
  ),
  c('a time-off reason no screen offers', 'reason', (f) => ['staff_time_off', f.timeOff.id, { reason: 'holiday' }], /staff_time_off_reason_limits/),
  c('a call outcome no screen makes', 'outcome', (f) => ['calls', f.call.id, { outcome: 'hung_up' }], /calls_outcome_limits/),
  c('a notification kind no screen makes', 'kind', (f) => ['notifications', f.notification.id, { kind: 'spam' }], /notifications_kind_limits/),
];

/** Seqs in one batch that must fail the whole call, nothing written. */
export const SEQ_CASES: [name: string, seqs: number[]][] = [
  ['a repeated seq', [5, 5]],
  ['a lower seq after a higher one', [7, 6]],
  ['a lower seq after a higher one, later in the batch', [3, 9, 4]],
];

/**
 * A mutation's origin is none (or null) or 'restore' (migration 20261126000500); anything else is
 * rejected, nothing of the mutation stored. Each is sent on a patch of the fixture appointment.
 */
export const BAD_ORIGINS: [name: string, origin: unknown][] = [
  ['an origin no device sends', 'import'],
  ['"restore" in capitals', 'RESTORE'],
  ['an empty origin', ''],
  ['a number', 1],
  ['an object', { restore: true }],
];

export const withOrigin = (m: PushMutation, origin: unknown): PushMutation => ({ ...m, origin }) as unknown as PushMutation;

/**
 * A restored future appointment and a booking after it, in one batch (the fixture's salon, its
 * default message settings): the restore's origin must end with its own mutation.
 */
export function restoreThenBooking(device: Device, f: SalonFixture) {
  const future = (start: string, end: string) => ({
    ...f.appointment,
    id: crypto.randomUUID(),
    appointment_date: '2031-11-03',
    start_time: start,
    end_time: end,
  });
  const restored = future('10:00', '10:45');
  const booked = future('11:00', '11:45');
  return { restored, booked, mutations: [withOrigin(device.put('appointments', restored), 'restore'), device.put('appointments', booked)] };
}

/** The customer messages the server made for an appointment, as "kind channel status", from a pull. */
export function messagesFor(rows: Map<string, Record<string, unknown>>, appointmentId: string): string[] {
  return [...rows.entries()]
    .filter(([key, row]) => key.startsWith('customer_messages:') && row.appointment_id === appointmentId)
    .map(([, row]) => `${row.kind} ${row.channel} ${row.status}`)
    .sort();
}

/** What restoreThenBooking must leave: the restored one's confirmation recorded as skipped, not queued. */
export const RESTORED_MESSAGES = ['confirmation email skipped', 'reminder email queued'];
export const BOOKED_MESSAGES = ['confirmation email queued', 'reminder email queued'];
