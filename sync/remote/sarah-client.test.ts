import { describe, expect, it } from 'vitest';
import { createSarahClient } from './sarah-client';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? '' : JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function client(answer: (url: string, init: RequestInit) => Response | Promise<Response>, token: string | null = 'owner-token') {
  const calls: { url: string; init: RequestInit }[] = [];
  const c = createSarahClient({
    baseUrl: 'http://backend.test/',
    accessToken: async () => token,
    fetch: (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return answer(url, init);
    }) as unknown as typeof fetch,
  });
  return { c, calls };
}

const ask = { conversation_id: '00000000-0000-4000-8000-000000000001', message: 'Hi' };

describe('the device’s client for server-side Sarah', () => {
  it('posts with the owner’s token and reads the reply', async () => {
    const body = { reply: 'Hello!', actions: [], conversation_id: ask.conversation_id };
    const { c, calls } = client(() => json(200, body));
    expect(await c.chat(ask)).toEqual({ kind: 'reply', body });
    expect(calls[0].url).toBe('http://backend.test/sarah/chat');
    expect(calls[0].init.headers).toMatchObject({ authorization: 'Bearer owner-token' });
    expect(JSON.parse(String(calls[0].init.body))).toEqual(ask);
  });

  it('no answer, a 5xx or no session is unreachable; a 4xx is a refusal with its words and Retry-After', async () => {
    expect((await client(() => Promise.reject(new TypeError('Failed to fetch'))).c.chat(ask)).kind).toBe('unreachable');
    expect((await client(() => new Response('<html>Bad gateway</html>', { status: 502 })).c.chat(ask)).kind).toBe('unreachable');
    const signedOut = client(() => json(200, {}), null);
    expect((await signedOut.c.chat(ask)).kind).toBe('unreachable');
    expect(signedOut.calls).toHaveLength(0);
    const busy = await client(() => json(409, { error: 'busy', message: 'Still answering.' }, { 'retry-after': '1' })).c.chat(ask);
    expect(busy).toEqual({ kind: 'refused', status: 409, error: 'busy', message: 'Still answering.', retryAfterMs: 1000 });
    const big = await client(() => json(413, { error: 'message_too_long', message: 'message is at most 4000 characters.' })).c.chat(ask);
    expect(big).toMatchObject({ kind: 'refused', status: 413, message: 'message is at most 4000 characters.', retryAfterMs: null });
  });

  it('reset: ended, or never known to the server (404), is done; no answer is not', async () => {
    expect(await client(() => json(200, { conversation_id: ask.conversation_id, ended: true })).c.reset(ask.conversation_id)).toBe(true);
    expect(await client(() => json(404, { error: 'not_found', message: 'No such conversation.' })).c.reset(ask.conversation_id)).toBe(true);
    expect(await client(() => Promise.reject(new TypeError('offline'))).c.reset(ask.conversation_id)).toBe(false);
  });
});
