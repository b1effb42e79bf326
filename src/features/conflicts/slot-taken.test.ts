// Conflicts → Move to a time taken since, as the screen's banner says it: in the owner's language,
// the time on the salon's clock (useConflictActions writes a refusal with failureText).
import { afterEach, describe, expect, it } from 'vitest';
import { createAppointment } from '../../db/repositories/appointments';
import { moveAppointment } from '../../db/repositories/conflicts';
import { ensureSalonForOwner } from '../../db/repositories/salons';
import { addService } from '../../db/repositories/salon-profile';
import { upsertSchedules } from '../../db/repositories/schedules';
import { addStaff, setStaffService } from '../../db/repositories/staff';
import { clockLocale } from '../../domain/clock-format';
import { newId } from '../../domain/ids';
import { generateDefaultWeek } from '../../domain/schedule';
import { catalogI18n } from '../../../tests/support/catalog-i18n';
import { freshDevice } from '../../../tests/support/db-helpers';
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
    const { db, ctx } = await freshDevice();
    opened.push(db);
    const s = await ensureSalonForOwner({ id: newId(), email: 'o@example.com', salonName: 'Polished', salonPhone: '555-0100' }, ctx);
    const gel = await addService(s.id, { name: 'Gel Manicure', price: '45', duration: '60' }, ctx);
    const kim = await addStaff(s.id, { name: 'Kim', position: 'Nail Technician' }, ctx);
    await setStaffService(kim.id, gel.id, true, ctx);
    await upsertSchedules(s.id, generateDefaultWeek([kim], MONDAY), ctx);
    const book = (start: string, name: string, phone: string) =>
      createAppointment({ salonId: s.id, serviceId: gel.id, staffId: kim.id, date: MONDAY, start, now, customer: { name, phone } }, ctx);
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
