import { describe, expect, it } from 'vitest';
import { formatBytes, STORAGE_WARN_SHARE, storageShareUsed, storageWarning } from './storage-quota';

describe('storage quota warning', () => {
  it('stays quiet below 80% of the quota', () => {
    expect(STORAGE_WARN_SHARE).toBe(0.8);
    expect(storageWarning({ usage: 0, quota: 1_000_000_000 })).toBeNull();
    expect(storageWarning({ usage: 799_999_999, quota: 1_000_000_000 })).toBeNull();
  });

  it('warns from 80% on, with the share and the quota in words', () => {
    expect(storageWarning({ usage: 800_000_000, quota: 1_000_000_000 })).toBe(
      'This device is almost out of room for the salon’s data: 80% of the 1 GB the browser allows is used. ' +
        'Free up space on the device and keep a backup (Salon Profile → Backup), or new bookings may not save here.',
    );
    expect(storageWarning({ usage: 4_600_000, quota: 5_000_000 })).toContain('92% of the 5 MB');
  });

  it('says 100% at most, even when the browser reports more than its quota', () => {
    expect(storageWarning({ usage: 6_000_000, quota: 5_000_000 })).toContain('100% of the 5 MB');
  });

  it('says nothing when the browser does not report both figures, or reports nonsense', () => {
    expect(storageWarning({})).toBeNull();
    expect(storageWarning({ usage: 10 })).toBeNull();
    expect(storageWarning({ quota: 10 })).toBeNull();
    expect(storageShareUsed({ usage: 5, quota: 0 })).toBeNull();
    expect(storageShareUsed({ usage: -1, quota: 10 })).toBeNull();
    expect(storageShareUsed({ usage: Number.NaN, quota: 10 })).toBeNull();
  });

  it('takes another threshold', () => {
    expect(storageWarning({ usage: 50, quota: 100 }, 0.5)).toContain('50%');
    expect(storageWarning({ usage: 49, quota: 100 }, 0.5)).toBeNull();
  });

  it('formats bytes in decimal units', () => {
    expect(formatBytes(999)).toBe('999 bytes');
    expect(formatBytes(4_200_000)).toBe('4.2 MB');
    expect(formatBytes(120_000_000)).toBe('120 MB');
  });
});
