import { describe, expect, it, vi } from 'vitest';
import { checkForUpdate, UPDATE_CHECK_MS } from './update-check';

describe('hourly update check', () => {
  it('runs every hour', () => {
    expect(UPDATE_CHECK_MS).toBe(3_600_000);
  });

  it('asks the registration for an update while online', async () => {
    const update = vi.fn().mockResolvedValue(undefined);
    expect(await checkForUpdate({ installing: null, update }, () => true)).toBe(true);
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('is skipped while offline or while a new version is already installing', async () => {
    const update = vi.fn().mockResolvedValue(undefined);
    expect(await checkForUpdate({ installing: null, update }, () => false)).toBe(false);
    expect(await checkForUpdate({ installing: {}, update }, () => true)).toBe(false);
    expect(update).not.toHaveBeenCalled();
  });

  it('a failed check is quiet: the next hour tries again', async () => {
    const update = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await checkForUpdate({ installing: null, update }, () => true)).toBe(false);
  });
});
