// The one Supabase client of the app. Only this folder and the sync engine talk to it.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { db } from '../../src/db/database';
import { SESSION_STORAGE_KEY } from '../auth-cache';
import { idbSessionStorage, mirroredSessionStorage } from '../background-sync-session';
import { readRemoteConfig } from './config';
import { createSessionStorage } from './session-storage';

// One key for the page, the guard's cached read (auth-cache) and the worker.
export { SESSION_STORAGE_KEY };

let client: SupabaseClient | null = null;
let sessionStore: ReturnType<typeof createSessionStorage> | null = null;

export function getSessionStore() {
  sessionStore ??= createSessionStorage();
  return sessionStore;
}

export function getSupabase(): SupabaseClient {
  if (!client) {
    const { supabaseUrl, anonKey } = readRemoteConfig();
    // Without a key the device still works on its local data; requests just fail until it has one.
    if (!anonKey) console.warn('Salon Desk: no Supabase anon key configured; working offline only.');
    client = createClient(supabaseUrl, anonKey || 'missing-anon-key', {
      auth: {
        storageKey: SESSION_STORAGE_KEY,
        // A remembered session is mirrored to IndexedDB for the service worker's background push
        // (see background-sync-session.ts for why, and why the page may adopt the mirror).
        storage: mirroredSessionStorage(getSessionStore().storage, idbSessionStorage(db), () => getSessionStore().remembers()),
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: false,
      },
    });
  }
  return client;
}
