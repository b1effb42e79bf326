import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { SyncStatus } from '../../../sync/engine';
import { firstSyncText, syncStatusView } from './sync-status-view';

/** English needs no catalog: each message carries its own text. */
const en = setupI18n({ locale: 'en', messages: { en: {} } });
const idle: SyncStatus = { phase: 'idle', pending: 0, lastError: null, lastSyncedAt: null, progress: null, leader: true, live: false };

describe('sync status words', () => {
  it('offline, with what waits', () => {
    expect(syncStatusView({ ...idle, phase: 'offline' }, en)).toMatchObject({ tone: 'offline', text: 'Offline', action: null });
    expect(syncStatusView({ ...idle, phase: 'offline', pending: 3 }, en)).toMatchObject({ text: 'Offline · 3 changes waiting', short: 'Offline · 3' });
    expect(syncStatusView({ ...idle, phase: 'offline', pending: 1 }, en).text).toBe('Offline · 1 change waiting');
  });

  it('waiting, syncing, saved', () => {
    expect(syncStatusView({ ...idle, pending: 3 }, en)).toMatchObject({ tone: 'waiting', text: '3 changes waiting' });
    expect(syncStatusView({ ...idle, phase: 'syncing', pending: 3 }, en)).toMatchObject({ tone: 'syncing', text: 'Syncing…' });
    expect(syncStatusView(idle, en)).toMatchObject({ tone: 'saved', text: 'All changes saved', short: 'Saved' });
  });

  it('error with the reason and a retry; expired session asks to sign in again', () => {
    expect(syncStatusView({ ...idle, phase: 'error', lastError: 'HTTP 500' }, en)).toMatchObject({
      tone: 'error',
      text: 'Sync failed: HTTP 500',
      action: 'retry',
    });
    expect(syncStatusView({ ...idle, phase: 'needs_auth' }, en)).toMatchObject({ text: 'Sign in again to send your changes', action: 'sign_in' });
  });

  it('says whether saves from other devices arrive live or by the poll, while in touch with the server', () => {
    expect(syncStatusView({ ...idle, live: true }, en)).toMatchObject({ text: 'All changes saved', signal: 'Live' });
    expect(syncStatusView({ ...idle, phase: 'syncing', live: true }, en).signal).toBe('Live');
    expect(syncStatusView(idle, en).signal).toBe('Checking every few seconds');
    expect(syncStatusView({ ...idle, phase: 'offline', live: false }, en).signal).toBeNull();
    expect(syncStatusView({ ...idle, phase: 'error', lastError: 'HTTP 500', live: true }, en).signal).toBeNull();
    expect(syncStatusView({ ...idle, phase: 'needs_auth' }, en).signal).toBeNull();
  });

  it('first-sync banner only on a device-first pull', () => {
    expect(firstSyncText(idle, en)).toBeNull();
    expect(firstSyncText({ ...idle, phase: 'syncing', progress: { pulled: 40, initial: false } }, en)).toBeNull();
    expect(firstSyncText({ ...idle, phase: 'syncing', progress: { pulled: 0, initial: true } }, en)).toBe('Loading your salon… 0 records');
    expect(firstSyncText({ ...idle, phase: 'syncing', progress: { pulled: 1, initial: true } }, en)).toBe('Loading your salon… 1 record');
  });
});
