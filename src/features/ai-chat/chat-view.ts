// The AI Chat Test screen's pure rules (docs/behaviour.md#ai-chat-test): when the
// assistant counts as ready, when the input may send, which texts it shows. No React, no db, so
// the rules are unit-tested on their own. Its words are Lingui's, in the owner's language when a
// screen renders; Sarah's replies are the conversation's, not the owner's.
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { withArticle } from '../../domain/display-format';
import { DEFAULT_GREETING } from '../../domain/phone';

export interface ChatMessage {
  id: number;
  role: 'customer' | 'assistant';
  text: string;
  /** A customer message saved in the offline queue and not answered yet. */
  waiting?: boolean;
  /** The assistant-queue row of a waiting message, to mark it answered when it drains. */
  queuedId?: number;
}

export type LogTone = 'success' | 'error' | 'info';

export interface LogEntry {
  type: LogTone;
  message: string;
  timestamp: string;
}

/** A reply that failed: read when it happens, in the owner's language then. */
export const responseFailed = () => t`Failed to get AI response. Please check your OpenAI API key and try again.`;
export const ACTION_LOG_LIMIT = 10;
/** Appointments are read again this long after a successful AI action. */
export const REFETCH_DELAY_MS = 1000;

export const chatHeader = (salonName: string) => t`AI Assistant for ${salonName}`;

/**
 * The test's own greeting, in the owner's language when the chat starts: it invites her to play a
 * customer, in her language if she likes. Sarah's answers then follow the customer's words.
 */
export function greeting(salonName: string): string {
  return t`Hello! I'm the AI assistant for ${salonName}. Try me as a customer would: ask me to book an appointment, change one or cancel one, and I will do it with your real schedule.`;
}

/**
 * Sarah's first line: the greeting the owner wrote in the AI agent configuration (Phone
 * Integration); while it is the untouched default, the test greeting, which invites the
 * owner to try booking, changing and cancelling.
 */
export function firstLine(salonName: string, agentGreeting: string | undefined): string {
  const own = agentGreeting?.trim();
  return own && own !== DEFAULT_GREETING ? own : greeting(salonName);
}

/** What the check of the provider found (src/assistant/reach.ts), or that it runs. */
export type ReachState = { kind: 'checking' } | { kind: 'reachable' } | { kind: 'refused'; status: number } | { kind: 'unreachable'; reason: string };

export type ChatPhase = 'loading' | 'not_configured' | 'no_services' | 'checking' | 'ready' | 'refused' | 'unreachable';

export interface ChatStatus {
  phase: ChatPhase;
  /** The panel's status line: the spec's two texts where they are true, else what is. */
  text: string;
  /** The AI Configuration panel's one word (spec: Ready or Initializing). */
  word: string;
  /** More words under the status, or null. */
  detail: string | null;
  /** Messages may be typed: the assistant answers them, or queues them for when the host answers. */
  canType: boolean;
}

/**
 * No state claims what did not happen: 'Ready to handle appointments' only once the
 * provider answered; 'Initializing...' only while something is being loaded or checked. A missing
 * key, a refused key and a host that does not answer each say so, with the reason.
 */
export function chatStatus(input: {
  /** The salon's services, undefined while read. */
  serviceCount: number | undefined;
  /** undefined while the saved settings are read. */
  keySet: boolean | undefined;
  host: string;
  reach: ReachState;
}): ChatStatus {
  const { serviceCount, keySet, host, reach } = input;
  if (keySet === undefined || serviceCount === undefined) {
    return { phase: 'loading', text: t`Initializing...`, word: t`Initializing`, detail: null, canType: false };
  }
  if (!keySet) return { phase: 'not_configured', text: t`Not configured: add an AI provider key below`, word: t`Not configured`, detail: null, canType: false };
  if (serviceCount === 0) {
    return {
      phase: 'no_services',
      text: t`Waiting for a service: add one in Salon Profile`,
      word: t`Needs a service`,
      detail: t`Sarah books only the services on your menu.`,
      canType: false,
    };
  }
  switch (reach.kind) {
    case 'checking':
      return { phase: 'checking', text: t`Initializing...`, word: t`Initializing`, detail: t`Checking ${host}…`, canType: false };
    case 'reachable':
      return { phase: 'ready', text: t`Ready to handle appointments`, word: t`Ready`, detail: null, canType: true };
    case 'refused': {
      const status = reach.status;
      return {
        phase: 'refused',
        text: t`${host} refused the key`,
        word: t`Key refused`,
        detail: t`The provider answered ${status}: check the key in Provider settings below.`,
        canType: false,
      };
    }
    case 'unreachable': {
      const reason = reach.reason;
      return {
        phase: 'unreachable',
        text: t`Cannot reach ${host}`,
        word: t`Unreachable`,
        detail: t`Why: ${reason}. Messages you send wait on this device and are answered when it answers.`,
        canType: true,
      };
    }
  }
}

