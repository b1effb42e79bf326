import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { bookingPageUrl, cancelChoices, onlineToForm, qrPath, slugMessage } from './online-form';
import { makeQrCode } from './qr-code';

/** English needs no catalog: each message carries its own text. */
const en = setupI18n({ locale: 'en', messages: { en: {} } });

describe('the online booking form', () => {
  it('starts off, with no address and a day to cancel, for a salon that never saved', () => {
    expect(onlineToForm(null)).toEqual({ online_booking: false, booking_slug: '', online_cancel_notice_minutes: '1440', embed_origins: '' });
  });

  it('offers the notice choices as how late a cancel may come, keeping a saved odd value', () => {
    const choices = cancelChoices(en, '90');
    expect(choices[0]).toEqual({ value: '0', label: 'Until the visit starts' });
    expect(choices.find((c) => c.value === '1440')?.label).toBe('1 day before');
    expect(choices.find((c) => c.value === '90')?.label).toBe('1 hour 30 minutes before');
  });

  it('builds the page link from the origin', () => {
    expect(bookingPageUrl('https://desk.example/', 'lotus-nails')).toBe('https://desk.example/book/lotus-nails');
  });

  it('shows a taken or malformed address as an error, the rest as hints', () => {
    expect(slugMessage(en, { state: 'taken', message: 'That address is taken.' })).toEqual({ error: 'That address is taken.' });
    expect(slugMessage(en, { state: 'unknown' }).hint).toMatch(/^Can’t check the address now/);
    expect(slugMessage(en, { state: 'available' }).error).toBeUndefined();
  });

  it('draws each dark module as one unit square', () => {
    expect(qrPath(2, (r, c) => r === c)).toBe('M0 0h1v1h-1zM1 1h1v1h-1z');
  });

  it('encodes the link as a QR code of the usual size', async () => {
    const qr = await makeQrCode('https://desk.example/book/lotus-nails');
    expect(qr.size % 4).toBe(1); // 21, 25, 29 … modules a side
    expect(qr.size).toBeGreaterThanOrEqual(25);
    // The three finder squares' corners are dark.
    expect(qr.path).toContain('M0 0h1v1h-1z');
    expect(qr.path).toContain(`M${qr.size - 1} 0h1v1h-1z`);
  });
});
