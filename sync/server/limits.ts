// The local backend's limits in one place. Each can be set by an option of
// startLocalBackend or, for `npm start`, by the environment variable named beside it; README's
// "Security" section lists them.

/** A budget of `max` requests per `windowSeconds` for one key (an IP address or an email). */
export interface RateRule {
  max: number;
  windowSeconds: number;
}

export interface RateLimits {
  /** POST /token?grant_type=password and POST /signup, per IP (GoTrue: 30 per 5 min). */
  signInPerIp: RateRule;
  /** The same routes per email address, so one owner's password cannot be guessed from many IPs. */
  signInPerEmail: RateRule;
  /** POST /token?grant_type=refresh_token per IP (GoTrue: 150 per 5 min). */
  refreshPerIp: RateRule;
  /** POST /recover per IP and per email: each one sends a mail. */
  recoverPerIp: RateRule;
  recoverPerEmail: RateRule;
  /** GET /verify per IP (GoTrue: 30 per 5 min). */
  verifyPerIp: RateRule;
  // The booking page's and the contact form's per-IP budgets are kept by the database, where
  // they hold on hosted Supabase too (migration 20261127001800_ip_budgets.sql, rest-budget.ts).
}

export interface ServerLimits {
  /** Largest request body /rest/v1 accepts; larger ones get 413 before the rest is read. */
  restBodyBytes: number;
  /** Largest request body /auth/v1 accepts; larger ones get 413 and the connection is closed. */
  authBodyBytes: number;
  /** Largest request body the local SMS endpoint (/sms) accepts. */
  smsBodyBytes: number;
  /** Time a client has to send a whole request (headers and body): slow senders are cut off. */
  requestTimeoutMs: number;
  /** Time PostgREST has to answer a request before the gateway answers 504. */
  upstreamTimeoutMs: number;
  /** Seconds in which a used refresh token still returns the session it was rotated into. */
  refreshReuseSeconds: number;
  /**
   * null turns rate limiting off (test backends that sign up hundreds of owners from one IP),
   * the database's per-IP budgets included.
   */
  rate: RateLimits | null;
  /** Besides the site URL, where emailed links may send the browser (GoTrue's URI_ALLOW_LIST). */
  redirectAllowList: string[];
}

const FIVE_MIN = 300;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  signInPerIp: { max: 30, windowSeconds: FIVE_MIN },
  signInPerEmail: { max: 10, windowSeconds: FIVE_MIN },
  refreshPerIp: { max: 150, windowSeconds: FIVE_MIN },
  recoverPerIp: { max: 5, windowSeconds: 3600 },
  // GoTrue waits 60 s between two mails to one address (SMTP_MAX_FREQUENCY).
  recoverPerEmail: { max: 1, windowSeconds: 60 },
  verifyPerIp: { max: 30, windowSeconds: FIVE_MIN },
};

export const DEFAULT_LIMITS: ServerLimits = {
  // A push is at most 200 mutations (sync/protocol.ts MAX_PUSH_BATCH) of rows whose texts are
  // capped: well under 1 MiB even at every limit, so 2 MiB leaves room and stops abuse.
  restBodyBytes: 2 * 1024 * 1024,
  authBodyBytes: 1024 * 1024,
  // One text is at most 1600 characters: even at 4 bytes each, percent-encoded, well under 64 KiB.
  smsBodyBytes: 64 * 1024,
  requestTimeoutMs: 30_000,
  upstreamTimeoutMs: 30_000,
  // GoTrue's REFRESH_TOKEN_REUSE_INTERVAL default.
  refreshReuseSeconds: 10,
  rate: DEFAULT_RATE_LIMITS,
  redirectAllowList: [],
};

export type LimitOverrides = Partial<Omit<ServerLimits, 'rate'>> & { rate?: Partial<RateLimits> | null };

export function resolveLimits(o: LimitOverrides = {}): ServerLimits {
  const rate = o.rate === null ? null : { ...DEFAULT_RATE_LIMITS, ...o.rate };
  return { ...DEFAULT_LIMITS, ...stripUndefined(o), rate };
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** `npm start`'s overrides from the environment; a malformed value stops the start with its name. */
export function limitsFromEnv(env: NodeJS.ProcessEnv): LimitOverrides {
  const num = (name: string): number | undefined => {
    const raw = env[name];
    if (raw === undefined || raw === '') return undefined;
    const n = Number(raw);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
    return n;
  };
  const list = env.SALON_DESK_REDIRECT_ALLOW_LIST;
  return {
    restBodyBytes: num('SALON_DESK_MAX_BODY_BYTES'),
    authBodyBytes: num('SALON_DESK_AUTH_MAX_BODY_BYTES'),
    requestTimeoutMs: num('SALON_DESK_REQUEST_TIMEOUT_MS'),
    upstreamTimeoutMs: num('SALON_DESK_UPSTREAM_TIMEOUT_MS'),
    refreshReuseSeconds: num('SALON_DESK_REFRESH_REUSE_SECONDS'),
    redirectAllowList: list
      ? list
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : undefined,
    rate: env.SALON_DESK_RATE_LIMITS === 'off' ? null : undefined,
  };
}

/**
 * For test and bench backends, which sign up hundreds of owners from one address: rate limits
 * have their own test (tests/integration/rate-limits.test.ts), which runs with the defaults.
 */
export const NO_RATE_LIMITS: LimitOverrides = { rate: null };
