// The tool loop (spec §4, §7; DESIGN.md §6): one customer message → up to 10 rounds of tool calls
// → Sarah's final text. Tools run in code against the local database; the model only chooses them.
// Nothing the model sends can crash the loop: unknown tools and bad arguments go back to it as
// error objects, and a failed call becomes the spec §8 apology plus a typed error for the screen.
import type OpenAI from 'openai';
import type { ChatCompletionMessageParam, ChatCompletionMessageToolCall } from 'openai/resources/chat/completions';
import type { WriteContext } from '../db/context';
import { appendActionLog } from '../db/repositories/assistant';
import { asAssistant } from '../db/repositories/notifications';
import type { AgentConfig } from '../domain/phone';
import { abilityOf, enabledTools, loadAgentConfig, withoutPrices } from './abilities';
import { AssistantError, classifyApiError } from './errors';
import * as text from './messages';
import { buildSystemPrompt } from './prompt';
import { findTool, TOOLS, toolDefinitions } from './tools';
import { newConversationState, phonesIn, type ConversationState, type ToolResult } from './tools/tool';

/** Spec §9. */
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
  /** An empty message is ignored (spec §5): nothing was sent. */
  ignored?: boolean;
}

export interface AssistantOptions {
  /** Called for every request, so changed settings apply to the next message. */
  getClient: () => OpenAI;
  model: string | (() => string);
  ctx: WriteContext;
  salonId: string;
  now?: () => Date;
  /** Besides db.action_log: e.g. the screen's live Action Log. */
  log?: (entry: ActionEntry) => void;
  /**
   * The AI agent configuration (abilities on or off), read for every message; by default the one
   * saved on this device for the salon (Phone Integration), so a change applies to the next message.
   */
  agent?: () => AgentConfig | Promise<AgentConfig>;
  /** Sarah's first line as the screen showed it: it opens a new conversation's history. */
  greeting?: () => string | undefined;
}

export interface Assistant {
  send(text: string): Promise<AssistantReply>;
  /** Back to only the system instruction, with a fresh conversation state (spec §4). */
  reset(): void;
  readonly history: readonly ChatCompletionMessageParam[];
  readonly conversation: ConversationState;
}

type ToolCall = ChatCompletionMessageToolCall;

export function createAssistant(options: AssistantOptions): Assistant {
  const now = options.now ?? (() => new Date());
  const agentConfig = options.agent ?? (() => loadAgentConfig(options.ctx.db, options.salonId));
  let history: ChatCompletionMessageParam[] = [];
  let conversation = newConversationState();
  // One message at a time: a second send waits, so history never interleaves.
  let chain: Promise<unknown> = Promise.resolve();

  const record = async (actions: ActionEntry[], type: ActionEntry['type'], message: string) => {
    const entry = { type, message, timestamp: now().toISOString() };
    actions.push(entry);
    options.log?.(entry);
    try {
      await appendActionLog(options.ctx.db, { salon_id: options.salonId, ...entry });
    } catch {
      // The log is a convenience; a failed write must not lose the customer's answer.
    }
  };

  async function runTool(call: ToolCall, actions: ActionEntry[], agent: AgentConfig): Promise<ToolResult> {
    if (call.type !== 'function') {
      await record(actions, 'error', text.unknownTool(call.type));
      return { error: text.unknownTool(call.type) };
    }
    const name = call.function.name;
    const tool = findTool(name);
    if (!tool) {
      await record(actions, 'error', text.unknownTool(name));
      return { error: text.unknownTool(name) };
    }
    // A tool of a switched-off ability was not offered; a model calling it anyway is refused here.
    const ability = abilityOf(name);
    if (ability && !agent[ability]) {
      await record(actions, 'error', `${name}: ${text.abilityOff(ability)}`);
      return { error: text.abilityOff(ability) };
    }
    let raw: unknown;
    try {
      raw = call.function.arguments?.trim() ? JSON.parse(call.function.arguments) : {};
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
      // As Sarah: what a tool writes tells the owner it was her (repositories/notifications.ts).
      result = await tool.execute(parsed.data, { ctx: asAssistant(options.ctx), salonId: options.salonId, now, conversation });
    } catch (e) {
      result = { error: `${name} failed: ${e instanceof Error ? e.message : String(e)}` };
    }
    if ('error' in result) await record(actions, 'error', `${name}: ${result.error}`);
    else await record(actions, tool.writes ? 'success' : 'info', `${name}${result.message ? `: ${result.message}` : ''}`);
    return agent.pricing ? result : (withoutPrices(result) as ToolResult);
  }

  async function refreshSystemPrompt(agent: AgentConfig) {
    const content = await buildSystemPrompt(options.ctx.db, options.salonId, now(), agent);
    if (history.length > 0) {
      history[0] = { role: 'system', content };
      return;
    }
    history.push({ role: 'system', content });
    const greeting = options.greeting?.()?.trim();
    if (greeting) history.push({ role: 'assistant', content: greeting });
  }

  async function handle(message: string): Promise<AssistantReply> {
    const actions: ActionEntry[] = [];
    const customerText = message.trim();
    if (!customerText) return { reply: '', actions, ignored: true };
    for (const phone of phonesIn(customerText)) conversation.phones.add(phone);
    let before = history.length;
    try {
      // Inside the try: a salon that vanished (or a failed read) answers with the apology, not a throw.
      const agent = await agentConfig();
      const tools = toolDefinitions(enabledTools(TOOLS, agent));
      await refreshSystemPrompt(agent);
      before = history.length;
      history.push({ role: 'user', content: customerText });
      const client = options.getClient();
      const model = typeof options.model === 'function' ? options.model() : options.model;
      for (let round = 0; ; round++) {
        const completion = await client.chat.completions.create({
          model,
          messages: history,
          tools,
          tool_choice: 'auto',
          max_tokens: MAX_TOKENS,
          temperature: TEMPERATURE,
        });
        const answer = completion.choices?.[0]?.message;
        const calls = answer?.tool_calls ?? [];
        if (calls.length === 0 || round >= MAX_TOOL_ROUNDS) {
          const reply = answer?.content?.trim() || text.REPLY_EMPTY;
          history.push({ role: 'assistant', content: reply });
          return { reply, actions };
        }
        history.push({ role: 'assistant', content: answer?.content ?? null, tool_calls: calls });
        for (const call of calls) {
          const result = await runTool(call, actions, agent);
          history.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) });
        }
      }
    } catch (e) {
      const error = classifyApiError(e);
      // The message was not answered: drop it from the history so a retry (or the queue) sends
      // it once. Anything a tool already wrote stays, and the booking memory prevents a repeat.
      history.length = before;
      await record(actions, 'error', `AI request failed: ${error.message}`);
      return { reply: text.REPLY_TECHNICAL_DIFFICULTIES, actions, error };
    }
  }

  return {
    send(message: string) {
      const next = chain.then(() => handle(message));
      chain = next.catch(() => undefined);
      return next;
    },
    reset() {
      history = [];
      conversation = newConversationState();
    },
    get history() {
      return history;
    },
    get conversation() {
      return conversation;
    },
  };
}
