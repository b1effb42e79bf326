// A streamed chat completion put back together (on the phone Sarah speaks while the
// model is still writing). The chunks of one answer become the message a non-streamed request
// returns: its text, and its tool calls assembled from their fragments as the OpenAI API streams
// them (per index: the id, type and name first, then the arguments in pieces). Each piece of text
// goes to `onText` as it arrives. Assembled as the SDK's own ChatCompletionStream does (a name is
// replaced, arguments are appended) but without its checks for a finish_reason: an
// OpenAI-compatible server that leaves it out still gives a usable answer.
import type { ChatCompletionChunk, ChatCompletionMessageToolCall } from 'openai/resources/chat/completions';

export interface StreamedAnswer {
  /** All the text, as the non-streamed message's content; null when the model wrote none (a tool call). */
  content: string | null;
  /** Only when the model called tools, in index order, as the non-streamed message has them. */
  tool_calls?: ChatCompletionMessageToolCall[];
}

type Delta = ChatCompletionChunk.Choice.Delta.ToolCall;

/** Reads `chunks` to the end; `onText` gets every non-empty text delta of the first choice. */
export async function assembleStream(chunks: AsyncIterable<ChatCompletionChunk>, onText: (delta: string) => void): Promise<StreamedAnswer> {
  let content: string | null = null;
  const calls = new Map<number, { id: string; name: string; arguments: string }>();
  for await (const chunk of chunks) {
    const delta = chunk.choices?.[0]?.delta; // one choice is asked for (n = 1)
    if (!delta) continue;
    if (typeof delta.content === 'string' && delta.content) {
      content = (content ?? '') + delta.content;
      tell(onText, delta.content);
    }
    for (const part of (delta.tool_calls ?? []) as Delta[]) {
      const index = typeof part.index === 'number' ? part.index : calls.size;
      const call = calls.get(index) ?? { id: '', name: '', arguments: '' };
      calls.set(index, call);
      if (part.id) call.id = part.id;
      if (part.function?.name) call.name = part.function.name;
      if (part.function?.arguments) call.arguments += part.function.arguments;
    }
  }
  if (calls.size === 0) return { content };
  const tool_calls = [...calls.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, c]): ChatCompletionMessageToolCall => ({ id: c.id, type: 'function', function: { name: c.name, arguments: c.arguments } }));
  return { content, tool_calls };
}

/**
 * One message's streamed rounds for `onText`: each round's stream assembled, and a round that had
 * words ends with a paragraph break ("\n\n") as soon as its stream ends, so "Let me check." said
 * before a tool call is complete (and spoken) while the tool runs, and not run into what follows.
 */
export function paragraphs(onText: (delta: string) => void): (chunks: AsyncIterable<ChatCompletionChunk>) => Promise<StreamedAnswer> {
  return async (chunks) => {
    const answer = await assembleStream(chunks, onText);
    if (answer.content) tell(onText, '\n\n');
    return answer;
  };
}

/** A listener that fails (a caller who hung up) must not fail the customer's turn. */
function tell(onText: (delta: string) => void, delta: string): void {
  try {
    onText(delta);
  } catch {
    // The words are in the reply all the same.
  }
}
