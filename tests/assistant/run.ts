// Runs one conversation through the assistant with a given OpenAI client (the scripted server in
// tests, a real model in `npm run eval:assistant`) and collects what each tool returned.
import type OpenAI from 'openai';
import { createAssistant, type Assistant, type AssistantReply } from '../../src/assistant/loop';
import type { World } from './world';

export interface ToolUse {
  name: string;
  args: Record<string, unknown>;
  result: Record<string, unknown>;
}

export interface RunResult {
  replies: AssistantReply[];
  tools: ToolUse[];
  assistant: Assistant;
}

export function toolUses(assistant: Assistant): ToolUse[] {
  const results = new Map<string, Record<string, unknown>>();
  for (const m of assistant.history) if (m.role === 'tool') results.set(m.tool_call_id, JSON.parse(String(m.content)));
  const uses: ToolUse[] = [];
  for (const m of assistant.history) {
    if (m.role !== 'assistant' || !m.tool_calls) continue;
    for (const c of m.tool_calls) {
      if (c.type !== 'function') continue;
      let args: Record<string, unknown>;
      try {
        args = JSON.parse(c.function.arguments);
      } catch {
        args = { raw: c.function.arguments };
      }
      uses.push({ name: c.function.name, args, result: results.get(c.id) ?? {} });
    }
  }
  return uses;
}

export async function runConversation(
  w: World,
  client: OpenAI,
  model: string,
  messages: string[],
  options: { now?: string; beforeMessage?: Record<number, (w: World) => Promise<void>> } = {},
): Promise<RunResult> {
  const now = new Date(options.now ?? '2026-03-25T14:00:00.000Z');
  const assistant = createAssistant({ getClient: () => client, model, store: w.store, now: () => now });
  const replies: AssistantReply[] = [];
  for (const [i, text] of messages.entries()) {
    const setup = options.beforeMessage?.[i];
    if (setup) {
      // A setup step writes on the device: on a server run it first sees what Sarah wrote so far,
      // and she sees what it wrote before the next message (w.sync does nothing on the device).
      await w.sync();
      await setup(w);
      await w.sync();
    }
    replies.push(await assistant.send(text));
  }
  return { replies, tools: toolUses(assistant), assistant };
}
