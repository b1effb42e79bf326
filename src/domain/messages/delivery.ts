// What the sender does with one claimed customer message, as pure decisions: where it
// goes (or why it cannot go), whether it is still worth sending, and after a failed attempt,
// when to try again or when to give up. The sender (sync/server/sender.ts) only carries them out.
import { z } from 'zod';
import type { MessageChannel, MessageKind } from '../types';

/** Attempts before a message is given up as failed (the owner is then told). */
export const MAX_ATTEMPTS = 8;
/** The first retry waits this long; each next one twice as long, up to RETRY_CAP_MS. */
export const RETRY_BASE_MS = 60_000;
export const RETRY_CAP_MS = 60 * 60_000;

export interface ClaimedAppointment {
  date: string;
  start_time: string;
  status: string;
  deleted: boolean;
}

export interface Recipient {
  to: string;
}

export interface Skip {
  skip: string;
}

const emailSchema = z.email();

/** The customer's address for the channel, or why there is none to send to. */
export function recipientFor(
  channel: MessageChannel,
  customer: { name?: string | null; email?: string | null; phone?: string | null; phone_key?: string | null } | null,
): Recipient | Skip {
  if (channel === 'email') {
    const email = customer?.email?.trim() ?? '';
    if (!email) return { skip: 'No email address for this customer.' };
    if (!emailSchema.safeParse(email).success) return { skip: `The email address "${email}" is not valid.` };
    return { to: email };
  }
  if (customer?.phone_key) return { to: customer.phone_key };
  const phone = customer?.phone?.trim() ?? '';
  return { skip: phone ? `The phone number "${phone}" cannot receive text messages.` : 'No phone number for this customer.' };
}

/**
 * Null when the message should still go; otherwise what becomes of it. A change of the appointment
 * normally supersedes its queued messages on the server already; this covers the rows claimed in
 * the same moment, and a sender that was down past the appointment's start.
 */
export function staleOutcome(
  kind: MessageKind,
  appointment: ClaimedAppointment,
  startsAt: Date,
  now: Date,
): { status: 'superseded' | 'skipped'; reason: string } | null {
  if (appointment.deleted) return { status: 'superseded', reason: 'The appointment was deleted.' };
  const active = appointment.status === 'pending' || appointment.status === 'confirmed';
  if (kind !== 'cancellation' && !active) return { status: 'superseded', reason: 'The appointment is no longer booked.' };
  if (startsAt.getTime() <= now.getTime()) return { status: 'skipped', reason: 'The appointment had already started.' };
  return null;
}

export type RetryDecision = { status: 'queued'; due_at: string } | { status: 'failed'; reason: string };

/**
 * After a failed attempt (`attempts` counts it): try again later with a doubling wait, unless the
 * error is permanent, the attempts are spent, or the next try would come after the appointment.
 */
export function afterFailure(error: { message: string; retryable: boolean }, attempts: number, now: Date, startsAt: Date): RetryDecision {
  if (!error.retryable) return { status: 'failed', reason: error.message };
  if (attempts >= MAX_ATTEMPTS) return { status: 'failed', reason: `Gave up after ${attempts} attempts: ${error.message}` };
  const wait = Math.min(RETRY_BASE_MS * 2 ** Math.max(attempts - 1, 0), RETRY_CAP_MS);
  const next = new Date(now.getTime() + wait);
  if (next.getTime() >= startsAt.getTime()) return { status: 'failed', reason: `Not delivered before the appointment: ${error.message}` };
  return { status: 'queued', due_at: next.toISOString() };
}
