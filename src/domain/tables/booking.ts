// The rules a salon books by: its booking settings (one row per salon) and each
// member's time off and daily breaks. Read by the availability rules (src/domain/availability.ts)
// on every path that books; synced like every salon table.
import { bookingSettingsId } from '../ids';
import { date, owned, ref, SERVER_ONLY, text, time } from './columns';
import { EMBED_ORIGINS_MAX_CHARS, EMBED_ORIGINS_PATTERN } from './formats';
import type { TableDef } from './kinds';

export const SLOT_INTERVALS = [15, 30, 60] as const;
export const TIME_OFF_REASONS = ['vacation', 'sick', 'other'] as const;
/** How a booking by Sarah (or later the public page) starts: booked, or waiting for the owner. */
export const SELF_BOOKING_STATUSES = ['confirmed', 'pending'] as const;
/** Limits of the booking rules, with their defaults (a salon that saved none books by these). */
export const BOOKING_LIMITS = {
  minNoticeMinutes: { min: 0, max: 14 * 24 * 60, default: 0 },
  maxAdvanceDays: { min: 1, max: 730, default: 90 },
  slotInterval: { default: 60 },
  bufferMinutes: { min: 0, max: 240 },
  /** Processing time inside a service: where it starts (minutes after the start) and how long it lasts. */
  processingOffset: { min: 0, max: 24 * 60 - 1 },
  processingMinutes: { min: 0, max: 240 },
  /** How late before a visit a customer may still cancel it through the manage link. */
  onlineCancelNoticeMinutes: { min: 0, max: 14 * 24 * 60, default: 24 * 60 },
} as const;

/**
 * The public booking page's address (/book/:slug): lowercase letters, digits and inner hyphens,
 * 3 to 40 characters, so it reads well in a link and on a printed QR code.
 */
export const BOOKING_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$/;

export const BOOKING_TABLES = {
  booking_settings: {
    scope: 'salon',
    columns: {
      ...owned,
      min_notice_minutes: {
        kind: 'int',
        min: BOOKING_LIMITS.minNoticeMinutes.min,
        max: BOOKING_LIMITS.minNoticeMinutes.max,
        rangeMessage: 'must be 0 to 20160 minutes (14 days)',
      },
      max_advance_days: { kind: 'int', min: BOOKING_LIMITS.maxAdvanceDays.min, max: BOOKING_LIMITS.maxAdvanceDays.max, rangeMessage: 'must be 1 to 730 days' },
      slot_interval: { kind: 'int', min: 15, max: 60, rangeMessage: 'must be 15, 30 or 60 minutes' },
      self_booking_status: { kind: 'enum', values: SELF_BOOKING_STATUSES },
      /** The public booking page and manage links answer only while this is on. */
      online_booking: { kind: 'bool', optional: true },
      /** The page's address, unique among salons; null until the owner picks one. */
      booking_slug: { kind: 'text', max: 40, nullable: true, optional: true, pattern: BOOKING_SLUG_PATTERN.source },
      online_cancel_notice_minutes: {
        kind: 'int',
        min: BOOKING_LIMITS.onlineCancelNoticeMinutes.min,
        max: BOOKING_LIMITS.onlineCancelNoticeMinutes.max,
        optional: true,
        rangeMessage: 'must be 0 to 20160 minutes (14 days)',
      },
      /**
       * The sites that may show the booking page in a frame: https origins separated by
       * a space, '' for none; the gateway writes them into the page's frame-ancestors.
       */
      embed_origins: { kind: 'text', max: EMBED_ORIGINS_MAX_CHARS, optional: true, pattern: EMBED_ORIGINS_PATTERN },
    },
    naturalKey: { columns: ['salon_id'], id: (r) => bookingSettingsId(r.salon_id as string) },
    checks: ['slot_interval = any (array[15, 30, 60])'],
    serverOnly: SERVER_ONLY,
    dexie: ['id', 'salon_id'],
    label: 'booking rules',
    noun: ['booking rules row', 'booking rules rows'],
  },
  staff_time_off: {
    scope: 'salon',
    columns: {
      ...owned,
      staff_id: ref('staff'),
      start_date: date,
      end_date: date,
      reason: { kind: 'enum', values: TIME_OFF_REASONS },
      note: text(200, { nullable: true }),
    },
    checks: ['end_date >= start_date'],
    serverOnly: SERVER_ONLY,
    dexie: ['id', 'salon_id', 'staff_id'],
    label: 'staff time off',
    noun: ['time off', 'times off'],
  },
  staff_breaks: {
    scope: 'salon',
    columns: {
      ...owned,
      staff_id: ref('staff'),
      start_time: time,
      end_time: time,
      /** "Lunch"; shown in the week grid. */
      label: text(60, { nullable: true }),
    },
    checks: ['end_time > start_time'],
    serverOnly: SERVER_ONLY,
    dexie: ['id', 'salon_id', 'staff_id'],
    label: 'staff breaks',
    noun: ['break', 'breaks'],
  },
} as const satisfies Record<string, TableDef>;
