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
