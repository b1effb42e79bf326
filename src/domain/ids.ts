// Row ids (docs/architecture.md#data-contract). Most rows get a random UUID; rows with a natural key get an id derived
// from it (UUID v5), so two offline devices creating "the same" row converge on one id.
import { v4 as uuidv4, v5 as uuidv5, validate } from 'uuid';

/** Our own namespace for v5 ids; changing it would fork every device's deterministic ids. */
export const SALON_DESK_NAMESPACE = '6f0c7a52-1d8e-4c1b-9b7e-3e2f5a9d4c10';

export function newId(): string {
  return uuidv4();
}

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && validate(value);
}

function derived(kind: string, ...parts: string[]): string {
  for (const p of parts) {
    if (!p) throw new RangeError(`Missing key part for ${kind} id`);
  }
  return uuidv5(`${kind}:${parts.join('|')}`, SALON_DESK_NAMESPACE);
}

/** One salon per owner: every device of the owner derives the same salon id. */
export function salonIdForOwner(ownerId: string): string {
  return derived('salon', ownerId.toLowerCase());
}

export function businessHoursId(salonId: string, dayOfWeek: number): string {
  if (!Number.isInteger(dayOfWeek) || dayOfWeek < 0 || dayOfWeek > 6) throw new RangeError('day_of_week must be 0..6');
  return derived('business_hours', salonId, String(dayOfWeek));
}

export function staffScheduleId(staffId: string, date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new RangeError('date must be YYYY-MM-DD');
  return derived('staff_schedule', staffId, date);
}

/** A member's regular shift on a weekday: one row per member and weekday, 0 = Sunday. */
export function staffPatternId(staffId: string, dayOfWeek: number): string {
  if (!Number.isInteger(dayOfWeek) || dayOfWeek < 0 || dayOfWeek > 6) throw new RangeError('day of week must be 0..6');
  return derived('staff_pattern', staffId, String(dayOfWeek));
}

export function staffServiceId(staffId: string, serviceId: string): string {
  return derived('staff_service', staffId, serviceId);
}

/** One message settings row per salon: every device derives the same id. */
export function messageSettingsId(salonId: string): string {
  return derived('message_settings', salonId);
}

/** One booking-rules row per salon: every device derives the same id. */
export function bookingSettingsId(salonId: string): string {
  return derived('booking_settings', salonId);
}

/** One AI agent configuration per salon: every device derives the same id. */
export function agentSettingsId(salonId: string): string {
  return derived('agent_settings', salonId);
}

/**
 * A phone call's record, from the provider's call id (Twilio's CallSid): a webhook the
 * provider sends again finds the same row. The salon is part of the key, so no salon's webhooks
 * can name another salon's record.
 */
export function phoneCallId(salonId: string, callSid: string): string {
  return derived('phone_call', salonId, callSid);
}
