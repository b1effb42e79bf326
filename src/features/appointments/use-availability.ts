// Free times for the New Appointment form, live: a booking made elsewhere (another tab, the
// assistant, a sync pull) or a schedule edit updates the time picker without a reload.
// Straight from its module, not the barrel: the availability read rides with this screen's chunk.
import { useAvailabilityData, useVisitAvailabilityData } from '../../data/use-availability';
import { findAvailableSlots, type AvailabilityResult } from '../../domain/availability';
import { isValidDate, todayIn, weekdayNameOf } from '../../domain/dates';
import { visitDayReason } from '../../domain/visit-reasons';
import { findVisitSlots, type VisitResult } from '../../domain/visits';

export interface AvailabilityQuery {
  salonId: string | null | undefined;
  timeZone: string | undefined;
  serviceId: string;
  date: string;
  /** '' = any available member. */
  staffId: string;
  /** Bookings that do not block (the one being moved, or its visit's parts). */
  ignore?: readonly string[];
}

/** The day's bookings less the ignored ones. */
function without<D extends { appointments: readonly { id?: string }[] }>(data: D, ignore: readonly string[] | undefined): D {
  if (!ignore || ignore.length === 0) return data;
  return { ...data, appointments: data.appointments.filter((a) => !ignore.includes(a.id ?? '')) };
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
  return findAvailableSlots({ ...without(data, q.ignore), staffId: q.staffId || undefined, now });
}

export interface VisitQuery extends Omit<AvailabilityQuery, 'serviceId'> {
  /** In the order they are done; fewer than two asks nothing (one service is useAvailability's). */
  serviceIds: readonly string[];
}

export type VisitAvailability = VisitResult & { weekday: string | null };

/**
 * The visit's free starts: each service's live data through findVisitSlots, with the
 * chosen member asked for every part. When none, the reason names the service that has no time.
 */
export function useVisitAvailability(q: VisitQuery): VisitAvailability | null | undefined {
  const ready = Boolean(q.salonId && q.serviceIds.length > 1 && isValidDate(q.date));
  const data = useVisitAvailabilityData(q.salonId, ready ? q.serviceIds : [], ready ? q.date : null);
  if (!ready) return null;
  if (data === undefined) return undefined;
  if (data === null) return null;
  const now = q.timeZone ? todayIn(q.timeZone) : undefined;
  const services = data.map((d) => ({ ...without(d, q.ignore), staffId: q.staffId || undefined, now }));
  const found = findVisitSlots(services);
  const weekday = weekdayNameOf(q.date);
  return found.slots.length > 0 ? { ...found, weekday } : { ...found, ...visitDayReason(services), weekday };
}
