// The check every scripted scenario gets: after the conversation, its call
// record and the owner's notifications agree with what the database says happened. What happened
// is read from the appointment rows alone — moved, booked, cancelled — and the message from the
// call row, never from the tools' answers, so a recorder that miscounts a step fails here.
import assert from 'node:assert/strict';
import * as text from '../../src/assistant/messages';
import type { Appointment, CallOutcome } from '../../src/domain/types';
import type { RunResult } from './run';
import { allAppointments, type World } from './world';

type Rows = Map<string, Appointment>;

/** What the conversation is judged against: the rows and notifications before it, minus the setup's own writes. */
export interface Baseline {
  rows: Rows;
  notifications: Set<string>;
}

async function appointmentRows(w: World): Promise<Rows> {
  return new Map((await allAppointments(w)).map((a) => [a.id, a] as const));
}

/** The notifications of both salons (one database on the device run). */
async function notifications(w: World) {
  return w.otherDb === w.db ? w.db.notifications.toArray() : [...(await w.db.notifications.toArray()), ...(await w.otherDb.notifications.toArray())];
}
const notificationIds = async (w: World) => new Set((await notifications(w)).map((n) => n.id));

const stateOf = (a: Appointment) => JSON.stringify([a.status, a.appointment_date, a.start_time, a.end_time, a.staff_id, a.deleted]);

export async function takeBaseline(w: World): Promise<Baseline> {
  return { rows: await appointmentRows(w), notifications: await notificationIds(w) };
}

/**
 * The scenario's setup steps (`beforeMessage`), wrapped so that what they write (a booking "by the
 * form" between two messages, a cancellation by the owner) becomes part of the baseline instead
 * of being taken for the conversation's work.
 */
export function rebasingSetup(w: World, base: Baseline, setup: Record<number, (w: World) => Promise<void>> = {}) {
  return Object.fromEntries(
    Object.entries(setup).map(([i, step]) => [
      i,
      async (world: World) => {
        const rows = await appointmentRows(w);
        const notes = await notificationIds(w);
        await step(world);
        for (const [id, row] of await appointmentRows(w)) if (!rows.has(id) || stateOf(rows.get(id)!) !== stateOf(row)) base.rows.set(id, row);
        for (const id of await notificationIds(w)) if (!notes.has(id)) base.notifications.add(id);
      },
    ]),
  );
}

const live = (a: Appointment | undefined) => !!a && !a.deleted && a.status !== 'canceled';

/** The rows the conversation changed, by kind, from the rows alone. */
export async function changesSince(w: World, base: Baseline) {
  const after = await appointmentRows(w);
  const created: Appointment[] = [];
  const moved: Appointment[] = [];
  const cancelled: Appointment[] = [];
  for (const [id, a] of after) {
    const was = base.rows.get(id);
    if (!was) {
      created.push(a);
      if (!live(a)) cancelled.push(a);
      continue;
    }
    if (live(was) && !live(a)) cancelled.push(a);
    else if (
      live(was) &&
      live(a) &&
      [a.appointment_date, a.start_time, a.staff_id].join('|') !== [was.appointment_date, was.start_time, was.staff_id].join('|')
    )
      moved.push(a);
  }
  return { created, moved, cancelled };
}

/** A later part of a visit (booked back to back for one customer): the visit is told once, by its first part. */
const laterPart = (a: Appointment, group: Appointment[]) =>
  group.some((b) => b.id !== a.id && b.customer_id === a.customer_id && b.appointment_date === a.appointment_date && b.end_time === a.start_time);

/** The outcome the recorder's rule (src/domain/calls.ts) gives for these changes. */
function expectedOutcome(c: Awaited<ReturnType<typeof changesSince>>, messageTaken: boolean, lastReply: string): CallOutcome {
  if (messageTaken) return 'message_taken';
  if (c.moved.length > 0 || (c.created.length > 0 && c.cancelled.length > 0)) return 'rescheduled';
  if (c.created.length > 0) return 'booked';
  if (c.cancelled.length > 0) return 'cancelled';
  return lastReply === text.REPLY_EMPTY ? 'failed' : 'answered';
}

