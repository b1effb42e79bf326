import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeSyncStatus, setActiveEngine } from './active';
import type { SyncEngine, SyncStatus } from './engine';

function fakeEngine(status: SyncStatus): SyncEngine {
  return {
    start: () => undefined,
    stop: async () => undefined,
    syncNow: async () => undefined,
    getStatus: () => status,
    subscribe(listener) {
      listener(status);
      return () => undefined;
    },
  };
}

afterEach(() => {
  setActiveEngine(null);
  vi.unstubAllGlobals();
});

describe('active sync status', () => {
  it('never reads "saved" before an engine has counted the outbox', () => {
    vi.stubGlobal('navigator', { onLine: true });
    expect(activeSyncStatus().phase).toBe('syncing');
    vi.stubGlobal('navigator', { onLine: false });
    expect(activeSyncStatus().phase).toBe('offline');
  });

  it("is the engine's own status once one runs, and starts over without one", () => {
    const saved: SyncStatus = {
      phase: 'idle',
      pending: 0,
      lastError: null,
      lastSyncedAt: '2026-11-22T10:00:00.000Z',
      progress: null,
      leader: true,
      live: false,
    };
    setActiveEngine(fakeEngine(saved));
    expect(activeSyncStatus()).toBe(saved);
    setActiveEngine(null);
    vi.stubGlobal('navigator', { onLine: true });
    expect(activeSyncStatus().phase).toBe('syncing');
  });
});
