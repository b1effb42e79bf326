// Which model server-side Sarah talks to for a salon: the salon's own settings, saved
// from the dashboard to the server only (supabase/migrations/20261127000800_sarah_home.sql), field
// by field over the server's environment (OPENAI_BASE_URL, OPENAI_MODEL, OPENAI_API_KEY).
import type { SupabaseClient } from '@supabase/supabase-js';
import { DEFAULT_BASE_URL, DEFAULT_MODEL } from '../../../src/domain/assistant-settings';

export interface ModelSettings {
  baseURL: string;
  model: string;
  /** null: the server at baseURL takes no key (a model on the salon's own network). */
  apiKey: string | null;
  /** The base URL is one the salon saved, not the server's own (model-address.ts checks it). */
  chosenBySalon?: boolean;
}

/** What sarah_model_settings answers (key included; service_role only). */
export interface SavedModel {
  base_url: string | null;
  model: string | null;
  api_key: string | null;
}

export function modelDefaultsFromEnv(env: NodeJS.ProcessEnv): ModelSettings {
  return {
    baseURL: env.OPENAI_BASE_URL?.trim() || DEFAULT_BASE_URL,
    model: env.OPENAI_MODEL?.trim() || DEFAULT_MODEL,
    apiKey: env.OPENAI_API_KEY?.trim() || null,
  };
}

const sameServer = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/**
 * The salon's saved fields win; blanks are the server's. The server's key goes only to the
 * server's own base URL: a salon that points Sarah elsewhere brings its own key, or none, and
 * can never make the server send its key to an address the salon chose.
 */
export function resolveModel(saved: SavedModel | null, defaults: ModelSettings): ModelSettings {
  const baseURL = saved?.base_url || defaults.baseURL;
  const model = saved?.model || defaults.model;
  const own = sameServer(baseURL, defaults.baseURL);
  const apiKey = saved?.api_key || (own ? defaults.apiKey : null);
  return { baseURL, model, apiKey, chosenBySalon: !own };
}

export async function modelFor(db: SupabaseClient, salonId: string, defaults: ModelSettings): Promise<ModelSettings> {
  const { data, error } = await db.rpc('sarah_model_settings', { p_salon_id: salonId });
  if (error) throw new Error(`sarah_model_settings failed: ${error.message}`);
  return resolveModel((data as SavedModel | null) ?? null, defaults);
}