const WRITE_TOOLS = ['create_appointment', 'reschedule_appointment', 'cancel_appointment'];

/** The call row, its transcript, the write steps' appointment ids and the notifications; returns the outcome found. */
export async function checkCallRecord(w: World, run: RunResult, base: Baseline, messages: string[], outcome?: CallOutcome): Promise<CallOutcome> {
  const call = await w.db.calls.get(run.assistant.conversationId);
  assert.ok(call, 'the conversation has no call record');
  assert.deepEqual([call.salon_id, call.channel, call.deleted], [w.salonId, 'chat', false]);
  const turns = await w.db.call_turns.where('[call_id+position]').between([call.id, 0], [call.id, Infinity]).toArray();
  assert.deepEqual(
    turns.map((t) => t.position),
    turns.map((_t, i) => i),
    'positions are not 0..n-1',
  );
  assert.deepEqual(
    turns.filter((t) => t.role === 'customer').map((t) => t.content),
    messages.map((m) => m.trim()).filter(Boolean),
    'customer turns',
  );
  assert.deepEqual(
    turns.filter((t) => t.role === 'assistant').map((t) => t.content),
    run.replies.filter((r) => !r.ignored).map((r) => r.reply),
    'assistant turns',
  );
  const steps = turns.filter((t) => t.role === 'tool');
  assert.deepEqual(
    steps.map((t) => t.tool_name),
    run.tools.map((t) => t.name),
    'tool steps',
  );

  const changes = await changesSince(w, base);
  const touched = new Set([...changes.created, ...changes.moved, ...changes.cancelled].map((a) => a.id));
  // Every write step that did something names its appointment; a refused one names none.
  steps.forEach((step, k) => {
    const result = run.tools[k].result;
    const label = `step ${k} (${step.tool_name})`;
    if ('error' in result) return assert.equal(step.appointment_id, null, `${label} failed but names an appointment`);
    if (!WRITE_TOOLS.includes(step.tool_name ?? '') || /was already canceled\.$/.test(String(result.message))) return;
    assert.ok(step.appointment_id, `${label} wrote but its transcript step carries no appointment id`);
    assert.ok(touched.has(step.appointment_id), `${label} names ${step.appointment_id}, which this conversation did not change`);
  });
  const named = new Set(steps.map((t) => t.appointment_id));
  for (const a of [...changes.created, ...changes.moved, ...changes.cancelled]) {
    if (!laterPart(a, changes.created) && !laterPart(a, changes.moved)) assert.ok(named.has(a.id), `${a.id} changed but no transcript step links it`);
  }

  const expected = expectedOutcome(changes, call.message !== null, run.replies[run.replies.length - 1]?.reply ?? '');
  assert.equal(call.outcome, expected, 'the call outcome does not follow from what the conversation changed');
  if (outcome) assert.equal(call.outcome, outcome, "the call outcome is not the scenario's");

  // The owner is told of each change once, as Sarah; nothing is told that did not happen.
  const added = (await notifications(w)).filter((n) => !base.notifications.has(n.id));
  assert.ok(
    added.every((n) => n.source === 'assistant' && n.salon_id === w.salonId),
    'a notification not by Sarah, or of another salon',
  );
  const told = (kind: string) =>
    added
      .filter((n) => n.kind === kind)
      .map((n) => n.appointment_id ?? '')
      .sort();
  const firsts = (list: Appointment[]) =>
    list
      .filter((a) => !laterPart(a, list))
      .map((a) => a.id)
      .sort();
  assert.deepEqual(told('booking'), firsts(changes.created), 'booking notifications');
  assert.deepEqual(told('rescheduled'), firsts(changes.moved), 'moved-appointment notifications');
  assert.deepEqual(told('cancelled'), firsts(changes.cancelled), 'cancellation notifications');
  const messagesTold = added.filter((n) => n.kind === 'message');
  if (call.message === null) assert.equal(messagesTold.length, 0, 'a message notification without a message');
  else
    assert.deepEqual(
      messagesTold.map((n) => [n.call_id, n.phone, n.body]),
      [[call.id, call.caller_phone, call.message]],
      'the message notification',
    );
  return call.outcome as CallOutcome;
}
