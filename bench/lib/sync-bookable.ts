// The small salon of the sync bench made bookable online through device A's own repositories
// (hours, a member doing a service, her regular week, the booking page on), and a customer's
// booking through the public booking page's RPCs with the anon key only, as the page makes it.
import { saveBusinessHours } from '../../src/db/repositories/salon-profile';
import { saveOnlineBooking } from '../../src/db/repositories/booking-settings';
import { saveRegularWeek } from '../../src/db/repositories/patterns';
import { setStaffService } from '../../src/db/repositories/staff';
import { addDays } from '../../src/domain/dates';
import type { BackendInfo } from './sync-backend-child';
import type { BenchDevice } from './sync-device';
import type { SmallSalon } from './sync-edits';

export interface Bookable {
  slug: string;
  serviceId: string;
}

export async function makeBookable(device: BenchDevice, salon: SmallSalon): Promise<Bookable> {
  const { salonId, ctx } = device;
  const open = { open_time: '09:00', close_time: '18:00', is_closed: false };
  await saveBusinessHours(
    salonId,
    Array.from({ length: 7 }, (_, day) => ({ day_of_week: day, ...open })),
    ctx,
  );
  await setStaffService(salon.staffIds[0], salon.serviceIds[1], true, ctx);
  await saveRegularWeek(
    salonId,
    salon.staffIds[0],
    Array.from({ length: 7 }, () => ({ start_time: '09:00', end_time: '18:00', is_day_off: false })),
    ctx,
  );
  const slug = `bench-sync-${Date.now().toString(36)}`;
  await saveOnlineBooking(salonId, { online_booking: true, booking_slug: slug, online_cancel_notice_minutes: 1440, embed_origins: '' }, ctx);
  return { slug, serviceId: salon.serviceIds[1] };
}

async function rpc<T>(info: BackendInfo, fn: string, body: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${info.url}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: { apikey: info.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${fn}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A free time `dayOffset` days ahead (not timed: the customer picked it on the page). */
export async function freeTime(info: BackendInfo, b: Bookable, dayOffset: number): Promise<{ date: string; start: string }> {
  const date = addDays(new Date().toISOString().slice(0, 10), dayOffset);
  const free = await rpc<{ times: { start: string }[] }>(info, 'public_free_times', {
    p_slug: b.slug,
    p_service_id: b.serviceId,
    p_date: date,
    p_staff_id: null,
  });
  if (free.times.length === 0) throw new Error(`public_free_times: no free time on ${date}`);
  return { date, start: free.times[0].start };
}

/** The customer's Book: one public_book call (`n` makes the phone number, limited per hour, new). */
export async function bookOnline(info: BackendInfo, b: Bookable, at: { date: string; start: string }, name: string, n: number): Promise<void> {
  const answer = await rpc<{ status: string; message?: string }>(info, 'public_book', {
    p_slug: b.slug,
    p_service_id: b.serviceId,
    p_date: at.date,
    p_start: at.start,
    p_staff_id: null,
    p_name: name,
    p_phone: `555-${String(2000 + n)}`,
    p_email: null,
    p_website: '',
  });
  if (answer.status !== 'booked') throw new Error(`public_book: ${answer.status} ${answer.message ?? ''}`);
}
