import type { RateRule } from './limits';
import { ApiError } from './http-util';

/** Most keys remembered at once; beyond it the stalest are forgotten, so memory stays bounded. */
const MAX_KEYS = 20_000;

/**
 * Sliding-window request counts per (rule, key). In memory: the local backend is one process,
 * and a restart forgetting the counts is acceptable for limits measured in minutes.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * Counts one request for `key` under `rule`. Throws 429 with the seconds until a slot frees
   * (sent as Retry-After) when the budget is spent; a refused request is not counted.
   */
  take(name: string, rule: RateRule, key: string): void {
    const id = `${name}\u0000${key}`;
    const now = this.now();
    const since = now - rule.windowSeconds * 1000;
    const times = (this.hits.get(id) ?? []).filter((t) => t > since);
    if (times.length >= rule.max) {
      const retryAfter = Math.max(1, Math.ceil((times[0] - since) / 1000));
      this.hits.set(id, times);
      throw new ApiError(429, 'over_request_rate_limit', 'Request rate limit reached', {}, { 'retry-after': String(retryAfter) });
    }
    times.push(now);
    // Re-inserting moves the key to the end, so the Map's first keys are the least recent.
    this.hits.delete(id);
    this.hits.set(id, times);
    if (this.hits.size > MAX_KEYS) {
      const oldest = this.hits.keys().next().value;
      if (oldest !== undefined) this.hits.delete(oldest);
    }
  }
}
