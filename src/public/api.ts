// The customer pages' one door to the backend: POST /rest/v1/rpc/<name> with the anon
// key, by plain fetch (supabase-js alone would be most of the page's 60 KB budget). Every answer
// comes back as data or a failure with a sentence to show; nothing here throws.
import { readRemoteConfig } from '../../sync/remote/config';
import { languageOfTag } from '../domain/languages';
import type {
  PublicBookAnswer,
  PublicBookingPage,
  PublicCancelAnswer,
  PublicFreeTimes,
  PublicManageView,
  PublicRescheduleAnswer,
} from '../domain/public-booking/contract';

export type Answer<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

export const NOT_FOUND_LINK = 'This link has expired or is not valid.';
export const NOT_FOUND_PAGE = 'This booking page is not open. Please check the address or call the salon.';
const OFFLINE = 'We could not reach the salon’s booking system. Please check your connection and try again.';
const BUSY = 'Too many tries in a short time. Please wait a few minutes and try again.';

async function rpc<T>(name: string, body: Record<string, unknown>): Promise<Answer<T>> {
  const { supabaseUrl, anonKey } = readRemoteConfig();
  let res: Response;
  try {
    res = await fetch(`${supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: anonKey, authorization: `Bearer ${anonKey}` },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, message: OFFLINE };
  }
  const payload = (await res.json().catch(() => null)) as unknown;
  if (res.ok) return { ok: true, data: payload as T };
  if (res.status === 429) return { ok: false, status: 429, message: BUSY };
  const message = (payload as { message?: unknown } | null)?.message;
  // A 400 speaks to the customer in the app's voice; anything else is no business of theirs.
  const text = res.status === 400 && typeof message === 'string' ? message : res.status === 404 ? NOT_FOUND_LINK : OFFLINE;
  return { ok: false, status: res.status, message: text };
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
/** The first of the browser's languages the app speaks, or null: a new card then keeps none. */
function browserLanguage(): string | null {
  const tags = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return tags.map(languageOfTag).find((l) => l !== null) ?? null;
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
    p_language: browserLanguage(),
  });

export const manageView = (token: string) => rpc<PublicManageView>('public_appointment', { p_token: token });
export const manageFreeTimes = (token: string, date: string) => rpc<PublicFreeTimes>('public_manage_free_times', { p_token: token, p_date: date });
export const cancelByToken = (token: string) => rpc<PublicCancelAnswer>('public_cancel', { p_token: token });
export const rescheduleByToken = (token: string, date: string, start: string) =>
  rpc<PublicRescheduleAnswer>('public_reschedule', { p_token: token, p_date: date, p_start: start });
