import { describe, expect, it, vi } from 'vitest';
import { freshDevice } from '../tests/support/db-helpers';
import { idbSessionStorage, mirroredSessionStorage, sessionExpiry, syncLockName, workerRefreshed, type AsyncKeyValue } from './background-sync-session';
import { createSyncEngine } from './engine';
import type { SyncTransport } from './transport';

const session = (expiresAt: number, token = `t${expiresAt}`) => JSON.stringify({ access_token: token, refresh_token: `r${expiresAt}`, expires_at: expiresAt });

function memory() {
  const m = new Map<string, string>();
  return { m, getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
}

function memoryMirror(): AsyncKeyValue & { m: Map<string, string> } {
  const m = new Map<string, string>();
  return { m, getItem: async (k) => m.get(k) ?? null, setItem: async (k, v) => void m.set(k, v), removeItem: async (k) => void m.delete(k) };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('session mirror for the service worker', () => {
  it('copies a remembered session to the mirror, and never a forgotten one', async () => {
    const inner = memory();
    const mirror = memoryMirror();
    let remember = true;
    const storage = mirroredSessionStorage(inner, mirror, () => remember);
    storage.setItem('k', session(100));
    await flush();
    expect(mirror.m.get('k')).toBe(session(100));
    remember = false;
    storage.setItem('k', session(200));
    await flush();
    expect(inner.m.get('k')).toBe(session(200));
    expect(mirror.m.has('k')).toBe(false);
  });

  it('adopts the mirror on the first read when the worker refreshed it since', async () => {
    const inner = memory();
    inner.setItem('k', session(100));
    const mirror = memoryMirror();
    mirror.m.set('k', session(500));
    const storage = mirroredSessionStorage(inner, mirror, () => true);
    expect(await storage.getItem('k')).toBe(session(500));
    expect(inner.m.get('k')).toBe(session(500));
    // Later reads are the page's own storage, with no IndexedDB round trip.
    expect(storage.getItem('k')).toBe(session(500));
  });

  it('keeps the page copy when it is the newer one, or when the session is not remembered', async () => {
    const inner = memory();
    inner.setItem('k', session(900));
    const mirror = memoryMirror();
    mirror.m.set('k', session(500));
    expect(await mirroredSessionStorage(inner, mirror, () => true).getItem('k')).toBe(session(900));
    const forgotten = memory();
    expect(await mirroredSessionStorage(forgotten, mirror, () => false).getItem('k')).toBeNull();
    expect(forgotten.m.size).toBe(0);
  });

  it('signing out clears both copies; a broken mirror never blocks the page', async () => {
    const inner = memory();
    const mirror = memoryMirror();
    const storage = mirroredSessionStorage(inner, mirror, () => true);
    storage.setItem('k', session(100));
    await flush();
    storage.removeItem('k');
    await flush();
    expect(inner.m.size + mirror.m.size).toBe(0);

    const broken: AsyncKeyValue = {
      getItem: () => Promise.reject(new Error('no idb')),
      setItem: () => Promise.reject(new Error('no idb')),
      removeItem: () => Promise.reject(new Error('no idb')),
    };
    const page = memory();
    page.setItem('k', session(100));
    const resilient = mirroredSessionStorage(page, broken, () => true);
    expect(await resilient.getItem('k')).toBe(session(100));
    resilient.setItem('k', session(200));
    await flush();
    expect(page.m.get('k')).toBe(session(200));
  });

  it('only a rotated refresh token that lasts longer counts as the worker refreshing', () => {
    expect(workerRefreshed(session(100), session(500))).toBe(true);
    expect(workerRefreshed(null, session(500))).toBe(true);
    expect(workerRefreshed(session(500), session(100))).toBe(false);
    expect(workerRefreshed(session(100), null)).toBe(false);
    // Same refresh token: the page's own copy, whatever its expiry says (it refreshes by itself).
    const same = JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: 500 });
    expect(workerRefreshed(JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: 1 }), same)).toBe(false);
  });

  it('reads a session expiry, 0 for anything unreadable', () => {
    expect(sessionExpiry(session(42))).toBe(42);
    expect(sessionExpiry(null)).toBe(0);
    expect(sessionExpiry('{not json')).toBe(0);
    expect(sessionExpiry('{"expires_at":"soon"}')).toBe(0);
  });

  it('keeps the mirror in the device database settings', async () => {
    const { db } = await freshDevice();
    const idb = idbSessionStorage(db);
    await idb.setItem('salon-desk.auth', session(7));
    expect(await idb.getItem('salon-desk.auth')).toBe(session(7));
    expect((await db.settings.get('auth_mirror:salon-desk.auth'))?.value).toBe(session(7));
    await idb.removeItem('salon-desk.auth');
    expect(await idb.getItem('salon-desk.auth')).toBeNull();
  });

  it('the worker takes the very lock the engine leader holds', async () => {
    const { db, ctx } = await freshDevice();
    const request = vi.fn(() => new Promise<never>(() => undefined));
    const transport = {} as SyncTransport;
    const engine = createSyncEngine({
      db,
      salonId: 'salon-1',
      clientId: ctx.deviceId,
      transport,
      locks: { request } as unknown as LockManager,
      events: null,
      visible: () => false,
      periodMs: 60_000,
    });
    engine.start();
    engine.stop();
    expect(request).toHaveBeenCalledWith(syncLockName('salon-1'), expect.any(Function));
  });
});
