// The Calls screen's pure rules: labels, the transcript folded into exchanges (each
// reply with the tool steps that led to it), and how times and steps read. No React, no db.
import { CALL_OUTCOMES } from '../../domain/tables/conversations';
import type { Call, CallChannel, CallOutcome, CallTurn } from '../../domain/types';

export const PAGE_TITLE = 'Calls';
export const PAGE_SUBTITLE = 'Every conversation Sarah had, what she did in it, and the messages she took for you.';
export const EMPTY_NONE = 'No calls yet. Conversations with Sarah (try AI Chat Test) show up here.';
export const EMPTY_FILTERED = 'No calls match. Try another search or outcome.';
export const NO_SELECTION = 'Choose a call to read its transcript.';

export const OUTCOME_LABELS: Record<CallOutcome, string> = {
  booked: 'Booked',
  rescheduled: 'Rescheduled',
  cancelled: 'Cancelled',
  answered: 'Answered',
  message_taken: 'Message taken',
  failed: 'Failed',
};

export const OUTCOME_OPTIONS: { value: CallOutcome | 'all'; label: string }[] = [
  { value: 'all', label: 'All outcomes' },
  ...CALL_OUTCOMES.map((o) => ({ value: o, label: OUTCOME_LABELS[o] })),
];

export const outcomeLabel = (outcome: CallOutcome | null) => (outcome ? OUTCOME_LABELS[outcome] : 'In progress');

export function isOutcome(value: string | null): value is CallOutcome {
  return (CALL_OUTCOMES as readonly string[]).includes(value ?? '');
}

/** How each conversation reached Sarah: the AI Chat Test (or a website chat), a phone call, texts. */
export const CHANNEL_LABELS: Record<CallChannel, string> = { chat: 'Chat', phone: 'Phone', sms: 'Text messages' };

export const callerLabel = (call: Pick<Call, 'caller_name' | 'caller_phone'>) => call.caller_name ?? call.caller_phone ?? 'Unknown caller';

/** One exchange of a transcript: a customer's line, or a reply with the steps taken for it. */
export type TranscriptEntry = { kind: 'customer'; turn: CallTurn } | { kind: 'reply'; turn: CallTurn | null; steps: CallTurn[] };

/** The turns in order, each run of tool steps folded under the reply that follows it. */
export function foldTranscript(turns: readonly CallTurn[]): TranscriptEntry[] {
  const out: TranscriptEntry[] = [];
  let steps: CallTurn[] = [];
  for (const t of turns) {
    if (t.role === 'tool') steps.push(t);
    else if (t.role === 'assistant') {
      out.push({ kind: 'reply', turn: t, steps });
      steps = [];
    } else {
      if (steps.length) out.push({ kind: 'reply', turn: null, steps });
      steps = [];
      out.push({ kind: 'customer', turn: t });
    }
  }
  if (steps.length) out.push({ kind: 'reply', turn: null, steps });
  return out;
}

/** "Mar 25, 10:04" in the salon's zone (the device's when it has none). */
export function callTime(iso: string, timeZone?: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return d.toLocaleString('en-US', { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false, timeZone });
}

/** "2 min 5 s", "40 s"; empty while the call goes on. */
export function callDuration(call: Pick<Call, 'started_at' | 'ended_at'>): string {
  if (!call.ended_at) return '';
  const s = Math.max(0, Math.round((Date.parse(call.ended_at) - Date.parse(call.started_at)) / 1000));
  if (Number.isNaN(s)) return '';
  return s >= 60 ? `${Math.floor(s / 60)} min ${s % 60} s` : `${s} s`;
}

/** "1.2 s" / "850 ms". */
export function latencyText(ms: number | null): string {
  if (ms === null) return '';
  return ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${ms} ms`;
}

/** A step's arguments as "key: value" pairs, readable (the JSON as written when it is not an object). */
export function stepArguments(json: string | null): string {
  if (!json) return '';
  try {
    const args = JSON.parse(json) as unknown;
    if (typeof args !== 'object' || args === null || Array.isArray(args)) return json;
    return Object.entries(args)
      .map(([k, v]) => `${k.replace(/_/g, ' ')}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
      .join(', ');
  } catch {
    return json;
  }
}

/** "Summary of what Sarah did" for the toggle of a reply's steps. */
export const stepsSummary = (steps: readonly CallTurn[]) =>
  `${steps.length} ${steps.length === 1 ? 'step' : 'steps'}: ${steps.map((s) => s.tool_name ?? 'tool').join(', ')}`;
