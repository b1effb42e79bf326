// Shifts that repeat on the real local backend: a salon whose technician has only a
// regular week (no dated shifts, nothing generated) is bookable weeks ahead on the booking page and
// by the device's rules (New Appointment, Sarah), which answer alike; a dated day off wins; without
// a regular week nobody works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAvailableSlots } from '../../src/domain/availability';
import { addDays, todayIn } from '../../src/domain/dates';
import { weekFromHours } from '../../src/domain/patterns';
import type { PublicFreeTimes } from '../../src/domain/public-booking/contract';
import { loadAvailabilityData } from '../../src/db/availability';
import { saveRegularWeek } from '../../src/db/repositories/patterns';
import { saveSalonSettingsRow } from '../../src/db/repositories/salon-settings-row';
import { addService, updateSalonInfo } from '../../src/db/repositories/salon-profile';
import { saveScheduleCell } from '../../src/db/repositories/schedules';
import { addStaff, setStaffService } from '../../src/db/repositories/staff';
import type { LocalBackend } from '../../sync/server/index';
import { newDevice, signUpOwner, type SimDevice } from './engine-harness';
import { clientFor, startTestBackend, uniqueEmail } from './helpers';

const ZONE = 'America/New_York';
let backend: LocalBackend;
let tablet: SimDevice;
let serviceId: string;
let kimId: string;
const slug = `regular-${crypto.randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  backend = (await startTestBackend()).backend;
  const owner = await signUpOwner(backend, uniqueEmail('regular'));
  tablet = await newDevice(backend, owner, { name: 'tablet' });
  await updateSalonInfo(
    tablet.salonId,
    { name: 'Lotus Nails', phone: '(212) 555-0100', address: '12 Grand St', email: 'hello@lotus.example', time_zone: ZONE },
    tablet.ctx,
  );
  const service = await addService(tablet.salonId, { name: 'Gel Manicure', price: '45', duration: '60' }, tablet.ctx);
  serviceId = service.id;
  const kim = await addStaff(tablet.salonId, { name: 'Kim', position: 'Nail Technician' }, tablet.ctx);
  kimId = kim.id;
  await setStaffService(kim.id, service.id, true, tablet.ctx);
  await saveSalonSettingsRow(tablet.ctx, 'booking_settings', tablet.salonId, {
    min_notice_minutes: 0,
    max_advance_days: 60,
    slot_interval: 60,
    self_booking_status: 'confirmed',
    online_booking: true,
    booking_slug: slug,
    online_cancel_notice_minutes: 1440,
  });
  await tablet.sync();
}, 120_000);
afterAll(async () => {
  await tablet?.close();
  await backend?.close();
});

const freeTimes = async (date: string) => {
  const { data, error } = await clientFor(backend).rpc('public_free_times', { p_slug: slug, p_service_id: serviceId, p_date: date, p_staff_id: null });
  expect(error).toBeNull();
  return data as PublicFreeTimes;
};
const deviceTimes = async (date: string) => {
  const data = await loadAvailabilityData(tablet.ctx.db, tablet.salonId, serviceId, date);
  return findAvailableSlots({ ...data!, now: todayIn(ZONE) });
};

describe('a regular week', () => {
  it('without one, nobody works three weeks ahead; with one, the page and the device offer the same times every week', async () => {
    const ahead = addDays(todayIn(ZONE).date, 21);
    expect((await freeTimes(ahead)).reason).toBe('no_staff_working');

    // The owner's one step: Kim's regular week from the salon's hours, nothing generated.
    await saveRegularWeek(tablet.salonId, kimId, weekFromHours([]), tablet.ctx);
    await tablet.sync();
    for (const days of [7, 14, 21, 35]) {
      const date = addDays(todayIn(ZONE).date, days);
      const page = await freeTimes(date);
      const device = await deviceTimes(date);
      expect(page.times.length, `free times on ${date}`).toBeGreaterThan(0);
      expect(page.times.map((t) => t.start)).toEqual(device.slots.map((s) => s.start));
    }
  });

  it('a dated day off wins over the regular week, on the page and on the device, and the week after is untouched', async () => {
    const day = addDays(todayIn(ZONE).date, 22);
    await saveScheduleCell(tablet.salonId, kimId, day, { start_time: null, end_time: null, is_day_off: true }, tablet.ctx);
    await tablet.sync();
    expect((await freeTimes(day)).reason).toBe('no_staff_working');
    expect((await deviceTimes(day)).reason).toBe('no_staff_working');
    expect((await freeTimes(addDays(day, 7))).times.length).toBeGreaterThan(0);
  });

  it('the booking page books three weeks ahead on the regular week alone', async () => {
    const date = addDays(todayIn(ZONE).date, 23);
    const [first] = (await freeTimes(date)).times;
    const { data, error } = await clientFor(backend).rpc('public_book', {
      p_slug: slug,
      p_service_id: serviceId,
      p_date: date,
      p_start: first.start,
      p_staff_id: null,
      p_name: 'Ana Lopez',
      p_phone: '212-555-0142',
      p_email: 'ana@example.com',
      p_website: '',
    });
    expect(error).toBeNull();
    expect((data as { status: string }).status).toBe('booked');
  });
});
