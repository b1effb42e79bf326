// The property: random interleavings of prompts, interrupts, webhook retries and hang-ups,
// over hundreds of calls on the real local backend (the relay, the webhooks, server-side Sarah
// with the scripted model, PGlite behind PostgREST), never leave two bookings for one request, a
// half-written call record, or a booking the caller did not confirm (the invariants:
// phone-calls-property-harness.ts's problemsOf). fast-check picks each call's actions; the calls
// of a run go at once, each with its own caller and its own times, so they never compete for a slot.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/dates';
import { phoneCallId } from '../../src/domain/ids';
import { placeCall, type RelaySession, type StandinLine } from '../../sync/server/phone/standin';
import { MONDAY } from './messages-harness';
import {
  askWords,
  changeWords,
  journal,
  modelActivity,
  NO,
  problemsOf,
  startCallsWorld,
  tick,
  YES,
  type Booking,
  type CallLog,
  type CallRow,
  type CallsWorld,
  type Slot,
  type Turn,
} from './phone-calls-property-harness';

const RUNS = Number(process.env.PHONE_CALLS_RUNS ?? 25);
const CALLS_PER_RUN = 20;
const SEED = Number(process.env.PHONE_CALLS_SEED ?? Date.now() % 2_147_483_647);

type Wait = 'reply' | 'interrupt' | 'none';
type Action = { kind: 'ask' | 'yes' | 'no' | 'change' | 'dtmf'; wait: Wait } | { kind: 'voice-retry' } | { kind: 'hang-up-mid-turn' };
interface CallPlan {
  /** The voice webhook twice at once (the provider retrying before the first answered). */
  voiceTwice: boolean;
  actions: Action[];
  /** The status callback's posts (the provider retrying it), one after another or all at once. */
  statusPosts: number;
  statusAtOnce: boolean;
  /** How long the model takes to its first word, ms. */
  paceMs: number;
}

// Mostly waiting for Sarah's answer, as callers do; sometimes talking over her or before she answers.
const wait = fc.constantFrom<Wait>('reply', 'reply', 'reply', 'interrupt', 'none');
const prompt = (kind: 'ask' | 'yes' | 'no' | 'change' | 'dtmf') => wait.map((w): Action => ({ kind, wait: w }));
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 3, arbitrary: prompt('ask') },
  { weight: 5, arbitrary: prompt('yes') },
  { weight: 1, arbitrary: prompt('no') },
  { weight: 2, arbitrary: prompt('change') },
  { weight: 1, arbitrary: prompt('dtmf') },
  { weight: 1, arbitrary: fc.constant<Action>({ kind: 'voice-retry' }) },
  { weight: 1, arbitrary: fc.constant<Action>({ kind: 'hang-up-mid-turn' }) },
);
const plan: fc.Arbitrary<CallPlan> = fc.record({
  voiceTwice: fc.boolean(),
  // Every call asks first, so there is always something to read back.
  actions: fc.tuple(prompt('ask'), fc.array(action, { minLength: 1, maxLength: 4 })).map(([first, rest]) => [first, ...rest]),
  statusPosts: fc.integer({ min: 1, max: 3 }),
  statusAtOnce: fc.boolean(),
  paceMs: fc.integer({ min: 5, max: 60 }),
});

/** Monday to Friday of MONDAY's week, 9 AM to 5 PM on the hour: Kim's free hours, 45 of them. */
const SLOTS: Slot[] = [0, 1, 2, 3, 4].flatMap((d) =>
  [9, 10, 11, 12, 13, 14, 15, 16, 17].map((h) => ({ date: addDays(MONDAY, d), time: `${String(h).padStart(2, '0')}:00` })),
);
const pace = new Map<string, number>();
let w: CallsWorld;
let callNo = 0;
const totals = { calls: 0, bookings: 0, readbacks: 0, toolErrors: 0, interrupts: 0, hangUpsMidTurn: 0, queued: 0 };

