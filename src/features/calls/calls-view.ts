// The Calls screen's pure rules: labels, the transcript folded into exchanges (each
// reply with the tool steps that led to it), and how times and steps read. No React, no db. Its
// words are Lingui's, in the language active when a screen renders (the screen re-renders on a change).
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { CALL_OUTCOMES } from '../../domain/tables/conversations';
import type { AppointmentStatus, Call, CallChannel, CallOutcome, CallTurn } from '../../domain/types';

const OUTCOME_LABELS: Record<CallOutcome, MessageDescriptor> = {
  booked: msg`Booked`,
  rescheduled: msg`Rescheduled`,
  cancelled: msg`Cancelled`,
  answered: msg`Answered`,
  message_taken: msg`Message taken`,
  failed: msg`Failed`,
};

/** The outcome filter's choices, in the owner's language. */
export const outcomeOptions = (): { value: CallOutcome | 'all'; label: string }[] => [
  { value: 'all', label: t`All outcomes` },
  ...CALL_OUTCOMES.map((o) => ({ value: o, label: i18n._(OUTCOME_LABELS[o]) })),
];

export const outcomeLabel = (outcome: CallOutcome | null) => (outcome ? i18n._(OUTCOME_LABELS[outcome]) : t`In progress`);

export function isOutcome(value: string | null): value is CallOutcome {
  return (CALL_OUTCOMES as readonly string[]).includes(value ?? '');
}

/** How each conversation reached Sarah: the AI Chat Test (or a website chat), a phone call, texts. */
const CHANNEL_LABELS: Record<CallChannel, MessageDescriptor> = { chat: msg`Chat`, phone: msg`Phone`, sms: msg`Text messages` };
export const channelLabel = (channel: CallChannel) => i18n._(CHANNEL_LABELS[channel]);

export const callerLabel = (call: Pick<Call, 'caller_name' | 'caller_phone'>) => call.caller_name ?? call.caller_phone ?? t`Unknown caller`;

/** One exchange of a transcript: a customer's line, or a reply with the steps taken for it. */
export type TranscriptEntry = { kind: 'customer'; turn: CallTurn } | { kind: 'reply'; turn: CallTurn | null; steps: CallTurn[] };

/** The turns in order, each run of tool steps folded under the reply that follows it. */
export function foldTranscript(turns: readonly CallTurn[]): TranscriptEntry[] {
  const out: TranscriptEntry[] = [];
  let steps: CallTurn[] = [];
  for (const turn of turns) {
    if (turn.role === 'tool') steps.push(turn);
    else if (turn.role === 'assistant') {
      out.push({ kind: 'reply', turn, steps });
      steps = [];
    } else {
      if (steps.length) out.push({ kind: 'reply', turn: null, steps });
      steps = [];
      out.push({ kind: 'customer', turn });
    }
  }
  if (steps.length) out.push({ kind: 'reply', turn: null, steps });
  return out;
}

/** "Mar 25, 10:04" in the salon's zone (the device's when it has none), month names by Intl in the owner's language. */
export function callTime(iso: string, timeZone?: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return d.toLocaleString(i18n.locale === 'en' ? 'en-US' : i18n.locale, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone,
  });
}

/** "2 min 5 s", "40 s"; empty while the call goes on. */
export function callDuration(call: Pick<Call, 'started_at' | 'ended_at'>): string {
  if (!call.ended_at) return '';
  const s = Math.max(0, Math.round((Date.parse(call.ended_at) - Date.parse(call.started_at)) / 1000));
  if (Number.isNaN(s)) return '';
  const min = Math.floor(s / 60);
  const sec = s % 60;
  return s >= 60 ? t`${min} min ${sec} s` : t`${s} s`;
}

/** "1.2 s" / "850 ms". */
export function latencyText(ms: number | null): string {
  if (ms === null) return '';
  const seconds = i18n.number(ms / 1000, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return ms >= 1000 ? t`${seconds} s` : t`${ms} ms`;
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
export function stepsSummary(steps: readonly CallTurn[]): string {
  const names = steps.map((s) => s.tool_name ?? 'tool').join(', ');
  const count = steps.length;
  return t`${plural(count, { one: '# step', other: '# steps' })}: ${names}`;
}

// A step's appointment names its status as stored ("confirmed", "no_show"): the English is the
// status itself, as the transcript has always shown it; another language says it in its words.
const STEP_STATUSES: Record<AppointmentStatus, MessageDescriptor> = {
  pending: msg`pending`,
  confirmed: msg`confirmed`,
  completed: msg`completed`,
  canceled: msg`canceled`,
  no_show: msg`no_show`,
  conflict: msg`conflict`,
};

/** "Gel Manicure, Tue, Mar 10 at 2:30 PM (confirmed)": the appointment a step made or changed. */
export function stepAppointment(service: string, day: string, time: string, status: AppointmentStatus): string {
  const state = STEP_STATUSES[status] ? i18n._(STEP_STATUSES[status]) : status;
  return t`${service}, ${day} at ${time} (${state})`;
}
