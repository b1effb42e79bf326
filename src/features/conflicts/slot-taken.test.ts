// Conflicts → Move to a time taken since, as the screen's banner says it: in the owner's language,
// the time on the salon's clock (useConflictActions writes a refusal with failureText).
import { afterEach, describe, expect, it } from 'vitest';
import { moveAppointment } from '../../db/repositories/conflicts';
import { clockLocale } from '../../domain/clock-format';
import { catalogI18n } from '../../../tests/support/catalog-i18n';
import { oneMemberSalon } from '../../../tests/support/one-member-salon';
import { failureText } from '../appointments/failure-text';

const opened: { delete(): Promise<void> }[] = [];
afterEach(async () => {
  for (const d of opened.splice(0)) await d.delete();
});

const MONDAY = '2030-01-07';
const now = { date: '2030-01-01', time: '08:00' };
const ZONE = 'America/Los_Angeles';

describe("Conflicts → Move to a taken time, in the owner's words", () => {
  it('names the time on the salon clock in Vietnamese and Spanish', async () => {
    const { db, ctx, book } = await oneMemberSalon(MONDAY, now);
    opened.push(db);
    const ana = await book('10:00', 'Ana', '555-0111');
    await book('13:00', 'Bo', '555-0122');
    const err = await moveAppointment(ana.id, MONDAY, '13:00', ctx, now).then(
      () => expect.fail('moved onto a taken time'),
      (e: unknown) => e,
    );
    const failed = 'Failed to move appointment';
    const vi = await catalogI18n('bookings', 'vi');
    expect(failureText(vi, err, failed, clockLocale('vi', ZONE))).toBe('Giờ 13:00 không còn trống. Vui lòng chọn giờ khác.');
    const es = await catalogI18n('bookings', 'es');
    expect(failureText(es, err, failed, clockLocale('es', ZONE))).toMatch(/^La hora 1:00\sp\.m\. ya no está libre\. Elige otra hora\.$/);
  });
});
