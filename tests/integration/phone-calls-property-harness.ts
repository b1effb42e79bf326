// The world and the judge of the phone calls property (phone-calls.property.test.ts):
// a salon answering calls on the real local backend with the relay's QUIET clocks, the scripted
// model playing Sarah from the conversation alone (any interleaving of turns gets a sensible
// answer), a journal of what each caller said and what the model was made to read back, and the
// three invariants read from the calls, call_turns and appointments rows.
import type { LocalBackend } from '../../sync/server/index';
import { startScriptedServer, type ChatRequest, type Reply, type ScriptedServer } from '../support/scripted-openai-server';
import { newDevice, signUpOwner, type SimDevice } from './engine-harness';
import { clientFor, startTestBackend, uniqueEmail } from './helpers';
import { furnishSalon } from './messages-harness';
import { QUIET } from './phone-relay-harness';
import { serverClock } from './sarah-chat-harness';

export interface Slot {
  date: string;
  time: string;
}

/** What happened in one call, in the order this process saw it (`seq` is one counter for all calls). */
export type CallEvent =
  | { seq: number; kind: 'prompt'; words: string }
  | { seq: number; kind: 'readback'; slot: Slot }
  | { seq: number; kind: 'tool-error'; message: string };

export interface CallLog {
  caller: string;
  name: string;
  events: CallEvent[];
  /** Prompts (and keys) sent, and the turns the model finished with words: a caller waits for these to meet. */
  prompts: number;
  answered: number;
}

let seq = 0;
export const tick = () => ++seq;

/** Every call of the test, by the caller's number (each call has its own): what the model reads it by. */
export const journal = new Map<string, CallLog>();
/** When the model last got a request: a run's records are read once it has been quiet a while. */
export const modelActivity = { lastAt: 0 };

export const askWords = (s: Slot, name: string) => `Book me a gel manicure on ${s.date} at ${s.time}, I am ${name}.`;
export const changeWords = (s: Slot) => `Make it ${s.date} at ${s.time} instead.`;
export const YES = 'Yes, please.';
export const NO = "No, that's not right.";
const SLOT_IN = /(\d{4}-\d{2}-\d{2}) at (\d{2}:\d{2})/;

/**
 * Sarah as the scripted model, from the request alone: a read-back result is said word for word;
 * a request to book or change calls create_appointment with those details; a yes right after a
 * read-back calls it again with the read-back's arguments; a booking done says so; anything else
 * gets a short answer. Each answer waits `paceMs` first, so interrupts and hang-ups land mid-turn.
 */
export function sarahModel(paceMs: (caller: string) => number) {
  return (req: ChatRequest): Reply => {
    modelActivity.lastAt = Date.now();
    const system = req.messages
      .filter((m) => m.role === 'system')
      .map((m) => m.content ?? '')
      .join(' ');
    const caller = /calling from (\+\d+)/.exec(system)?.[1] ?? '';
    const log = journal.get(caller);
    if (!log) return { text: 'Sorry, who is calling?' };
    const firstChunkMs = paceMs(caller);
    const words = (text: string): Reply => {
      log.answered += 1;
      return { text, firstChunkMs };
    };
    const book = (args: Record<string, unknown>): Reply => ({ toolCalls: [{ name: 'create_appointment', arguments: args }], firstChunkMs });
    const last = req.messages[req.messages.length - 1];
    if (last.role === 'tool') {
      const result = JSON.parse(last.content ?? '{}') as Record<string, unknown>;
      if (result.needs_confirmation) {
        const args = argsOf(req, last.tool_call_id);
        log.events.push({ seq: tick(), kind: 'readback', slot: { date: String(args.appointment_date), time: String(args.appointment_time) } });
        return words(String(result.read_back));
      }
      if (result.success) return words("You're booked.");
      log.events.push({ seq: tick(), kind: 'tool-error', message: String(result.error ?? result.message) });
      return words('Sorry, I could not do that.');
    }
    const said = String(last.content ?? '');
    const slot = SLOT_IN.exec(said);
    if (slot)
      return book({ customer_name: log.name, customer_phone: caller, service_name: 'Gel Manicure', appointment_date: slot[1], appointment_time: slot[2] });
    const before = req.messages[req.messages.length - 2];
    if (said === YES && before?.role === 'assistant' && String(before.content ?? '').startsWith('Just to confirm')) {
      return book(argsOf(req, req.messages[req.messages.length - 3]?.tool_call_id));
    }
    return words('Okay. Anything else?');
  };
}

/** The arguments of the tool call `id` answers, from the assistant message that made it. */
function argsOf(req: ChatRequest, id: string | undefined): Record<string, unknown> {
  for (const m of req.messages) for (const c of m.tool_calls ?? []) if (c.id === id) return JSON.parse(c.function.arguments) as Record<string, unknown>;
  throw new Error(`no tool call ${id} in the request`);
}

