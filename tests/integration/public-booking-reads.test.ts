// The booking page's reads through the real gateway and PostgREST with only the anon key (
// src/domain/public-booking/contract.ts): the page and a day's free times by slug, times without
// staff ids, one 404 for every kind of missing page, a 400 in the app's voice for bad input, and
// nothing of sync_private reachable.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicBookingPage, PublicFreeTimes } from '../../src/domain/public-booking/contract';
import type { LocalBackend } from '../../sync/server/index';
import { clientFor, rawFetch, signedInClient, startTestBackend } from './helpers';
import { pushNewSalon } from './sync-helpers';

const HLC = '000001700000000.000000.000000000000';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('public booking reads', () => {
  let backend: LocalBackend;
  let admin: SupabaseClient;
  const ids = { gel: crypto.randomUUID(), hidden: crypto.randomUUID(), lonely: crypto.randomUUID(), ana: crypto.randomUUID(), bo: crypto.randomUUID() };
  const date = day(7);
  let otherService = '';

  const rpc = (name: string, body: unknown) =>
    rawFetch(backend, `/rest/v1/rpc/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  async function salon(slug: string, online: boolean) {
    const { client, user } = await signedInClient(backend);
    const salonId = await pushNewSalon(client, user.id);
    await admin.from('salons').update({ time_zone: 'UTC' }).eq('id', salonId).throwOnError();
    await admin
      .from('booking_settings')
      .insert({ id: crypto.randomUUID(), salon_id: salonId, online_booking: online, booking_slug: slug, updated_at: HLC })
      .throwOnError();
    return salonId;
  }

  beforeAll(async () => {
    ({ backend } = await startTestBackend());
    admin = clientFor(backend, backend.serviceRoleKey);
    const salonId = await salon('polished-nails', true);
    const row = { salon_id: salonId, updated_at: HLC };
    await admin
      .from('services')
      .insert(
        [
          { ...row, id: ids.gel, name: 'Gel', price: 35, duration: 60, category: 'Hands', buffer_minutes: 15 },
          { ...row, id: ids.hidden, name: 'Old', price: 20, duration: 30, is_active: false },
          { ...row, id: ids.lonely, name: 'Nobody does it', price: 20, duration: 30 },
        ],
        { defaultToNull: false },
      )
      .throwOnError();
    await admin
      .from('staff')
      .insert(
        [
          { ...row, id: ids.ana, name: 'Ana', position: 'Nail Technician' },
          { ...row, id: ids.bo, name: 'Bo', position: 'Nail Technician', is_active: false },
        ],
        { defaultToNull: false },
      )
      .throwOnError();
    await admin
      .from('staff_services')
      .insert(
        [
          { ...row, id: crypto.randomUUID(), staff_id: ids.ana, service_id: ids.gel },
          { ...row, id: crypto.randomUUID(), staff_id: ids.ana, service_id: ids.hidden },
          { ...row, id: crypto.randomUUID(), staff_id: ids.bo, service_id: ids.lonely },
        ],
        { defaultToNull: false },
      )
      .throwOnError();
    await admin
      .from('business_hours')
      .insert({ ...row, id: crypto.randomUUID(), day_of_week: 1, is_closed: true })
      .throwOnError();
    await admin
      .from('staff_schedules')
      .insert({ ...row, id: crypto.randomUUID(), staff_id: ids.ana, date, start_time: '09:00', end_time: '13:00' })
      .throwOnError();
    const customer = crypto.randomUUID();
    await admin
      .from('customers')
      .insert({ ...row, id: customer, name: 'Cleo', phone: '+15550100' })
      .throwOnError();
    await admin
      .from('appointments')
      .insert({
        ...row,
        id: crypto.randomUUID(),
        customer_id: customer,
        staff_id: ids.ana,
        service_id: ids.gel,
        appointment_date: date,
        start_time: '10:00',
        end_time: '11:00',
      })
      .throwOnError();
    await salon('switched-off', false);
    const other = await salon('other-salon', true);
    otherService = crypto.randomUUID();
    await admin.from('services').insert({ salon_id: other, updated_at: HLC, id: otherService, name: 'Theirs', price: 1, duration: 30 }).throwOnError();
  });
  afterAll(() => backend?.close());

  it('the page: the salon, its effective hours, bookable services and who does them', async () => {
    const res = await rpc('public_booking_page', { p_slug: 'polished-nails' });
    expect(res.status).toBe(200);
    const page = (await res.json()) as PublicBookingPage;
    expect(page.salon).toMatchObject({ name: 'Polished', time_zone: 'UTC' });
    expect(page.hours).toHaveLength(7);
    expect(page.hours[0]).toEqual({ day_of_week: 0, open_time: '10:00', close_time: '16:00', is_closed: false });
    expect(page.hours[1]).toEqual({ day_of_week: 1, open_time: null, close_time: null, is_closed: true });
    expect(page.services).toEqual([{ id: ids.gel, name: 'Gel', price: 35, duration: 60, category: 'Hands', description: null }]);
    expect(page.staff).toEqual([{ id: ids.ana, name: 'Ana', service_ids: [ids.gel] }]);
    expect(page.rules).toEqual({ min_notice_minutes: 0, max_advance_days: 90, slot_interval: 60 });
    expect(page.today).toBe(day(0));
  });

  it('free times: the day\u2019s times less a booking and its cleanup, and no staff ids', async () => {
    const res = await rpc('public_free_times', { p_slug: 'polished-nails', p_service_id: ids.gel, p_date: date, p_staff_id: null });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as PublicFreeTimes;
    const closedMonday = new Date(`${date}T12:00:00Z`).getUTCDay() === 1;
    expect(answer).toEqual(
      closedMonday
        ? { date, times: [], reason: 'closed' }
        : // 09:00 would end where the 10:00 booking starts, but its own cleanup would not; 11:00 meets that booking's cleanup.
          { date, times: [{ start: '12:00', end: '13:00' }], reason: null },
    );
    const byStaff = await rpc('public_free_times', { p_slug: 'polished-nails', p_service_id: ids.gel, p_date: date, p_staff_id: ids.ana });
    expect(await byStaff.json()).toEqual(answer);
    const far = await rpc('public_free_times', { p_slug: 'polished-nails', p_service_id: ids.gel, p_date: day(200) });
    expect(await far.json()).toEqual({ date: day(200), times: [], reason: 'too_far_ahead' });
  });

  it('every kind of missing page is the same 404', async () => {
    const bodies = [];
    for (const slug of ['no-such-page', 'switched-off', "x' or '1'='1"]) {
      for (const [name, args] of [
        ['public_booking_page', {}],
        ['public_free_times', { p_service_id: ids.gel, p_date: date }],
      ] as const) {
        const res = await rpc(name, { p_slug: slug, ...args });
        expect(res.status).toBe(404);
        bodies.push(((await res.json()) as { message: string }).message);
      }
    }
    expect(new Set(bodies)).toEqual(new Set(['This booking page does not exist.']));
  });

  it('bad input is a 400 in the app\u2019s words, telling nothing of another salon', async () => {
    const ask = async (args: Record<string, unknown>) => {
      const res = await rpc('public_free_times', { p_slug: 'polished-nails', p_service_id: ids.gel, p_date: date, ...args });
      return [res.status, ((await res.json()) as { message: string }).message];
    };
    expect(await ask({ p_date: '2026-02-30' })).toEqual([400, 'Please choose a real date (YYYY-MM-DD).']);
    expect(await ask({ p_date: 'tomorrow' })).toEqual([400, 'Please choose a date (YYYY-MM-DD).']);
    expect(await ask({ p_service_id: 'gel' })).toEqual([400, "Please choose one of the salon's services."]);
    expect(await ask({ p_service_id: otherService })).toEqual([400, "Please choose one of the salon's services."]);
    expect(await ask({ p_service_id: ids.hidden })).toEqual([400, 'This service cannot be booked online.']);
    expect(await ask({ p_staff_id: ids.bo })).toEqual([400, 'Please choose a technician who does this service.']);
    expect(await ask({ p_staff_id: crypto.randomUUID() })).toEqual([400, 'Please choose a technician who does this service.']);
  });

  it('the anon key reaches neither the server\u2019s own availability nor the rows behind the page', async () => {
    const own = await rpc('availability', { p_salon_id: crypto.randomUUID(), p_service_id: ids.gel, p_date: date });
    // Not found, in words (public-booking-words.test.ts): nothing says whether such a function exists.
    expect([own.status, ((await own.json()) as { code: string }).code]).toEqual([400, 'PGRST202']);
    const settings = await rawFetch(backend, '/rest/v1/booking_settings?select=booking_slug');
    expect([settings.status, ((await settings.json()) as { code: string }).code]).toEqual([401, '42501']);
  });
});
