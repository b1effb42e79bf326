// A typed failure of the chat-completion call, so the screen can choose its banner (docs/behaviour.md#messages) and
// the queue can tell "try again later" (unreachable) from "fix your settings" (auth).
import { APIConnectionError, APIError } from 'openai';

export type AssistantErrorKind = 'unreachable' | 'auth' | 'rejected';

export class AssistantError extends Error {
  constructor(
    readonly kind: AssistantErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AssistantError';
  }
}

/** Network errors, timeouts, 408/429 and 5xx may pass; 401/403 need a new key; the rest is a bad request. */
export function classifyApiError(e: unknown): AssistantError {
  if (e instanceof AssistantError) return e;
  if (e instanceof APIConnectionError) return new AssistantError('unreachable', e.message || 'Connection error');
  if (e instanceof APIError) {
    const status = e.status;
    if (status === 401 || status === 403) return new AssistantError('auth', e.message, status);
    if (status === undefined || status === 408 || status === 429 || status >= 500) return new AssistantError('unreachable', e.message, status);
    return new AssistantError('rejected', e.message, status);
  }
  const message = e instanceof Error ? e.message : String(e);
  // fetch itself failing (offline) surfaces as a TypeError in browsers.
  if (e instanceof TypeError) return new AssistantError('unreachable', message);
  return new AssistantError('rejected', message);
}
