// The sender's settings from the environment, shared by `npm start` (in-process) and
// `npm run sender` (on its own, next to a hosted backend).
//   SALON_DESK_SENDER              "off" = do not run it in `npm start`
//   SALON_DESK_SENDER_INTERVAL_MS  how often it looks for due messages (default 5000)

export function senderIntervalFromEnv(env: NodeJS.ProcessEnv): number {
  const raw = env.SALON_DESK_SENDER_INTERVAL_MS;
  const ms = raw ? Number(raw) : 5000;
  if (!Number.isInteger(ms) || ms < 100 || ms > 3_600_000) {
    throw new Error(`SALON_DESK_SENDER_INTERVAL_MS must be 100 to 3600000 milliseconds, got "${raw}"`);
  }
  return ms;
}

export function senderFromEnv(env: NodeJS.ProcessEnv): { intervalMs: number } | null {
  if (env.SALON_DESK_SENDER === 'off') return null;
  return { intervalMs: senderIntervalFromEnv(env) };
}
