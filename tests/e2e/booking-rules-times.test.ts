// With a 30-minute cleanup, 2 hours' notice and a vacation set in the browser,
// New Appointment offers exactly the times the rules allow. The expected times are worked out
// here from the spec's default hours and shifts and the rules as the owner set them — not by the
// app's availability code.
import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_HOURS } from '../../src/domain/business-hours';
import { addDays, todayIn, weekdayOf } from '../../src/domain/dates';
import { defaultShift } from '../../src/domain/schedule';
import { AppointmentsPage } from './pages/appointments.page';
import { ProfilePage } from './pages/profile.page';
import { StaffPage } from './pages/staff.page';
import { useE2E } from './support/fixture';
import { GEL_MANICURE, journeys, LILY } from './support/journeys';
import { eventually } from './support/wait';

const e2e = useE2E();
const own: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(own.splice(0).map((c) => c.close()));
});

const { newDevice, registerOwner, setUpBookableSalon } = journeys(e2e, own);

/** A fixed-offset zone where it is now about 11 in the morning, so the notice cuts today's list. */
function lateMorningZone(now = new Date()): string {
  let offset = 11 - now.getUTCHours();
  if (offset < -12) offset += 24;
  if (offset > 14) offset -= 24;
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

const min = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** The spec's hourly 09:00–18:00 starts a 60-minute service with 30 minutes of cleanup may take today. */
function expectedTimes(date: string, nowTime: string, bookings: string[]): string[] {
  const dow = weekdayOf(date);
  const hours = DEFAULT_BUSINESS_HOURS.find((d) => d.day_of_week === dow)!;
  const shift = defaultShift(dow, false);
  const open = Math.max(min(hours.open_time!), min(shift.start_time!));
  const close = Math.min(min(hours.close_time!), min(shift.end_time!));
  const out: string[] = [];
  for (let t = 9 * 60; t <= 18 * 60; t += 60) {
    if (t < min(nowTime) + 120 || t < open || t + 60 > close) continue;
    // Its own cleanup and each booking's must not meet: [t, t + 90) against [b, b + 90).
    if (bookings.some((b) => t < min(b) + 90 && min(b) < t + 90)) continue;
    out.push(clock(t));
  }
  return out;
}

describe('booking rules in New Appointment', () => {
  it('offers exactly the times a 30-minute cleanup, 2 hours’ notice and a vacation allow', async () => {
    const zone = lateMorningZone();
    const { page } = await newDevice(zone);
    await registerOwner(page, 'rules-times');
    await setUpBookableSalon(page, { ...GEL_MANICURE, cleanup: '30' });

    const profile = new ProfilePage(page, e2e.baseUrl);
    await profile.goto();
    await profile.rulesField('Minimum notice').selectOption({ label: '2 hours' });
    await profile.saveRules.click();
    await profile.message('Booking rules saved successfully!').waitFor();

    const now = todayIn(zone);
    const tomorrow = addDays(now.date, 1);
    const staff = new StaffPage(page, e2e.baseUrl);
    await staff.goto();
    await staff.timeOffButton(LILY).click();
    await staff.addTimeOff(LILY, { from: tomorrow, to: tomorrow, reason: 'Vacation' });
    await staff.awayDialog(LILY).getByText('Time off added successfully!', { exact: true }).waitFor();
    await page.keyboard.press('Escape');

    const appts = new AppointmentsPage(page, e2e.baseUrl);
    const offeredOn = async (date: string) => {
      await appts.goto('?new=1');
      await appts.form.waitFor();
      await appts.selectByText(appts.formField('Service'), GEL_MANICURE.name);
      await appts.formField('Date').fill(date);
      return appts;
    };

    // Today: the notice and the end of the day decide.
    await offeredOn(now.date);
    // Worked out again on each try: a minute passing can move the notice past an hour.
    const first = await eventually(async () => {
      const expected = expectedTimes(now.date, todayIn(zone).time, []);
      expect(await appts.offeredTimes()).toEqual(expected);
      return expected;
    }, 10_000);
    expect(first.length).toBeGreaterThan(0);
    await appts.fillBooking({ phone: '555-0142', name: 'Ana Lopez', service: GEL_MANICURE.name, time: first[0] });
    await appts.submitBooking();
    await appts.form.waitFor({ state: 'detached' });

    // After that booking, its hour and cleanup are gone, and so is the next start inside them.
    await offeredOn(now.date);
    await eventually(async () => expect(await appts.offeredTimes()).toEqual(expectedTimes(now.date, todayIn(zone).time, [first[0]])), 10_000);

    // Tomorrow Lily is away: nothing, and the form says why.
    await offeredOn(tomorrow);
    await eventually(
      async () => expect(await appts.timeHint.textContent()).toBe('Everyone who does this service is on time off that day. Please choose a different date.'),
      10_000,
    );
    expect(await appts.offeredTimes()).toEqual([]);
  });
});