/** Disabled while processing, while not ready, or when the input is empty. */
export function canSend(input: { ready: boolean; processing: boolean; text: string }): boolean {
  return input.ready && !input.processing && input.text.trim().length > 0;
}

/** Enter sends; Shift+Enter inserts a newline; a key pressed while composing (IME) never sends. */
export function sendsOnKey(key: string, shiftKey: boolean, composing = false): boolean {
  return key === 'Enter' && !shiftKey && !composing;
}

/** The Action Log panel: the last 10, newest first. */
export function recentEntries(log: readonly LogEntry[], limit = ACTION_LOG_LIMIT): LogEntry[] {
  return log.slice(-limit).reverse();
}

export const hasSuccess = (entries: readonly { type: LogTone }[]) => entries.some((e) => e.type === 'success');

/**
 * An upcoming appointment's status as stored ("confirmed", "no_show"): the English is the status
 * itself, as the list has always shown it; another language says it in its words.
 */
const STORED_STATUSES: Record<string, MessageDescriptor> = {
  pending: msg`pending`,
  confirmed: msg`confirmed`,
  completed: msg`completed`,
  canceled: msg`canceled`,
  no_show: msg`no_show`,
  conflict: msg`conflict`,
};
export const storedStatus = (status: string) => (STORED_STATUSES[status] ? i18n._(STORED_STATUSES[status]) : status);

/** 'HH:MM:SS' on the device clock: the owner reads the log as it happens. */
export function logTime(timestamp: string): string {
  const d = new Date(timestamp);
  if (Number.isNaN(d.getTime())) return '';
  return d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });
}

/**
 * The eight sample sentences (docs/behaviour.md#ai-chat-test): booking, changing, cancelling, business hours, price,
 * availability, a new customer's booking and a special event. They name the salon's own services
 * so a click tries something the assistant can actually do.
 */
export function sampleInteractions(serviceNames: readonly string[]): { topic: string; text: string }[] {
  // "an Acrylic Full Set", "a Gel Manicure": English puts an article before a service's name; the
  // other languages' sentences are written around the bare name.
  const named = (name: string) => (i18n.locale === 'en' ? withArticle(name) : name);
  const first = serviceNames[0] ? named(serviceNames[0]) : t`a manicure`;
  const second = serviceNames[1] ? named(serviceNames[1]) : first;
  // In the owner's language: she plays a customer who speaks it, and Sarah answers in it.
  return [
    { topic: t`Booking`, text: t`Hi, I'd like to book ${first} for tomorrow afternoon. My name is Emma Stone, phone 555-0123.` },
    { topic: t`Changing`, text: t`I need to move my appointment to Friday at 3pm. My phone number is 555-0123.` },
    { topic: t`Cancelling`, text: t`Please cancel my appointment, something came up. My phone is 555-0123.` },
    { topic: t`Business hours`, text: t`What time do you open on Saturday, and are you open on Sunday?` },
    { topic: t`Price`, text: t`How much does ${second} cost, and how long does it take?` },
    { topic: t`Availability`, text: t`Do you have anything free for ${first} next Monday morning?` },
    { topic: t`New customer`, text: t`I've never been to your salon before. Can I book ${first} this Friday? I'm Olivia Park, 555-0199.` },
    { topic: t`Special event`, text: t`I'm getting married next month. Can you do nails for me and three bridesmaids on the same day?` },
  ];
}
