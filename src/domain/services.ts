// Service rules shared by the Salon Profile form and the assistant (docs/behaviour.md#entities, docs/behaviour.md#salon-profile).
import { ValidationError } from './errors';
import { TABLES } from './tables';
import type { Service } from './types';

/** A service longer than a day could never fit in any opening hours (the registry's services.duration). */
export const MAX_DURATION_MINUTES = TABLES.services.columns.duration.max;

/** Duration in whole minutes as typed in the service form. */
export function parseDuration(input: string | number): number {
  const text = String(input ?? '').trim();
  if (text === '') throw new ValidationError('Duration is required', 'duration');
  if (!/^\d+$/.test(text)) throw new ValidationError('Duration must be a whole number of minutes', 'duration');
  const minutes = Number(text);
  if (minutes < 1) throw new ValidationError('Duration must be at least 1 minute', 'duration');
  if (minutes > MAX_DURATION_MINUTES) throw new ValidationError(`Duration must be at most ${MAX_DURATION_MINUTES} minutes`, 'duration');
  return minutes;
}

/** Cleanup time after a visit: the registry's services.buffer_minutes. */
export const MAX_BUFFER_MINUTES = TABLES.services.columns.buffer_minutes.max;

/** The categories the Salon Profile suggests; the owner may type their own. */
export const SERVICE_CATEGORIES = Object.freeze(['Manicure', 'Pedicure', 'Enhancements', 'Nail Art', 'Add-ons']);

/** Cleanup minutes as typed in the service form; blank means none. */
export function parseBufferMinutes(input: string | number): number {
  const text = String(input ?? '').trim();
  if (text === '') return 0;
  const message = `Cleanup time must be a whole number of minutes from 0 to ${MAX_BUFFER_MINUTES}`;
  if (!/^\d+$/.test(text)) throw new ValidationError(message, 'buffer_minutes');
  const minutes = Number(text);
  if (minutes > MAX_BUFFER_MINUTES) throw new ValidationError(message, 'buffer_minutes');
  return minutes;
}

/** A hidden service keeps its history but cannot be booked; rows from older versions have no flag and are bookable. */
export function isBookableService(service: Pick<Service, 'is_active'> & { deleted?: boolean }): boolean {
  return !service.deleted && service.is_active !== false;
}

/**
 * Service names match case-insensitively by containment. When several contain the
 * query but one is named exactly so, that one is meant ("Manicure" beside "Gel Manicure");
 * otherwise all matches come back and the caller asks which (docs/behaviour.md#messages).
 */
export function matchServicesByName<T extends Pick<Service, 'name'> & { deleted?: boolean }>(services: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [];
  const matches = services.filter((s) => !s.deleted && s.name.toLowerCase().includes(q));
  const exact = matches.filter((s) => s.name.trim().toLowerCase() === q);
  return exact.length === 1 ? exact : matches;
}
