// Salon Profile → Online booking: the saved row as the form's values, the choices of
// the cancel select, the page's link, what the address check says, and the QR code as one SVG
// path. Pure, so it is tested without a browser.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { embedOriginsText } from '../../domain/embed-origins';
import { domainText } from '../../i18n/domain-texts';
import { effectiveOnlineBooking, SLUG_MAX } from '../../domain/online-booking';
import type { BookingSettings } from '../../domain/types';
import { noticeChoices, type Choice } from './booking-form';
import type { SlugStatus } from './use-slug-check';

export interface OnlineFormValues {
  online_booking: boolean;
  booking_slug: string;
  online_cancel_notice_minutes: string;
  /** One site per line. */
  embed_origins: string;
}

export function onlineToForm(row: BookingSettings | null): OnlineFormValues {
  const v = effectiveOnlineBooking(row);
  return {
    online_booking: v.online_booking,
    booking_slug: v.booking_slug ?? '',
    online_cancel_notice_minutes: String(v.online_cancel_notice_minutes),
    embed_origins: embedOriginsText(v.embed_origins),
  };
}

/** The Minimum notice choices, read as how late a cancel may come ('None' would read as "never"). */
export function cancelChoices(i18n: I18n, current: string): Choice[] {
  return noticeChoices(i18n, current).map((c) => {
    const notice = c.label;
    return c.value === '0' ? { value: '0', label: i18n._(msg`Until the visit starts`) } : { ...c, label: i18n._(msg`${notice} before`) };
  });
}

/** The customer's address of the page: `https://salon.example/book/lotus-nails`. */
export function bookingPageUrl(origin: string, slug: string): string {
  return `${origin.replace(/\/+$/, '')}/book/${encodeURIComponent(slug)}`;
}

/** What the field says under the address: a hint while fine, an error when it cannot be saved as is. */
export function slugMessage(i18n: I18n, status: SlugStatus): { hint?: string; error?: string } {
  const max = SLUG_MAX;
  switch (status.state) {
    case 'idle':
      return { hint: i18n._(msg`Lowercase letters, digits and hyphens, 3 to ${max} characters: it ends your page’s link.`) };
    case 'checking':
      return { hint: i18n._(msg`Checking whether this address is free…`) };
    case 'available':
      return { hint: i18n._(msg`This address is free.`) };
    case 'own':
      return { hint: i18n._(msg`Your booking page’s address.`) };
    case 'unknown':
      return { hint: i18n._(msg`Can’t check the address now (offline?). You can still save: it is checked when your changes sync.`) };
    case 'taken':
    case 'invalid':
      // The check's own sentence (the domain's or the server's), in the owner's words where known.
      return { error: domainText(i18n, status.message) };
  }
}

/** A QR code's dark modules as one SVG path (one unit square each), for a crisp print at any size. */
export function qrPath(size: number, isDark: (row: number, col: number) => boolean): string {
  const parts: string[] = [];
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) if (isDark(r, c)) parts.push(`M${c} ${r}h1v1h-1z`);
  }
  return parts.join('');
}
