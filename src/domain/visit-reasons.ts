// Why a visit of several services cannot be booked, in the same reasons as a single booking
// (NoSlotReason), so the owner reads the same words: New Appointment's empty time picker and the
// recurring bookings' "Not booked" list. findVisitSlots only knows the first service's day; a
// pedicure nobody does that day would otherwise read as "fully booked".
import { findAvailableSlots, type NoSlotReason, type RuleLimits } from './availability';
import { findVisitSlots, planVisitAt, type VisitServiceInput } from './visits';

/** 'time_taken': the day has other times for the visit, just not this one. */
export type VisitMiss = NoSlotReason | 'time_taken';

export interface VisitWhy extends RuleLimits {
  reason: VisitMiss;
}

export interface DayWhy extends RuleLimits {
  reason: NoSlotReason;
}

// Only the limits that apply, so a reason compares equal to one written out by hand.
const limitsOf = (r: RuleLimits): RuleLimits => ({
  ...(r.earliest && { earliest: r.earliest }),
  ...(r.lastBookableDate && { lastBookableDate: r.lastBookableDate }),
});

/** Why the day offers no time for the visit: the first service whose own day has none, else fully booked. */
export function visitDayReason(services: readonly VisitServiceInput[]): DayWhy {
  for (const s of services) {
    const day = findAvailableSlots(s);
    if (day.reason !== null) return { reason: day.reason, ...limitsOf(day) };
  }
  // Each service alone has times, but never one after the other.
  return { reason: 'fully_booked' };
}

/** Why the visit cannot start at `start` that day; null when it fits. */
export function visitMissAt(services: readonly VisitServiceInput[], start: string): VisitWhy | null {
  if (services.length === 0) return null;
  const plan = planVisitAt(services, start);
  if (plan.parts) return null;
  if (plan.reason !== null) return { reason: plan.reason, ...limitsOf(plan) };
  return findVisitSlots(services).slots.length > 0 ? { reason: 'time_taken' } : visitDayReason(services);
}
