// Salon Profile → Online booking: whether a page address is free, asked of the backend
// as the owner types (booking_slug_available, signed-in owners only). Offline or unreachable is
// its own answer: the form says it cannot check now and still saves (the push has the last word).
import type { SlugAvailability } from '../../src/domain/public-booking/contract';
import { getSupabase } from './supabase-client';

export type SlugCheck = { state: 'available' } | { state: 'taken'; message: string } | { state: 'unknown' };

export async function checkBookingSlug(slug: string): Promise<SlugCheck> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return { state: 'unknown' };
  try {
    const { data, error } = await getSupabase().rpc('booking_slug_available', { p_slug: slug });
    if (error || !data) return { state: 'unknown' };
    const answer = data as SlugAvailability;
    return answer.available ? { state: 'available' } : { state: 'taken', message: answer.message ?? 'That address is taken.' };
  } catch {
    return { state: 'unknown' };
  }
}
