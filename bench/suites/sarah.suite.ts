// One turn of Sarah that books, on the server (PostgREST and PGlite through the
// service-role key, sync/server/sarah) and on the device (Dexie over fake-indexeddb), each on the
// generated salon of the other suites (20 staff, 30 services, 20,000 appointments packed into the
// 181 days around today). The model is the scripted OpenAI-compatible server answering at once,
// and its own time is taken out of every sample (the time spent inside its HTTP calls), so the
// figure is what Sarah's prompt, tools, store and call record cost. Each sample is a new
// conversation that books another free time. Budget: p95 < 60 ms on the server.
import { createAssistant, createOpenAIClient } from '../../src/assistant';
import { SalonDeskDB } from '../../src/db/database';
import { openWriteContext } from '../../src/db/context';
import { deviceSalonStore } from '../../src/db/repositories/salon-store';
import { findAvailableSlots } from '../../src/domain/availability';
import { addDays, todayIn } from '../../src/domain/dates';
import { salonIdForOwner } from '../../src/domain/ids';
import type { SalonStore } from '../../src/domain/salon-store';
import { startLocalBackend, type LocalBackend } from '../../sync/server/index';
import { NO_RATE_LIMITS } from '../../sync/server/limits';
import { serverSalonStore } from '../../sync/server/sarah/pg-store';
import { serviceClient } from '../../sync/server/sarah/supabase-clients';
import { clientFor } from '../../tests/integration/helpers';
import { call, say, startScriptedServer, type ScriptedServer } from '../../tests/support/scripted-openai-server';
import { seedBackend } from '../lib/sync-seed';
import type { BenchSuite, SampledBench } from '../lib/types';
import { DEFAULT_SEED, seedSalon } from './seed';

const ZONE = 'America/New_York';
const PHONE = '212-555-0177';
let backend: LocalBackend | null = null;
let model: ScriptedServer | null = null;
let device: SalonDeskDB | null = null;

/** Free (date, time) pairs of `serviceId` from tomorrow on, one booking each. */
async function freeTimes(store: SalonStore, serviceId: string, count: number): Promise<{ date: string; time: string }[]> {
  const now = todayIn(ZONE);
  const out: { date: string; time: string }[] = [];
  for (let d = 1; out.length < count && d < 90; d++) {
    const date = addDays(now.date, d);
    const data = await store.availability(serviceId, date);
    if (!data) continue;
    for (const s of findAvailableSlots({ ...data, now }).slots.slice(0, 4)) out.push({ date, time: s.start });
  }
  if (out.length < count) throw new Error(`only ${out.length} free times for ${count} samples`);
  return out;
}

/** One new conversation per sample that books the next free time; the model's own time taken out. */
function bookingTurn(
  name: string,
  storeFor: () => SalonStore,
  server: ScriptedServer,
  service: { id: string; name: string },
  size: string,
  p95BudgetMs?: number,
): SampledBench {
  let inModel = 0;
  const timed: typeof fetch = async (input, init) => {
    const t0 = performance.now();
    try {
      return await fetch(input, init);
    } finally {
      inModel += performance.now() - t0;
    }
  };
  const client = createOpenAIClient({ baseURL: server.baseURL, model: 'scripted', apiKey: 'bench' }, timed);
  return {
    name,
    size,
    p95BudgetMs,
    async samples({ runs, warmup }) {
      const times = await freeTimes(storeFor(), service.id, runs + warmup);
      const out: number[] = [];
      for (const [i, slot] of times.entries()) {
        const args = { customer_name: 'Ivy Wu', customer_phone: PHONE, service_name: service.name, appointment_date: slot.date, appointment_time: slot.time };
        server.script([call('create_appointment', args), say('You are booked.')]);
        // A store per turn, as the server makes one per request: nothing carried over from the last.
        const sarah = createAssistant({ getClient: () => client, model: 'scripted', store: storeFor() });
        inModel = 0;
        const t0 = performance.now();
        const reply = await sarah.send(`Please book ${service.name} on ${slot.date} at ${slot.time}. I'm Ivy Wu, ${PHONE}.`);
        const total = performance.now() - t0;
        if (reply.error || !reply.actions.some((a) => a.type === 'success'))
          throw new Error(`${name}: nothing booked (${reply.actions.map((a) => a.message).join('; ')})`);
        if (i >= warmup) out.push(total - inModel);
      }
      return out;
    },
  };
}

const suite: BenchSuite = {
  name: 'sarah',
  async setup() {
    model = await startScriptedServer();
    backend = await startLocalBackend({ port: 0, dataDir: null, distDir: null, limits: NO_RATE_LIMITS });
    const local = backend;
    // The client server-side Sarah makes for herself (sync/server/sarah/routes.ts).
    const admin = serviceClient(local.url, local.serviceRoleKey);
    const { data, error } = await clientFor(local).auth.signUp({ email: 'bench.sarah@example.com', password: 'secret123' });
    if (error || !data.user) throw new Error(`sign-up: ${error?.message}`);
    const salonId = salonIdForOwner(data.user.id);
    const stamp = '000001000000000.000000.000000000000';
    await admin
      .from('salons')
      .upsert({ id: salonId, owner_id: data.user.id, name: 'Bench Nails', address: '1 Bench St', phone: '(555) 0100', time_zone: ZONE, updated_at: stamp })
      .throwOnError();
    const today = todayIn(ZONE).date;
    const seed = { ...DEFAULT_SEED, from: addDays(today, -90), to: addDays(today, 90) };
    const seeded = await seedBackend(local.url, local.serviceRoleKey, salonId, 'be0c4be0c4be', { seed });
    const onServer = () => serverSalonStore(admin, salonId);

    device = new SalonDeskDB(`bench-sarah-${process.pid}`);
    const counts = await seedSalon(device, seed);
    const ctx = await openWriteContext(device);
    const onDevice = () => deviceSalonStore(ctx, counts.salonId);

    // The service most members do, by name (both seeds make the same services).
    const services = await onServer().offeredServices();
    const service = services.find((s) => s.name === (services[0]?.name ?? '')) ?? services[0];
    const deviceService = (await onDevice().offeredServices()).find((s) => s.name === service.name) ?? service;
    const size = `${seeded.counts.staff} staff, ${seeded.counts.appointments.toLocaleString('en-US')} appts; a new conversation books`;
    return [
      { ...bookingTurn('sarah: one turn that books, server (model time excluded)', onServer, model, service, size, 60), runs: 40, warmup: 5 },
      { ...bookingTurn('sarah: one turn that books, device (model time excluded)', onDevice, model, deviceService, size), runs: 40, warmup: 5 },
    ];
  },
  async teardown() {
    await model?.close();
    await backend?.close();
    await device?.delete();
  },
};

export default suite;
