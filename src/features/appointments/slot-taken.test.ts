// A time taken between offering and booking, as the owner's appointment screens say it: in her
// language, the time on the salon's clock (a US salon: '2:30 p.m.' in Spanish, '14:30' in
// Vietnamese, '2:30 PM' in English). Each refusal is the repositories' own, raced on one device.
import { afterEach, describe, expect, it } from 'vitest';
import { editAppointment } from '../../db/repositories/appointment-edit';
import { updateAppointmentStatus } from '../../db/repositories/appointments';
import { clockLocale } from '../../domain/clock-format';
import { ValidationError } from '../../domain/errors';
import { domainText, domainTextsReady } from '../../i18n/domain-texts';
import { catalogI18n } from '../../../tests/support/catalog-i18n';
import { oneMemberSalon } from '../../../tests/support/one-member-salon';
import { refusalError } from './edit-view';
import { failureText, failureTextReady, saidSlotTaken } from './failure-text';

const opened: { delete(): Promise<void> }[] = [];
afterEach(async () => {
  for (const d of opened.splice(0)) await d.delete();
});

const MONDAY = '2030-01-07';
const now = { date: '2030-01-01', time: '08:00' };
const ZONE = 'America/New_York';
const VI = 'Giờ 14:30 không còn trống. Vui lòng chọn giờ khác.';
// Intl's space before a.m./p.m. differs between ICU versions (plain, no-break or narrow no-break).
const ES = /^La hora 2:30\sp\.m\. ya no está libre\. Elige otra hora\.$/;
const EN = /^2:30\sPM is no longer available\. Please choose a different time\.$/;
const FAILED = 'Failed';

/** One member, one service, Ana at 10:00 and Bo at 14:30 with her. */
async function salon() {
  const { db, ctx, s, gel, kim, book } = await oneMemberSalon(MONDAY, now);
  opened.push(db);
  const ana = await book('10:00', 'Ana', '555-0111');
  await book('14:30', 'Bo', '555-0122');
  const refusal = (write: Promise<unknown>) =>
    write.then(
      () => expect.fail('the taken time was booked'),
      (e: unknown) => e,
    );
  return { db, ctx, s, gel, kim, ana, book, refusal };
}

const said = async (lang: 'vi' | 'es' | 'en') => ({ i18n: await catalogI18n('bookings', lang), locale: clockLocale(lang, ZONE) });

describe("a taken time on the owner's appointment screens", () => {
  it('New Appointment says it in her language, the time on the salon clock', async () => {
    const { book, refusal } = await salon();
    const err = await refusal(book('14:30', 'Cy', '555-0133'));
    for (const [lang, text] of [
      ['vi', VI],
      ['es', ES],
      ['en', EN],
    ] as const) {
      const { i18n, locale } = await said(lang);
      expect(failureText(i18n, err, FAILED, locale)).toMatch(text);
    }
  });

  it('Edit / Move puts it at the Time field in her language, as the form shows it, and a drag on the day view says it too', async () => {
    const { s, gel, kim, ana, ctx, refusal } = await salon();
    const contact = { name: 'Ana', phone: '555-0111' };
    const edit = { salonId: s.id, appointmentId: ana.id, date: MONDAY, start: '14:30', serviceId: gel.id, staffId: kim.id, notes: null, contact, now };
    const err = await refusal(editAppointment(edit, ctx));
    expect(err).toMatchObject({ time: '14:30', reason: null });
    await domainTextsReady();
    const { i18n, locale } = await said('vi');
    const atField = saidSlotTaken(i18n, refusalError(err), locale);
    expect(atField).toBeInstanceOf(ValidationError);
    expect(atField).toMatchObject({ field: 'start', message: VI });
    // useAction writes the field's text through domainText, which passes it as it is.
    expect(domainText(i18n, atField)).toBe(VI);
    const es = await said('es');
    expect(failureText(es.i18n, refusalError(err), FAILED, es.locale)).toMatch(ES);
  });

  it('a status change that brings a booking back onto a time taken since says it in her language', async () => {
    const { db, ctx, book, refusal } = await salon();
    const cy = await book('16:00', 'Cy', '555-0133');
    await updateAppointmentStatus(cy.id, 'canceled', ctx);
    await book('16:00', 'Di', '555-0144');
    const err = await refusal(updateAppointmentStatus(cy.id, 'confirmed', ctx));
    expect((await db.appointments.get(cy.id))?.status).toBe('canceled');
    const es = await said('es');
    expect(await failureTextReady(es.i18n, err, FAILED, es.locale)).toMatch(/^La hora 4:00\sp\.m\. ya no está libre\. Elige otra hora\.$/);
    const vi = await said('vi');
    expect(await failureTextReady(vi.i18n, err, FAILED, vi.locale)).toBe('Giờ 16:00 không còn trống. Vui lòng chọn giờ khác.');
  });

  it('other refusals keep their own words, and what says nothing gets the fallback', async () => {
    const { i18n, locale } = await said('vi');
    const other = new ValidationError('Please choose a time.', 'start');
    expect(saidSlotTaken(i18n, other, locale)).toBe(other);
    expect(failureText(i18n, 'boom', FAILED, locale)).toBe(FAILED);
  });
});
