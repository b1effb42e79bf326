import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { agoText, bellLabel, conflictsText } from './feed-words';

// The English the bell showed before it went through Lingui, word for word.
describe('the bell in English', () => {
  it('names what waits behind it', () => {
    expect(bellLabel(i18n, 0, 0)).toBe('Notifications');
    expect(bellLabel(i18n, 2, 0)).toBe('Notifications: 2 unread');
    expect(bellLabel(i18n, 0, 1)).toBe('Notifications: 1 conflict');
    expect(bellLabel(i18n, 1, 2)).toBe('Notifications: 1 unread, 2 conflicts');
    expect(conflictsText(i18n, 1)).toMatch(/^1 conflict needs a decision: /);
  });

  it('says how long ago, and an older day as the US writes it', () => {
    expect(agoText(i18n, { unit: 'now' })).toBe('just now');
    expect(agoText(i18n, { unit: 'min', n: 5 })).toBe('5 min ago');
    expect(agoText(i18n, { unit: 'day', date: '2029-12-01', withYear: true })).toBe('Dec 1, 2029');
  });
});