export interface CallsWorld {
  backend: LocalBackend;
  model: ScriptedServer;
  admin: ReturnType<typeof clientFor>;
  tablet: SimDevice;
  salonId: string;
  accountSid: string;
  authToken: string;
  number: string;
  close(): Promise<void>;
}

/** The salon of messages-harness (Kim, a Gel Manicure, MONDAY's week), its Twilio number, QUIET relay clocks, no rate limit in the way. */
export async function startCallsWorld(paceMs: (caller: string) => number): Promise<CallsWorld> {
  const model = await startScriptedServer();
  model.script([], sarahModel(paceMs));
  const { backend } = await startTestBackend({
    sarah: {
      defaults: { baseURL: model.baseURL, model: 'scripted', apiKey: 'server-key' },
      perMinute: 1_000_000,
      privateModels: true,
      clock: () => new Date(serverClock.ms),
      relayTimings: QUIET,
    },
  });
  const owner = await signUpOwner(backend, uniqueEmail('phone-calls'));
  const tablet = await newDevice(backend, owner, { name: 'phone-calls tablet' });
  await furnishSalon(tablet);
  await tablet.sync();
  const accountSid = `AC${'e7'.repeat(16)}`;
  const authToken = 'a8'.repeat(16);
  const number = '+12125550187';
  const saved = await tablet.client.rpc('save_sms_provider', { p_account_sid: accountSid, p_auth_token: authToken, p_from_number: number });
  if (saved.error) throw new Error(saved.error.message);
  return {
    backend,
    model,
    admin: clientFor(backend, backend.serviceRoleKey),
    tablet,
    salonId: tablet.salonId,
    accountSid,
    authToken,
    number,
    async close() {
      await tablet.close();
      await backend.close();
      await model.close();
    },
  };
}

export interface Turn {
  position: number;
  role: string;
}
export interface CallRow {
  ended_at: string | null;
  deleted: boolean;
}
export interface Booking {
  appointment_date: string;
  start_time: string;
  contact_phone: string | null;
}

/**
 * What is wrong with one call's rows, each problem a sentence (none: the call is sound).
 * 1. at most one live appointment per request (the caller, the service, the date and time);
 * 2. the record ended, its turns at 0..n-1, each a customer turn answered by tool steps and a reply;
 * 3. every appointment was read back by the model and the caller said yes after that.
 */
export function problemsOf(log: CallLog, slots: Slot[], call: CallRow | null, turns: Turn[], bookings: Booking[]): string[] {
  const problems: string[] = [];
  const mine = bookings.filter((b) => b.contact_phone === log.caller);
  for (const b of mine) {
    const slot = { date: b.appointment_date, time: b.start_time.slice(0, 5) };
    const same = mine.filter((o) => o.appointment_date === slot.date && o.start_time === b.start_time);
    if (same.length > 1 && same[0] === b) problems.push(`1: ${same.length} bookings for ${slot.date} ${slot.time}`);
    if (!slots.some((s) => s.date === slot.date && s.time === slot.time))
      problems.push(`1: a booking for ${slot.date} ${slot.time}, which the caller never asked for`);
    const readback = log.events.find((e) => e.kind === 'readback' && e.slot.date === slot.date && e.slot.time === slot.time);
    // The caller's confirmation: a yes, or the very same request again (the gate takes the same call
    // on a later turn as confirmed, and the model repeats it for either), said after the read-back.
    const confirms = (words: string) => words === YES || words === askWords(slot, log.name) || words === changeWords(slot);
    const yes = readback && log.events.find((e) => e.kind === 'prompt' && confirms(e.words) && e.seq > readback.seq);
    if (!readback) problems.push(`3: a booking for ${slot.date} ${slot.time} that was never read back`);
    else if (!yes)
      problems.push(
        `3: a booking for ${slot.date} ${slot.time} with no yes (or the same request again) from the caller after its read-back (event ${readback.seq})`,
      );
  }
  if (!call) problems.push('2: no call record');
  else if (call.deleted || !call.ended_at) problems.push(`2: the call record is not ended (ended_at ${call.ended_at}, deleted ${call.deleted})`);
  const positions = turns.map((t) => t.position);
  if (positions.some((p, i) => p !== i)) problems.push(`2: turn positions ${positions.join(',')} are not 0..${turns.length - 1}`);
  // A customer turn, its tool steps, the reply; again. Anything else is half a turn.
  const shape = turns.map((t) => (t.role === 'customer' ? 'c' : t.role === 'tool' ? 't' : t.role === 'assistant' ? 'a' : '?')).join('');
  if (!/^(ct*a)*$/.test(shape)) problems.push(`2: the turns read ${shape} (c customer, t tool, a assistant), not customer, tools, reply each time`);
  return problems;
}
