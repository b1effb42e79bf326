// The Backup section's sentences in the owner's language. The hook (use-backup.ts) keeps what
// happened, not its words, so a language switch rewrites a message already on screen.
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { BackupTable } from '../../domain/backup';
import { domainText } from '../../i18n/domain-texts';

/** What the Backup section has to tell, as facts. */
export type BackupNews =
  | { tone: 'success'; said: 'downloaded'; fileName: string }
  | { tone: 'success'; said: 'restored'; written: number }
  | { tone: 'error'; said: 'export-failed' | 'read-failed' | 'restore-failed'; error: unknown };

/** The error's own sentence when it has one ('' when not). */
function ownSentence(i18n: I18n, error: unknown): string {
  return error instanceof Error && error.message.trim() ? domainText(i18n, error) : '';
}

export function backupNewsText(i18n: I18n, news: BackupNews): string {
  switch (news.said) {
    case 'downloaded': {
      const fileName = news.fileName;
      return i18n._(msg`Backup downloaded as “${fileName}”. Keep it somewhere safe, away from this device.`);
    }
    case 'restored': {
      const written = news.written;
      if (written === 0) return i18n._(msg`Backup restored: everything on this device already matched it.`);
      return i18n._(msg`Backup restored: ${plural(written, { one: '# item was', other: '# items were' })} brought back or updated.`);
    }
    case 'export-failed':
      return ownSentence(i18n, news.error) || i18n._(msg`Could not make the backup. Please try again.`);
    case 'read-failed':
      return ownSentence(i18n, news.error) || i18n._(msg`Could not read this file. Nothing was changed.`);
    default: {
      const english = news.error instanceof Error ? news.error.message.trim() : '';
      // A storage failure's own text can be technical: say plainly that nothing changed.
      if (/Nothing was changed\.$/.test(english)) return domainText(i18n, news.error);
      if (!english) return i18n._(msg`Could not restore the backup. Nothing was changed.`);
      const why = domainText(i18n, news.error);
      return i18n._(msg`Could not restore the backup (${why}). Nothing was changed.`);
    }
  }
}

/** One line of what a backup holds: "1 service", "12 appointments". */
export function countText(i18n: I18n, table: BackupTable, n: number): string {
  switch (table) {
    case 'services':
      return i18n._(msg`${plural(n, { one: '# service', other: '# services' })}`);
    case 'staff':
      return i18n._(msg`${plural(n, { one: '# staff member', other: '# staff members' })}`);
    case 'staff_services':
      return i18n._(msg`${plural(n, { one: '# service assignment', other: '# service assignments' })}`);
    case 'business_hours':
      return i18n._(msg`${plural(n, { one: '# day of business hours', other: '# days of business hours' })}`);
    case 'salon_faqs':
      return i18n._(msg`${plural(n, { one: '# FAQ', other: '# FAQs' })}`);
    case 'staff_schedules':
      return i18n._(msg`${plural(n, { one: '# staff schedule day', other: '# staff schedule days' })}`);
    case 'customers':
      return i18n._(msg`${plural(n, { one: '# customer', other: '# customers' })}`);
    case 'appointments':
      return i18n._(msg`${plural(n, { one: '# appointment', other: '# appointments' })}`);
    case 'calls':
      return i18n._(msg`${plural(n, { one: '# call', other: '# calls' })}`);
    case 'call_turns':
      return i18n._(msg`${plural(n, { one: '# transcript line', other: '# transcript lines' })}`);
    case 'notifications':
      return i18n._(msg`${plural(n, { one: '# notification', other: '# notifications' })}`);
    case 'message_settings':
      return i18n._(msg`${plural(n, { one: '# message settings row', other: '# message settings rows' })}`);
    case 'booking_settings':
      return i18n._(msg`${plural(n, { one: '# booking rules row', other: '# booking rules rows' })}`);
    case 'staff_time_off':
      return i18n._(msg`${plural(n, { one: '# time off', other: '# times off' })}`);
    case 'staff_breaks':
      return i18n._(msg`${plural(n, { one: '# break', other: '# breaks' })}`);
    case 'staff_patterns':
      return i18n._(msg`${plural(n, { one: '# regular shift', other: '# regular shifts' })}`);
    case 'agent_settings':
      return i18n._(msg`${plural(n, { one: '# agent configuration', other: '# agent configurations' })}`);
    default: {
      // A table added to the backup fails the typecheck here until it has its words.
      const unknown: never = table;
      return `${n} ${String(unknown)}`;
    }
  }
}
