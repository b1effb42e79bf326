// The AI Chat Test screen's pure rules (docs/behaviour.md#ai-chat-test): when the
// assistant counts as ready, when the input may send, which texts it shows. No React, no db, so
// the rules are unit-tested on their own.
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

export const PAGE_TITLE = 'AI Assistant Testing';
export const PAGE_SUBTITLE = 'Test your AI assistant with real appointment booking capabilities';
export const STATUS_READY = 'Ready to handle appointments';
export const STATUS_INITIALIZING = 'Initializing...';
export const INPUT_PLACEHOLDER = 'Type your message as a customer would...';
export const PROCESSING = 'AI is processing...';
export const NO_SALON = 'No Salon Found. Please set up your salon profile first to test the AI assistant.';
export const INIT_FAILED = 'Failed to initialize AI Assistant. Please check your OpenAI API key.';
export const RESPONSE_FAILED = 'Failed to get AI response. Please check your OpenAI API key and try again.';
export const KEY_HINT = 'Set the key in Provider settings below, or as VITE_OPENAI_API_KEY in your .env file.';
export const KEY_NOTE = 'The key is kept on this device only and is never synced.';
export const SETTINGS_SAVED = 'Settings saved on this device.';
/** Server-side Sarah: the salon's model settings are the server's, the key write-only. */
export const SETTINGS_SAVED_SERVER = 'Settings saved on the server.';
export const KEY_HINT_SERVER = 'Set the model in Provider settings below.';
export const RUN_ON_DEVICE = 'Run Sarah on this device';
export const RUN_ON_DEVICE_NOTE =
  'For a model on the salon’s own network: this device calls it directly, with the settings and key kept on this device. Off, Sarah runs on the server, as callers reach her.';
export const SERVER_KEY_SAVED = 'A key is saved on the server. It is never shown again; leave this blank to keep it.';
export const SERVER_KEY_NONE = 'No key saved for the salon: the server’s own default applies. The key is kept on the server only.';
export const ACTION_LOG_LIMIT = 10;
/** Appointments are read again this long after a successful AI action. */
export const REFETCH_DELAY_MS = 1000;

export const chatHeader = (salonName: string) => `AI Assistant for ${salonName}`;

export function greeting(salonName: string): string {
  return (
    `Hello! I'm the AI assistant for ${salonName}. ` +
    'Try me as a customer would: ask me to book an appointment, change one or cancel one, and I will do it with your real schedule.'
  );
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

export const NOT_CONFIGURED = 'Sarah needs an AI provider key on this device.';
export const STATUS_NOT_CONFIGURED = 'Not configured: add an AI provider key below';
export const STATUS_NO_SERVICES = 'Waiting for a service: add one in Salon Profile';

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
    return { phase: 'loading', text: STATUS_INITIALIZING, word: 'Initializing', detail: null, canType: false };
  }
  if (!keySet) return { phase: 'not_configured', text: STATUS_NOT_CONFIGURED, word: 'Not configured', detail: null, canType: false };
  if (serviceCount === 0) {
    return { phase: 'no_services', text: STATUS_NO_SERVICES, word: 'Needs a service', detail: 'Sarah books only the services on your menu.', canType: false };
  }
  switch (reach.kind) {
    case 'checking':
      return { phase: 'checking', text: STATUS_INITIALIZING, word: 'Initializing', detail: `Checking ${host}…`, canType: false };
    case 'reachable':
      return { phase: 'ready', text: STATUS_READY, word: 'Ready', detail: null, canType: true };
    case 'refused':
      return {
        phase: 'refused',
        text: `${host} refused the key`,
        word: 'Key refused',
        detail: `The provider answered ${reach.status}: check the key in Provider settings below.`,
        canType: false,
      };
    case 'unreachable':
      return {
        phase: 'unreachable',
        text: `Cannot reach ${host}`,
        word: 'Unreachable',
        detail: `Why: ${reach.reason}. Messages you send wait on this device and are answered when it answers.`,
        canType: true,
      };
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
  // "an Acrylic Full Set", "a Gel Manicure".
  const first = serviceNames[0] ? withArticle(serviceNames[0]) : 'a manicure';
  const second = serviceNames[1] ? withArticle(serviceNames[1]) : first;
  return [
    { topic: 'Booking', text: `Hi, I'd like to book ${first} for tomorrow afternoon. My name is Emma Stone, phone 555-0123.` },
    { topic: 'Changing', text: 'I need to move my appointment to Friday at 3pm. My phone number is 555-0123.' },
    { topic: 'Cancelling', text: 'Please cancel my appointment, something came up. My phone is 555-0123.' },
    { topic: 'Business hours', text: 'What time do you open on Saturday, and are you open on Sunday?' },
    { topic: 'Price', text: `How much does ${second} cost, and how long does it take?` },
    { topic: 'Availability', text: `Do you have anything free for ${first} next Monday morning?` },
    { topic: 'New customer', text: `I've never been to your salon before. Can I book ${first} this Friday? I'm Olivia Park, 555-0199.` },
    { topic: 'Special event', text: "I'm getting married next month. Can you do nails for me and three bridesmaids on the same day?" },
  ];
}
