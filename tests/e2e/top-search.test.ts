import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { AppointmentsPage } from './pages/appointments.page';
import { DashboardPage } from './pages/dashboard.page';
import { ProfilePage } from './pages/profile.page';
import { RegisterPage } from './pages/register.page';
import { SchedulePage } from './pages/schedule.page';
import { StaffPage } from './pages/staff.page';
import { uniqueEmail, useE2E } from './support/fixture';
import { earlyMorningZone, journeys } from './support/journeys';
import { eventually } from './support/wait';

const e2e = useE2E();
const own: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(own.splice(0).map((c) => c.close()));
});

const { newDevice } = journeys(e2e, own);

describe('top bar search', () => {
  it('filters the current screen, names what it filters and starts empty on the next screen', async () => {
    const { page } = await newDevice(earlyMorningZone());
    const register = new RegisterPage(page, e2e.baseUrl);
    await register.goto();
    await register.fill({ ownerName: 'Mai Tran', email: uniqueEmail('search'), password: 'polish123', salonName: 'Lotus Nails', salonPhone: '555-0100' });
    await register.submit();
    const dashboard = new DashboardPage(page, e2e.baseUrl);
    await dashboard.ready();

    // Overview lists nothing to filter: the box is there but disabled, and says why.
    expect(await dashboard.topSearch.isDisabled()).toBe(true);
    expect(await dashboard.topSearch.getAttribute('placeholder')).toBe('Nothing to search on Overview');

    // Salon Profile: services by name or description (accents and case ignored).
    const profile = new ProfilePage(page, e2e.baseUrl);
    await profile.goto();
    await profile.addService({ name: 'Gel Manicure', price: '45.50', duration: '60', description: 'Crème finish' });
    await profile.serviceRow('Gel Manicure').waitFor();
    expect(await dashboard.topSearch.getAttribute('placeholder')).toBe('Search services and FAQs…');
    await dashboard.topSearch.fill('CREME');
    await profile.serviceRow('Gel Manicure').waitFor();
    await dashboard.topSearch.fill('pedicure');
    await page.getByText('No services match your search', { exact: true }).waitFor();
    expect(await profile.serviceRows.count()).toBe(0);

    // Staff Management: the query is cleared on arrival and filters by name, phone or position.
    const staff = new StaffPage(page, e2e.baseUrl);
    await dashboard.navLink('Staff Management').click();
    await staff.form.waitFor();
    // The layout clears the query in an effect after the new screen's render.
    await eventually(async () => expect(await dashboard.topSearch.inputValue()).toBe(''));
    expect(await dashboard.topSearch.getAttribute('placeholder')).toBe('Search staff…');
    await staff.addStaff({ name: 'Lily Chen', phone: '555-0101', position: 'Nail Technician' });
    await staff.card('Lily Chen').waitFor();
    await staff.addStaff({ name: 'José Ortiz', phone: '555-0202', position: 'Apprentice' });
    await staff.card('José Ortiz').waitFor();
    await staff.serviceCheckbox('Lily Chen', 'Gel Manicure').check();
    await page.getByText('Service assigned to staff member!').waitFor();

    await dashboard.topSearch.fill('jose');
    await eventually(async () => expect(await staff.shownNames()).toEqual(['José Ortiz']));
    await staff.currentStaff.getByText('1 of 2', { exact: true }).waitFor();
    await dashboard.topSearch.fill('0101');
    await eventually(async () => expect(await staff.shownNames()).toEqual(['Lily Chen']));
    await dashboard.topSearch.fill('apprentice');
    await eventually(async () => expect(await staff.shownNames()).toEqual(['José Ortiz']));
    await dashboard.topSearch.fill('nobody');
    await staff.emptyState.getByText('No staff match your search.').waitFor();
    await dashboard.topSearch.fill('');
    await eventually(async () => expect((await staff.shownNames()).sort()).toEqual(['José Ortiz', 'Lily Chen']));

    // Two bookings to search among.
    await dashboard.topSearch.fill('lily');
    const schedule = new SchedulePage(page, e2e.baseUrl);
    await dashboard.navLink('Staff Schedule').click();
    await schedule.button('Generate Default').waitFor();
    expect(await dashboard.topSearch.isDisabled()).toBe(true);
    expect(await dashboard.topSearch.getAttribute('placeholder')).toBe('Nothing to search on Staff Schedule');
    await schedule.button('Generate Default').click();
    await eventually(async () => expect(await schedule.message.textContent()).toBe('Schedule generated successfully!'));

    const appts = new AppointmentsPage(page, e2e.baseUrl);
    for (const b of [
      { phone: '555-0142', name: 'Ana Lopez' },
      { phone: '555-0199', name: 'Bea Kim' },
    ]) {
      await appts.goto('?new=1');
      await appts.form.waitFor();
      await appts.fillBooking({ ...b, service: 'Gel Manicure' });
      await appts.submitBooking();
      await appts.form.waitFor({ state: 'detached' });
    }
    await appts.row('Ana Lopez').waitFor();
    await appts.row('Bea Kim').waitFor();

    // Typing in the top bar filters the table and shows in the table's own box, and back.
    await dashboard.topSearch.fill('bea');
    await eventually(async () => expect(await appts.rows.count()).toBe(1));
    expect(await appts.rows.first().textContent()).toContain('Bea Kim');
    expect(await appts.search.inputValue()).toBe('bea');
    await appts.search.fill('0142');
    // The last answer stays on screen while the next loads (one row too): wait for the new row.
    await eventually(async () => {
      expect(await appts.rows.count()).toBe(1);
      expect(await appts.rows.first().textContent()).toContain('Ana Lopez');
    });
    expect(await dashboard.topSearch.inputValue()).toBe('0142');
    await dashboard.topSearch.fill('zzz');
    await appts.emptyTitle.waitFor();
    expect(await appts.emptyText.textContent()).toBe('Try adjusting your search or filter criteria.');

    // Leaving and coming back via the sidebar clears it: both bookings again.
    await dashboard.navLink('Staff Management').click();
    await staff.form.waitFor();
    await eventually(async () => expect(await dashboard.topSearch.inputValue()).toBe(''));
    // The list follows a spinner of its own, after the form.
    await eventually(async () => expect((await staff.shownNames()).sort()).toEqual(['José Ortiz', 'Lily Chen']));
    await dashboard.navLink('Appointments').click();
    await appts.heading.waitFor();
    await eventually(async () => expect(await appts.rows.count()).toBe(2));
    expect(await dashboard.topSearch.getAttribute('placeholder')).toBe('Search appointments…');
    expect(e2e.pageErrors).toEqual([]);
  }, 120_000);
});
