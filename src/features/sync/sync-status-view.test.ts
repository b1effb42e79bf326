import { describe, expect, it } from 'vitest';
import type { SyncStatus } from '../../../sync/engine';
import { firstSyncText, syncStatusView } from './sync-status-view';

const idle: SyncStatus = { phase: 'idle', pending: 0, lastError: null, lastSyncedAt: null, progress: null, leader: true, live: false };

describe('sync status words', () => {
  it('offline, with what waits', () => {
    expect(syncStatusView({ ...idle, phase: 'offline' })).toMatchObject({ tone: 'offline', text: 'Offline', action: null });
    expect(syncStatusView({ ...idle, phase: 'offline', pending: 3 })).toMatchObject({ text: 'Offline · 3 changes waiting', short: 'Offline · 3' });
    expect(syncStatusView({ ...idle, phase: 'offline', pending: 1 }).text).toBe('Offline · 1 change waiting');
  });

  it('waiting, syncing, saved', () => {
    expect(syncStatusView({ ...idle, pending: 3 })).toMatchObject({ tone: 'waiting', text: '3 changes waiting' });
    expect(syncStatusView({ ...idle, phase: 'syncing', pending: 3 })).toMatchObject({ tone: 'syncing', text: 'Syncing…' });
    expect(syncStatusView(idle)).toMatchObject({ tone: 'saved', text: 'All changes saved', short: 'Saved' });
  });

  it('error with the reason and a retry; expired session asks to sign in again', () => {
    expect(syncStatusView({ ...idle, phase: 'error', lastError: 'HTTP 500' })).toMatchObject({ tone: 'error', text: 'Sync failed: HTTP 500', action: 'retry' });
    expect(syncStatusView({ ...idle, phase: 'needs_auth' })).toMatchObject({ text: 'Sign in again to send your changes', action: 'sign_in' });
  });

  it('says whether saves from other devices arrive live or by the poll, while in touch with the server', () => {
    expect(syncStatusView({ ...idle, live: true })).toMatchObject({ text: 'All changes saved', signal: 'Live' });
    expect(syncStatusView({ ...idle, phase: 'syncing', live: true }).signal).toBe('Live');
    expect(syncStatusView(idle).signal).toBe('Checking every few seconds');
    expect(syncStatusView({ ...idle, phase: 'offline', live: false }).signal).toBeNull();
    expect(syncStatusView({ ...idle, phase: 'error', lastError: 'HTTP 500', live: true }).signal).toBeNull();
    expect(syncStatusView({ ...idle, phase: 'needs_auth' }).signal).toBeNull();
  });

  it('first-sync banner only on a device-first pull', () => {
    expect(firstSyncText(idle)).toBeNull();
    expect(firstSyncText({ ...idle, phase: 'syncing', progress: { pulled: 40, initial: false } })).toBeNull();
    expect(firstSyncText({ ...idle, phase: 'syncing', progress: { pulled: 0, initial: true } })).toBe('Loading your salon… 0 records');
    expect(firstSyncText({ ...idle, phase: 'syncing', progress: { pulled: 1, initial: true } })).toBe('Loading your salon… 1 record');
  });
});
