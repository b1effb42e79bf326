// The booking screens in Vietnamese, as an owner who reads Vietnamese uses them: she adds a
// technician, fills the week and books a customer in New Appointment. Every label and message the
// test looks for is read from the Vietnamese catalog (src/locales/vi/bookings.po), so it checks that
// the screens show the catalog's words, not a copy of them kept here.
import { readFileSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { ProfilePage } from './pages/profile.page';
import { useE2E } from './support/fixture';
import { earlyMorningZone, journeys } from './support/journeys';
import { eventually } from './support/wait';

const e2e = useE2E();
const own: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(own.splice(0).map((c) => c.close()));
});
const { newDevice, registerOwner } = journeys(e2e, own);

/** The Vietnamese catalog's plain entries (no variables), English → Vietnamese. */
const CATALOG = new Map(
  [...readFileSync('src/locales/vi/bookings.po', 'utf8').matchAll(/^msgid "(.+)"\nmsgstr "(.+)"$/gm)].map(
    ([, en, vi]) => [JSON.parse(`"${en}"`) as string, JSON.parse(`"${vi}"`) as string] as const,
  ),
);
/** The Vietnamese of an English text of the booking screens; fails the test when the catalog lacks it. */
function vi(english: string): string {
  const text = CATALOG.get(english);
  if (!text || text === english) throw new Error(`bookings.po has no Vietnamese for "${english}"`);
  return text;
}

describe('the booking screens in Vietnamese', () => {
  it('adds a staff member, fills the week and books in New Appointment, all in Vietnamese', async () => {
    const { page } = await newDevice(earlyMorningZone());
    await registerOwner(page, 'vi-bookings');
    // A service first (Salon Profile, another area's screen), then she switches to Vietnamese.
    const profile = new ProfilePage(page, e2e.baseUrl);
    await profile.goto();
    await profile.addService({ name: 'Gel Manicure', price: '45', duration: '60' });
    await profile.message('Service added successfully!').waitFor();
    await page.getByRole('combobox', { name: 'Language' }).first().selectOption('vi');
    await eventually(async () => expect(await page.evaluate(() => document.documentElement.lang)).toBe('vi'));

    // Staff Management: the form, the position's name and the toast, in Vietnamese.
    await page.goto(`${e2e.baseUrl}/dashboard/staff`);
    await page.getByRole('heading', { level: 1, name: vi('Staff Management') }).waitFor({ timeout: 20_000 });
    const form = page.getByRole('form', { name: vi('Add Staff Member') });
    await form.getByLabel(vi('Name'), { exact: true }).fill('Lan Nguyễn');
    const position = form.getByLabel(vi('Position'), { exact: true });
    expect(await position.locator('option[value="Nail Technician"]').textContent()).toBe(vi('Nail Technician'));
    await position.selectOption('Nail Technician');
    await form.getByRole('button', { name: vi('Add Staff Member') }).click();
    await page.getByText(vi('Staff member added successfully!')).waitFor();
    const card = page.locator('li[data-staff="Lan Nguyễn"]');
    expect(await card.locator('.staff-card__meta').textContent()).toContain(vi('Nail Technician'));
    await card.getByRole('checkbox', { name: 'Gel Manicure', exact: true }).check();
    await page.getByText(vi('Service assigned to staff member!')).waitFor();

    // Staff Schedule: the week's weekday headers come from Intl in Vietnamese ("Th 2" … "CN").
    await page.goto(`${e2e.baseUrl}/dashboard/schedule`);
    await page.getByRole('heading', { level: 1, name: vi('Staff Schedule Management') }).waitFor({ timeout: 20_000 });
    // The grid follows a spinner while the week's rows load, so the headers are waited for.
    const expected = [1, 2, 3, 4, 5, 6, 0].map((d) =>
      new Intl.DateTimeFormat('vi', { weekday: 'short', timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1 + d, 12)),
    );
    await eventually(async () => expect(await page.locator('.week-grid__weekday').allTextContents()).toEqual(expected));
    await page.getByRole('button', { name: vi('Generate Default'), exact: true }).click();
    await eventually(async () => expect(await page.locator('.schedule-page > .banner').textContent()).toBe(vi('Schedule generated successfully!')));

    // New Appointment: labels, the hint before a service is chosen, 24-hour times, the success toast.
    await page.goto(`${e2e.baseUrl}/dashboard/appointments?new=1`);
    const dialog = page.getByRole('dialog', { name: vi('New Appointment') });
    await dialog.waitFor({ timeout: 20_000 });
    await dialog.getByText(vi('Choose a service to see free times.')).waitFor();
    await dialog.getByLabel(vi('Customer Phone')).fill('555-0177');
    await dialog.getByLabel(vi('Customer Name')).fill('Hoa Trần');
    const service = dialog.getByLabel(vi('Service'), { exact: true });
    await service.selectOption({ index: 1 });
    expect(await service.locator('option:checked').textContent()).toContain(vi('{duration} min').replace('{duration}', '60'));
    const time = dialog.getByLabel(vi('Time'), { exact: true });
    await time.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
    const first = time.locator('option:not([value=""])').first();
    // Vietnamese writes the 24-hour clock: no AM/PM in the offered times.
    expect(await first.textContent()).toMatch(/^\d\d:\d\d–\d\d:\d\d$/);
    await time.selectOption((await first.getAttribute('value')) ?? '');
    await dialog.getByRole('button', { name: vi('Book Appointment') }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator('.appt-page > .banner').textContent()).toBe(vi('Appointment created successfully!'));

    // The list: its headings and the booked row's status in Vietnamese.
    const list = page.getByRole('region', { name: vi('Appointments list') });
    const row = list.getByTestId('appointment-row').filter({ hasText: 'Hoa Trần' });
    await row.waitFor();
    expect(await list.locator('thead th').first().textContent()).toBe(vi('Date'));
    expect(await row.getByRole('combobox').locator('option:checked').textContent()).toBe(vi('Confirmed'));
    expect(e2e.pageErrors).toEqual([]);
  });
});
