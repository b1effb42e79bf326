// "Messages to the customer" in the appointment details: each message the backend
// queued or sent, in words. Pure, beside its test. Instants (due_at, sent_at) are UTC on the rows
// and shown on the salon's clock, like the salon's hours.
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { isValidTimeZone } from '../../domain/dates';
import type { CustomerMessage, MessageChannel, MessageKind } from '../../domain/types';

export const MESSAGE_KIND_LABELS: Record<MessageKind, MessageDescriptor> = {
  confirmation: msg`Confirmation`,
  update: msg`Update`,
  cancellation: msg`Cancellation notice`,
  reminder: msg`Reminder`,
};

export const CHANNEL_LABELS: Record<MessageChannel, MessageDescriptor> = { email: msg`Email`, sms: msg`Text` };

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(zone: string | undefined, locale: string): Intl.DateTimeFormat {
  const key = `${locale}|${zone ?? ''}`;
  let f = formats.get(key);
  if (!f) {
    // h23: midnight reads 00:00, as every time in the app does.
    f = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: zone,
    });
    formats.set(key, f);
  }
  return f;
}

/**
 * "Tue, Dec 1, 15:00" on the salon's clock (the device's when the salon's zone is unknown here),
 * in the owner's language (US English's words in English, as it always read).
 */
export function messageTime(iso: string, timeZone: string | null | undefined, language: string = i18n.locale): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return formatIn(timeZone && isValidTimeZone(timeZone) ? timeZone : undefined, language === 'en' ? 'en-US' : language).format(d);
}

type Shown = Pick<CustomerMessage, 'kind' | 'status' | 'due_at' | 'sent_at' | 'recipient' | 'last_error' | 'attempts'>;

/** The message's state in words; the words carry it, the colour only repeats it. */
export function messageStatusText(m: Shown, timeZone: string | null | undefined): string {
  // The provider's or the sender's own words: shown as they came.
  const reason = m.last_error?.trim() || t`no reason was given`;
  const due = messageTime(m.due_at, timeZone);
  switch (m.status) {
    case 'queued':
      // A retry waits for its turn; a reminder waits for its time before the visit.
      if (m.attempts > 0) return t`Queued, trying again ${due}`;
      return m.kind === 'reminder' ? t`Queued, due ${due}` : t`Queued`;
    case 'sending':
      return t`Sending`;
    case 'sent': {
      const when = m.sent_at ? messageTime(m.sent_at, timeZone) : null;
      const to = m.recipient;
      if (when && to) return t`Sent ${when} to ${to}`;
      if (when) return t`Sent ${when}`;
      return to ? t`Sent to ${to}` : t`Sent`;
    }
    case 'failed':
      return t`Failed: ${reason}`;
    case 'skipped':
      return t`Not sent: ${reason}`;
    case 'superseded':
      return t`Replaced by a newer message`;
  }
}

/** The fields only the server changes: while they stay as they were, the request is still pending. */
export function serverState(m: Pick<CustomerMessage, 'status' | 'due_at' | 'attempts' | 'sent_at' | 'last_error'>): string {
  return JSON.stringify([m.status, m.due_at, m.attempts, m.sent_at, m.last_error]);
}

/**
 * What the "Send again" place shows: nothing (the message is not failed or skipped), the button,
 * or "Asked to send again" until the row changes: while the request waits in this device's
 * outbox, or while the row is as it was when the owner asked here (`askedAt`, its serverState
 * then) — the request has left the outbox but the server's answer is not pulled yet.
 */
export function resendState(m: Shown & { resendWaiting: boolean }, askedAt: string | undefined): 'none' | 'offer' | 'asked' {
  if (m.status !== 'failed' && m.status !== 'skipped') return 'none';
  if (m.resendWaiting) return 'asked';
  return askedAt !== undefined && askedAt === serverState(m) ? 'asked' : 'offer';
}
