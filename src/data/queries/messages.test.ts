import { afterEach, describe, expect, it } from 'vitest';
import { readAppointmentMessages, readMessageSettings } from './messages';
import type { SalonDeskDB } from '../../db/database';
import { askToSendAgain } from '../../db/repositories/customer-messages';
import { saveMessageSettings } from '../../db/repositories/message-settings';
import { ensureSalonForOwner } from '../../db/repositories/salons';
import { PreconditionError, ValidationError } from '../../domain/errors';
import { messageSettingsId, newId } from '../../domain/ids';
import { DEFAULT_MESSAGE_SETTINGS, type MessageSettingsInput } from '../../domain/messages/settings';
import { DEFAULT_TEMPLATES } from '../../domain/messages/templates';
import type { CustomerMessage } from '../../domain/types';
import { freshDevice } from '../../../tests/support/db-helpers';

const opened: SalonDeskDB[] = [];
afterEach(async () => {
  for (const d of opened.splice(0)) await d.delete();
});

const NOW = Date.parse('2026-11-24T10:00:00.000Z');

async function device() {
  const { db, ctx } = await freshDevice(() => NOW);
  opened.push(db);
  const salon = await ensureSalonForOwner({ id: newId(), email: 'o@example.com', salonName: 'Lotus Nails', salonPhone: '555-0100' }, ctx);
  await db.outbox.clear();
  return { db, ctx, salonId: salon.id };
}

const input = (over: Partial<MessageSettingsInput> = {}): MessageSettingsInput => ({ ...DEFAULT_MESSAGE_SETTINGS, ...over });

/** A message as the server made it and a pull brought it. */
const pulled = (salonId: string, over: Partial<CustomerMessage> = {}): CustomerMessage => ({
  id: newId(),
  salon_id: salonId,
  appointment_id: 'appt-1',
  kind: 'confirmation',
  channel: 'email',
  appointment_version: 1,
  status: 'failed',
  recipient: 'ana@example.com',
  due_at: '2026-11-24T09:00:00.000Z',
  attempts: 8,
  sent_at: null,
  provider_id: null,
  last_error: 'The mail server refused the message.',
  resend_requested_at: null,
  updated_at: '0000000000001-0000-server',
  deleted: false,
  version: 7,
  ...over,
});

describe('saveMessageSettings', () => {
  it('creates the one row with the id derived from the salon, and queues it for sync', async () => {
    const d = await device();
    expect(await readMessageSettings(d.db, d.salonId)).toBeNull();
    const own = 'Hi {customer_name}, see you {weekday} at {time}!';
    const row = await saveMessageSettings(
      d.salonId,
      input({ sms_on: true, reminder_lead_hours: '48', from_name: ' Lotus ', reminder_sms: own, confirmation_subject: DEFAULT_TEMPLATES.confirmation.subject }),
      d.ctx,
    );
    expect(row).toMatchObject({
      id: messageSettingsId(d.salonId),
      salon_id: d.salonId,
      sms_on: true,
      reminder_lead_hours: 48,
      from_name: 'Lotus',
      reminder_sms: own,
      confirmation_subject: null,
      deleted: false,
      version: null,
    });
    expect(await readMessageSettings(d.db, d.salonId)).toEqual(row);
    const entries = await d.db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ table: 'message_settings', op: 'put', row_id: messageSettingsId(d.salonId), salon_id: d.salonId });
    expect(entries[0].fields).toMatchObject({ sms_on: true, reminder_lead_hours: 48, reminder_sms: own });
  });

  it('a later save sends only what changed', async () => {
    const d = await device();
    await saveMessageSettings(d.salonId, input(), d.ctx);
    await saveMessageSettings(d.salonId, input({ reminder_on: false, reply_to: 'desk@lotus.example' }), d.ctx);
    const entries = await d.db.outbox.orderBy('seq').toArray();
    expect(entries.map((e) => e.op)).toEqual(['put', 'patch']);
    expect(entries[1].fields).toEqual({ reminder_on: false, reply_to: 'desk@lotus.example' });
    // Saving the same again writes nothing.
    await saveMessageSettings(d.salonId, input({ reminder_on: false, reply_to: 'desk@lotus.example' }), d.ctx);
    expect(await d.db.outbox.count()).toBe(2);
  });

  it('bad input changes nothing and names its field', async () => {
    const d = await device();
    await expect(saveMessageSettings(d.salonId, input({ reply_to: 'not-an-address' }), d.ctx)).rejects.toMatchObject({
      name: 'ValidationError',
      field: 'reply_to',
      message: 'Reply-to address must be a valid email address',
    });
    await expect(saveMessageSettings(d.salonId, input({ update_sms: 'Moved to {tiem}' }), d.ctx)).rejects.toBeInstanceOf(ValidationError);
    await expect(saveMessageSettings(d.salonId, input({ reminder_lead_hours: '169' }), d.ctx)).rejects.toBeInstanceOf(ValidationError);
    expect(await d.db.message_settings.count()).toBe(0);
    expect(await d.db.outbox.count()).toBe(0);
  });

  it('needs a salon', async () => {
    const d = await device();
    await expect(saveMessageSettings(null, input(), d.ctx)).rejects.toBeInstanceOf(PreconditionError);
    await expect(saveMessageSettings(newId(), input(), d.ctx)).rejects.toThrow('No salon found');
    expect(await d.db.outbox.count()).toBe(0);
  });
});

