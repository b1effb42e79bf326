import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { afterFailure, MAX_ATTEMPTS, recipientFor, RETRY_CAP_MS, staleOutcome } from './delivery';

const now = new Date('2031-03-01T10:00:00.000Z');
const later = new Date('2031-03-05T10:00:00.000Z');
const active = { date: '2031-03-05', start_time: '10:00', status: 'confirmed', deleted: false };

describe('recipientFor', () => {
  it('sends email to a valid address and says why otherwise', () => {
    expect(recipientFor('email', { email: ' ana@example.com ' })).toEqual({ to: 'ana@example.com' });
    expect(recipientFor('email', { email: 'not-an-email@' })).toEqual({ skip: 'The email address "not-an-email@" is not valid.' });
    expect(recipientFor('email', { email: null })).toEqual({ skip: 'No email address for this customer.' });
    expect(recipientFor('email', null)).toEqual({ skip: 'No email address for this customer.' });
  });

  it('texts the E.164 key only', () => {
    expect(recipientFor('sms', { phone: '(212) 555-0142', phone_key: '+12125550142' })).toEqual({ to: '+12125550142' });
    expect(recipientFor('sms', { phone: 'ask at desk', phone_key: null })).toEqual({ skip: 'The phone number "ask at desk" cannot receive text messages.' });
    expect(recipientFor('sms', { phone: '', phone_key: null })).toEqual({ skip: 'No phone number for this customer.' });
  });
});

describe('staleOutcome', () => {
  it('lets an upcoming active appointment through', () => {
    expect(staleOutcome('reminder', active, later, now)).toBeNull();
  });
  it('drops messages of a deleted or no longer booked appointment, but still sends a cancellation', () => {
    expect(staleOutcome('reminder', { ...active, deleted: true }, later, now)?.status).toBe('superseded');
    expect(staleOutcome('reminder', { ...active, status: 'canceled' }, later, now)?.status).toBe('superseded');
    expect(staleOutcome('cancellation', { ...active, status: 'canceled' }, later, now)).toBeNull();
  });
  it('skips anything once the appointment has started', () => {
    expect(staleOutcome('confirmation', active, now, now)).toEqual({ status: 'skipped', reason: 'The appointment had already started.' });
  });
});

describe('afterFailure', () => {
  const transient = { message: 'connect ECONNREFUSED', retryable: true };
  it('retries a transient error after a doubling wait, capped', () => {
    expect(afterFailure(transient, 1, now, later)).toEqual({ status: 'queued', due_at: '2031-03-01T10:01:00.000Z' });
    expect(afterFailure(transient, 3, now, later)).toEqual({ status: 'queued', due_at: '2031-03-01T10:04:00.000Z' });
    expect(afterFailure(transient, 7, now, later)).toEqual({ status: 'queued', due_at: new Date(now.getTime() + RETRY_CAP_MS).toISOString() });
  });
  it('gives up on a permanent error, after the last attempt, or when the next try comes too late', () => {
    expect(afterFailure({ message: '550 no such user', retryable: false }, 1, now, later)).toEqual({ status: 'failed', reason: '550 no such user' });
    expect(afterFailure(transient, MAX_ATTEMPTS, now, later)).toMatchObject({
      status: 'failed',
      reason: expect.stringContaining(`after ${MAX_ATTEMPTS} attempts`),
    });
    expect(afterFailure(transient, 1, now, new Date(now.getTime() + 30_000))).toMatchObject({
      status: 'failed',
      reason: expect.stringContaining('before the appointment'),
    });
  });
  it('never schedules a retry at or after the appointment, nor before now', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_ATTEMPTS + 2 }), fc.integer({ min: 1, max: 10 * 86_400_000 }), (attempts, ahead) => {
        const starts = new Date(now.getTime() + ahead);
        const d = afterFailure(transient, attempts, now, starts);
        if (d.status === 'queued') {
          const due = Date.parse(d.due_at);
          expect(due).toBeGreaterThan(now.getTime());
          expect(due).toBeLessThan(starts.getTime());
          expect(attempts).toBeLessThan(MAX_ATTEMPTS);
        }
      }),
    );
  });
});
