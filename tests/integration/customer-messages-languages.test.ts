// The owner's templates per language on the real local backend: saved on the device, synced, and
// picked by the real sender for each customer's card: her Spanish confirmation for a Spanish card,
// ours for a Vietnamese card she wrote nothing for. The server holds each language's text to the
// editor's limits and has no place for a language the app does not speak.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppointment } from '../../src/db/repositories/appointments';
import { saveMessageSettings } from '../../src/db/repositories/message-settings';
import { messageSettingsId } from '../../src/domain/ids';
import type { Language } from '../../src/domain/languages';
import { DEFAULT_MESSAGE_SETTINGS } from '../../src/domain/messages/settings';
import { VIETNAMESE_TEMPLATES } from '../../src/domain/messages/templates-translated';
import { Device } from './sync-helpers';
import { admin, bookingNow, mailsTo, senderAt, startMessagesSalon, type MessagesSalon } from './messages-harness';

let salon: MessagesSalon;
beforeAll(async () => {
  salon = await startMessagesSalon();
});
afterAll(() => salon?.close());

const bookFor = async (name: string, phone: string, email: string, language: Language, start: string) => {
  await createAppointment(
    {
      salonId: salon.tablet.salonId,
      customer: { name, phone, email, language },
      serviceId: salon.serviceId,
      staffId: null,
      date: '2031-11-05',
      start,
      now: bookingNow,
    },
    salon.tablet.ctx,
  );
};

describe('the owner’s templates per language', () => {
  it('a Spanish card gets her Spanish confirmation; a Vietnamese card, with none of hers, gets ours', async () => {
    await saveMessageSettings(
      salon.tablet.salonId,
      {
        ...DEFAULT_MESSAGE_SETTINGS,
        confirmation_subject: 'Booked at {salon_name}',
        confirmation_subject_es: '¡Listo, {customer_name}! Le esperamos en {salon_name}',
        confirmation_body_es: 'Hola {customer_name}: {service} el {weekday} {date} a las {time}. Besos, {salon_name}',
      },
      salon.tablet.ctx,
    );
    await bookFor('Lucía Gómez', '212-555-0311', 'lucia@example.com', 'es', '10:00');
    await bookFor('Trần Thị Mai', '212-555-0312', 'mai@example.com', 'vi', '12:00');
    await salon.tablet.sync();
    await senderAt(salon, '2031-10-30T13:00:00Z').drain();

    const [es] = mailsTo(salon, 'lucia@example.com');
    expect(es.subject).toBe('¡Listo, Lucía Gómez! Le esperamos en Lotus Nails');
    expect(es.text).toMatch(/^Hola Lucía Gómez: Gel Manicure el miércoles 5 de noviembre de 2031 a las 10:00 a\. ?m\. Besos, Lotus Nails/);
    const [vi] = mailsTo(salon, 'mai@example.com');
    expect(vi.subject).toBe(VIETNAMESE_TEMPLATES.confirmation.subject.replace('{salon_name}', 'Lotus Nails'));
    expect(vi.text).toContain('Chào Trần Thị Mai,');
  });

  it('a push no screen could make is refused: a Spanish text over the limit, a template in a language the app does not speak', async () => {
    const device = new Device(salon.tablet.client, salon.tablet.salonId);
    const id = messageSettingsId(salon.tablet.salonId);
    const res = await device.push([
      device.mutation('message_settings', id, 'patch', { reminder_sms_es: 'x'.repeat(641) }),
      device.mutation('message_settings', id, 'patch', { confirmation_subject_fr: 'Votre rendez-vous' }),
    ]);
    expect(res.results.map((r) => [r.status, (r as { reason?: string }).reason])).toEqual([
      ['rejected', expect.stringMatching(/message_settings_reminder_sms_es_limits/)],
      ['rejected', 'unknown field: message_settings.confirmation_subject_fr'],
    ]);
    // Around the device altogether, the table's own check holds.
    const { error } = await admin(salon)
      .from('message_settings')
      .update({ reminder_sms_es: 'x'.repeat(641) })
      .eq('id', id);
    expect(error?.message).toMatch(/message_settings_reminder_sms_es_limits/);
  });
});
