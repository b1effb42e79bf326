import { i18n as english } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { catalogI18n } from '../../../tests/support/catalog-i18n';
import { bodyPartsText, readBodyParts, type NotificationParts } from '../../domain/notification-parts';
import { bookingBody, rescheduledBody } from '../../domain/notifications';
import { notificationBody, notificationTitle, sourceWords } from './notification-words';

const inLanguage = (locale: 'vi' | 'es') => catalogI18n('app', locale);

const appt = { service: 'Gel Manicure', customer: 'Ana', staff: 'Linh', date: '2026-11-30', start: '10:00' };
const row = (parts: NotificationParts | null, body: string, title = 'New booking') => ({ title, body, body_parts: parts && bodyPartsText(parts) });

describe('the parts a notification stores', () => {
  it('read back what was written, and nothing a device does not understand', () => {
    const parts: NotificationParts = { about: 'rescheduled', appt, from: { date: '2026-11-29', start: '09:30' } };
    expect(readBodyParts(bodyPartsText(parts))).toEqual(parts);
    expect(readBodyParts(null)).toBeNull();
    expect(readBodyParts('not json')).toBeNull();
    expect(readBodyParts(JSON.stringify({ about: 'booking', appt: { ...appt, date: '2026-13-40' } }))).toBeNull();
    expect(readBodyParts(JSON.stringify({ about: 'a kind from a newer version', appt }))).toBeNull();
    // Parts too long for the column are not stored; the English body still is.
    expect(bodyPartsText({ about: 'booking', appt: { ...appt, customer: 'x'.repeat(3000) } })).toBeNull();
  });
});

describe("a notification's words", () => {
  it('in English are the stored words, as before', () => {
    english.activate('en');
    const n = row({ about: 'booking', appt }, bookingBody(appt));
    expect(notificationBody(english, n)).toBe('Gel Manicure for Ana, Mon 2026-11-30 at 10:00 with Linh');
    expect(notificationTitle(english, n)).toBe('New booking');
  });

  it('in Spanish and Vietnamese come from the parts; a row without them shows its stored words', async () => {
    const es = await inLanguage('es');
    const from = { date: '2026-11-29', start: '09:30' };
    expect(notificationBody(es, row({ about: 'booking', appt, note: 'pending' }, bookingBody(appt)))).toBe(
      'Gel Manicure para Ana, lun, 30 nov 2026 a las 10:00 con Linh — esperando tu aprobación',
    );
    expect(notificationBody(es, row({ about: 'rescheduled', appt: { ...appt, staff: null }, from }, rescheduledBody(appt, from)))).toBe(
      'Gel Manicure para Ana pasó de dom, 29 nov 2026 a las 09:30 a lun, 30 nov 2026 a las 10:00',
    );
    const message = row({ about: 'message', caller: 'Bo', callback: true }, 'Please call me', 'Message from Bo (asks to be called back)');
    expect(notificationTitle(es, message)).toBe('Mensaje de Bo (pide que le llamen)');
    expect(notificationBody(es, message)).toBe('Please call me');
    expect(notificationBody(es, row(null, 'An older row'))).toBe('An older row');
    // A stored title of the writers' own, even on an older row.
    expect(notificationTitle(es, row(null, 'An older row', 'Message not delivered'))).toBe('Mensaje no entregado');
    expect(sourceWords(es, 'booking_page')).toBe('Página de reservas');
    expect(sourceWords(english, 'booking_page')).toBe('Booking page');
    const vi = await inLanguage('vi');
    expect(
      notificationBody(
        vi,
        row({ about: 'failed', message: 'reminder', channel: 'sms', customer: null, date: null, start: null, reason: 'x' }, 'The reminder…'),
      ),
    ).toBe('Tin nhắn nhắc lịch gửi khách hàng về một lịch hẹn không đến được: x');
  });
});
