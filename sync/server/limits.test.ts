// `npm start` reads its limits from the environment (README "Security limits").
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, limitsFromEnv, resolveLimits } from './limits';

describe('limitsFromEnv', () => {
  it('sets both body caps, the REST one and the auth one, each from its own variable', () => {
    const limits = resolveLimits(limitsFromEnv({ SALON_DESK_MAX_BODY_BYTES: '4096', SALON_DESK_AUTH_MAX_BODY_BYTES: '2048' }));
    expect(limits.restBodyBytes).toBe(4096);
    expect(limits.authBodyBytes).toBe(2048);
  });

  it('keeps the defaults when a variable is unset or empty', () => {
    const limits = resolveLimits(limitsFromEnv({ SALON_DESK_AUTH_MAX_BODY_BYTES: '' }));
    expect(limits.authBodyBytes).toBe(DEFAULT_LIMITS.authBodyBytes);
    expect(limits.restBodyBytes).toBe(DEFAULT_LIMITS.restBodyBytes);
    expect(limits.rate).not.toBeNull();
  });

  it('stops the start on a malformed value, naming the variable', () => {
    expect(() => limitsFromEnv({ SALON_DESK_AUTH_MAX_BODY_BYTES: '1MB' })).toThrow(/SALON_DESK_AUTH_MAX_BODY_BYTES must be a positive number/);
    expect(() => limitsFromEnv({ SALON_DESK_AUTH_MAX_BODY_BYTES: '0' })).toThrow(/SALON_DESK_AUTH_MAX_BODY_BYTES/);
  });

  it('turns rate limits off only when asked', () => {
    expect(resolveLimits(limitsFromEnv({ SALON_DESK_RATE_LIMITS: 'off' })).rate).toBeNull();
  });
});
