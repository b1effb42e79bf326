// Where the backend is. Build-time env wins (a static deploy against a real Supabase project);
// otherwise the local backend's gateway serves /app-config.js with its URL and anon key. The last
// good config is remembered, so an offline start without that script still finds the backend.
export interface RemoteConfig {
  supabaseUrl: string;
  anonKey: string;
}

declare global {
  interface Window {
    __SALON_DESK_CONFIG__?: Partial<RemoteConfig>;
  }
}

const REMEMBERED_KEY = 'salon-desk.remote-config';

function remembered(): Partial<RemoteConfig> {
  try {
    return JSON.parse(localStorage.getItem(REMEMBERED_KEY) ?? '{}') as Partial<RemoteConfig>;
  } catch {
    return {};
  }
}

export function readRemoteConfig(): RemoteConfig {
  const env = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};
  const inBrowser = typeof window !== 'undefined';
  const served = inBrowser ? (window.__SALON_DESK_CONFIG__ ?? {}) : {};
  const fallback = inBrowser ? remembered() : {};
  const supabaseUrl = env.VITE_SUPABASE_URL || served.supabaseUrl || fallback.supabaseUrl || (inBrowser ? location.origin : '');
  const anonKey = env.VITE_SUPABASE_ANON_KEY || served.anonKey || fallback.anonKey || '';
  if (inBrowser && served.supabaseUrl && served.anonKey) {
    try {
      localStorage.setItem(REMEMBERED_KEY, JSON.stringify({ supabaseUrl: served.supabaseUrl, anonKey: served.anonKey }));
    } catch {
      // A booking page inside another site's frame may have no storage at all (third-party storage
      // blocked: even reading `localStorage` throws); it has the served config and needs no memory.
    }
  }
  return { supabaseUrl, anonKey };
}
