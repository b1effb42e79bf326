// Every synced table (docs/architecture.md#synced-tables), in the order rows are restored and pushed: parents
// first. Limits are the ones the forms and the backup validate (src/domain/back-office.ts,
// src/domain/tables/row-schema.ts) and the server CHECKs (supabase/migrations); the conformance
// test (tests/integration/registry-conformance.test.ts) holds the migrated catalogue to this file.
import { businessHoursId, staffScheduleId, staffServiceId } from '../ids';
import { CONVERSATION_TABLES } from './conversations';
import { MESSAGE_TABLES } from './messages';
import { BOOKING_LIMITS, BOOKING_TABLES } from './booking';
import { PATTERN_TABLES } from './patterns';
import { AGENT_TABLES } from './agent';
import { bool, date, email, id, owned, phone, ref, SERVER_ONLY, text, time } from './columns';
import { EMAIL_OR_BLANK_PATTERN, PHONE_OR_BLANK_PATTERN } from './formats';
import { LANGUAGES } from '../languages';
import type { TableDef } from './kinds';
import { CUSTOMER_LIMITS, PHONE_KEY_PATTERN, PRICE_MAX } from './limits';

export { PHONE_KEY_PATTERN };

export const STAFF_POSITIONS = ['Senior Nail Technician', 'Nail Technician', 'Part-time Technician', 'Apprentice'] as const;

/** `no_show` and `conflict` go past the spec's four statuses: see README. */
export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'completed', 'canceled', 'no_show', 'conflict'] as const;

// The sign-up seeds the salon row from the registration form (whose fields now have the same
// caps) and, for an owner who gave no salon name, an empty name: the server checks the lengths
// but lets that blank through, since a refused salon row would hold back every other row.
/** Processing time inside a service; 0 minutes = none. Services hold it, appointments keep a copy. */
const PROCESSING_COLUMNS = {
  processing_offset: {
    kind: 'int',
    min: BOOKING_LIMITS.processingOffset.min,
    max: BOOKING_LIMITS.processingOffset.max,
    optional: true,
    rangeMessage: 'must be 0 to 1439 minutes',
  },
  processing_minutes: {
    kind: 'int',
    min: BOOKING_LIMITS.processingMinutes.min,
    max: BOOKING_LIMITS.processingMinutes.max,
    optional: true,
    rangeMessage: 'must be 0 to 240 minutes',
  },
} as const;

const SIGN_UP = 'seeded empty at sign-up when the owner gave no salon name';

