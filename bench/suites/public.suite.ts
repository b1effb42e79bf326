// A customer on the public booking page asks for one day's free times, through the
// gateway and the real PostgREST with only the anon key, on the local backend (PGlite). The salon is
// the generated one of the other suites (bench/suites/seed.ts: 20 staff, 30 services, schedules,
// 20,000 appointments), its dates packed into the 181 days around today (about 110 bookings a day,
// so the asked day is bookable and busy), seeded through the service role (not timed). The day asked
// is the busiest of the next 90 days, for the service the most members do; "Any available", so every
// member's bookings, breaks and shifts are read. Budget: p95 < 50 ms (a customer waits on the tail),
// and the median under the same.
import { salonIdForOwner } from '../../src/domain/ids';
import { addDays } from '../../src/domain/dates';
import { startLocalBackend, type LocalBackend } from '../../sync/server/index';
import { NO_RATE_LIMITS } from '../../sync/server/limits';
import { clientFor } from '../../tests/integration/helpers';
import { seedBackend } from '../lib/sync-seed';
import type { BenchSuite } from '../lib/types';
import { DEFAULT_SEED } from './seed';

const SLUG = 'bench-nails';
const stamp = '000001000000000.000000.000000000000';
let backend: LocalBackend | null = null;

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const suite: BenchSuite = {
  name: 'public',
  async setup() {
    backend = await startLocalBackend({ port: 0, dataDir: null, distDir: null, limits: NO_RATE_LIMITS });
    const local = backend;
    const admin = clientFor(local, local.serviceRoleKey);
    const { data, error } = await clientFor(local).auth.signUp({ email: 'bench.public@example.com', password: 'secret123' });
    if (error || !data.user) throw new Error(`sign-up: ${error?.message}`);
    const salonId = salonIdForOwner(data.user.id);
    const salon = { id: salonId, owner_id: data.user.id, name: 'Bench Nails', address: '1 Main St', phone: '555-0100', time_zone: 'UTC', updated_at: stamp };
    await admin.from('salons').upsert(salon).throwOnError();
    const today = new Date().toISOString().slice(0, 10);
    const seed = { ...DEFAULT_SEED, from: addDays(today, -90), to: addDays(today, 90) };
    const seeded = await seedBackend(local.url, local.serviceRoleKey, salonId, 'be0c4be0c4be', { seed });
    await admin
      .from('booking_settings')
      .insert({ id: crypto.randomUUID(), salon_id: salonId, updated_at: stamp, online_booking: true, booking_slug: SLUG })
      .throwOnError();

    const service = await admin.rpc('public_booking_page', { p_slug: SLUG });
    if (service.error) throw new Error(service.error.message);
    const page = service.data as { staff: { service_ids: string[] }[] };
    const doers = new Map<string, number>();
    for (const m of page.staff) for (const id of m.service_ids) doers.set(id, (doers.get(id) ?? 0) + 1);
    const [serviceId, members] = [...doers].sort((a, b) => b[1] - a[1])[0];
    const ahead = await admin
      .from('appointments')
      .select('appointment_date')
      .eq('salon_id', salonId)
      .gt('appointment_date', today)
      .lte('appointment_date', addDays(today, 90))
      .in('status', ['pending', 'confirmed'])
      .throwOnError();
    const perDay = new Map<string, number>();
    for (const a of ahead.data ?? []) perDay.set(a.appointment_date as string, (perDay.get(a.appointment_date as string) ?? 0) + 1);
    const [date, booked] = [...perDay].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];

    const body = JSON.stringify({ p_slug: SLUG, p_service_id: serviceId, p_date: date, p_staff_id: null });
    const ask = async () =>
      json<{ times: unknown[] }>(
        await fetch(`${local.url}/rest/v1/rpc/public_free_times`, {
          method: 'POST',
          headers: { apikey: local.anonKey, 'content-type': 'application/json' },
          body,
        }),
        'public_free_times',
      );
    const first = await ask();
    return [
      {
        name: 'public free times: one day',
        size: `${seeded.counts.staff} staff, ${seeded.counts.appointments.toLocaleString('en-US')} appts; ${booked} active that day, ${members} doing the service, ${first.times.length} times`,
        budgetMs: 50,
        p95BudgetMs: 50,
        runs: 60,
        warmup: 5,
        run: ask,
      },
    ];
  },
  async teardown() {
    await backend?.close();
  },
};

export default suite;
