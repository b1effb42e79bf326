// What the top bar says about sync (docs/behaviour.md#top-bar: offline / N changes waiting / syncing / all
// saved / error). Pure, so every state's words are unit-tested.
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

export const LIVE_TEXT = 'Live';
export const POLLING_TEXT = 'Checking every few seconds';

export function changesWaiting(n: number): string {
  return `${n} ${n === 1 ? 'change' : 'changes'} waiting`;
}

export function syncStatusView(s: SyncStatus): SyncStatusView {
  const signal = s.phase === 'idle' || s.phase === 'syncing' ? (s.live ? LIVE_TEXT : POLLING_TEXT) : null;
  return { ...phaseView(s), signal };
}

function phaseView(s: SyncStatus): Omit<SyncStatusView, 'signal'> {
  switch (s.phase) {
    case 'offline':
      return {
        tone: 'offline',
        text: s.pending > 0 ? `Offline · ${changesWaiting(s.pending)}` : 'Offline',
        short: s.pending > 0 ? `Offline · ${s.pending}` : 'Offline',
        action: null,
      };
    case 'syncing':
      return { tone: 'syncing', text: 'Syncing…', short: 'Syncing…', action: null };
    case 'error':
      return { tone: 'error', text: `Sync failed: ${s.lastError ?? 'unknown error'}`, short: 'Sync failed', action: 'retry' };
    case 'needs_auth':
      return { tone: 'error', text: 'Sign in again to send your changes', short: 'Sign in again', action: 'sign_in' };
    case 'idle':
    default:
      // Writes are debounced before a pass starts: until then they are "waiting", not "saved".
      if (s.pending > 0) return { tone: 'waiting', text: changesWaiting(s.pending), short: `${s.pending} waiting`, action: null };
      return { tone: 'saved', text: 'All changes saved', short: 'Saved', action: null };
  }
}

/** The first-pull banner; null when no device-first pull is running. */
export function firstSyncText(s: SyncStatus): string | null {
  if (!s.progress?.initial) return null;
  const n = s.progress.pulled;
  return `Loading your salon… ${n} ${n === 1 ? 'record' : 'records'}`;
}
