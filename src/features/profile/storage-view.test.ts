import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { formatBytes, persistenceText, usageText } from './storage-view';

/** English needs no catalog: each message carries its own text. */
const en = setupI18n({ locale: 'en', messages: { en: {} } });

describe('storage view', () => {
  it('formats sizes in plain decimal units', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(999)).toBe('999 bytes');
    expect(formatBytes(1000)).toBe('1 KB');
    expect(formatBytes(4_200_000)).toBe('4.2 MB');
    expect(formatBytes(123_456_789)).toBe('123 MB');
    expect(formatBytes(1_200_000_000)).toBe('1.2 GB');
    expect(formatBytes(Number.NaN)).toBe('0 bytes');
  });

  it('says how much is used, of what, or that the browser does not tell', () => {
    expect(usageText(en, { usage: 4_200_000, quota: 1_200_000_000, persisted: true })).toBe('Using 4.2 MB of 1.2 GB on this device.');
    expect(usageText(en, { usage: 4_200_000, persisted: null })).toBe('Using 4.2 MB on this device.');
    expect(usageText(en, { persisted: null })).toMatch(/does not report/);
  });

  it('says whether the data is protected from eviction', () => {
    expect(persistenceText(en, true)).toMatch(/^Protected/);
    expect(persistenceText(en, false)).toMatch(/^Not protected yet.*Keep a backup\.$/);
    expect(persistenceText(en, null)).toMatch(/does not say/);
  });
});
