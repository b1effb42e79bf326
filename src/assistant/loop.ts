// The tool loop (docs/architecture.md#assistant): one customer message → up to 10 rounds of tool calls
// → Sarah's final text. Tools run in code against the salon's store (the device's database or the
// server's, src/domain/salon-store.ts); the model only chooses them.
// Nothing the model sends can crash the loop: unknown tools and bad arguments go back to it as
// error objects, and a failed call becomes the apology plus a typed error for the screen.
import type OpenAI from 'openai';
import type { ChatCompletionMessageParam, ChatCompletionMessageToolCall } from 'openai/resources/chat/completions';
import { QUIET_MS } from '../domain/calls';
import { isUuid, newId } from '../domain/ids';
import type { CallChannel } from '../domain/types';
import type { AgentConfig } from '../domain/phone';
import type { SalonStore } from '../domain/salon-store';
import { abilityOf, enabledTools, notOfferedHere, withoutPrices } from './abilities';
import { AssistantError, classifyApiError } from './errors';
import { noteLanguage } from './language';
import type { SendOptions } from './send-options';
import * as text from './messages';
import { buildSystemPrompt } from './prompt';
import { createCallRecorder, type CallRecorder } from './recorder';
import { conversationOf, savedOf, type SavedConversation } from './saved-conversation';
import { paragraphs } from './stream';
import { ALL_TOOLS, findTool, toolDefinitions } from './tools';
import { forgetTurn, readBackFor } from './tools/read-back';
import { wordsOf } from './words';
import { newConversationState, phonesIn, takeHandoff, type ConversationState, type Handoff, type ToolResult } from './tools/tool';

/** At most this many tool rounds per customer message (docs/behaviour.md#limits). */
export const MAX_TOOL_ROUNDS = 10;
export const MAX_TOKENS = 500;
export const TEMPERATURE = 0.3;

export interface ActionEntry {
  type: 'info' | 'success' | 'error';
  message: string;
  timestamp: string;
}

export interface AssistantReply {
  reply: string;
  /** One entry per tool call, in order; a 'success' means something was written. */
  actions: ActionEntry[];
  /** Set when the chat-completion call failed; `reply` is then the technical-difficulties text. */
  error?: AssistantError;
  /** An empty message is ignored (docs/behaviour.md#validation): nothing was sent. */
  ignored?: boolean;
  /** Sarah handed the call to a person (transfer_call): the phone channel ends her part after the reply. */
  handoff?: Handoff;
}

export interface AssistantOptions {
  /** Called for every request, so changed settings apply to the next message. */
  getClient: () => OpenAI;
  model: string | (() => string);
  /** The salon's data: every read and write of the prompt, the tools and the record. */
  store: SalonStore;
  now?: () => Date;
  /** Besides the store's action log: e.g. the screen's live Action Log. */
  log?: (entry: ActionEntry) => void;
  /** The AI agent configuration (abilities), read for every message so a change applies to the next; default the store's (Phone Integration). */
  agent?: () => AgentConfig | Promise<AgentConfig>;
  /** Sarah's first line as the screen showed it: it opens a new conversation's history. */
  greeting?: () => string | undefined;
  /** Each conversation is a call record on this channel; default 'chat'. */
  channel?: CallChannel;
  /** false keeps no call record. */
  record?: boolean;
  /** Carry on a saved conversation (server-side Sarah: each request a new assistant) instead of starting one. */
  resume?: SavedConversation;
  /** Said after the system prompt on every message: the channel's own rules (a phone call: speakable words, the caller's number). */
  instructions?: () => string | undefined;
}

export type { SavedConversation };

export type { SendOptions };

export interface Assistant {
  send(text: string, options?: SendOptions): Promise<AssistantReply>;
  /**
   * Back to only the system instruction, with a fresh conversation state (docs/behaviour.md#states): the call
   * record of the conversation so far ends (resolves once written) and the next message starts a new one.
   */
  reset(): Promise<void>;
  readonly history: readonly ChatCompletionMessageParam[];
  readonly conversation: ConversationState;
  /** The current conversation's id, which is its call record's id. */
  readonly conversationId: string;
  /** The current conversation as data, to resume it later (options.resume); read it after send() settles. */
  saved(): SavedConversation;
}

/** When a carried-on conversation's last turn was (ms), null for a new one. */
const lastAtOf = (resume?: SavedConversation) => (resume?.lastAt ? Date.parse(resume.lastAt) : null);

/** One conversation: what the model sees, what the tools remember, and its call record. */
interface Session {
  history: ChatCompletionMessageParam[];
  conversation: ConversationState;
  recorder: CallRecorder;
}

