// Recurring bookings: the same visit every 2, 3 or 4 weeks, N times. The first is booked
// as any booking is (its failure is the form's error, as today); every next one is checked with the
// same rules and, when it fits, booked in its own transaction, so one day that does not fit never
// undoes the others. Every date that is not booked comes back with why: never silently skipped.
import type { RuleLimits } from '../../domain/availability';
import { todayIn, type ZonedNow } from '../../domain/dates';
import { PreconditionError } from '../../domain/errors';
import { occurrenceDates, type Repeat } from '../../domain/recurrence';
import type { Appointment } from '../../domain/types';
import { visitMissAt, type VisitMiss } from '../../domain/visit-reasons';
import type { VisitServiceInput } from '../../domain/visits';
import { loadAvailabilityData } from '../availability';
import { appContext, type WriteContext } from '../context';
import { createVisit, type VisitInput } from './visits';

export interface RecurringInput extends VisitInput {
  repeat: Repeat;
}

export interface BookedOccurrence {
  date: string;
  rows: Appointment[];
}

export interface SkippedOccurrence extends RuleLimits {
  date: string;
  /** Why, by the availability rules (in words: noSlotMessage); null when `error` says it. */
  reason: VisitMiss | null;
  /** The booking's own refusal (its English sentence) when the rules allowed the time but the write did not. */
  error: string | null;
  /**
   * What that write threw, so a screen says it in the owner's language with its parts (a
   * SlotTakenError's time, a ValidationError's values: failureText). Only handed back, never stored.
   */
  cause?: unknown;
}

export interface RecurringResult {
  booked: BookedOccurrence[];
  skipped: SkippedOccurrence[];
}

/** Why the visit cannot be booked on `date` at the input's time by the salon's rules; null when it can. */
async function missOn(c: WriteContext, salonId: string, input: RecurringInput, date: string, now: ZonedNow): Promise<Omit<SkippedOccurrence, 'date'> | null> {
  const services: VisitServiceInput[] = [];
  for (const s of input.services) {
    const data = await loadAvailabilityData(c.db, salonId, s.serviceId, date);
    // Deleted since the first booking (another device): nothing to book that day.
    if (!data) return { reason: null, error: 'That service no longer exists.' };
    services.push({ ...data, staffId: s.staffId ?? undefined, now });
  }
  const why = visitMissAt(services, input.start);
  return why ? { ...why, error: null } : null;
}

/** Books the first occurrence (or throws, as createVisit does), then each next one that fits. */
export async function bookRecurring(input: RecurringInput, ctx?: WriteContext): Promise<RecurringResult> {
  const c = ctx ?? (await appContext());
  // A bad repeat is refused before anything is booked.
  const [first, ...next] = occurrenceDates(input.date, input.repeat);
  const rows = await createVisit({ ...input, date: first }, c);
  const salon = await c.db.salons.get(rows[0].salon_id);
  if (!salon || salon.deleted) throw new PreconditionError('No salon found');
  // One "now" for the whole series: each date is judged against the same moment.
  const now = input.now ?? todayIn(salon.time_zone);
  const result: RecurringResult = { booked: [{ date: first, rows }], skipped: [] };
  for (const date of next) {
    const miss = await missOn(c, salon.id, input, date, now);
    if (miss) {
      result.skipped.push({ date, ...miss });
      continue;
    }
    try {
      result.booked.push({ date, rows: await createVisit({ ...input, date, now }, c) });
    } catch (err) {
      // Taken between the check and the write (a sync pull, another tab): still reported.
      result.skipped.push({ date, reason: null, error: err instanceof Error ? err.message : String(err), cause: err });
    }
  }
  return result;
}
