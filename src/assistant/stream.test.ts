import { describe, expect, it } from 'vitest';
import type { ChatCompletionChunk } from 'openai/resources/chat/completions';
import { assembleStream } from './stream';

type Delta = ChatCompletionChunk.Choice.Delta;
const chunk = (delta: Delta, finish: ChatCompletionChunk.Choice['finish_reason'] = null): ChatCompletionChunk => ({
  id: 'chatcmpl-1',
  object: 'chat.completion.chunk',
  created: 0,
  model: 'm',
  choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }],
});
async function* chunks(...all: ChatCompletionChunk[]) {
  for (const c of all) yield c;
}

describe('a streamed chat completion', () => {
  it('text arrives delta by delta and is the whole content', async () => {
    const heard: string[] = [];
    const answer = await assembleStream(
      chunks(
        chunk({ role: 'assistant', content: '' }),
        chunk({ content: '**Ye' }),
        chunk({ content: 's!** We are' }),
        chunk({ content: ' open.' }),
        chunk({}, 'stop'),
      ),
      (d) => heard.push(d),
    );
    expect(heard).toEqual(['**Ye', 's!** We are', ' open.']);
    expect(answer).toEqual({ content: '**Yes!** We are open.' });
  });

  it('tool calls are assembled from index, id, name and argument fragments, in index order, with the text said before them', async () => {
    const heard: string[] = [];
    const answer = await assembleStream(
      chunks(
        chunk({ role: 'assistant', content: 'Let me ' }),
        chunk({ content: 'check.' }),
        chunk({ tool_calls: [{ index: 0, id: 'call_a', type: 'function', function: { name: 'check_availability', arguments: '' } }] }),
        chunk({ tool_calls: [{ index: 0, function: { arguments: '{"date":' } }] }),
        chunk({ tool_calls: [{ index: 1, id: 'call_b', type: 'function', function: { name: 'get_services', arguments: '{}' } }] }),
        chunk({ tool_calls: [{ index: 0, function: { arguments: '"2031-11-03"}' } }] }),
        chunk({}, 'tool_calls'),
      ),
      (d) => heard.push(d),
    );
    expect(heard.join('')).toBe('Let me check.');
    expect(answer).toEqual({
      content: 'Let me check.',
      tool_calls: [
        { id: 'call_a', type: 'function', function: { name: 'check_availability', arguments: '{"date":"2031-11-03"}' } },
        { id: 'call_b', type: 'function', function: { name: 'get_services', arguments: '{}' } },
      ],
    });
  });

  it('a tool call with no text has null content, as the non-streamed message; a listener that throws changes nothing', async () => {
    const answer = await assembleStream(
      chunks(
        chunk({ role: 'assistant', tool_calls: [{ index: 0, id: 'c', type: 'function', function: { name: 'get_services', arguments: '{}' } }] }),
        chunk({ content: '' }),
      ),
      () => {
        throw new Error('the caller hung up');
      },
    );
    expect(answer).toEqual({ content: null, tool_calls: [{ id: 'c', type: 'function', function: { name: 'get_services', arguments: '{}' } }] });
    const spoken = await assembleStream(chunks(chunk({ content: 'Hi' }), { ...chunk({}), choices: [] }), () => {
      throw new Error('gone');
    });
    expect(spoken).toEqual({ content: 'Hi' });
  });

  it('a stream that breaks off rejects, so the loop treats it as the failed request it is', async () => {
    async function* broken() {
      yield chunk({ content: 'Sure' });
      throw new Error('socket hang up');
    }
    await expect(assembleStream(broken(), () => {})).rejects.toThrow('socket hang up');
  });
});
