// A member's time off (whole days, start to end inclusive) and daily breaks (Staff
// Management): the checks run before saving, with the registry's limits, and the bookings a new
// time off falls on. Adding time off never cancels anything: the owner is shown those bookings
// and moves them or gives them to someone else.
import { z } from 'zod';
import { dateProblem } from './dates';
import { ValidationError } from './errors';
import { DATE_RANGE } from './tables/kinds';
import { TIME_OFF_REASONS } from './tables/booking';
import { REGISTRY } from './tables';
import { isValidTime, toMinutes } from './time';
import type { Appointment, AppointmentStatus, StaffBreak, StaffTimeOff, TimeOffReason } from './types';

const NOTE_MAX = REGISTRY.staff_time_off.columns.note.max!;
const LABEL_MAX = REGISTRY.staff_breaks.columns.label.max!;

/** How a reason reads on the week grid and in lists; "other" is plain "Time off". */
export const TIME_OFF_LABELS: Readonly<Record<TimeOffReason, string>> = Object.freeze({ vacation: 'Vacation', sick: 'Sick', other: 'Time off' });

/** '13:00–13:30' (seconds from the server dropped). */
export const breakTimes = (b: Pick<StaffBreak, 'start_time' | 'end_time'>) => `${b.start_time.slice(0, 5)}–${b.end_time.slice(0, 5)}`;

/** 'Lunch 13:00–13:30'; a break without a label is 'Break 13:00–13:30'. */
export const breakText = (b: Pick<StaffBreak, 'start_time' | 'end_time' | 'label'>) => `${b.label || 'Break'} ${breakTimes(b)}`;

export interface TimeOffInput {
  start_date: string;
  end_date: string;
  reason: string;
  note?: string | null;
}

export interface BreakInput {
  start_time: string;
  end_time: string;
  label?: string | null;
}

function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ValidationError(issue.message, String(issue.path[0] ?? ''));
}

const blankIsNull = (v: string | null | undefined) => {
  const t = (v ?? '').trim();
  return t === '' ? null : t;
};

const optionalText = (label: string, max: number) =>
  z
    .string()
    .nullish()
    .transform(blankIsNull)
    .refine((v) => v === null || v.length <= max, `${label} is too long (at most ${max} characters)`);

const dateField = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} date is required`)
    .refine((v) => dateProblem(v) === null, `${label} must be a valid date`)
    .refine((v) => v >= DATE_RANGE.min && v <= DATE_RANGE.max, `${label} must be a date from ${DATE_RANGE.min.slice(0, 4)} to ${DATE_RANGE.max.slice(0, 4)}`);

const timeOffSchema = z
  .object({
    start_date: dateField('From'),
    end_date: dateField('To'),
    reason: z.enum(TIME_OFF_REASONS, { error: 'Reason must be Vacation, Sick or Other' }),
    note: optionalText('Note', NOTE_MAX),
  })
  // Dates of one shape compare as text; the server CHECKs the same (end_date >= start_date).
  .refine((v) => dateProblem(v.start_date) !== null || dateProblem(v.end_date) !== null || v.end_date >= v.start_date, {
    message: 'To must be on or after From',
    path: ['end_date'],
  });

const timeField = (label: string) => z.string().trim().min(1, `${label} time is required`).refine(isValidTime, `${label} must be a time like 13:00`);

const breakSchema = z
  .object({ start_time: timeField('From'), end_time: timeField('To'), label: optionalText('Label', LABEL_MAX) })
  // A break is inside one day: it cannot run past midnight, so it must end after it starts. zod
  // runs this even when a time is bad; that time's own message is the one shown.
  .refine((v) => !isValidTime(v.start_time) || !isValidTime(v.end_time) || toMinutes(v.end_time) > toMinutes(v.start_time), {
    message: 'To must be after From (a break ends the same day)',
    path: ['end_time'],
  });

export function parseTimeOff(input: TimeOffInput): { start_date: string; end_date: string; reason: TimeOffReason; note: string | null } {
  return parse(timeOffSchema, input);
}

export function parseBreak(input: BreakInput): { start_time: string; end_time: string; label: string | null } {
  return parse(breakSchema, input);
}

/** Bookings still holding the member's time: the ones a time off leaves for the owner to move. */
const ACTIVE: readonly AppointmentStatus[] = ['pending', 'confirmed'];

type Booked = Pick<Appointment, 'staff_id' | 'appointment_date' | 'start_time' | 'status'> & { deleted?: boolean };

/**
 * The member's active (pending or confirmed) appointments dated inside the time off, in date and
 * time order. Completed, canceled, no-show and conflict appointments hold no time and are left out.
 */
export function bookingsDuringTimeOff<T extends Booked>(appointments: readonly T[], timeOff: Pick<StaffTimeOff, 'staff_id' | 'start_date' | 'end_date'>): T[] {
  return appointments
    .filter(
      (a) =>
        !a.deleted &&
        a.staff_id === timeOff.staff_id &&
        ACTIVE.includes(a.status) &&
        a.appointment_date >= timeOff.start_date &&
        a.appointment_date <= timeOff.end_date,
    )
    .sort((a, b) => a.appointment_date.localeCompare(b.appointment_date) || a.start_time.localeCompare(b.start_time));
}

/** The member's time off covering `date`, if any (the first one, when several overlap). */
export function timeOffOn<T extends Pick<StaffTimeOff, 'staff_id' | 'start_date' | 'end_date'> & { deleted?: boolean }>(
  rows: readonly T[],
  staffId: string,
  date: string,
): T | undefined {
  return rows.find((r) => !r.deleted && r.staff_id === staffId && r.start_date <= date && date <= r.end_date);
}