export const TABLES = {
  salons: {
    scope: 'owner',
    columns: {
      id,
      owner_id: { kind: 'uuid' },
      name: text(160, { nonBlank: true, serverAllowsBlank: SIGN_UP }),
      address: text(300),
      phone: text(40, { pattern: PHONE_OR_BLANK_PATTERN }),
      email: text(320, { pattern: EMAIL_OR_BLANK_PATTERN }),
      website: text(500, { nullable: true }),
      time_zone: { kind: 'time_zone' },
    },
    serverOnly: [...SERVER_ONLY, 'created_at'],
    dexie: ['id', 'owner_id'],
    label: 'salon',
    noun: ['salon', 'salons'],
  },
  services: {
    scope: 'salon',
    columns: {
      ...owned,
      name: text(120, { nonBlank: true }),
      price: { kind: 'money', min: 0, max: PRICE_MAX },
      /** Minutes; a service longer than a day could never fit in any opening hours. */
      duration: { kind: 'int', min: 1, max: 24 * 60, rangeMessage: 'must be 1 to 1440 minutes' },
      description: text(1000, { nullable: true }),
      /** Cleanup after each appointment: blocks the member, never shown as appointment time. */
      buffer_minutes: {
        kind: 'int',
        min: BOOKING_LIMITS.bufferMinutes.min,
        max: BOOKING_LIMITS.bufferMinutes.max,
        optional: true,
        rangeMessage: 'must be 0 to 240 minutes',
      },
      /** Manicure, Pedicure, Enhancements, Nail Art, Add-ons… or the owner's own. */
      category: text(60, { nullable: true, optional: true }),
      /** A hidden service keeps its history but cannot be booked. */
      is_active: { kind: 'bool', optional: true },
      ...PROCESSING_COLUMNS,
    },
    // The technician works some of every service: a gap covering all of it would make the
    // booking block nobody (src/domain/processing.ts).
    checks: ['processing_offset + processing_minutes <= duration', 'processing_minutes < duration'],
    serverOnly: SERVER_ONLY,
    dexie: ['id', 'salon_id'],
    label: 'services',
    noun: ['service', 'services'],
  },
  staff: {
    scope: 'salon',
    columns: {
      ...owned,
      name: text(120, { nonBlank: true }),
      phone: phone(40, { nullable: true }),
      position: { kind: 'enum', values: STAFF_POSITIONS },
      is_active: bool,
    },
    serverOnly: SERVER_ONLY,
    dexie: ['id', 'salon_id'],
    label: 'staff',
    noun: ['staff member', 'staff members'],
  },
  staff_services: {
    scope: 'salon',
    columns: { ...owned, staff_id: ref('staff'), service_id: ref('services') },
    naturalKey: { columns: ['staff_id', 'service_id'], id: (r) => staffServiceId(r.staff_id as string, r.service_id as string) },
    serverOnly: SERVER_ONLY,
    dexie: ['id', 'salon_id', 'staff_id', 'service_id'],
    label: 'staff service links',
    noun: ['service assignment', 'service assignments'],
  },
  business_hours: {
    scope: 'salon',
    columns: {
      ...owned,
      /** 0 = Sunday … 6 = Saturday. */
      day_of_week: { kind: 'int', min: 0, max: 6, sql: 'smallint', rangeMessage: 'must be 0 (Sunday) to 6 (Saturday)' },
      open_time: { ...time, nullable: true },
      close_time: { ...time, nullable: true },
      is_closed: bool,
    },
    naturalKey: { columns: ['salon_id', 'day_of_week'], id: (r) => businessHoursId(r.salon_id as string, r.day_of_week as number) },
    checks: ['close_time > open_time'],
    serverOnly: SERVER_ONLY,
    dexie: ['id', 'salon_id'],
    label: 'business hours',
    noun: ['day of business hours', 'days of business hours'],
  },
  salon_faqs: {
    scope: 'salon',
    columns: { ...owned, question: text(500, { nonBlank: true }), answer: text(4000, { nonBlank: true }) },
    serverOnly: SERVER_ONLY,
    dexie: ['id', 'salon_id'],
    label: 'FAQs',
    noun: ['FAQ', 'FAQs'],
  },
  staff_schedules: {
    scope: 'salon',
    columns: {
      ...owned,
      staff_id: ref('staff'),
      date,
      start_time: { ...time, nullable: true },
      end_time: { ...time, nullable: true },
      is_day_off: bool,
    },
    naturalKey: { columns: ['staff_id', 'date'], id: (r) => staffScheduleId(r.staff_id as string, r.date as string) },
    checks: ['end_time > start_time'],
    serverOnly: SERVER_ONLY,
    dexie: ['id', '[staff_id+date]', '[salon_id+date]'],
    label: 'staff schedules',
    noun: ['staff schedule day', 'staff schedule days'],
  },
  customers: {
    scope: 'salon',
    columns: {
      ...owned,
      name: text(CUSTOMER_LIMITS.name),
      phone: phone(CUSTOMER_LIMITS.phone),
      email: email(CUSTOMER_LIMITS.email, { nullable: true }),
      /**
       * The phone's E.164 form in the salon's region (src/domain/phone-key.ts): how a customer is
       * found. Null for a phone that is no number, or a row from before the key (filled on apply).
       */
      phone_key: { kind: 'text', nullable: true, optional: true, pattern: PHONE_KEY_PATTERN.source },
      /** The client card's notes ("allergic to acrylic", "likes almond shape"). */
      notes: text(2000, { nullable: true, optional: true }),
      /** The card's tags, comma-separated ("VIP, gel"). */
      tags: text(300, { nullable: true, optional: true }),
      /**
       * The language the customer's messages and Sarah use with them; null until the owner sets it or
       * the booking page or a conversation tells it.
       */
      language: { kind: 'enum', values: LANGUAGES, nullable: true, optional: true },
    },
    serverOnly: SERVER_ONLY,
    dexie: ['id', 'salon_id', '[salon_id+updated_at]', '[salon_id+phone_key]'],
    label: 'customers',
    noun: ['customer', 'customers'],
  },
  appointments: {
    scope: 'salon',
    columns: {
      ...owned,
      customer_id: ref('customers'),
      staff_id: ref('staff'),
      service_id: ref('services'),
      appointment_date: date,
      start_time: time,
      end_time: time,
      notes: text(4000, { nullable: true }),
      status: { kind: 'enum', values: APPOINTMENT_STATUSES },
      /** The services of one visit (manicure + pedicure) share it; null for a single service. */
      visit_id: { kind: 'uuid', nullable: true, optional: true },
      /** The service's processing time when booked (moved with the row; the server's no-double-booking rule reads it). */
      ...PROCESSING_COLUMNS,
      /**
       * Who the booking was made for, as given when it was made (src/domain/booking-contact.ts):
       * its messages go only here, never to whatever the card says later. Null on bookings from before.
       */
      contact_name: text(120, { nullable: true, optional: true }),
      contact_phone: phone(40, { nullable: true, optional: true }),
      contact_email: email(320, { nullable: true, optional: true }),
    },
    checks: ['end_time > start_time'],
    serverOnly: SERVER_ONLY,
    dexie: [
      'id',
      'customer_id',
      'service_id',
      '[salon_id+appointment_date+start_time]',
      '[salon_id+status+appointment_date+start_time]',
      '[salon_id+updated_at]',
      'visit_id',
    ],
    label: 'appointments',
    noun: ['appointment', 'appointments'],
  },
  ...CONVERSATION_TABLES,
  ...MESSAGE_TABLES,
  ...BOOKING_TABLES,
  ...PATTERN_TABLES,
  ...AGENT_TABLES,
} as const satisfies Record<string, TableDef>;
