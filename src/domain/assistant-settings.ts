// The model provider's settings (docs/architecture.md#assistant): base URL, model and key. Where they are kept is
// the keeper's business (the device's `settings` table, src/db/repositories/assistant-settings.ts);
// `.env` values are development defaults only, read through Vite's import.meta.env.

export const ASSISTANT_SETTINGS_KEY = 'assistant_provider';
/**
 * Where the AI Chat Test's Sarah runs: { onDevice: true } runs the core on this device
 * with the settings above (a model on the salon's own network); otherwise she runs on the server
 * with the salon's model saved there. A device choice, never synced.
 */
export const ASSISTANT_HOME_KEY = 'assistant_home';

export interface AssistantHome {
  onDevice: boolean;
}
/** A small chat model, as the spec asks. */
export const DEFAULT_MODEL = 'gpt-4o-mini';
export const DEFAULT_BASE_URL = 'https://api.openai.com/v1';

export interface AssistantSettings {
  baseURL: string;
  model: string;
  apiKey: string;
}

type Env = Record<string, string | undefined>;

function viteEnv(): Env {
  // Outside Vite (Node scripts) import.meta.env does not exist.
  return ((import.meta as unknown as { env?: Env }).env ?? {}) as Env;
}

export function envDefaults(env: Env = viteEnv()): AssistantSettings {
  return {
    baseURL: env.VITE_OPENAI_BASE_URL?.trim() || DEFAULT_BASE_URL,
    model: env.VITE_OPENAI_MODEL?.trim() || DEFAULT_MODEL,
    apiKey: env.VITE_OPENAI_API_KEY?.trim() || '',
  };
}

/** Saved values win field by field; empty saved fields fall back to the defaults. */
export function withDefaults(saved: Partial<AssistantSettings> | undefined, defaults: AssistantSettings = envDefaults()): AssistantSettings {
  return {
    baseURL: saved?.baseURL?.trim() || defaults.baseURL,
    model: saved?.model?.trim() || defaults.model,
    apiKey: saved?.apiKey?.trim() || defaults.apiKey,
  };
}

export function hasApiKey(settings: AssistantSettings): boolean {
  return settings.apiKey.length > 0;
}
