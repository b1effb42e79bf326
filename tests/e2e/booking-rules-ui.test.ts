// The screens: the booking rules saved in Salon Profile, a hidden service left out of New
// Appointment, and a member's time off over a booking (listed, never cancelled) and daily break,
// marked on the week grid.
import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { todayIn } from '../../src/domain/dates';
import { AppointmentsPage } from './pages/appointments.page';
import { ProfilePage } from './pages/profile.page';
import { SchedulePage } from './pages/schedule.page';
import { StaffPage } from './pages/staff.page';
import { useE2E } from './support/fixture';
import { earlyMorningZone, journeys, LILY } from './support/journeys';
import { eventually } from './support/wait';

const e2e = useE2E();
const own: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(own.splice(0).map((c) => c.close()));
});

const { newDevice, registerOwner, setUpBookableSalon, book } = journeys(e2e, own);

describe('booking rules screens', () => {
  it('saves the rules, hides a service from New Appointment, and lists the bookings a time off falls on', async () => {
    const zone = earlyMorningZone();
    const { page } = await newDevice(zone);
    await registerOwner(page, 'rules-ui');
    await setUpBookableSalon(page);
    const today = todayIn(zone).date;
    const time = await book(page, '555-0142', 'Ana Lopez', 0);

    // Booking rules: a bad value keeps the form; a good save stays over a reload.
    const profile = new ProfilePage(page, e2e.baseUrl);
    await profile.goto();
    expect(await profile.rulesField('Minimum notice').inputValue()).toBe('0');
    expect(await profile.rulesField('Maximum advance (days)').inputValue()).toBe('90');
    expect(await profile.rulesField('Time slots every').inputValue()).toBe('60');
    await profile.rulesField('Minimum notice').selectOption({ label: '2 hours' });
    await profile.rulesField('Maximum advance (days)').fill('0');
    await profile.saveRules.click();
    await profile.rulesForm.getByText('Maximum advance must be a whole number of days from 1 to 730', { exact: true }).waitFor();
    expect(await profile.rulesField('Minimum notice').inputValue()).toBe('120');
    await profile.rulesField('Maximum advance (days)').fill('60');
    await profile.rulesField('Time slots every').selectOption('30');
    await profile.rulesField('Bookings by Sarah start as').selectOption({ label: 'Pending — waiting for your approval' });
    await profile.saveRules.click();
    await profile.message('Booking rules saved successfully!').waitFor();
    await page.reload();
    await profile.ready();
    await eventually(async () => expect(await profile.rulesField('Maximum advance (days)').inputValue()).toBe('60'));
    expect(await profile.rulesField('Minimum notice').inputValue()).toBe('120');
    expect(await profile.rulesField('Time slots every').inputValue()).toBe('30');
    expect(await profile.rulesField('Bookings by Sarah start as').inputValue()).toBe('pending');

    // A service with a cleanup time and a category; hidden, it is listed but not offered.
    await profile.addService({ name: 'Soak-off', price: '10', duration: '30', cleanup: '10', category: 'Add-ons' });
    await profile.message('Service added successfully!').waitFor();
    await profile.serviceRow('Soak-off').waitFor();
    expect(await profile.serviceRow('Soak-off').locator('td[data-label="Duration"]').textContent()).toBe('30 min + 10 min cleanup');
    expect(await profile.serviceRow('Soak-off').locator('th').textContent()).toBe('Soak-offAdd-ons');
    await profile.serviceAction('Soak-off', 'Hide').click();
    await profile.serviceRow('Soak-off').getByText('Hidden — not bookable', { exact: true }).waitFor();
    const appts = new AppointmentsPage(page, e2e.baseUrl);
    await appts.goto('?new=1');
    await appts.form.waitFor();
    await appts.formField('Service').locator('option', { hasText: 'Gel Manicure' }).waitFor({ state: 'attached' });
    const offered = await appts.formField('Service').locator('option').allTextContents();
    expect(offered.some((o) => o.startsWith('Soak-off'))).toBe(false);
    await appts.form.getByRole('button', { name: 'Cancel' }).click();

    // Time off over Ana's booking: listed with a link, nothing cancelled; a daily lunch break.
    const staff = new StaffPage(page, e2e.baseUrl);
    await staff.goto();
    await staff.timeOffButton(LILY).click();
    const dialog = staff.awayDialog(LILY);
    await dialog.getByText('No time off planned.').waitFor();
    await staff.addTimeOff(LILY, { from: today, to: today, reason: 'Vacation', note: 'Family' });
    await dialog.getByText('Time off added successfully!', { exact: true }).waitFor();
    const clashes = staff.clashes(LILY);
    await clashes
      .getByText(`These appointments are still booked with ${LILY}. Move them or give them to someone else — nothing was cancelled.`, { exact: true })
      .waitFor();
    const item = clashes.locator('li');
    expect(await item.count()).toBe(1);
    expect(await item.textContent()).toContain(`${time} · Ana Lopez · Gel Manicure`);
    await dialog.locator('li[data-time-off]').filter({ hasText: 'Vacation' }).waitFor();
    await staff.addBreak(LILY, { from: '13:00', to: '12:00', label: 'Lunch' });
    await dialog.getByText('To must be after From (a break ends the same day)', { exact: true }).waitFor();
    await staff.addBreak(LILY, { from: '13:00', to: '13:30', label: 'Lunch' });
    await dialog.getByText('Break added successfully!', { exact: true }).waitFor();
    await dialog.locator('li[data-break="13:00–13:30"]').waitFor();
    const link = item.getByRole('link', { name: /^Open in Appointments/ });
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL((url) => url.href.endsWith(href!));
    await appts.details.waitFor();
    expect(await appts.details.textContent()).toContain('Ana Lopez');
    await page.keyboard.press('Escape');
    await appts.details.waitFor({ state: 'detached' });
    await eventually(async () => expect(await appts.rowStatus(appts.row('Ana Lopez')).inputValue()).toBe('confirmed'));

    // The week grid marks the day away in words, and the break on the other working days.
    const schedule = new SchedulePage(page, e2e.baseUrl);
    await schedule.goto();
    await eventually(async () => expect(await schedule.cell(LILY, today).textContent()).toBe('Vacation'));
    const dates = await schedule.weekDates();
    const other = dates.find((d) => d !== today)!;
    // Generate Default gives a full-time member a shift every day of the week (docs/behaviour.md#limits).
    expect(await schedule.cell(LILY, other).textContent()).toMatch(/^\d\d:\d\d – \d\d:\d\d$/);
    const breakLines = (date: string) => schedule.cell(LILY, date).locator('xpath=..').locator('.week-cell__break').allTextContents();
    await eventually(async () => expect(await breakLines(other)).toEqual(['Lunch 13:00–13:30']));
    expect(await breakLines(today)).toEqual([]);
  });
});
