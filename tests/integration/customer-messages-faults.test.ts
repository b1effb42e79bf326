// Customer messages when things go wrong: a sender that dies between sending and
// recording, two senders at once, a mail server that is down, the owner's settings changing the
// queue, and what an owner's device may and may not do to a message. Real backend, real sender,
// real SMTP catcher; the sender's clock is injected.
import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { patchRow, putRow } from '../../src/db/writer';
import { messageSettingsId } from '../../src/domain/ids';
import { readBodyParts } from '../../src/domain/notification-parts';
import { createMailer } from '../../sync/server/mailer';
import { admin, book, mailsTo, messagesOf, senderAt, startMessagesSalon, type MessagesSalon } from './messages-harness';

let salon: MessagesSalon;
beforeAll(async () => {
  salon = await startMessagesSalon();
});
afterAll(() => salon?.close());
beforeEach(() => salon.backend.mail!.clear());

const plus = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000).toISOString();
const T = '2031-10-30T13:00:00.000Z';

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('exactly once', () => {
  it('a sender that dies between sending and recording: the message is not sent again, and the owner is told', async () => {
    const to = 'crash@example.com';
    const appt = await book(salon, '09:00', to);
    const dying = senderAt(salon, T, { beforeRecord: () => Promise.reject(new Error('killed between send and record')) });
    await expect(dying.tick()).rejects.toThrow('killed between send and record');
    expect(mailsTo(salon, to)).toHaveLength(1);
    expect((await messagesOf(salon, appt.id)).find((m) => m.kind === 'confirmation')?.status).toBe('sending');

    // Another sender within the dead one's lease leaves it alone.
    await senderAt(salon, plus(T, 60)).drain();
    expect((await messagesOf(salon, appt.id)).find((m) => m.kind === 'confirmation')?.status).toBe('sending');
    // After the lease it is failed, never re-sent on its own.
    await senderAt(salon, plus(T, 300)).drain();
    const failed = (await messagesOf(salon, appt.id)).find((m) => m.kind === 'confirmation')!;
    expect(failed.status).toBe('failed');
    expect(failed.last_error).toContain('may not have gone out');
    expect(mailsTo(salon, to)).toHaveLength(1);
    const { data: told } = await admin(salon)
      .from('notifications')
      .select('kind, source, title, body, body_parts')
      .eq('appointment_id', appt.id)
      .eq('kind', 'delivery_failed');
    expect(told).toEqual([expect.objectContaining({ kind: 'delivery_failed', source: 'server', title: 'Message not delivered' })]);
    expect(told![0].body).toContain('confirmation email to Ana Lopez');
    // The same in parts, for the owner's device to write in her language.
    expect(readBodyParts(told![0].body_parts)).toMatchObject({ about: 'failed', message: 'confirmation', channel: 'email', customer: 'Ana Lopez' });

    // The owner asks for it again from the tablet: it goes once more, on her word.
    await salon.tablet.sync();
    await patchRow(salon.tablet.ctx, 'customer_messages', failed.id, { resend_requested_at: plus(T, 400) });
    await salon.tablet.sync();
    expect((await messagesOf(salon, appt.id)).find((m) => m.id === failed.id)).toMatchObject({ status: 'queued', attempts: 0, last_error: null });
    await senderAt(salon, plus(T, 3600)).drain();
    expect(mailsTo(salon, to)).toHaveLength(2);
  });

  it('two senders draining at once send every message once', async () => {
    const booked = [];
    for (const [i, start] of ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'].entries()) {
      booked.push(await book(salon, start, `race${i}@example.com`, '2031-11-04'));
    }
    const a = senderAt(salon, T, { batchSize: 2, concurrency: 2 });
    const b = senderAt(salon, T, { batchSize: 2, concurrency: 2 });
    const [ra, rb] = await Promise.all([a.drain(), b.drain()]);
    expect(ra.sent + rb.sent).toBe(booked.length);
    for (let i = 0; i < booked.length; i++) expect(mailsTo(salon, `race${i}@example.com`)).toHaveLength(1);
  });
});

