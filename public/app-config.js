// Replaced at runtime by the local backend's gateway with its URL and anon key.
// A static deploy may edit this file or build with VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY.
window.__SALON_DESK_CONFIG__ = window.__SALON_DESK_CONFIG__ || {};
