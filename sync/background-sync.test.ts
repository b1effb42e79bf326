import { describe, expect, it, vi } from 'vitest';
import { BACKGROUND_PUSH_TAG, registerWhileWaiting, requestBackgroundPush, waitsForConnection } from './background-sync';
import type { SyncStatus } from './engine';

const status = (phase: SyncStatus['phase'], pending: number): SyncStatus => ({
  phase,
  pending,
  lastError: null,
  lastSyncedAt: null,
  progress: null,
  leader: true,
  live: false,
});

describe('requestBackgroundPush', () => {
  it('registers the push tag with an active worker that has the Background Sync API', async () => {
    const register = vi.fn().mockResolvedValue(undefined);
    expect(await requestBackgroundPush({ getRegistration: async () => ({ active: {}, sync: { register } }) })).toBe(true);
    expect(register).toHaveBeenCalledWith(BACKGROUND_PUSH_TAG);
  });

  it('changes nothing without the API, a worker, or when the browser refuses', async () => {
    expect(await requestBackgroundPush(null)).toBe(false);
    expect(await requestBackgroundPush({ getRegistration: async () => undefined })).toBe(false);
    expect(await requestBackgroundPush({ getRegistration: async () => ({ active: {} }) })).toBe(false);
    const register = vi.fn();
    expect(await requestBackgroundPush({ getRegistration: async () => ({ active: null, sync: { register } }) })).toBe(false);
    expect(register).not.toHaveBeenCalled();
    const refused = vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    expect(await requestBackgroundPush({ getRegistration: async () => ({ active: {}, sync: { register: refused } }) })).toBe(false);
  });
});

describe('registerWhileWaiting', () => {
  it('only changes waiting for the connection count', () => {
    expect(waitsForConnection(status('offline', 2))).toBe(true);
    expect(waitsForConnection(status('offline', 0))).toBe(false);
    expect(waitsForConnection(status('idle', 2))).toBe(false);
    expect(waitsForConnection(status('needs_auth', 2))).toBe(false);
  });

  it('asks once per stretch of waiting, and again after the queue went out', () => {
    let emit: (s: SyncStatus) => void = () => undefined;
    const unsubscribe = vi.fn();
    const request = vi.fn().mockResolvedValue(true);
    const stop = registerWhileWaiting((listener) => {
      emit = listener;
      return unsubscribe;
    }, request);
    emit(status('idle', 0));
    expect(request).not.toHaveBeenCalled();
    emit(status('offline', 1));
    emit(status('offline', 2));
    expect(request).toHaveBeenCalledTimes(1);
    emit(status('syncing', 2));
    emit(status('offline', 2)); // the push failed on the network: same stretch
    expect(request).toHaveBeenCalledTimes(1);
    emit(status('idle', 0));
    emit(status('offline', 1));
    expect(request).toHaveBeenCalledTimes(2);
    stop();
    expect(unsubscribe).toHaveBeenCalled();
  });
});
