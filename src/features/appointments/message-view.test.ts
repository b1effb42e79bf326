import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { CustomerMessage } from '../../domain/types';
import { CHANNEL_LABELS, MESSAGE_KIND_LABELS, messageStatusText, messageTime, resendState, serverState } from './message-view';

const NY = 'America/New_York';
const msg = (over: Partial<CustomerMessage> = {}): CustomerMessage & { resendWaiting: boolean } => ({
  id: 'm1',
  salon_id: 's1',
  appointment_id: 'a1',
  kind: 'confirmation',
  channel: 'email',
  appointment_version: 1,
  status: 'queued',
  recipient: null,
  due_at: '2026-12-01T14:00:00.000Z',
  attempts: 0,
  sent_at: null,
  provider_id: null,
  last_error: null,
  resend_requested_at: null,
  updated_at: 'x',
  deleted: false,
  version: 3,
  resendWaiting: false,
  ...over,
});

describe('message times', () => {
  it("reads a UTC instant on the salon's clock", () => {
    expect(messageTime('2026-12-01T14:00:00.000Z', NY)).toBe('Tue, Dec 1, 09:00');
    expect(messageTime('2026-12-01T14:00:00.000Z', 'Asia/Tokyo')).toBe('Tue, Dec 1, 23:00');
    // Midnight is 00:00, and the day is the salon's.
    expect(messageTime('2026-12-02T05:00:00.000Z', NY)).toBe('Wed, Dec 2, 00:00');
  });

  it('falls back to the device zone for an unknown zone, and shows bad text as is', () => {
    expect(messageTime('2026-12-01T14:00:00.000Z', 'Mars/Olympus')).toMatch(/Dec/);
    expect(messageTime('not a time', NY)).toBe('not a time');
  });
});

describe('message status in words', () => {
  it('names kinds and channels', () => {
    expect(Object.values(MESSAGE_KIND_LABELS).map((d) => i18n._(d))).toEqual(['Confirmation', 'Update', 'Cancellation notice', 'Reminder']);
    expect([i18n._(CHANNEL_LABELS.email), i18n._(CHANNEL_LABELS.sms)]).toEqual(['Email', 'Text']);
  });

  it('says when a queued reminder is due, and when a retry comes', () => {
    expect(messageStatusText(msg(), NY)).toBe('Queued');
    expect(messageStatusText(msg({ kind: 'reminder' }), NY)).toBe('Queued, due Tue, Dec 1, 09:00');
    expect(messageStatusText(msg({ attempts: 2 }), NY)).toBe('Queued, trying again Tue, Dec 1, 09:00');
  });

  it('says when and to whom it was sent, and why it was not', () => {
    expect(messageStatusText(msg({ status: 'sending' }), NY)).toBe('Sending');
    expect(messageStatusText(msg({ status: 'sent', sent_at: '2026-11-24T15:04:00.000Z', recipient: 'ana@example.com' }), NY)).toBe(
      'Sent Tue, Nov 24, 10:04 to ana@example.com',
    );
    expect(messageStatusText(msg({ status: 'failed', last_error: 'The mail server refused the message.' }), NY)).toBe(
      'Failed: The mail server refused the message.',
    );
    expect(messageStatusText(msg({ status: 'skipped', last_error: 'No email address for this customer.' }), NY)).toBe(
      'Not sent: No email address for this customer.',
    );
    expect(messageStatusText(msg({ status: 'failed' }), NY)).toBe('Failed: no reason was given');
    expect(messageStatusText(msg({ status: 'superseded', last_error: 'The appointment was deleted.' }), NY)).toBe('Replaced by a newer message');
  });
});

describe('Send again', () => {
  it('is offered for failed and skipped messages only', () => {
    expect(resendState(msg({ status: 'failed' }), undefined)).toBe('offer');
    expect(resendState(msg({ status: 'skipped' }), undefined)).toBe('offer');
    for (const status of ['queued', 'sending', 'sent', 'superseded'] as const) expect(resendState(msg({ status }), undefined)).toBe('none');
  });

  it('shows as asked while the request waits, or until the server changes the row', () => {
    const base = { status: 'failed', last_error: 'Timed out', attempts: 8 } as const;
    const failed = msg(base);
    expect(resendState({ ...failed, resendWaiting: true }, undefined)).toBe('asked');
    const askedAt = serverState(failed);
    // Pushed (a new version, our stamp) but the server's answer not pulled yet: still asked.
    expect(resendState(msg({ ...base, version: 4, resend_requested_at: '2026-12-01T14:05:00.000Z' }), askedAt)).toBe('asked');
    // The server re-queued it: no button.
    expect(resendState({ ...failed, status: 'queued', attempts: 0, last_error: null }, askedAt)).toBe('none');
    // It failed again later: the button is back.
    expect(resendState({ ...failed, due_at: '2026-12-01T15:00:00.000Z' }, askedAt)).toBe('offer');
  });
});
