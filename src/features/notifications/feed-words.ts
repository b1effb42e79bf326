// The bell's and the feed's words, as Lingui messages, in the owner's language. Kept apart from
// feed-view.ts, whose rules are unit-tested without Lingui's macro.
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { dayLabel, type Ago } from './feed-view';

/** The bell's accessible name: what waits behind it, in words. */
export function bellLabel(i18n: I18n, unread: number, conflicts: number): string {
  const parts: string[] = [];
  if (unread > 0) parts.push(i18n._(msg`${unread} unread`));
  if (conflicts > 0) parts.push(i18n._(msg`${plural(conflicts, { one: '# conflict', other: '# conflicts' })}`));
  const waiting = parts.join(', ');
  return parts.length ? i18n._(msg`Notifications: ${waiting}`) : i18n._(msg`Notifications`);
}

/** "just now", "5 min ago", "3 h ago", "2 d ago", or the day ('Mar 3'; US-style in English). */
export function agoText(i18n: I18n, ago: Ago): string {
  const n = 'n' in ago ? ago.n : 0;
  switch (ago.unit) {
    case 'now':
      return i18n._(msg`just now`);
    case 'min':
      return i18n._(msg`${n} min ago`);
    case 'h':
      return i18n._(msg`${n} h ago`);
    case 'd':
      return i18n._(msg`${n} d ago`);
    case 'day':
      return dayLabel(ago.date, ago.withYear, i18n.locale === 'en' ? 'en-US' : i18n.locale);
    default:
      return ago.text;
  }
}

/** The feed's line over the open conflicts. */
export function conflictsText(i18n: I18n, conflicts: number): string {
  return i18n._(
    msg`${plural(conflicts, { one: '# conflict needs', other: '# conflicts need' })} a decision: devices that disagreed, or changes the server refused.`,
  );
}
