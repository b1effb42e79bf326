// What the top bar says about sync (docs/behaviour.md#top-bar: offline / N changes waiting / syncing / all
// saved / error). Pure, so every state's words are unit-tested.
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { SyncStatus } from '../../../sync/engine';

export type SyncTone = 'offline' | 'waiting' | 'syncing' | 'saved' | 'error';

export interface SyncStatusView {
  tone: SyncTone;
  /** The full sentence (tablet and desktop; also what screen readers hear). */
  text: string;
  /** The phone's compact form. */
  short: string;
  action: 'retry' | 'sign_in' | null;
  /**
   * How other devices' saves reach this one, while it is in touch with the server: 'Live' (the
   * server says each change at once) or, with no live connection, the poll every few seconds.
   */
  signal: string | null;
}

/** The words in the owner's language (English needs no catalog: each message carries its own text). */
export function syncStatusView(s: SyncStatus, i18n: I18n): SyncStatusView {
  const signal = s.phase === 'idle' || s.phase === 'syncing' ? (s.live ? i18n._(msg`Live`) : i18n._(msg`Checking every few seconds`)) : null;
  return { ...phaseView(s, i18n), signal };
}

function changesWaiting(n: number, i18n: I18n): string {
  return i18n._(plural(n, { one: '# change waiting', other: '# changes waiting' }));
}

function phaseView(s: SyncStatus, i18n: I18n): Omit<SyncStatusView, 'signal'> {
  const pending = s.pending;
  switch (s.phase) {
    case 'offline': {
      const waiting = changesWaiting(pending, i18n);
      return {
        tone: 'offline',
        text: pending > 0 ? i18n._(msg`Offline · ${waiting}`) : i18n._(msg`Offline`),
        short: pending > 0 ? i18n._(msg`Offline · ${pending}`) : i18n._(msg`Offline`),
        action: null,
      };
    }
    case 'syncing':
      return { tone: 'syncing', text: i18n._(msg`Syncing…`), short: i18n._(msg`Syncing…`), action: null };
    case 'error': {
      const reason = s.lastError ?? i18n._(msg`unknown error`);
      return { tone: 'error', text: i18n._(msg`Sync failed: ${reason}`), short: i18n._(msg`Sync failed`), action: 'retry' };
    }
    case 'needs_auth':
      return { tone: 'error', text: i18n._(msg`Sign in again to send your changes`), short: i18n._(msg`Sign in again`), action: 'sign_in' };
    case 'idle':
    default:
      // Writes are debounced before a pass starts: until then they are "waiting", not "saved".
      if (pending > 0) return { tone: 'waiting', text: changesWaiting(pending, i18n), short: i18n._(msg`${pending} waiting`), action: null };
      return { tone: 'saved', text: i18n._(msg`All changes saved`), short: i18n._(msg`Saved`), action: null };
  }
}

/** The first-pull banner; null when no device-first pull is running. */
export function firstSyncText(s: SyncStatus, i18n: I18n): string | null {
  if (!s.progress?.initial) return null;
  const n = s.progress.pulled;
  return i18n._(plural(n, { one: 'Loading your salon… # record', other: 'Loading your salon… # records' }));
}
