import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { listSummary, mergeConfirmation, samePhoneText, visitStatus } from './clients-words';

// The English the screens showed before they went through Lingui, word for word.
describe('the Clients screen words in English', () => {
  it('counts clients and appointments as plurals, with thousands written out', () => {
    expect(listSummary(i18n, 50, 20000)).toBe('Showing 50 of 20,000 clients');
    expect(listSummary(i18n, 1, 1)).toBe('1 client');
    expect(listSummary(i18n, 3, 3)).toBe('3 clients');
    expect(mergeConfirmation(i18n, 'Ann', 'Annie', 1)).toBe("Keep Ann; Annie's 1 appointment moves here; the other card is removed.");
    expect(mergeConfirmation(i18n, 'Ann', 'Annie', 1200)).toBe("Keep Ann; Annie's 1,200 appointments move here; the other card is removed.");
  });

  it('names the cards sharing a phone, and a late cancellation', () => {
    expect(samePhoneText(i18n, ['Bea'])).toMatch(/^The same phone number is on another card: Bea\. /);
    expect(samePhoneText(i18n, ['Bea', 'Cy'])).toMatch(/^The same phone number is on 2 other cards: Bea, Cy\. /);
    expect(visitStatus(i18n, 'canceled', true)).toBe('Canceled (late)');
    expect(visitStatus(i18n, 'no_show', false)).toBe('No-show');
  });
});
