import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Mod = typeof import('./first-screen');

async function fresh(controlled: boolean): Promise<Mod> {
  vi.resetModules();
  vi.stubGlobal('navigator', { serviceWorker: { controller: controlled ? {} : null } });
  // No document: the flush goes through a plain task.
  vi.stubGlobal('document', undefined);
  return import('./first-screen');
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('after the first screen', () => {
  it('runs at once on a page the worker does not control (a first visit, still online)', async () => {
    const m = await fresh(false);
    const task = vi.fn();
    m.afterFirstScreen(task);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits on a controlled page until the screen says it is shown, then runs each task once', async () => {
    const m = await fresh(true);
    const a = vi.fn();
    const b = vi.fn();
    m.afterFirstScreen(a);
    m.afterFirstScreen(b);
    expect(m.firstScreenPending()).toBe(true);
    await vi.advanceTimersByTimeAsync(100);
    expect(a).not.toHaveBeenCalled();
    m.markFirstScreenShown();
    m.markFirstScreenShown();
    await vi.advanceTimersByTimeAsync(1);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    // Later work does not wait any more.
    const c = vi.fn();
    m.afterFirstScreen(c);
    expect(c).toHaveBeenCalledTimes(1);
  });

  it('starts the waiting work anyway after the fallback, and one failing task does not stop the others', async () => {
    const m = await fresh(true);
    const after = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    m.afterFirstScreen(() => {
      throw new Error('boom');
    });
    m.afterFirstScreen(after);
    await vi.advanceTimersByTimeAsync(m.FIRST_SCREEN_FALLBACK_MS - 10);
    expect(after).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(after).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalled();
  });
});
