// Sarah on the server, seen from the device: the same Assistant interface as the loop
// (loop.ts), but each message goes to server-side Sarah (POST /sarah/chat), whose core runs the
// very same loop over the server's store. The offline queue, the transcript, the Action Log and the
// screen's refetch work unchanged on top of it. The HTTP itself is the transport's (the device's
// client is sync/remote/sarah-client.ts); this file says what each answer means to the chat:
//   no answer, or the server cannot reach the model   -> 'unreachable': the queue keeps the message
//   409 (a turn of this conversation still runs)       -> asked again shortly, then 'unreachable'
//   any other refusal (4xx)                            -> the apology, and the server's words as the error
import { newId, isUuid } from '../domain/ids';
import type { AgentConfig } from '../domain/phone';
import { AssistantError, type AssistantErrorKind } from './errors';
import type { ActionEntry, Assistant, AssistantReply, SendOptions } from './loop';
import * as text from './messages';
import { newConversationState, type ConversationState } from './tools/tool';

/** What the transport heard back: structurally the device client's SarahAnswer. */
export type RemoteAnswer =
  | {
      kind: 'reply';
      body: { reply: string; actions: ActionEntry[]; conversation_id: string; error?: { kind: string; message: string; status: number | null } };
    }
  | { kind: 'unreachable'; message: string }
  | { kind: 'refused'; status: number; error: string; message: string; retryAfterMs: number | null };

export interface RemoteTransport {
  chat(request: { conversation_id: string; message: string; at?: string; greeting?: string; agent?: AgentConfig }): Promise<RemoteAnswer>;
  reset(conversationId: string): Promise<boolean>;
}

export interface RemoteAssistantOptions {
  transport: RemoteTransport;
  /** The screen's live Action Log. (The server keeps no action log: it is the screen's panel.) */
  log?: (entry: ActionEntry) => void;
  /** Sarah's first line as the screen showed it: it opens a new conversation's history on the server. */
  greeting?: () => string | undefined;
  /**
   * The AI agent configuration, read for every message and sent with it: it lives on the owner's
   * devices, and the server keeps none yet.
   */
  agent?: () => AgentConfig | Promise<AgentConfig>;
  now?: () => Date;
  /** How often a 409 (busy) is asked again before the message is left to the queue. */
  busyRetries?: number;
  sleep?: (ms: number) => Promise<void>;
}

/** Server-side Sarah refused the message itself (413, 429, 422…): its words are the owner's to read. */
export class ServerRefusal extends AssistantError {}

const KINDS: AssistantErrorKind[] = ['unreachable', 'auth', 'rejected'];
const kindOf = (k: string): AssistantErrorKind => (KINDS.includes(k as AssistantErrorKind) ? (k as AssistantErrorKind) : 'rejected');

export function createRemoteAssistant(o: RemoteAssistantOptions): Assistant {
  const now = o.now ?? (() => new Date());
  const sleep = o.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const busyRetries = o.busyRetries ?? 10;
  let conversation: ConversationState = newConversationState(newId());
  // One message at a time, as the loop: a second send waits, and a reset follows what is in flight.
  let chain: Promise<unknown> = Promise.resolve();

  const failed = (error: AssistantError, actions: ActionEntry[] = []): AssistantReply => {
    const entry: ActionEntry = { type: 'error', message: `AI request failed: ${error.message}`, timestamp: now().toISOString() };
    o.log?.(entry);
    return { reply: text.REPLY_TECHNICAL_DIFFICULTIES, actions: [...actions, entry], error };
  };

  async function handle(message: string, options: SendOptions): Promise<AssistantReply> {
    const customerText = message.trim();
    if (!customerText) return { reply: '', actions: [], ignored: true };
    // A queued message goes to the conversation it was typed in (the server carries it on or, after
    // 30 quiet minutes, starts the next one and says so).
    if (isUuid(options.conversationId) && options.conversationId !== conversation.id) conversation = newConversationState(options.conversationId);
    const id = conversation.id;
    let agent: AgentConfig | undefined;
    try {
      agent = await o.agent?.();
    } catch {
      agent = undefined; // The server's defaults, rather than no answer at all.
    }
    const request = { conversation_id: id, message: customerText, at: options.at?.toISOString(), greeting: o.greeting?.()?.trim() || undefined, agent };
    let answer = await o.transport.chat(request);
    for (let tries = 0; answer.kind === 'refused' && answer.status === 409 && tries < busyRetries; tries++) {
      await sleep(Math.min(answer.retryAfterMs ?? 1000, 5000));
      answer = await o.transport.chat(request);
    }
    if (answer.kind === 'unreachable') return failed(new AssistantError('unreachable', answer.message));
    if (answer.kind === 'refused') {
      if (answer.status === 409) return failed(new AssistantError('unreachable', answer.message, 409));
      return failed(new ServerRefusal(answer.status === 401 || answer.status === 403 ? 'auth' : 'rejected', answer.message, answer.status));
    }
    const { body } = answer;
    for (const entry of body.actions) o.log?.(entry);
    // 30 quiet minutes end a conversation on the server: the reply names the new one; follow it.
    if (conversation.id === id && isUuid(body.conversation_id) && body.conversation_id !== id) conversation = newConversationState(body.conversation_id);
    if (!body.error) return { reply: body.reply, actions: body.actions };
    // The server reached Sarah, but she could not reach the model: the server's words, its kind.
    // (Its own 'AI request failed' entry is among the actions already.)
    return { reply: body.reply, actions: body.actions, error: new AssistantError(kindOf(body.error.kind), body.error.message, body.error.status ?? undefined) };
  }

  return {
    send(message, options = {}) {
      const next = chain.then(() => handle(message, options));
      chain = next.catch(() => undefined);
      return next;
    },
    reset() {
      const old = conversation.id;
      conversation = newConversationState(newId());
      // The server ends the old conversation (its call record) once what is in flight is answered.
      // Offline it cannot be asked: the server ends it itself after 30 quiet minutes.
      const ended = chain.then(() => o.transport.reset(old)).then(() => undefined);
      chain = ended.catch(() => undefined);
      return ended.catch(() => undefined);
    },
    // The history lives on the server (sync_private.sarah_conversations); the device holds none.
    get history() {
      return [];
    },
    get conversation() {
      return conversation;
    },
    get conversationId() {
      return conversation.id;
    },
    saved() {
      return { id: conversation.id, history: [], phones: [], bookings: [], lastAt: null };
    },
  };
}
