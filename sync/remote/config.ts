// Where the backend is. Build-time env wins (a static deploy against a real Supabase project);
// otherwise the local backend's gateway serves /app-config.js with its URL and anon key.
export interface RemoteConfig {
  supabaseUrl: string;
  anonKey: string;
}

declare global {
  interface Window {
    __SALON_DESK_CONFIG__?: Partial<RemoteConfig>;
  }
}

export function readRemoteConfig(): RemoteConfig {
  const env = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};
  const fromWindow = typeof window !== 'undefined' ? (window.__SALON_DESK_CONFIG__ ?? {}) : {};
  const supabaseUrl = env.VITE_SUPABASE_URL || fromWindow.supabaseUrl || (typeof location !== 'undefined' ? location.origin : '');
  const anonKey = env.VITE_SUPABASE_ANON_KEY || fromWindow.anonKey || '';
  return { supabaseUrl, anonKey };
}
