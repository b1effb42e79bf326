// Token counts of a chat-completion request, for `npm run eval:assistant` ("report the
// prompt's token count per message"). A dev dependency used by scripts only: the browser bundle
// never imports it (the app sends requests; it does not count them).
//
// Method: o200k_base, the tokenizer of gpt-4o and gpt-4o-mini (our default model), counts each
// message's content (and tool calls' JSON), plus OpenAI's documented chat overhead of 3 tokens a
// message and 3 to prime the reply; the tools count as their JSON definitions. Providers render
// tools in their own template, so this is an estimate (usually within a few percent for OpenAI;
// other model families tokenize differently). When the server answers with `usage`, the eval
// prints its own prompt_tokens and cached_tokens next to the estimate.
import { encode } from 'gpt-tokenizer/encoding/o200k_base';

export interface RequestLike {
  messages: { role: string; content?: unknown; tool_calls?: unknown }[];
  tools?: unknown[];
}

export const countTokens = (text: string): number => encode(text).length;

const contentOf = (m: RequestLike['messages'][number]) =>
  (typeof m.content === 'string' ? m.content : m.content ? JSON.stringify(m.content) : '') + (m.tool_calls ? JSON.stringify(m.tool_calls) : '');

export function requestTokens(body: RequestLike): { total: number; system: number; tools: number; stablePrefix: number } {
  const system = body.messages[0]?.role === 'system' ? String(body.messages[0].content ?? '') : '';
  const tools = body.tools?.length ? countTokens(JSON.stringify(body.tools)) : 0;
  const messages = body.messages.reduce((sum, m) => sum + 3 + countTokens(contentOf(m)), 0);
  // Everything before the system prompt's last line (the clock) is the same for every message.
  const stable = system.slice(0, Math.max(0, system.lastIndexOf('\n')));
  return { total: messages + tools + 3, system: countTokens(system), tools, stablePrefix: tools + countTokens(stable) };
}
