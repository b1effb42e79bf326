// Is the AI provider there? (the AI Chat Test's status says what is true.) One small
// request to the endpoint's model list: any answer means the host is reachable, 401/403 mean it
// refused the key, no answer or a server error mean it is not reachable now, with why.
import type { AssistantSettings } from './settings';

export type ProviderReach = { kind: 'reachable' } | { kind: 'refused'; status: number } | { kind: 'unreachable'; reason: string };

/** How long the check waits for an answer. */
export const REACH_TIMEOUT_MS = 10_000;

/** The endpoint's host as the owner typed it ('api.openai.com', '127.0.0.1:8080'). */
export function providerHost(baseURL: string): string {
  try {
    return new URL(baseURL).host || baseURL;
  } catch {
    return baseURL;
  }
}

/** The answer's verdict: pure, so each status's words are tested. */
export function reachOfStatus(status: number, host: string): ProviderReach {
  if (status === 401 || status === 403) return { kind: 'refused', status };
  if (status >= 500) return { kind: 'unreachable', reason: `${host} answered with a server error (${status})` };
  // 200, and also 404 or 405 from an endpoint without a model list: it answered, so it is there.
  return { kind: 'reachable' };
}

export async function checkProvider(
  settings: AssistantSettings,
  options: { fetch?: typeof fetch; timeoutMs?: number; online?: boolean } = {},
): Promise<ProviderReach> {
  const host = providerHost(settings.baseURL);
  if (options.online === false) return { kind: 'unreachable', reason: 'this device is offline' };
  let url: URL;
  try {
    url = new URL(`${settings.baseURL.replace(/\/+$/, '')}/models`);
  } catch {
    return { kind: 'unreachable', reason: `"${settings.baseURL}" is not a web address` };
  }
  const controller = new AbortController();
  const timeoutMs = options.timeoutMs ?? REACH_TIMEOUT_MS;
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await (options.fetch ?? fetch)(url, { headers: { authorization: `Bearer ${settings.apiKey}` }, signal: controller.signal });
    return reachOfStatus(res.status, host);
  } catch {
    if (controller.signal.aborted) return { kind: 'unreachable', reason: `no answer from ${host} within ${Math.round(timeoutMs / 1000)} seconds` };
    // The browser tells no more than this: the host is down, the address is wrong, or it does not
    // let this site call it (CORS).
    return { kind: 'unreachable', reason: `no answer from ${host} (it may be down, the address may be wrong, or it may not accept calls from this app)` };
  } finally {
    clearTimeout(timer);
  }
}
