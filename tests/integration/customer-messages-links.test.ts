// Manage links in customer messages: while the salon's online booking is on, the
// confirmation and the reminder each carry a link to /a/<token> that opens the appointment through
// the anonymous function; a cancellation notice carries none; with online booking off, no link.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { updateAppointmentStatus } from '../../src/db/repositories/appointments';
import { saveSalonSettingsRow } from '../../src/db/repositories/salon-settings-row';
import type { PublicManageView } from '../../src/domain/public-booking/contract';
import { clientFor } from './helpers';
import { book, mailsTo, senderAt, startMessagesSalon, type MessagesSalon } from './messages-harness';

let salon: MessagesSalon;
beforeAll(async () => {
  salon = await startMessagesSalon();
});
afterAll(() => salon?.close());
beforeEach(() => salon.backend.mail!.clear());

const SITE = 'https://lotus.example';
const linkIn = (text: string) => new RegExp(`Change or cancel online: ${SITE}/a/([0-9a-f]{64})`).exec(text)?.[1] ?? null;

async function onlineBooking(on: boolean) {
  await saveSalonSettingsRow(salon.tablet.ctx, 'booking_settings', salon.tablet.salonId, {
    min_notice_minutes: 0,
    max_advance_days: 730,
    slot_interval: 60,
    self_booking_status: 'confirmed',
    online_booking: on,
    booking_slug: 'lotus-nails-links',
    online_cancel_notice_minutes: 1440,
  });
  await salon.tablet.sync();
}

describe('manage links in messages', () => {
  it('confirmation and reminder carry a working link while online booking is on; the cancellation notice none', async () => {
    await onlineBooking(true);
    const appt = await book(salon, '11:00', 'lee@example.com');
    await senderAt(salon, '2031-10-30T13:00:00Z', { siteUrl: `${SITE}/` }).drain();
    const [confirmation] = mailsTo(salon, 'lee@example.com');
    const token = linkIn(confirmation.text);
    expect(token).not.toBeNull();
    const view = await clientFor(salon.backend).rpc('public_appointment', { p_token: token });
    expect(view.error).toBeNull();
    expect((view.data as PublicManageView).appointment).toMatchObject({ date: appt.appointment_date, start: '11:00', status: 'confirmed' });

    await senderAt(salon, '2031-11-02T20:00:00Z', { siteUrl: SITE }).drain();
    const reminder = mailsTo(salon, 'lee@example.com').find((m) => m.subject.startsWith('Reminder'))!;
    const second = linkIn(reminder.text);
    // Each message gets its own token; both open the same appointment.
    expect(second).not.toBeNull();
    expect(second).not.toBe(token);

    salon.backend.mail!.clear();
    await updateAppointmentStatus(appt.id, 'canceled', salon.tablet.ctx);
    await salon.tablet.sync();
    await senderAt(salon, '2031-11-02T21:00:00Z', { siteUrl: SITE }).drain();
    const [notice] = mailsTo(salon, 'lee@example.com');
    expect(notice.subject).toContain('cancelled');
    expect(notice.text).not.toContain('/a/');
  });

  it('with online booking off, messages carry no link', async () => {
    await onlineBooking(false);
    await book(salon, '13:00', 'kai@example.com');
    await senderAt(salon, '2031-10-30T13:00:00Z', { siteUrl: SITE }).drain();
    const [mail] = mailsTo(salon, 'kai@example.com');
    expect(mail.text).not.toContain('Change or cancel online');
  });
});
