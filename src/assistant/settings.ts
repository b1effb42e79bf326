// The model client for the provider settings (src/domain/assistant-settings.ts holds the values and
// their defaults; the device keeps them in src/db/repositories/assistant-settings.ts).
import OpenAI from 'openai';
import type { AssistantSettings } from '../domain/assistant-settings';

export {
  ASSISTANT_HOME_KEY,
  ASSISTANT_SETTINGS_KEY,
  DEFAULT_BASE_URL,
  DEFAULT_MODEL,
  envDefaults,
  hasApiKey,
  withDefaults,
  type AssistantHome,
  type AssistantSettings,
} from '../domain/assistant-settings';

/**
 * A client for the settings. No SDK retries: an unreachable endpoint should queue the message at
 * once rather than keep the customer waiting through backoff; the queue retries later.
 */
export function createOpenAIClient(settings: AssistantSettings, fetchImpl?: typeof fetch): OpenAI {
  return new OpenAI({
    apiKey: settings.apiKey || 'missing-key',
    baseURL: settings.baseURL,
    maxRetries: 0,
    timeout: 60_000,
    dangerouslyAllowBrowser: true,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
}
