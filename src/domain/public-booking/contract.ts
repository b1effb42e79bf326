// The wire contract of online booking: the SQL functions anonymous customers call
// through PostgREST (`POST /rest/v1/rpc/<name>` with the anon key), by the page's slug or a manage
// link's token, and what each answers. Spelled out once here for the page, the server's tests and
// the SQL (supabase/migrations/20261125000600… and after). Times are the salon's wall clock,
// 'HH:MM'; dates 'YYYY-MM-DD' on the salon's calendar.
//
// Every argument travels as text (ids, dates 'YYYY-MM-DD', times 'HH:MM'): the functions read and
// check it themselves, so a malformed one answers a sentence, not a database cast error.
//
// Errors are PostgREST's JSON ({ code, message, details, hint }) with an HTTP status: 404 for an
// unknown or switched-off page and for a bad or expired token (the same text either way, so a
// caller learns nothing), 400 for input that breaks a rule (message in the voice of the app), 429
// when a rate limit is hit. A slot taken meanwhile is not an error: it answers status 'taken'.

import type { Language } from '../languages';

/** POST /rest/v1/rpc/public_booking_page { p_slug } */
export interface PublicBookingPage {
  salon: { name: string; address: string; phone: string; time_zone: string };
  /** The effective hours of each weekday, 0 = Sunday (the defaults where the owner saved none). */
  hours: { day_of_week: number; open_time: string | null; close_time: string | null; is_closed: boolean }[];
  /** Bookable services: active, not deleted, done by at least one active member. */
  services: { id: string; name: string; price: number; duration: number; category: string | null; description: string | null }[];
  /** Active members doing at least one bookable service, with the services they do. */
  staff: { id: string; name: string; service_ids: string[] }[];
  rules: { min_notice_minutes: number; max_advance_days: number; slot_interval: number };
  /** The salon's date now: the date strip starts here and runs max_advance_days on. */
  today: string;
}

/** Why a day has no free times (the domain's NoSlotReason). */
export type PublicNoTimesReason =
  | 'invalid_date'
  | 'service_hidden'
  | 'past_date'
  | 'too_far_ahead'
  | 'closed'
  | 'no_staff_for_service'
  | 'staff_time_off'
  | 'no_staff_working'
  | 'too_soon'
  | 'no_time_left'
  | 'fully_booked';

/**
 * POST /rest/v1/rpc/public_free_times { p_slug, p_service_id, p_date, p_staff_id (null = any) }
 * POST /rest/v1/rpc/public_manage_free_times { p_token, p_date } (same service; its own time does not block)
 */
export interface PublicFreeTimes {
  date: string;
  times: { start: string; end: string }[];
  reason: PublicNoTimesReason | null;
}

/** What the customer sees of a booked appointment. */
export interface PublicAppointment {
  date: string;
  start: string;
  end: string;
  service: string;
  /** The member's name; null when the salon has not named one. */
  staff: string | null;
  price: number;
  status: 'pending' | 'confirmed' | 'completed' | 'canceled' | 'no_show' | 'conflict';
}

export interface PublicSalon {
  name: string;
  address: string;
  phone: string;
  time_zone: string;
}

/**
 * POST /rest/v1/rpc/public_book
 * { p_slug, p_service_id, p_date, p_start, p_staff_id (null = any), p_name, p_phone, p_email (null = none), p_website (honeypot: must be empty),
 *   p_phone_key (the phone's key as the devices make it; taken only when it is a reading of p_phone, else the server's own),
 *   p_language (en, vi or es: the page's, which a new card keeps; null = not known) }
 */
export type PublicBookAnswer =
  | { status: 'booked'; appointment: PublicAppointment; salon: PublicSalon; manage_token: string; event_uid: string }
  | { status: 'taken'; message: string; times: { start: string; end: string }[] };

/** POST /rest/v1/rpc/public_appointment { p_token } */
export interface PublicManageView {
  appointment: PublicAppointment;
  salon: PublicSalon;
  service_id: string;
  /** Whether the customer may still cancel / move it online, and if not, why (a sentence to show). */
  can_cancel: boolean;
  cancel_refusal: string | null;
  can_reschedule: boolean;
  reschedule_refusal: string | null;
  rules: { min_notice_minutes: number; max_advance_days: number; slot_interval: number; online_cancel_notice_minutes: number };
  today: string;
  /** The language on the customer's card (en, vi, es), null when it has none: the page starts in it unless this device chose one. */
  language: Language | null;
}

/** POST /rest/v1/rpc/public_cancel { p_token } */
export interface PublicCancelAnswer {
  status: 'canceled';
  appointment: PublicAppointment;
}

/** POST /rest/v1/rpc/public_reschedule { p_token, p_date, p_start } */
export type PublicRescheduleAnswer =
  | { status: 'rescheduled'; appointment: PublicAppointment }
  | { status: 'taken'; message: string; times: { start: string; end: string }[] };

/** POST /rest/v1/rpc/booking_slug_available { p_slug } — signed-in owners only. */
export interface SlugAvailability {
  available: boolean;
  /** Why not ("That address is taken." / the pattern's rule); null when available. */
  message: string | null;
}

/** The text a taken slot answers with. */
export const SLOT_JUST_TAKEN = 'That time was just taken — here are the nearest free times';
