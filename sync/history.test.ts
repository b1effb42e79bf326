import { describe, expect, it } from 'vitest';
import { historyCutoff, missingHistory, nextSpan } from './history';

describe('the older history', () => {
  it('splits at the first of the month thirteen months back, across a year end', () => {
    expect(historyCutoff(new Date(2026, 10, 28))).toBe('2025-10-01');
    expect(historyCutoff(new Date(2026, 0, 31))).toBe('2024-12-01');
    expect(historyCutoff(new Date(2027, 1, 1))).toBe('2026-01-01');
  });

  it('sizes the next request to about 4,000 rows, within 1 to 366 days', () => {
    expect(nextSpan(31, 2000)).toBe(62);
    expect(nextSpan(31, 0)).toBe(62);
    expect(nextSpan(200, 0)).toBe(366);
    expect(nextSpan(31, 400_000)).toBe(1);
  });

  it('says what a device lacks: nothing without progress or once done, else the day it holds from', () => {
    expect(missingHistory(undefined)).toBeNull();
    expect(missingHistory({ cutoff: '2025-10-01', recentOnly: false, next: null, days: 31 })).toBeNull();
    expect(missingHistory({ cutoff: '2025-10-01', recentOnly: true, next: '2025-10-01', days: 31 })).toBe('2025-10-01');
    expect(missingHistory({ cutoff: '2025-10-01', recentOnly: false, next: '2023-04-07', days: 90 })).toBe('2023-04-07');
  });
});
