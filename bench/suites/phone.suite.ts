// Sarah on the phone, through the relay WebSocket and the webhooks as the local
// stand-in (sync/server/phone/standin.ts) places calls, on the generated salon of the other suites
// (20 staff, 30 services, 20,000 appointments around today) on the local backend. The model is the
// scripted server, each of its answers taking 300 ms to its first token (a hosted model's time to
// first token), then streaming. Timed from the moment the caller's words are sent (Twilio sends a
// prompt when the caller stops speaking) to Sarah's first streamed word reaching the caller; the
// filler ("One moment…") is not a word of the answer and is not counted as one. The issue's
// targets: no tools p50 < 450 ms and p95 < 700 ms; a booking turn (the caller's yes: a tool call,
// the write, her answer) p95 < 1.2 s; webhook answers p95 < 50 ms. Each is a budget of its row.
import { findAvailableSlots } from '../../src/domain/availability';
import { addDays, todayIn } from '../../src/domain/dates';
import { salonIdForOwner } from '../../src/domain/ids';
import { startLocalBackend, type LocalBackend } from '../../sync/server/index';
import { NO_RATE_LIMITS } from '../../sync/server/limits';
import { FILLER, RELAY_TIMINGS } from '../../sync/server/phone/relay-timers';
import { placeCall, sendText, type RelaySession, type StandinLine } from '../../sync/server/phone/standin';
import { serverSalonStore } from '../../sync/server/sarah/pg-store';
import { clientFor } from '../../tests/integration/helpers';
import { lastToolResult, startScriptedServer, type ChatRequest, type ScriptedServer } from '../../tests/support/scripted-openai-server';
import { seedBackend } from '../lib/sync-seed';
import type { BenchSuite, SampledBench } from '../lib/types';
import { DEFAULT_SEED } from './seed';

const ZONE = 'America/New_York';
const NUMBER = '+12125550190';
const SID = `AC${'be'.repeat(16)}`;
const TOKEN = 'c0'.repeat(16);
const FIRST_TOKEN_MS = 300;
let backend: LocalBackend | null = null;
let model: ScriptedServer | null = null;

/** A call answered by the voice webhook and connected to the relay, from a caller of its own. */
const callerOf = (n: number) => `+1212555${String(1000 + (n % 9000)).padStart(4, '0')}`;

async function connect(line: StandinLine, n: number): Promise<RelaySession> {
  const c = placeCall({ ...line, from: callerOf(n) });
  const twiml = await c.voice();
  if (twiml.status !== 200) throw new Error(`voice webhook: ${twiml.status} ${twiml.body}`);
  const relay = await c.relay(twiml.body);
  if ('refused' in relay) throw new Error(`relay refused: ${relay.refused}`);
  return relay;
}

/** Sends `words` and waits for the reply: when its first word came (ms after sending) and the whole of it. */
async function turn(relay: RelaySession, words: string): Promise<{ firstMs: number; reply: string }> {
  const t0 = performance.now();
  relay.prompt(words);
  let firstMs = -1;
  let reply = '';
  for (;;) {
    const m = await relay.next(20_000);
    if (m.type !== 'text') continue;
    const token = String(m.token ?? '');
    if (token.trim() && token.trim() !== FILLER) {
      if (firstMs < 0) firstMs = performance.now() - t0;
      reply += token;
    }
    if (m.last) return { firstMs, reply: reply.trim() };
  }
}

function noToolsTurn(line: StandinLine, server: ScriptedServer): SampledBench {
  return {
    name: 'phone: caller stops → first word, no tools (model 300 ms)',
    size: 'a new call each; streamed answer',
    budgetMs: 450,
    p95BudgetMs: 700,
    async samples({ runs, warmup }) {
      const out: number[] = [];
      for (let i = 0; i < runs + warmup; i++) {
        const relay = await connect(line, i);
        // Closed whatever happens: an open socket would keep the backend from closing.
        try {
          server.script([{ text: 'Yes, we are open until 7 PM today. Would you like to book?', firstChunkMs: FIRST_TOKEN_MS }]);
          const { firstMs, reply } = await turn(relay, 'Are you open today?');
          if (!reply.startsWith('Yes, we are open')) throw new Error(`unexpected reply: ${reply}`);
          if (i >= warmup) out.push(firstMs);
        } finally {
          await relay.close();
        }
      }
      return out;
    },
  };
}

