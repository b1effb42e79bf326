// A salon with online booking on, made through sync_push like the owner's devices make it, and an
// anonymous customer calling the public functions through supabase-js → gateway → PostgREST.
// Shared by the public booking tests (public-booking*.test.ts).
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import { addDays, todayIn, weekdayOf } from '../../src/domain/dates';
import { salonIdForOwner, staffScheduleId, staffServiceId } from '../../src/domain/ids';
import { SYNCED_TABLES } from '../../src/domain/types';
import type { LocalBackend } from '../../sync/server/index';
import { clientFor, signedInClient } from './helpers';
import { Device, fixtureMutations, salonFixture, type SalonFixture } from './sync-helpers';

export const ZONE = 'Europe/Paris';

/** The first Tuesday–Friday at least `ahead` days after `from` (today in the salon's zone): default hours are open. */
export function workday(ahead: number, from = todayIn(ZONE).date): string {
  let d = addDays(from, ahead);
  while (![2, 3, 4, 5].includes(weekdayOf(d))) d = addDays(d, 1);
  return d;
}

export interface OnlineSalon {
  owner: Awaited<ReturnType<typeof signedInClient>>;
  device: Device;
  f: SalonFixture;
  slug: string;
  /** A second member doing the service, so "any available" has a choice. */
  bea: { id: string };
  days: string[];
}

export interface OnlineOptions {
  slotInterval?: 15 | 30 | 60;
  minNotice?: number;
  cancelNotice?: number;
  selfStatus?: 'confirmed' | 'pending';
  /** Dates Ana and Bea work 09:00–17:00. */
  days?: string[];
}

export async function onlineSalon(backend: LocalBackend, o: OnlineOptions = {}): Promise<OnlineSalon> {
  const owner = await signedInClient(backend);
  return { owner, ...(await furnishOnline(owner.client, owner.user.id, o)) };
}

/** The salon of an owner's client (any backend: PGlite or PostgreSQL 15) made ready for online booking. */
export async function furnishOnline(client: SupabaseClient, userId: string, o: OnlineOptions = {}): Promise<Omit<OnlineSalon, 'owner'>> {
  const salonId = salonIdForOwner(userId);
  const device = new Device(client, salonId);
  const f = salonFixture(salonId, userId);
  const slug = `lotus-${crypto.randomUUID().slice(0, 8)}`;
  Object.assign(f.bookingSettings, {
    min_notice_minutes: o.minNotice ?? 0,
    slot_interval: o.slotInterval ?? 60,
    self_booking_status: o.selfStatus ?? 'confirmed',
    online_booking: true,
    booking_slug: slug,
    online_cancel_notice_minutes: o.cancelNotice ?? 1440,
  });
  // No time off or break in the way unless a test adds them.
  Object.assign(f.timeOff, { start_date: '2099-01-01', end_date: '2099-01-02' });
  Object.assign(f.service, { buffer_minutes: 0 });
  const res = await device.push(fixtureMutations(device, f));
  expect(res.results.map((r) => r.status)).toEqual(Array(SYNCED_TABLES.length).fill('applied'));
  const bea = { id: crypto.randomUUID(), salon_id: salonId, name: 'Bea', phone: null, position: 'Nail Technician', is_active: true };
  const days = o.days ?? [workday(3)];
  const rows = [
    device.put('staff', bea),
    device.put('staff_services', { id: staffServiceId(bea.id, f.service.id), salon_id: salonId, staff_id: bea.id, service_id: f.service.id }),
    ...days.flatMap((date) =>
      [f.staff.id, bea.id].map((staffId) =>
        device.put('staff_schedules', {
          id: staffScheduleId(staffId, date),
          salon_id: salonId,
          staff_id: staffId,
          date,
          start_time: '09:00',
          end_time: '17:00',
          is_day_off: false,
        }),
      ),
    ),
  ];
  const more = await device.push(rows);
  expect(more.results.map((r) => r.status)).toEqual(Array(rows.length).fill('applied'));
  return { device, f, slug, bea, days };
}

export interface RpcAnswer<T> {
  data: T | null;
  status: number;
  message: string | null;
}

/** One anonymous call: what the page would get (data, HTTP status, error message). */
export async function call<T = Record<string, unknown>>(anon: SupabaseClient, fn: string, args: Record<string, unknown>): Promise<RpcAnswer<T>> {
  const { data, error, status } = await anon.rpc(fn, args);
  return { data: (data as T) ?? null, status, message: error?.message ?? null };
}

export const anonymous = (backend: LocalBackend) => clientFor(backend);

/** public_book's arguments for `salon`, with a new customer unless `over` says otherwise. */
export function booking(s: Omit<OnlineSalon, 'owner'>, over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    p_slug: s.slug,
    p_service_id: s.f.service.id,
    p_date: s.days[0],
    p_start: '10:00',
    p_staff_id: null,
    p_name: 'Dana Reyes',
    p_phone: `+33 6 12 ${String(Math.floor(Math.random() * 1e6))
      .padStart(6, '0')
      .replace(/(\d\d)(\d\d)(\d\d)/, '$1 $2 $3')}`,
    p_email: 'dana@example.com',
    p_website: '',
    ...over,
  };
}
