import { describe, expect, it } from 'vitest';
import { CACHED_USER_KEY, knownAuthState, SESSION_STORAGE_KEY } from './auth-cache';

const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);
const user = { id: 'u1', email: 'hoa@example.com', user_metadata: { owner_name: ' Hoa Le ', salon_name: 'Hoa Nail Bar', salon_phone: '555-0199' } };
const cached = { id: 'u1', email: 'hoa@example.com', ownerName: 'Hoa Le', salonName: 'Hoa Nail Bar', salonPhone: '555-0199' };

function store(entries: Record<string, string> = {}) {
  const m = new Map(Object.entries(entries));
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
}
const session = (secondsLeft: number) => JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: NOW / 1000 + secondsLeft, user });

describe('knownAuthState', () => {
  it('trusts a stored token with minutes left, online or not', () => {
    const s = store({ [SESSION_STORAGE_KEY]: session(3600) });
    expect(knownAuthState(s, NOW, true)).toEqual({ status: 'signed_in', user: cached, offline: false });
    expect(knownAuthState(s, NOW, false)).toEqual({ status: 'signed_in', user: cached, offline: false });
  });

  it('leaves a token about to expire, or expired, to supabase-js while online', () => {
    expect(knownAuthState(store({ [SESSION_STORAGE_KEY]: session(60), [CACHED_USER_KEY]: JSON.stringify(cached) }), NOW, true)).toEqual({ status: 'loading' });
    expect(knownAuthState(store({ [SESSION_STORAGE_KEY]: session(-60), [CACHED_USER_KEY]: JSON.stringify(cached) }), NOW, true)).toEqual({ status: 'loading' });
  });

  it('offline, keeps the owner of an expired session in with the cached user', () => {
    const s = store({ [SESSION_STORAGE_KEY]: session(-3600), [CACHED_USER_KEY]: JSON.stringify(cached) });
    expect(knownAuthState(s, NOW, false)).toEqual({ status: 'signed_in', user: cached, offline: true });
  });

  it('never lets in a device without a stored session, and never decides "signed out" itself', () => {
    expect(knownAuthState(store({ [CACHED_USER_KEY]: JSON.stringify(cached) }), NOW, false)).toEqual({ status: 'loading' });
    expect(knownAuthState(store(), NOW, true)).toEqual({ status: 'loading' });
  });

  it('leaves an unreadable session to supabase-js', () => {
    expect(knownAuthState(store({ [SESSION_STORAGE_KEY]: '{not json' }), NOW, true)).toEqual({ status: 'loading' });
    expect(knownAuthState(store({ [SESSION_STORAGE_KEY]: JSON.stringify({ expires_at: NOW / 1000 + 3600 }) }), NOW, true)).toEqual({ status: 'loading' });
  });
});