type ToolCall = ChatCompletionMessageToolCall;

export function createAssistant(options: AssistantOptions): Assistant {
  const now = options.now ?? (() => new Date());
  const { store } = options;
  const agentConfig = options.agent ?? (() => store.agent());
  const newSession = (id = newId(), resume?: SavedConversation): Session => ({
    history: resume ? [...resume.history] : [],
    conversation: resume ? conversationOf({ ...resume, id }) : newConversationState(id),
    recorder: createCallRecorder({ store, callId: id, channel: options.channel, enabled: options.record, resumedAt: lastAtOf(resume) }),
  });
  // A message in flight keeps the session it started in, whatever reset() does meanwhile.
  let session = options.resume ? newSession(options.resume.id, options.resume) : newSession();
  /** Ends the current conversation's record and starts a new session (with `id` when given). */
  const switchSession = (at: Date, id?: string) => {
    const old = session.recorder;
    session = newSession(id);
    return old.end(at);
  };
  // One message at a time: a second send waits, so history never interleaves.
  let chain: Promise<unknown> = Promise.resolve();

  const record = async (actions: ActionEntry[], type: ActionEntry['type'], message: string) => {
    const entry = { type, message, timestamp: now().toISOString() };
    actions.push(entry);
    options.log?.(entry);
    try {
      await store.logAction(entry);
    } catch {
      // The log is a convenience; a failed write must not lose the customer's answer.
    }
  };

  async function runTool(s: Session, call: ToolCall, actions: ActionEntry[], agent: AgentConfig): Promise<ToolResult> {
    const fn = call.type === 'function' ? call.function : null;
    const name = fn?.name ?? call.type;
    const tool = fn && findTool(fn.name);
    if (!fn || !tool) {
      await record(actions, 'error', text.unknownTool(name));
      return { error: text.unknownTool(name) };
    }
    // A tool of a switched-off ability was not offered; a model calling it anyway is refused here.
    const ability = abilityOf(name);
    const refused = ability && !agent[ability] ? wordsOf(s.conversation).abilityOff(ability) : notOfferedHere(name, agent, options.channel ?? 'chat');
    if (refused) {
      await record(actions, 'error', `${name}: ${refused}`);
      return { error: refused };
    }
    let raw: unknown;
    try {
      raw = fn.arguments?.trim() ? JSON.parse(fn.arguments) : {};
    } catch {
      const error = text.invalidArguments(name, 'arguments are not valid JSON');
      await record(actions, 'error', error);
      return { error };
    }
    const parsed = tool.parameters.safeParse(raw);
    if (!parsed.success) {
      const detail = parsed.error.issues.map((i) => `${i.path.join('.') || 'arguments'}: ${i.message}`).join('; ');
      const error = text.invalidArguments(name, detail);
      await record(actions, 'error', error);
      return { error };
    }
    let result: ToolResult;
    try {
      // The store writes as Sarah: what a tool writes tells the owner it was her. Off the chat screen a write is read back first (read-back.ts).
      const readBack = readBackFor(tool, s.conversation, options.channel, agent.pricing);
      result = await tool.execute(parsed.data, { store, now, conversation: s.conversation, readBack });
    } catch (e) {
      result = { error: `${name} failed: ${e instanceof Error ? e.message : String(e)}` };
    }
    if ('error' in result) await record(actions, 'error', `${name}: ${result.error}`);
    else if ('needs_confirmation' in result) await record(actions, 'info', `${name}: ${result.message}`);
    else await record(actions, tool.writes ? 'success' : 'info', `${name}${result.message ? `: ${result.message}` : ''}`);
    return agent.pricing ? result : (withoutPrices(result) as ToolResult);
  }

  async function refreshSystemPrompt({ history, conversation }: Session, agent: AgentConfig) {
    const extra = options.instructions?.()?.trim();
    const content = (await buildSystemPrompt(store, now(), agent, conversation.language)) + (extra ? `\n\n${extra}` : '');
    if (history.length > 0) {
      history[0] = { role: 'system', content };
      return;
    }
    history.push({ role: 'system', content });
    const greeting = options.greeting?.()?.trim();
    if (greeting) history.push({ role: 'assistant', content: greeting });
  }

  async function handle(message: string, sendOptions: SendOptions): Promise<AssistantReply> {
    const actions: ActionEntry[] = [];
    const customerText = message.trim();
    if (!customerText) return { reply: '', actions, ignored: true };
    const typedAt = sendOptions.at ?? now();
    // A message of another conversation (queued there) goes back to it; 30 minutes quiet end one.
    // (Only a real id: a call's id must be a UUID for the server.)
    const wanted = sendOptions.conversationId;
    if (isUuid(wanted) && wanted !== session.conversation.id) await switchSession(typedAt, wanted);
    const quietSince = session.recorder.lastAt;
    if (quietSince !== null && typedAt.getTime() - quietSince > QUIET_MS) await switchSession(new Date(quietSince));
    const s = session;
    const { history, conversation, recorder } = s;
    const started = performance.now();
    let heard = false;
    for (const phone of phonesIn(customerText)) conversation.phones.add(phone);
    if (sendOptions.language) conversation.language = sendOptions.language;
    const said = wordsOf({ language: noteLanguage(conversation, customerText) });
    const turn = ++conversation.turn; // a write read back on an earlier turn may now be carried out
    conversation.unheard = sendOptions.unheardReplies ?? 0;
    let before = history.length;
    try {
      // Inside the try: a salon that vanished (or a failed read) answers with the apology, not a throw.
      // The salon is read beside the agent (one round trip on the server, which keeps it for the prompt).
      const [agent, salon] = await Promise.all([agentConfig(), store.salon()]);
      if (salon?.time_zone) conversation.zone = salon.time_zone;
      const tools = toolDefinitions(enabledTools(ALL_TOOLS, agent, options.channel ?? 'chat'));
      await refreshSystemPrompt(s, agent);
      before = history.length;
      history.push({ role: 'user', content: customerText });
      const client = options.getClient();
      const model = typeof options.model === 'function' ? options.model() : options.model;
      const streamed = sendOptions.onText && paragraphs(sendOptions.onText);
      for (let round = 0; ; round++) {
        const request = { model, messages: history, tools, tool_choice: 'auto' as const, max_tokens: MAX_TOKENS, temperature: TEMPERATURE };
        const answer = streamed
          ? await streamed(await client.chat.completions.create({ ...request, stream: true }))
          : (await client.chat.completions.create(request)).choices?.[0]?.message;
        // On record from the model's first answer: a message that could not reach it is queued
        // and recorded when it is sent again.
        if (!heard) await recorder.customer(customerText, typedAt);
        heard = true;
        const calls = answer?.tool_calls ?? [];
        if (calls.length === 0 || round >= MAX_TOOL_ROUNDS) {
          const reply = answer?.content?.trim() || said.REPLY_EMPTY;
          history.push({ role: 'assistant', content: reply });
          await recorder.reply(reply, performance.now() - started, reply === said.REPLY_EMPTY, now());
          return { reply, actions, ...takeHandoff(conversation) };
        }
        history.push({ role: 'assistant', content: answer?.content ?? null, tool_calls: calls });
        for (const call of calls) {
          const result = await runTool(s, call, actions, agent);
          history.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) });
          recorder.tool(call.type === 'function' ? call.function.name : call.type, call.type === 'function' ? call.function.arguments : '', result, now());
        }
      }
    } catch (e) {
      const error = classifyApiError(e);
      // The message was not answered: drop it from the history so a retry (or the queue) sends
      // it once. Anything a tool already wrote stays, and the booking memory prevents a repeat.
      history.length = before;
      forgetTurn(conversation, turn); // nor did the customer hear a read-back or a transfer of this turn
      await record(actions, 'error', `AI request failed: ${error.message}`);
      // Unreachable before any answer: the queue keeps the message, nothing happened yet.
      if (heard || error.kind !== 'unreachable') {
        if (!heard) await recorder.customer(customerText, typedAt);
        await recorder.reply(said.REPLY_TECHNICAL_DIFFICULTIES, performance.now() - started, true, now());
      }
      return { reply: said.REPLY_TECHNICAL_DIFFICULTIES, actions, error };
    }
  }

  return {
    send(message: string, sendOptions: SendOptions = {}) {
      const next = chain.then(() => handle(message, sendOptions));
      chain = next.catch(() => undefined);
      return next;
    },
    reset() {
      // The new session at once (the screen's next message belongs to it); the old record ends
      // after any message still in flight has been written.
      const old = session.recorder;
      session = newSession();
      const ended = chain.then(() => old.end(now()));
      chain = ended.catch(() => undefined);
      return ended;
    },
    get history() {
      return session.history;
    },
    get conversation() {
      return session.conversation;
    },
    get conversationId() {
      return session.conversation.id;
    },
    saved() {
      return savedOf(session.history, session.conversation, session.recorder.lastAt);
    },
  };
}
