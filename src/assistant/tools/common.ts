// Lookups several tools share: the salon, its "today", its services by name, and the date rules
// in their order (format, real date, not past, open that weekday; docs/behaviour.md#validation).
import { effectiveHours, openingMinutes } from '../../domain/business-hours';
import { dateProblem, todayIn, weekdayOf, type ZonedNow } from '../../domain/dates';
import { formatPrice } from '../../domain/money';
import { salonPhoneRegion, type PhoneRegion } from '../../domain/phone-key';
import { matchServicesByName } from '../../domain/services';
import type { Salon, Service } from '../../domain/types';
import { wordsOf } from '../words';
import type { ToolContext } from './tool';

export async function loadSalon(tc: ToolContext): Promise<Salon> {
  const salon = await tc.store.salon();
  if (!salon) throw new Error('No salon found');
  return salon;
}

/** The region the salon's customers' numbers are read in. */
export async function salonRegion(tc: ToolContext): Promise<PhoneRegion> {
  return salonPhoneRegion(await tc.store.salon());
}

export async function salonNow(tc: ToolContext): Promise<ZonedNow & { zone: string }> {
  const salon = await loadSalon(tc);
  return { ...todayIn(salon.time_zone, tc.now()), zone: salon.time_zone };
}

/** The services Sarah may offer and book: live, and not hidden by the owner. */
export async function liveServices(tc: ToolContext): Promise<Service[]> {
  return tc.store.offeredServices();
}

export const describeService = (s: Service) => ({
  name: s.name,
  price: formatPrice(s.price),
  duration_minutes: s.duration,
  description: s.description ?? undefined,
});

/** Exactly one service, or the message: not found (with the list) or several options. */
export async function resolveService(tc: ToolContext, name: string): Promise<{ service: Service } | { error: string; options?: string[] }> {
  const services = await liveServices(tc);
  const matches = matchServicesByName(services, name);
  if (matches.length === 1) return { service: matches[0] };
  const text = wordsOf(tc.conversation);
  if (matches.length === 0)
    return {
      error: text.serviceNotFound(
        name,
        services.map((s) => s.name),
      ),
    };
  return { error: text.severalOptions(name), options: matches.map((s) => `${s.name} (${formatPrice(s.price)}, ${s.duration} min)`) };
}

/** The first date rule that `date` breaks, as its message; null when bookable. */
export async function dateRuleMessage(tc: ToolContext, date: string, formatMessage: string): Promise<string | null> {
  const problem = dateProblem(date);
  if (problem === 'format') return formatMessage;
  const text = wordsOf(tc.conversation);
  if (problem === 'not_a_date') return text.NOT_A_DATE;
  const now = await salonNow(tc);
  if (date < now.date) return text.PAST_DATE;
  const hours = effectiveHours(await tc.store.hours());
  if (!openingMinutes(hours, weekdayOf(date))) return text.closedOn(text.weekday(date));
  return null;
}
