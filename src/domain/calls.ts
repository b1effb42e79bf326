// The rules of a call record, pure so the recorder, the
// Calls screen and the figures read them the same way.
import type { CallOutcome } from './types';

/** A conversation quiet this long is over: the next message starts a new call. */
export const QUIET_MS = 30 * 60_000;

/** Text cut to a column's limit with an ellipsis, so a long transcript line or message never fails its write. */
export const capText = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);
/** The registry's cap on latency_ms; a slower reply is recorded at the cap. */
export const MAX_LATENCY_MS = 600_000;
/** A tool step's result as it is kept in the transcript: one line. */
export const RESULT_LINE_MAX = 300;

/** What the tools that change something did in one call, as the outcome rule counts it. */
export interface CallFacts {
  booked: number;
  rescheduled: number;
  cancelled: number;
  messageTaken: boolean;
  /** Assistant replies given, failures included. */
  replies: number;
  /** The latest reply was the apology for a failed model request (or an empty answer). */
  lastReplyFailed: boolean;
}

export const noFacts = (): CallFacts => ({ booked: 0, rescheduled: 0, cancelled: 0, messageTaken: false, replies: 0, lastReplyFailed: false });

/** Which fact a successful step of a writing tool adds; the reschedule tool is the too. */
const WRITE_FACTS: Record<string, 'booked' | 'rescheduled' | 'cancelled' | 'message'> = {
  create_appointment: 'booked',
  reschedule_appointment: 'rescheduled',
  cancel_appointment: 'cancelled',
  take_message: 'message',
};

/**
 * The outcome, first rule that holds:
 * 1. a message was taken → message_taken (someone at the salon has to act, whatever else happened);
 * 2. an appointment was moved, or one cancelled and one booked in the same call → rescheduled;
 * 3. one booked → booked; 4. one cancelled → cancelled;
 * 5. the latest reply was the apology of a failed request → failed;
 * 6. any reply → answered; none yet → null (nothing to say about the call).
 */
export function callOutcome(f: CallFacts): CallOutcome | null {
  if (f.messageTaken) return 'message_taken';
  if (f.rescheduled > 0 || (f.booked > 0 && f.cancelled > 0)) return 'rescheduled';
  if (f.booked > 0) return 'booked';
  if (f.cancelled > 0) return 'cancelled';
  if (f.replies === 0) return null;
  return f.lastReplyFailed ? 'failed' : 'answered';
}

/** Facts again from a recorded outcome, so a call reopened later (a queued message) keeps counting. */
export function factsOfOutcome(outcome: CallOutcome | null): CallFacts {
  const f = noFacts();
  if (outcome === 'message_taken') f.messageTaken = true;
  else if (outcome === 'rescheduled') f.rescheduled = 1;
  else if (outcome === 'booked') f.booked = 1;
  else if (outcome === 'cancelled') f.cancelled = 1;
  if (outcome) f.replies = 1;
  f.lastReplyFailed = outcome === 'failed';
  return f;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Result = Record<string, unknown>;
const isObject = (v: unknown): v is Result => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The appointment a tool's result names (`appointment_id`, or `appointment.id`), if a real id. */
export function appointmentIdOf(result: Result): string | null {
  const nested = isObject(result.appointment) ? result.appointment.id : undefined;
  const id = typeof result.appointment_id === 'string' ? result.appointment_id : nested;
  return typeof id === 'string' && UUID.test(id) ? id : null;
}

/** Adds one tool step to the facts: only a successful step of a writing tool counts. */
export function countStep(f: CallFacts, toolName: string, result: Result): void {
  const fact = WRITE_FACTS[toolName];
  if (!fact || 'error' in result) return;
  if (fact === 'message') f.messageTaken = true;
  // An appointment tool counts only when it changed one (not "was already canceled").
  else if (appointmentIdOf(result)) f[fact] += 1;
}

/** The one line a transcript keeps of a tool's result: its error, its message, or what it found. */
export function resultLine(result: Result): string {
  let line: string;
  if (typeof result.error === 'string') line = `Error: ${result.error}`;
  else if (typeof result.message === 'string' && result.message) line = result.message;
  else {
    const parts = Object.entries(result)
      .filter(([k]) => k !== 'success')
      .map(([k, v]) =>
        Array.isArray(v) ? `${v.length} ${k.replace(/_/g, ' ')}` : isObject(v) ? k.replace(/_/g, ' ') : `${k.replace(/_/g, ' ')}: ${String(v)}`,
      );
    line = parts.length ? parts.join(', ') : 'done';
  }
  line = line.replace(/\s+/g, ' ').trim();
  return line.length > RESULT_LINE_MAX ? `${line.slice(0, RESULT_LINE_MAX - 1)}…` : line;
}

/** The caller's name and phone as a tool's arguments give them (trimmed, within the column caps). */
export function callerOf(args: unknown): { name: string | null; phone: string | null } {
  const a = isObject(args) ? args : {};
  const pick = (v: unknown, max: number) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null);
  return { name: pick(a.customer_name, 120), phone: pick(a.customer_phone, 40) };
}

/** Milliseconds as the latency column takes them: a whole number within 0..MAX_LATENCY_MS. */
export const latencyOf = (ms: number): number => Math.min(MAX_LATENCY_MS, Math.max(0, Math.round(ms)));
