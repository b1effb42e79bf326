import { describe, expect, it } from 'vitest';
import { createSessionStorage, type KeyValueStorage } from './session-storage';

const mem = (): KeyValueStorage & { map: Map<string, string> } => {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
};

describe('session storage (remember me)', () => {
  it('remembered sessions go to the persistent store', () => {
    const p = mem();
    const t = mem();
    const s = createSessionStorage(p, t);
    s.setRemember(true);
    s.storage.setItem('auth', 'token');
    expect(p.map.get('auth')).toBe('token');
    expect(t.map.has('auth')).toBe(false);
  });

  it('without remember me the session lives only in the tab and any persistent copy is dropped', () => {
    const p = mem();
    const t = mem();
    const s = createSessionStorage(p, t);
    p.map.set('auth', 'old');
    s.setRemember(false);
    s.storage.setItem('auth', 'token');
    expect(t.map.get('auth')).toBe('token');
    expect(p.map.has('auth')).toBe(false);
    expect(s.storage.getItem('auth')).toBe('token');
    s.storage.removeItem('auth');
    expect(s.storage.getItem('auth')).toBeNull();
  });
});
