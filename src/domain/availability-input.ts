// What the availability rules read (src/domain/availability.ts), apart from them so the day's
// preparation (availability-day.ts) can name it without importing the rules that import it.
import type { ZonedNow } from './dates';
import type { BookingRules } from './booking-rules';
import type { Appointment, Service, Staff, StaffSchedule, StaffService } from './types';
import type { SavedHours } from './business-hours';

type Live = { deleted?: boolean };
export type AvailabilityStaff = Pick<Staff, 'id' | 'is_active'> & Live;
export type AvailabilityLink = Pick<StaffService, 'staff_id' | 'service_id'> & Live;
export type AvailabilitySchedule = Pick<StaffSchedule, 'staff_id' | 'date' | 'start_time' | 'end_time' | 'is_day_off'> & Live;
export type AvailabilityAppointment = Pick<Appointment, 'staff_id' | 'appointment_date' | 'start_time' | 'end_time' | 'status'> &
  Partial<Pick<Appointment, 'id' | 'service_id' | 'processing_offset' | 'processing_minutes'>> &
  Live;
export type AvailabilityTimeOff = { staff_id: string; start_date: string; end_date: string } & Live;
export type AvailabilityBreak = { staff_id: string; start_time: string; end_time: string } & Live;

export interface AvailabilityInput {
  /** 'YYYY-MM-DD' on the salon's calendar. */
  date: string;
  /** A service with is_active false is hidden: it keeps its history but cannot be booked. */
  service: Pick<Service, 'id' | 'duration'> & Partial<Pick<Service, 'buffer_minutes' | 'is_active' | 'processing_offset' | 'processing_minutes'>>;
  staff: readonly AvailabilityStaff[];
  /** staff_services rows; only those linking a member to `service` count. */
  staffServices: readonly AvailabilityLink[];
  schedules: readonly AvailabilitySchedule[];
  appointments: readonly AvailabilityAppointment[];
  /** Saved business_hours rows; days without one use the defaults. */
  hours: readonly SavedHours[];
  /** Cleanup buffer of every service by id, so an existing appointment blocks its member for its service's buffer after it ends. */
  serviceBuffers?: Readonly<Record<string, number>>;
  /** Date ranges a member is away (vacation, sick), inclusive. */
  timeOff?: readonly AvailabilityTimeOff[];
  /** Recurring daily breaks of a member (lunch 13:00–13:30), every working day. */
  breaks?: readonly AvailabilityBreak[];
  /** The salon's booking rules; absent = none (today's behaviour). Notice and advance need `now`. */
  rules?: BookingRules;
  /** Only this member (the form's staff picker); omit for "any available". */
  staffId?: string;
  /** An appointment being moved does not block its own new time. */
  ignoreAppointmentId?: string;
  /** Minutes between candidates; wins over rules.slot_interval. */
  step?: number;
  firstStart?: string;
  lastStart?: string;
  /** The salon's current date and time (todayIn); past dates and past times today are excluded. */
  now?: ZonedNow;
}

/**
 * Why there are no slots, checked in this order, so the assistant can say the product's messages:
 * invalid_date — the date itself; service_hidden — the service cannot be booked on any date;
 * past_date / too_far_ahead — before today, or after the maximum advance;
 * closed — the salon's hours that weekday;
 * no_staff_for_service — no active member is linked to the service (or to the picked member);
 * staff_time_off — none of them works that date, and time off is part of why;
 * no_staff_working — none of them has a working schedule that date;
 * too_soon — every start that would fit is inside the minimum notice (or has passed);
 * no_time_left — today, and every start that would fit has passed;
 * fully_booked — the rest: taken by appointments and their buffers or breaks, or the service does
 * not fit the hours/shifts.
 */
export type NoSlotReason =
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
