/** Polls until the check passes or the time runs out; the last failure is the error. */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 5_000, intervalMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  }
}

/**
 * Runs a setup step with a limit of its own, so a step that hangs fails by name (with what it
 * logged) well inside the hook's timeout, instead of as an anonymous hook timeout.
 */
export async function withinTime<T>(what: string, ms: number, run: () => Promise<T>, detail: () => string = () => ''): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${ms} ms${detail() ? `:\n${detail()}` : ''}`)), ms);
  });
  try {
    return await Promise.race([run(), limit]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Waits for the service worker to control the page. It takes the page once it has stored every
 * chunk of the app (clients.claim in src/sw.ts); alone that is a second or two, but in a full CI
 * run on a loaded two-core machine it has taken over 20 s, so every test waits the same long limit.
 */
export const WORKER_CONTROL_MS = 60_000;

export async function workerControls(page: {
  waitForFunction: (fn: () => boolean, arg: undefined, options: { timeout: number }) => Promise<unknown>;
}): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: WORKER_CONTROL_MS });
}
