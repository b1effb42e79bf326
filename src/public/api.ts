// The customer pages' one door to the backend: POST /rest/v1/rpc/<name> with the anon
// key, by plain fetch (supabase-js alone would be most of the page's 60 KB budget). Every answer
// comes back as data or a failure (words.ts says it to the customer); nothing here throws.
import { readRemoteConfig } from '../../sync/remote/config';
import type {
  PublicBookAnswer,
  PublicBookingPage,
  PublicCancelAnswer,
  PublicFreeTimes,
  PublicManageView,
  PublicRescheduleAnswer,
} from '../domain/public-booking/contract';
import { bookingLanguage } from './language';

/** A call that failed: its HTTP status (0: no answer at all) and, for a 400, the server's sentence (words.ts says it to the customer). */
export interface Failure {
  status: number;
  message: string | null;
}
export type Answer<T> = { ok: true; data: T } | ({ ok: false } & Failure);

async function rpc<T>(name: string, body: Record<string, unknown>): Promise<Answer<T>> {
  const { supabaseUrl, anonKey } = readRemoteConfig();
  let res: Response;
  try {
    res = await fetch(`${supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/${name}`, {
      /* eslint-disable lingui/no-unlocalized-strings -- HTTP's words, not the customer's */
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: anonKey, authorization: `Bearer ${anonKey}` },
      body: JSON.stringify(body),
      /* eslint-enable lingui/no-unlocalized-strings */
    });
  } catch {
    return { ok: false, status: 0, message: null };
  }
  const payload = (await res.json().catch(() => null)) as unknown;
  if (res.ok) return { ok: true, data: payload as T };
  const message = (payload as { message?: unknown } | null)?.message;
  // A 400 speaks to the customer in the app's voice; anything else is no business of theirs.
  return { ok: false, status: res.status, message: res.status === 400 && typeof message === 'string' ? message : null };
}

export const bookingPage = (slug: string) => rpc<PublicBookingPage>('public_booking_page', { p_slug: slug });

export const freeTimes = (slug: string, serviceId: string, date: string, staffId: string | null) =>
  rpc<PublicFreeTimes>('public_free_times', { p_slug: slug, p_service_id: serviceId, p_date: date, p_staff_id: staffId });

export interface BookRequest {
  slug: string;
  serviceId: string;
  date: string;
  start: string;
  staffId: string | null;
  name: string;
  phone: string;
  /** The phone's key as the devices make it (book-view bookingPhoneKey); the server checks it fits the phone. */
  phoneKey: string | null;
  email: string | null;
  website: string;
}
export const book = (r: BookRequest) =>
  rpc<PublicBookAnswer>('public_book', {
    p_slug: r.slug,
    p_service_id: r.serviceId,
    p_date: r.date,
    p_start: r.start,
    p_staff_id: r.staffId,
    p_name: r.name,
    p_phone: r.phone,
    p_phone_key: r.phoneKey,
    p_email: r.email,
    p_website: r.website,
    // The language the page speaks to her (her choice or her browser's), so her card and her
    // confirmation follow it; null when she has none of ours.
    p_language: bookingLanguage(),
  });

export const manageView = (token: string) => rpc<PublicManageView>('public_appointment', { p_token: token });
export const manageFreeTimes = (token: string, date: string) => rpc<PublicFreeTimes>('public_manage_free_times', { p_token: token, p_date: date });
export const cancelByToken = (token: string) => rpc<PublicCancelAnswer>('public_cancel', { p_token: token });
export const rescheduleByToken = (token: string, date: string, start: string) =>
  rpc<PublicRescheduleAnswer>('public_reschedule', { p_token: token, p_date: date, p_start: start });
