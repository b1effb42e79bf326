// Provider settings (DESIGN.md §6): base URL, model and key live in this device's `settings` table
// and are never synced (the key is the owner's own credential). `.env` values are development
// defaults only, read through Vite's import.meta.env.
import OpenAI from 'openai';
import { db as appDb, type SalonDeskDB } from '../db/database';
import { readSetting, writeSetting } from '../db/repositories/assistant';

export const ASSISTANT_SETTINGS_KEY = 'assistant_provider';
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
export async function loadAssistantSettings(db: SalonDeskDB, defaults: AssistantSettings = envDefaults()): Promise<AssistantSettings> {
  return withDefaults(await readSetting<Partial<AssistantSettings>>(db, ASSISTANT_SETTINGS_KEY), defaults);
}

/** What loadAssistantSettings answers for a saved value (the screen reads the value live). */
export function withDefaults(saved: Partial<AssistantSettings> | undefined, defaults: AssistantSettings = envDefaults()): AssistantSettings {
  return {
    baseURL: saved?.baseURL?.trim() || defaults.baseURL,
    model: saved?.model?.trim() || defaults.model,
    apiKey: saved?.apiKey?.trim() || defaults.apiKey,
  };
}

/** On the app's database unless told another (tests): the screen never holds the database. */
export async function saveAssistantSettings(settings: Partial<AssistantSettings>, db: SalonDeskDB = appDb): Promise<void> {
  const saved = (await readSetting<Partial<AssistantSettings>>(db, ASSISTANT_SETTINGS_KEY)) ?? {};
  await writeSetting(db, ASSISTANT_SETTINGS_KEY, { ...saved, ...settings });
}

export function hasApiKey(settings: AssistantSettings): boolean {
  return settings.apiKey.length > 0;
}

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
