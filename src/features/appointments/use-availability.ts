// Free times for the New Appointment form, live: a booking made elsewhere (another tab, the
// assistant, a sync pull) or a schedule edit updates the time picker without a reload.
import { useAvailabilityData } from '../../data';
import { findAvailableSlots, type AvailabilityResult } from '../../domain/availability';
import { isValidDate, todayIn } from '../../domain/dates';

export interface AvailabilityQuery {
  salonId: string | null | undefined;
  timeZone: string | undefined;
  serviceId: string;
  date: string;
  /** '' = any available member. */
  staffId: string;
}

/** undefined while reading; null when there is nothing to ask yet (no service or no valid date). */
export function useAvailability(q: AvailabilityQuery): AvailabilityResult | null | undefined {
  const ready = Boolean(q.salonId && q.serviceId && isValidDate(q.date));
  const data = useAvailabilityData(q.salonId, q.serviceId, ready ? q.date : null);
  if (!ready) return null;
  if (data === undefined) return undefined;
  if (data === null) return null;
  // The salon's clock, not the device's: past times today are never offered.
  const now = q.timeZone ? todayIn(q.timeZone) : undefined;
  return findAvailableSlots({ ...data, staffId: q.staffId || undefined, now });
}