describe('an outage', () => {
  it('a mail server that is down leaves the message queued with a later try, then it goes once', async () => {
    const to = 'outage@example.com';
    const appt = await book(salon, '10:00', to, '2031-11-05');
    const down = createMailer({ host: '127.0.0.1', port: await closedPort(), secure: false, from: 'bookings@salon-desk.local' });
    try {
      expect(await senderAt(salon, T, { mailer: down }).drain()).toMatchObject({ retried: 1, sent: 0 });
    } finally {
      down.close();
    }
    const waiting = (await messagesOf(salon, appt.id)).find((m) => m.kind === 'confirmation')!;
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, due_at: plus(T, 60) });
    expect(waiting.last_error).toMatch(/ECONNREFUSED|connect/i);

    expect(await senderAt(salon, plus(T, 30)).drain()).toMatchObject({ claimed: 0 });
    await senderAt(salon, plus(T, 61)).drain();
    expect((await messagesOf(salon, appt.id)).find((m) => m.kind === 'confirmation')).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(mailsTo(salon, to)).toHaveLength(1);
  });
});

describe("the owner's settings", () => {
  it('decide which messages are queued and when the reminder goes', async () => {
    const base = {
      id: messageSettingsId(salon.tablet.salonId),
      salon_id: salon.tablet.salonId,
      confirmation_on: false,
      update_on: true,
      cancellation_on: true,
      reminder_on: true,
      sms_on: false,
      reminder_lead_hours: 48,
      from_name: null,
      reply_to: null,
      confirmation_subject: null,
      confirmation_body: null,
      confirmation_sms: null,
      update_subject: null,
      update_body: null,
      update_sms: null,
      cancellation_subject: null,
      cancellation_body: null,
      cancellation_sms: null,
      reminder_subject: null,
      reminder_body: null,
      reminder_sms: null,
    };
    await putRow(salon.tablet.ctx, 'message_settings', base);
    await salon.tablet.sync();
    const appt = await book(salon, '11:00', 'settings@example.com', '2031-11-05');
    const queued = async () => (await messagesOf(salon, appt.id)).filter((m) => m.status === 'queued').map((m) => [m.kind, m.due_at]);
    // No confirmation; the reminder 48 h before 11:00 EST on Wednesday.
    expect(await queued()).toEqual([['reminder', '2031-11-03T16:00:00.000Z']]);

    await patchRow(salon.tablet.ctx, 'message_settings', base.id, { reminder_lead_hours: 2 });
    await salon.tablet.sync();
    expect(await queued()).toEqual([['reminder', '2031-11-05T14:00:00.000Z']]);

    await patchRow(salon.tablet.ctx, 'message_settings', base.id, { reminder_on: false });
    await salon.tablet.sync();
    expect(await queued()).toEqual([]);
    await patchRow(salon.tablet.ctx, 'message_settings', base.id, { reminder_on: true, confirmation_on: true, reminder_lead_hours: 24 });
    await salon.tablet.sync();
    expect(await queued()).toEqual([['reminder', '2031-11-04T16:00:00.000Z']]);
  });
});

describe("an owner's device", () => {
  it('cannot call the sender, nor write what the server keeps on a message', async () => {
    const { error } = await salon.tablet.client.rpc('sender_claim', { p_now: T, p_limit: 10, p_lease_seconds: 60 });
    expect(error?.message).toMatch(/permission denied/);

    const appt = await book(salon, '12:00', 'owner-writes@example.com', '2031-11-05');
    await salon.tablet.sync();
    const row = (await messagesOf(salon, appt.id)).find((m) => m.kind === 'reminder')!;
    await patchRow(salon.tablet.ctx, 'customer_messages', row.id, { status: 'sent', attempts: 0, recipient: 'elsewhere@example.com' });
    await salon.tablet.sync();
    const after = (await messagesOf(salon, appt.id)).find((m) => m.id === row.id)!;
    expect(after).toMatchObject({ status: 'queued', recipient: null, due_at: row.due_at });
  });
});
