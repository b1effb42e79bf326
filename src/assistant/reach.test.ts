import { describe, expect, it } from 'vitest';
import { checkProvider, providerHost, reachOfStatus } from './reach';

const settings = { baseURL: 'http://127.0.0.1:9/v1', model: 'm', apiKey: 'sk-1' };

describe('provider reach', () => {
  it('reads an answer: any answer is reachable, 401/403 a refused key, 5xx not reachable', () => {
    expect(reachOfStatus(200, 'h')).toEqual({ kind: 'reachable' });
    expect(reachOfStatus(404, 'h')).toEqual({ kind: 'reachable' });
    expect(reachOfStatus(401, 'h')).toEqual({ kind: 'refused', status: 401 });
    expect(reachOfStatus(403, 'h')).toEqual({ kind: 'refused', status: 403 });
    expect(reachOfStatus(503, 'h')).toEqual({ kind: 'unreachable', reason: 'h answered with a server error (503)' });
  });

  it('names the host as typed', () => {
    expect(providerHost('https://api.openai.com/v1')).toBe('api.openai.com');
    expect(providerHost('http://127.0.0.1:8080/v1')).toBe('127.0.0.1:8080');
    expect(providerHost('nonsense')).toBe('nonsense');
  });

  it('asks the model list with the key, and says why when nothing answers', async () => {
    const asked: { url: string; auth: string | null }[] = [];
    const ok = (async (url: URL, init: RequestInit) => {
      asked.push({ url: String(url), auth: new Headers(init.headers).get('authorization') });
      return new Response('{}', { status: 200 });
    }) as unknown as typeof fetch;
    expect(await checkProvider(settings, { fetch: ok })).toEqual({ kind: 'reachable' });
    expect(asked).toEqual([{ url: 'http://127.0.0.1:9/v1/models', auth: 'Bearer sk-1' }]);

    const down = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const found = await checkProvider(settings, { fetch: down });
    expect(found.kind).toBe('unreachable');
    expect(found.kind === 'unreachable' && found.reason).toContain('no answer from 127.0.0.1:9');

    const silent = ((_: URL, init: RequestInit) =>
      new Promise((_r, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as unknown as typeof fetch;
    expect(await checkProvider(settings, { fetch: silent, timeoutMs: 20 })).toEqual({
      kind: 'unreachable',
      reason: 'no answer from 127.0.0.1:9 within 0 seconds',
    });

    expect(await checkProvider(settings, { fetch: ok, online: false })).toEqual({ kind: 'unreachable', reason: 'this device is offline' });
    expect(await checkProvider({ ...settings, baseURL: 'not a url' }, { fetch: ok })).toEqual({
      kind: 'unreachable',
      reason: '"not a url" is not a web address',
    });
  });
});
