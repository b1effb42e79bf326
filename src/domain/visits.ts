// One visit, several services: a manicure, then a pedicure, then nail art, back to
// back from one start time, with one technician when someone is free for all of them, otherwise
// the first free one for each. Each part is checked with the same availability rules as a single
// booking (src/domain/availability.ts), so a visit never offers a time a single booking could not.
import { findAvailableSlots, isSlotAvailable, type AvailabilityInput, type NoSlotReason, type RuleLimits } from './availability';
import { addMinutesToTime } from './time';

/** One service of the visit: its day's availability input (staffId = the member asked for, if any). */
export type VisitServiceInput = Omit<AvailabilityInput, 'step' | 'firstStart' | 'lastStart'>;

export interface VisitPart {
  serviceId: string;
  start: string;
  end: string;
  staffId: string;
}

export interface VisitSlot {
  start: string;
  end: string;
  parts: VisitPart[];
}

export interface VisitPlan extends RuleLimits {
  parts: VisitPart[] | null;
  /** Why not, for the first service that does not fit (its index in the visit). */
  reason: NoSlotReason | null;
  failedIndex: number | null;
}

export interface VisitResult extends RuleLimits {
  date: string;
  slots: VisitSlot[];
  reason: NoSlotReason | null;
}

/** The visit from `start`: each service right after the one before. */
export function planVisitAt(services: readonly VisitServiceInput[], start: string): VisitPlan {
  if (services.length === 0) return { parts: null, reason: null, failedIndex: null };
  const free: string[][] = [];
  const starts: string[] = [];
  let t = start;
  for (let k = 0; k < services.length; k++) {
    const check = isSlotAvailable(services[k], t);
    if (!check.available) return { parts: null, reason: check.reason, failedIndex: k, earliest: check.earliest, lastBookableDate: check.lastBookableDate };
    free.push(check.staffIds);
    starts.push(t);
    t = addMinutesToTime(t, services[k].service.duration);
  }
  // One technician for the whole visit when someone is free for every part of it.
  const everyPart = free[0].filter((id) => free.every((ids) => ids.includes(id)));
  let previous: string | null = everyPart[0] ?? null;
  const parts = services.map((s, k) => {
    const staffId = previous && free[k].includes(previous) ? previous : free[k][0];
    previous = staffId;
    return { serviceId: s.service.id, start: starts[k], end: addMinutesToTime(starts[k], s.service.duration), staffId };
  });
  return { parts, reason: null, failedIndex: null };
}

/** Every start of the first service's offered times at which the whole visit fits. */
export function findVisitSlots(services: readonly VisitServiceInput[], grid: Pick<AvailabilityInput, 'step' | 'firstStart' | 'lastStart'> = {}): VisitResult {
  const first = findAvailableSlots({ ...services[0], ...grid });
  const { date } = services[0];
  if (first.reason !== null) return { date, slots: [], reason: first.reason, earliest: first.earliest, lastBookableDate: first.lastBookableDate };
  const slots: VisitSlot[] = [];
  for (const s of first.slots) {
    const plan = planVisitAt(services, s.start);
    if (plan.parts) slots.push({ start: s.start, end: plan.parts[plan.parts.length - 1].end, parts: plan.parts });
  }
  return { date, slots, reason: slots.length > 0 ? null : 'fully_booked' };
}