beforeAll(async () => {
  w = await startCallsWorld((caller) => pace.get(caller) ?? 20);
}, 120_000);
afterAll(() => w?.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Replies the caller has heard to the end (a text token with last: true). */
const endsHeard = (relay: RelaySession) => relay.received.filter((m) => m.type === 'text' && m.last === true).length;

/**
 * Until Sarah has answered every prompt of the call so far, and the caller has heard the answer
 * to the latest one to its end (a caller answers what they heard). A turn spoken over ends with
 * no last token: after a while the caller goes on regardless.
 */
async function answered(log: CallLog, relay: RelaySession, endsBefore: number): Promise<void> {
  const until = Date.now() + 30_000;
  while (log.answered < log.prompts) {
    if (Date.now() > until) throw new Error(`the call from ${log.caller} got ${log.answered} answers to ${log.prompts} prompts in 30 s`);
    await sleep(10);
  }
  const heardBy = Date.now() + 3_000;
  while (endsHeard(relay) <= endsBefore && Date.now() < heardBy) await sleep(5);
}

/** One call as the provider carries it, the caller doing `p.actions`; then the hang-up and the status callback(s). */
async function runCall(p: CallPlan, slots: [Slot, Slot]): Promise<{ callSid: string; log: CallLog }> {
  const n = ++callNo;
  const caller = `+1212555${String(1000 + n).padStart(4, '0')}`;
  const log: CallLog = { caller, name: `Caller ${n}`, events: [], prompts: 0, answered: 0 };
  journal.set(caller, log);
  pace.set(caller, p.paceMs);
  const line: StandinLine = { backendUrl: w.backend.url, accountSid: w.accountSid, authToken: w.authToken, to: w.number, from: caller };
  const c = placeCall(line);
  const voices = await Promise.all(p.voiceTwice ? [c.voice(), c.voice()] : [c.voice()]);
  for (const v of voices) if (v.status !== 200) throw new Error(`the voice webhook answered ${v.status}: ${v.body}`);
  const relay = await c.relay(voices[0].body);
  if ('refused' in relay) throw new Error(`the relay refused the handshake: ${relay.refused}`);
  let current = 0; // which of the call's two times the caller asks for now
  let endsBefore = 0; // the replies heard to the end when the latest prompt was said
  const say = (s: RelaySession, words: string) => {
    log.events.push({ seq: tick(), kind: 'prompt', words });
    log.prompts += 1;
    endsBefore = endsHeard(s);
    s.prompt(words);
  };
  for (const a of p.actions) {
    if (a.kind === 'voice-retry') {
      const again = await c.voice();
      if (again.status !== 200) throw new Error(`the retried voice webhook answered ${again.status}`);
      continue;
    }
    // A yes may come at any moment: after Sarah's answer, over it, or before it (queued behind a
    // turn still running). Said before the read-back was heard whole, it confirms nothing (the relay
    // tells the turn, read-back.ts reads it again): invariant 3 holds either way.
    if (a.kind === 'hang-up-mid-turn') {
      say(relay, YES);
      await relay.close();
      totals.hangUpsMidTurn += 1;
      break;
    }
    if (a.kind === 'dtmf') {
      log.events.push({ seq: tick(), kind: 'prompt', words: 'dtmf 5' });
      log.prompts += 1;
      endsBefore = endsHeard(relay);
      relay.dtmf('5');
    } else if (a.kind === 'change') {
      current = 1 - current;
      say(relay, changeWords(slots[current]));
    } else say(relay, a.kind === 'ask' ? askWords(slots[current], log.name) : a.kind === 'yes' ? YES : NO);
    if (a.wait === 'reply') await answered(log, relay, endsBefore);
    else if (a.wait === 'interrupt') {
      relay.interrupt();
      totals.interrupts += 1;
    } else totals.queued += 1;
  }
  await relay.close();
  const status = () => c.status('completed', 30);
  const answers = p.statusAtOnce ? await Promise.all(Array.from({ length: p.statusPosts }, status)) : [];
  for (let i = answers.length; i < p.statusPosts; i++) answers.push(await status());
  for (const a of answers) if (a.status !== 200) throw new Error(`the status callback answered ${a.status}: ${a.body}`);
  return { callSid: c.callSid, log };
}

/**
 * Neither the callers nor the model have done anything for `ms`: every turn in flight when the
 * callers hung up has asked the model, heard back and written what it will.
 */
async function quiet(ms: number): Promise<void> {
  const from = Date.now();
  while (Date.now() - Math.max(from, modelActivity.lastAt) < ms) await sleep(50);
}

describe('calls on the phone, in any interleaving', () => {
  it(`${RUNS} runs of ${CALLS_PER_RUN} calls at once: one booking per request, whole call records, nothing booked without a yes`, async () => {
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(fc.array(plan, { minLength: CALLS_PER_RUN, maxLength: CALLS_PER_RUN }), async (plans) => {
        const calls = await Promise.all(plans.map((p, i) => runCall(p, [SLOTS[2 * i], SLOTS[2 * i + 1]])));
        await quiet(500);
        w.model.requests.length = 0; // the scripted server keeps every request; a run needs none of them afterwards
        const { data: bookings, error } = await w.admin
          .from('appointments')
          .select('appointment_date, start_time, contact_phone')
          .eq('salon_id', w.salonId)
          .eq('deleted', false)
          .neq('status', 'canceled');
        expect(error).toBeNull();
        const failures: string[] = [];
        for (const [i, { callSid, log }] of calls.entries()) {
          const id = phoneCallId(w.salonId, callSid);
          const { data: call } = await w.admin.from('calls').select('ended_at, deleted').eq('id', id).maybeSingle();
          const { data: turns } = await w.admin.from('call_turns').select('position, role').eq('call_id', id).eq('deleted', false).order('position');
          const problems = problemsOf(log, [SLOTS[2 * i], SLOTS[2 * i + 1]], call as CallRow | null, (turns ?? []) as Turn[], (bookings ?? []) as Booking[]);
          totals.calls += 1;
          totals.readbacks += log.events.filter((e) => e.kind === 'readback').length;
          totals.toolErrors += log.events.filter((e) => e.kind === 'tool-error').length;
          if (problems.length)
            failures.push(
              `call ${i} from ${log.caller} (${id}):\n  ${problems.join('\n  ')}\n  plan: ${JSON.stringify(plans[i])}\n  events: ${JSON.stringify(log.events)}`,
            );
        }
        totals.bookings += (bookings ?? []).length;
        // The next run's calls get the same times: this run's bookings go.
        await w.admin.from('appointments').update({ deleted: true }).eq('salon_id', w.salonId).eq('deleted', false);
        if (failures.length) throw new Error(`seed ${SEED}: ${failures.length} call(s) broke the property:\n${failures.join('\n')}`);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    console.log(`[phone-calls property] seed ${SEED}: ${totals.calls} calls in ${Math.round((Date.now() - started) / 1000)} s`, totals);
    // Not met by doing nothing: the calls booked, were read back, were interrupted, hung up mid-turn.
    expect(totals.calls).toBe(RUNS * CALLS_PER_RUN);
    expect(totals.bookings).toBeGreaterThan(totals.calls / 10);
    expect(totals.readbacks).toBeGreaterThan(totals.calls);
    expect(Math.min(totals.interrupts, totals.hangUpsMidTurn, totals.queued)).toBeGreaterThan(0);
  }, 450_000); // about 135 s alone on this 2-core machine; room for a busy one
});
