// The app's writers derive a notification's English from its parts (domain notificationOf); the
// database writes some rows itself, in SQL: the booking page's (sync_private.notify_online) and the
// sender's (notify_delivery_failed). Each row they write must read back as parts whose English is
// the kind, title and body stored beside them, or the owner's device and her push would disagree.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOf, readBodyParts } from '../../src/domain/notification-parts';
import { admin, book, senderAt, startMessagesSalon, type MessagesSalon } from './messages-harness';
import { anonymous, booking, call, onlineSalon, workday } from './public-booking-harness';

let salon: MessagesSalon;
beforeAll(async () => {
  salon = await startMessagesSalon();
});
afterAll(() => salon?.close());

type Row = Record<string, unknown>;

/** The stored words beside what the stored parts say (null: the row carries no parts it can read). */
function wordsOf(row: Row) {
  const parts = readBodyParts(row.body_parts as string | null);
  if (!parts) return { stored: row, derived: null };
  const derived = parts.about === 'message' ? notificationOf(parts, row.body as string) : notificationOf(parts);
  return { stored: { kind: row.kind, title: row.title, body: row.body }, derived: { kind: derived.kind, title: derived.title, body: derived.body } };
}

describe('the English the database writes is what its parts say', () => {
  it('the booking page: a pending booking, one that made a card for a known phone, a move and a cancellation', async () => {
    const s = await onlineSalon(salon.backend, { selfStatus: 'pending', days: [workday(3), workday(1, workday(3))] });
    const anon = anonymous(salon.backend);
    const phone = '+33 6 44 55 66 77';
    const first = await call<{ status: string; manage_token: string }>(anon, 'public_book', booking(s, { p_phone: phone, p_start: '10:00' }));
    const second = await call<{ status: string; manage_token: string }>(
      anon,
      'public_book',
      booking(s, { p_phone: phone, p_name: 'Someone Else', p_email: null, p_start: '12:00', p_staff_id: s.f.staff.id }),
    );
    expect([first.data?.status, second.data?.status]).toEqual(['booked', 'booked']);
    const moved = await call<{ status: string }>(anon, 'public_reschedule', { p_token: second.data!.manage_token, p_date: s.days[1], p_start: '13:00' });
    expect(moved.data?.status).toBe('rescheduled');
    const cancelled = await call<{ status: string }>(anon, 'public_cancel', { p_token: first.data!.manage_token });
    expect(cancelled.data?.status).toBe('canceled');

    const { rows } = await s.device.pullAll();
    const notes = [...rows.values()].filter((r) => r.source === 'booking_page').sort((a, b) => String(a.at).localeCompare(String(b.at)));
    expect(notes.map((n) => n.kind)).toEqual(['booking', 'booking', 'rescheduled', 'cancelled']);
    // The second booking says both notes: pending, and the card made beside Dana Reyes's.
    expect(readBodyParts(notes[1].body_parts as string)).toMatchObject({ about: 'booking', note: 'pending', samePhoneAs: 'Dana Reyes' });
    for (const n of notes) {
      const { stored, derived } = wordsOf(n);
      expect(derived).toEqual(stored);
    }
  });

  it("the sender: a message that may not have gone out, in the owner's parts and words alike", async () => {
    const T = '2031-10-30T13:00:00.000Z';
    const appt = await book(salon, '09:00', 'crash@example.com');
    const dying = senderAt(salon, T, { beforeRecord: () => Promise.reject(new Error('killed between send and record')) });
    await expect(dying.tick()).rejects.toThrow('killed between send and record');
    await senderAt(salon, new Date(Date.parse(T) + 300_000).toISOString()).drain();
    const { data, error } = await admin(salon)
      .from('notifications')
      .select('kind, title, body, body_parts')
      .eq('appointment_id', appt.id)
      .eq('kind', 'delivery_failed');
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    const { stored, derived } = wordsOf(data![0]);
    expect(derived).toEqual(stored);
    expect(derived?.body).toMatch(/^The confirmation email to Ana Lopez for Mon 2031-11-03 at 09:00 was not delivered: /);
  });
});