describe('askToSendAgain', () => {
  it('writes resend_requested_at (now, ISO) and nothing else', async () => {
    const d = await device();
    const m = pulled(d.salonId);
    await d.db.customer_messages.put(m);
    const after = await askToSendAgain(m.id, d.ctx);
    expect(after.resend_requested_at).toBe('2026-11-24T10:00:00.000Z');
    const [entry] = await d.db.outbox.toArray();
    expect(entry).toMatchObject({ table: 'customer_messages', op: 'patch', row_id: m.id, salon_id: d.salonId });
    expect(entry.fields).toEqual({ resend_requested_at: '2026-11-24T10:00:00.000Z' });
    // Everything the server owns is as it was pulled.
    const { updated_at: _u, resend_requested_at: _r, ...rest } = after;
    const { updated_at: _u0, resend_requested_at: _r0, ...before } = m;
    expect(rest).toEqual(before);
  });

  it('is refused for a message that is not failed or skipped, or is gone', async () => {
    const d = await device();
    const sent = pulled(d.salonId, { status: 'sent', sent_at: '2026-11-24T09:01:00.000Z', last_error: null });
    const gone = pulled(d.salonId, { deleted: true });
    await d.db.customer_messages.bulkPut([sent, gone]);
    await expect(askToSendAgain(sent.id, d.ctx)).rejects.toThrow('Only a message that failed or was not sent can be sent again');
    await expect(askToSendAgain(gone.id, d.ctx)).rejects.toBeInstanceOf(PreconditionError);
    await expect(askToSendAgain(newId(), d.ctx)).rejects.toBeInstanceOf(PreconditionError);
    expect(await d.db.outbox.count()).toBe(0);
  });
});

describe('readAppointmentMessages', () => {
  it("lists the appointment's live messages by due time, a waiting Send again marked", async () => {
    const d = await device();
    const reminder = pulled(d.salonId, { kind: 'reminder', status: 'queued', due_at: '2026-11-30T14:00:00.000Z', attempts: 0, last_error: null });
    const skipped = pulled(d.salonId, { channel: 'sms', status: 'skipped', last_error: 'No phone number for this customer.' });
    const failed = pulled(d.salonId, { due_at: '2026-11-24T08:00:00.000Z' });
    const tombstone = pulled(d.salonId, { deleted: true });
    const other = pulled(d.salonId, { appointment_id: 'appt-2' });
    await d.db.customer_messages.bulkPut([reminder, skipped, failed, tombstone, other]);
    await askToSendAgain(skipped.id, d.ctx);
    const rows = await readAppointmentMessages(d.db, 'appt-1');
    expect(rows.map((r) => [r.id, r.resendWaiting])).toEqual([
      [failed.id, false],
      [skipped.id, true],
      [reminder.id, false],
    ]);
  });
});
