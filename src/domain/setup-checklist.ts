// The Overview's first-run checklist: which of a new salon's six set-up steps are
// done, read from the rows on the device. Pure, so each step's rule is said once and tested.
// The Overview shows the list until every step is done (or the owner hides it).
import type { PatternLike } from './patterns';

/** The steps in the order a salon is set up; each has one screen. */
export const SETUP_STEPS = ['profile', 'services', 'staff', 'shifts', 'online', 'sarah'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

interface Live {
  deleted: boolean;
}

/** A schedule row as "has shifts" needs it. */
export interface ShiftRow extends Live {
  staff_id: string;
  date: string;
  is_day_off: boolean;
  start_time: string | null;
  end_time: string | null;
}

/**
 * Where a member's working days come from: dated shifts (staff_schedules) from today on, and
 * regular weeks (staff_patterns, src/domain/patterns.ts), both read by src/data/queries/setup.ts.
 */
export interface ShiftSources {
  /** Schedule rows dated today or later (older ones may be left out by the query). */
  shifts: readonly ShiftRow[];
  /** The members' regular weeks: a working weekday repeats with no end, so it is always ahead. */
  patterns?: readonly PatternLike[];
}

/** A working day, today or later, of an active member: a day someone can be booked on. */
export function isShiftAhead(row: ShiftRow, today: string, activeStaffIds: ReadonlySet<string>): boolean {
  return !row.deleted && !row.is_day_off && !!row.start_time && !!row.end_time && row.date >= today && activeStaffIds.has(row.staff_id);
}

/**
 * "Has shifts": some active member works on a day from today on. The one place that says it,
 * for the checklist and anything else that asks.
 */
export function hasShiftsAhead(sources: ShiftSources, today: string, activeStaffIds: ReadonlySet<string>): boolean {
  return (
    sources.shifts.some((s) => isShiftAhead(s, today, activeStaffIds)) ||
    (sources.patterns ?? []).some((p) => !p.deleted && !p.is_day_off && activeStaffIds.has(p.staff_id))
  );
}

export interface SetupFacts extends ShiftSources {
  salon: { address: string } | null;
  /** How many days of business hours the owner saved (none: the spec's defaults are showing). */
  savedHoursDays: number;
  services: readonly (Live & { id: string; is_active?: boolean })[];
  staff: readonly (Live & { id: string; is_active: boolean })[];
  staffServices: readonly (Live & { staff_id: string; service_id: string })[];
  /** The booking-rules row (online_booking lives on it); null when never saved. */
  bookingSettings: (Live & { online_booking?: boolean }) | null;
  /** An AI provider key is set on this device (saved, or from the app's configuration). */
  aiKeyOnDevice: boolean;
  today: string;
}

export type SetupProgress = Record<SetupStep, boolean>;

const isActiveService = (s: SetupFacts['services'][number]) => !s.deleted && s.is_active !== false;

/** Active members who can perform at least one active service. */
export function bookableStaffIds(facts: Pick<SetupFacts, 'services' | 'staff' | 'staffServices'>): Set<string> {
  const services = new Set(facts.services.filter(isActiveService).map((s) => s.id));
  const active = new Set(facts.staff.filter((m) => !m.deleted && m.is_active).map((m) => m.id));
  return new Set(facts.staffServices.filter((l) => !l.deleted && active.has(l.staff_id) && services.has(l.service_id)).map((l) => l.staff_id));
}

export function setupProgress(facts: SetupFacts): SetupProgress {
  const active = new Set(facts.staff.filter((m) => !m.deleted && m.is_active).map((m) => m.id));
  return {
    // The address is what customers need and the one field sign-up does not ask for.
    profile: !!facts.salon && facts.salon.address.trim() !== '' && facts.savedHoursDays > 0,
    services: facts.services.some(isActiveService),
    staff: bookableStaffIds(facts).size > 0,
    shifts: hasShiftsAhead(facts, facts.today, active),
    online: !!facts.bookingSettings && !facts.bookingSettings.deleted && facts.bookingSettings.online_booking === true,
    sarah: facts.aiKeyOnDevice,
  };
}

export const setupDone = (progress: SetupProgress): boolean => SETUP_STEPS.every((s) => progress[s]);

export const stepsDone = (progress: SetupProgress): number => SETUP_STEPS.filter((s) => progress[s]).length;