function bookingTurn(line: StandinLine, server: ScriptedServer, slots: { date: string; time: string }[], service: string): SampledBench {
  return {
    name: 'phone: caller says yes → first word, a booking turn (2 model rounds, write)',
    size: '20,000 appts; tool call, booking, answer',
    p95BudgetMs: 1200,
    async samples({ runs, warmup }) {
      const out: number[] = [];
      for (let i = 0; i < runs + warmup; i++) {
        const slot = slots[i];
        // The caller's number, as the model takes it from the call (the phone's instructions).
        const args = {
          customer_name: 'Ivy Wu',
          customer_phone: callerOf(5000 + i),
          service_name: service,
          appointment_date: slot.date,
          appointment_time: slot.time,
        };
        const relay = await connect(line, 5000 + i);
        try {
          // Untimed: the request and Sarah's read-back (nothing is written before the caller's yes).
          server.script([
            { toolCalls: [{ name: 'create_appointment', arguments: args }] },
            (req: ChatRequest) => ({ text: String(lastToolResult(req).read_back ?? JSON.stringify(lastToolResult(req))) }),
          ]);
          const asked = await turn(relay, `Book me a ${service} on ${slot.date} at ${slot.time}, I'm Ivy Wu.`);
          if (!asked.reply.startsWith('Just to confirm')) throw new Error(`no read-back: ${asked.reply}`);
          server.script([
            { toolCalls: [{ name: 'create_appointment', arguments: args }], firstChunkMs: FIRST_TOKEN_MS },
            (req: ChatRequest) =>
              lastToolResult(req).success
                ? { text: "You're booked. See you then!", firstChunkMs: FIRST_TOKEN_MS }
                : { text: `FAILED ${JSON.stringify(lastToolResult(req))}` },
          ]);
          const { firstMs, reply } = await turn(relay, 'Yes, that is right.');
          if (!reply.startsWith("You're booked")) throw new Error(`nothing booked: ${reply}`);
          if (i >= warmup) out.push(firstMs);
        } finally {
          await relay.close();
        }
      }
      return out;
    },
  };
}

/** `prepare` (untimed) makes each sample's request; the time is its answer's round trip alone. */
function webhook(name: string, size: string, prepare: (i: number) => Promise<() => Promise<{ status: number; body: string }>>): SampledBench {
  return {
    name,
    size,
    p95BudgetMs: 50,
    async samples({ runs, warmup }) {
      const out: number[] = [];
      for (let i = 0; i < runs + warmup; i++) {
        const post = await prepare(i);
        const t0 = performance.now();
        const res = await post();
        const ms = performance.now() - t0;
        if (res.status !== 200) throw new Error(`${name}: ${res.status} ${res.body}`);
        if (i >= warmup) out.push(ms);
      }
      return out;
    },
  };
}

const suite: BenchSuite = {
  name: 'phone',
  async setup() {
    const step = (what: string) => process.env.BENCH_DEBUG && console.error(`[phone] ${what} ${new Date().toISOString()}`);
    model = await startScriptedServer();
    backend = await startLocalBackend({
      port: 0,
      dataDir: null,
      distDir: null,
      limits: NO_RATE_LIMITS,
      sarah: {
        defaults: { baseURL: model.baseURL, model: 'scripted', apiKey: 'bench' },
        perMinute: 100_000,
        privateModels: true,
        relayTimings: { ...RELAY_TIMINGS, msPerWord: 0 },
      },
    });
    step('backend');
    const local = backend;
    const admin = clientFor(local, local.serviceRoleKey);
    const owner = clientFor(local);
    const { data, error } = await owner.auth.signUp({ email: 'bench.phone@example.com', password: 'secret123' });
    if (error || !data.user) throw new Error(`sign-up: ${error?.message}`);
    const salonId = salonIdForOwner(data.user.id);
    const stamp = '000001000000000.000000.000000000000';
    await admin
      .from('salons')
      .upsert({ id: salonId, owner_id: data.user.id, name: 'Bench Nails', address: '1 Bench St', phone: '(212) 555-0100', time_zone: ZONE, updated_at: stamp })
      .throwOnError();
    const today = todayIn(ZONE).date;
    const seed = { ...DEFAULT_SEED, from: addDays(today, -90), to: addDays(today, 90) };
    step('salon');
    await seedBackend(local.url, local.serviceRoleKey, salonId, 'be0c4be0c4be', { seed });
    step('seeded');
    const saved = await owner.rpc('save_sms_provider', { p_account_sid: SID, p_auth_token: TOKEN, p_from_number: NUMBER });
    if (saved.error) throw new Error(`save_sms_provider: ${saved.error.message}`);
    const line: StandinLine = { backendUrl: local.url, accountSid: SID, authToken: TOKEN, to: NUMBER, from: '+12125550142' };

    // Free times of the service most members do, one booking each, from tomorrow on.
    const store = serverSalonStore(admin, salonId);
    const [service] = await store.offeredServices();
    const now = todayIn(ZONE);
    const slots: { date: string; time: string }[] = [];
    for (let d = 1; slots.length < 60 && d < 90; d++) {
      const date = addDays(now.date, d);
      const data = await store.availability(service.id, date);
      if (data) for (const s of findAvailableSlots({ ...data, now }).slots.slice(0, 3)) slots.push({ date, time: s.start });
    }
    step(`slots ${slots.length}`);
    let sms = 0;
    return [
      { ...noToolsTurn(line, model), runs: 40, warmup: 3 },
      { ...bookingTurn(line, model, slots, service.name), runs: 40, warmup: 3 },
      { ...webhook('phone: voice webhook answer (opens the call record)', 'a new call each', async () => () => placeCall(line).voice()), runs: 60, warmup: 5 },
      {
        ...webhook('phone: status callback answer (ends the call record)', 'a call answered just before', async () => {
          const c = placeCall(line);
          await c.voice();
          return () => c.status('completed', 42);
        }),
        runs: 60,
        warmup: 5,
      },
      {
        ...webhook(
          'phone: SMS webhook answer (HELP)',
          'a new text each',
          async () => () => sendText({ ...line, from: `+1646555${String(1000 + sms++).padStart(4, '0')}` }, 'HELP').post(),
        ),
        runs: 60,
        warmup: 5,
      },
    ];
  },
  async teardown() {
    await model?.close();
    await backend?.close();
  },
};

export default suite;
