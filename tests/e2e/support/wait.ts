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
