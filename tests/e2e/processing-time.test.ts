// Processing time inside a service. The owner sets a gel manicure's 30-minute cure
// (starting 15 minutes in) in Salon Profile; with a gel booked at 10:00, New Appointment offers
// Lily for a 15-minute polish change inside the cure, and the backend accepts that booking (it
// stays confirmed after sync: the server's no-double-booking rule agrees). The expected times are
// worked out here from the spec's default hours and shifts, not by the app's availability code.
import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_HOURS } from '../../src/domain/business-hours';
import { todayIn, weekdayOf } from '../../src/domain/dates';
import { defaultShift } from '../../src/domain/schedule';
import { AppointmentsPage } from './pages/appointments.page';
import { ProfilePage } from './pages/profile.page';
import { StaffPage } from './pages/staff.page';
import { useE2E } from './support/fixture';
import { earlyMorningZone, GEL_MANICURE, journeys, LILY } from './support/journeys';
import { eventually } from './support/wait';

const e2e = useE2E();
const own: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(own.splice(0).map((c) => c.close()));
});

const { newDevice, registerOwner, setUpBookableSalon } = journeys(e2e, own);
const POLISH = { name: 'Polish Change', price: '15', duration: '15' };

const min = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** Quarter-hour starts of a 15-minute service that meet neither the gel's work before its cure (10:00–10:15) nor after it (10:45–11:00). */
function expectedPolishTimes(date: string): string[] {
  const dow = weekdayOf(date);
  const hours = DEFAULT_BUSINESS_HOURS.find((d) => d.day_of_week === dow)!;
  const shift = defaultShift(dow, false);
  const open = Math.max(min(hours.open_time!), min(shift.start_time!));
  const close = Math.min(min(hours.close_time!), min(shift.end_time!));
  const work = [
    [600, 615],
    [645, 660],
  ];
  const out: string[] = [];
  for (let t = Math.ceil(min(hours.open_time!) / 15) * 15; t < min(hours.close_time!); t += 15) {
    if (t < open || t + 15 > close) continue;
    if (work.some(([s, e]) => t < e && s < t + 15)) continue;
    out.push(clock(t));
  }
  return out;
}

describe('processing time', () => {
  it('offers a short service inside a gel cure, and the booking stays confirmed after sync', async () => {
    const zone = earlyMorningZone();
    const { page } = await newDevice(zone);
    await registerOwner(page, 'processing');
    await setUpBookableSalon(page, { ...GEL_MANICURE, processing: { minutes: '30', after: '15' } });

    const profile = new ProfilePage(page, e2e.baseUrl);
    await profile.goto();
    await expect.poll(() => profile.serviceRow(GEL_MANICURE.name).textContent()).toContain('60 min (30 min processing)');
    await profile.addService(POLISH);
    await profile.message('Service added successfully!').waitFor();
    await profile.rulesField('Time slots every').selectOption({ label: '15 minutes' });
    await profile.saveRules.click();
    await profile.message('Booking rules saved successfully!').waitFor();
    const staff = new StaffPage(page, e2e.baseUrl);
    await staff.goto();
    await staff.serviceCheckbox(LILY, POLISH.name).check();
    await page.getByText('Service assigned to staff member!').waitFor();

    const today = todayIn(zone).date;
    const appts = new AppointmentsPage(page, e2e.baseUrl);
    await appts.goto('?new=1');
    await appts.form.waitFor();
    await appts.fillBooking({ phone: '555-0142', name: 'Ana Lopez', service: GEL_MANICURE.name, staff: LILY, date: today, time: '10:00' });
    await appts.submitBooking();
    await appts.form.waitFor({ state: 'detached' });

    await appts.goto('?new=1');
    await appts.form.waitFor();
    await appts.selectByText(appts.formField('Service'), POLISH.name);
    await appts.selectByText(appts.formField('Staff'), LILY);
    await appts.formField('Date').fill(today);
    await eventually(async () => expect(await appts.offeredTimes()).toEqual(expectedPolishTimes(today)), 10_000);
    await appts.fillBooking({ phone: '555-0177', name: 'Bea Park', service: POLISH.name, staff: LILY, date: today, time: '10:30' });
    await appts.submitBooking();
    await appts.form.waitFor({ state: 'detached' });

    // Pushed and pulled back: the server kept both bookings of Lily as they are, none a conflict.
    await eventually(async () => expect(await page.getByTestId('sync-status-text').textContent()).toBe('All changes saved'), 20_000);
    await appts.goto();
    await eventually(async () => {
      expect(await appts.rowStatus(appts.row('Bea Park')).inputValue()).toBe('confirmed');
      expect(await appts.rowStatus(appts.row('Ana Lopez')).inputValue()).toBe('confirmed');
    }, 10_000);
  });
});
