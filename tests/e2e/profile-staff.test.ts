import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DashboardPage } from './pages/dashboard.page';
import { ProfilePage } from './pages/profile.page';
import { RegisterPage } from './pages/register.page';
import { StaffPage } from './pages/staff.page';
import { uniqueEmail, useE2E } from './support/fixture';
import { eventually } from './support/wait';

const e2e = useE2E();

async function registerOwner(page: Page): Promise<void> {
  const form = new RegisterPage(page, e2e.baseUrl);
  await form.goto();
  await form.fill({ ownerName: 'Mai Tran', email: uniqueEmail(), password: 'polish123', salonName: 'Lotus Nails', salonPhone: '555-0100' });
  await form.submit();
  await new DashboardPage(page, e2e.baseUrl).ready();
}

const value = (l: { inputValue(): Promise<string> }) => l.inputValue();

describe('salon profile', () => {
  it('saves information, hours, services and FAQs, and keeps them over a reload', async () => {
    const page = await e2e.newPage();
    await registerOwner(page);
    const profile = new ProfilePage(page, e2e.baseUrl);
    await profile.goto();
    expect(await profile.subtitle.textContent()).toBe('Manage your salon information and AI agent data');
    // Prefilled from sign-up.
    await eventually(async () => expect(await value(profile.infoField('Salon Name'))).toBe('Lotus Nails'));

    // Basic Information: a bad website is refused at its field, and what was typed stays.
    await profile.infoField('Salon Name').fill('Lotus Nails & Spa');
    await profile.infoField('Address').fill('12 Orchid Lane, Springfield');
    await profile.infoField('Email').fill('hello@lotus.example');
    await profile.infoField('Website (optional)').fill('not a url');
    await profile.infoField('Time Zone').selectOption('Europe/Paris');
    await profile.saveInfo.click();
    await profile.message('Website must be a valid URL (https://…)').waitFor();
    expect(await profile.message('Salon information updated successfully!').count()).toBe(0);
    expect(await value(profile.infoField('Address'))).toBe('12 Orchid Lane, Springfield');

    await profile.infoField('Website (optional)').fill('https://lotus.example');
    await profile.saveInfo.click();
    await profile.message('Salon information updated successfully!').waitFor();

    // Hours: Monday first, spec defaults, an inverted day saves nothing, then Sunday closed.
    // The hours form follows a spinner of its own (the hours are read apart from the salon).
    await eventually(async () => expect(await profile.dayNames()).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']));
    expect([await value(profile.opens('Thursday')), await value(profile.closes('Thursday'))]).toEqual(['09:00', '19:00']);
    expect([await value(profile.opens('Sunday')), await value(profile.closes('Sunday'))]).toEqual(['10:00', '16:00']);
    await profile.closes('Monday').fill('08:00');
    await profile.saveHours.click();
    await profile.message('Monday: closing time must be after opening time').waitFor();
    await profile.closes('Monday').fill('18:30');
    await profile.closed('Sunday').check();
    expect(await profile.opens('Sunday').isDisabled()).toBe(true);
    await profile.saveHours.click();
    await profile.hoursForm.getByText('Salon information updated successfully!').waitFor();

    // Services: an invalid price adds nothing and keeps the form; a valid one shows with $.
    await profile.addService({ name: 'Gel Manicure', price: '45.505', duration: '60', description: 'Long-lasting gel polish' });
    await profile.message('Price must be a number with at most 2 decimals (step 0.01)').waitFor();
    expect(await profile.serviceRows.count()).toBe(0);
    expect(await value(profile.serviceField('Service Name'))).toBe('Gel Manicure');
    await profile.serviceField('Price ($)').fill('45.50');
    await profile.serviceForm.getByRole('button', { name: 'Add Service' }).click();
    await profile.message('Service added successfully!').waitFor();
    await profile.serviceRow('Gel Manicure').waitFor();
    expect(await profile.serviceRow('Gel Manicure').locator('td').allTextContents()).toEqual([
      '$45.50',
      '60 min',
      'Long-lasting gel polish',
      'Edit Gel ManicureHide Gel ManicureDelete Gel Manicure',
    ]);
    expect(await value(profile.serviceField('Service Name'))).toBe('');

    // FAQ: added and listed with no connection (writes go to the device first).
    await page.context().setOffline(true);
    await profile.addFaq('Do you take walk-ins?', 'Yes, whenever a technician is free.');
    await profile.message('FAQ added successfully!').waitFor();
    await profile.faqItem('Do you take walk-ins?').waitFor();
    await page.context().setOffline(false);

    // Reload: everything is still there.
    await page.reload();
    await profile.ready();
    await eventually(async () => expect(await value(profile.infoField('Salon Name'))).toBe('Lotus Nails & Spa'));
    expect(await value(profile.infoField('Address'))).toBe('12 Orchid Lane, Springfield');
    expect(await value(profile.infoField('Email'))).toBe('hello@lotus.example');
    expect(await value(profile.infoField('Website (optional)'))).toBe('https://lotus.example');
    expect(await value(profile.infoField('Time Zone'))).toBe('Europe/Paris');
    await profile.hoursDay('Sunday').waitFor();
    expect(await profile.closed('Sunday').isChecked()).toBe(true);
    expect(await profile.closed('Saturday').isChecked()).toBe(false);
    expect(await value(profile.closes('Monday'))).toBe('18:30');
    await profile.serviceRow('Gel Manicure').waitFor();
    await profile.faqItem('Do you take walk-ins?').waitFor();

    // Hiding keeps the service listed, marked in words; Show makes it bookable again.
    await profile.serviceAction('Gel Manicure', 'Hide').click();
    await profile.message('Service hidden — it can no longer be booked.').waitFor();
    await profile.serviceRow('Gel Manicure').getByText('Hidden — not bookable', { exact: true }).waitFor();
    await profile.serviceAction('Gel Manicure', 'Show').click();
    await profile.message('Service shown — it can be booked again.').waitFor();
    await profile.serviceRow('Gel Manicure').getByText('Hidden — not bookable', { exact: true }).waitFor({ state: 'detached' });

    // Deleting asks first; dismissing keeps the service.
    const dismissed = profile.nextConfirm(false);
    await profile.deleteService('Gel Manicure').click();
    expect(await dismissed).toContain('Gel Manicure');
    expect(await profile.serviceRows.count()).toBe(1);
    const accepted = profile.nextConfirm(true);
    await profile.deleteService('Gel Manicure').click();
    await accepted;
    await profile.message('Service deleted successfully!').waitFor();
    await eventually(async () => expect(await profile.serviceRows.count()).toBe(0));

    const faqConfirm = profile.nextConfirm(true);
    await profile.deleteFaq('Do you take walk-ins?').click();
    expect(await faqConfirm).toContain('Do you take walk-ins?');
    await profile.message('FAQ deleted successfully!').waitFor();
    await eventually(async () => expect(await profile.faqItem('Do you take walk-ins?').count()).toBe(0));
    expect(e2e.pageErrors).toEqual([]);
  });
});

describe('staff management', () => {
  it('adds a member, toggles status, assigns and unassigns a service, deletes with confirmation', async () => {
    const page = await e2e.newPage();
    await registerOwner(page);
    const profile = new ProfilePage(page, e2e.baseUrl);
    await profile.goto();
    await profile.addService({ name: 'Pedicure', price: '38', duration: '50' });
    await profile.message('Service added successfully!').waitFor();

    const staff = new StaffPage(page, e2e.baseUrl);
    await staff.goto();
    await staff.emptyState.getByText('No Staff Members', { exact: true }).waitFor();
    expect(await staff.positions()).toEqual(['Senior Nail Technician', 'Nail Technician', 'Part-time Technician', 'Apprentice']);
    await staff.serviceTile('Pedicure').waitFor();
    expect(await staff.serviceTile('Pedicure').textContent()).toBe('Pedicure$38.00 · 50 minNo active staff');

    // Position is required: refused at the field, name kept.
    await staff.field('Name').fill('Linh Pham');
    await staff.form.getByRole('button', { name: 'Add Staff Member' }).click();
    await staff.message('Position must be one of: Senior Nail Technician, Nail Technician, Part-time Technician, Apprentice').waitFor();
    expect(await staff.field('Name').inputValue()).toBe('Linh Pham');

    await staff.addStaff({ name: 'Linh Pham', phone: '555-0199', position: 'Senior Nail Technician' });
    await staff.message('Staff member added successfully!').waitFor();
    await staff.card('Linh Pham').waitFor();
    expect(await staff.emptyState.count()).toBe(0);
    expect(await staff.assigned('Linh Pham').textContent()).toBe('No services assigned');
    expect(await staff.statusToggle('Linh Pham').textContent()).toBe('Active');

    await staff.statusToggle('Linh Pham').click();
    await staff.message('Staff status updated successfully!').waitFor();
    await eventually(async () => expect(await staff.statusToggle('Linh Pham').textContent()).toBe('Inactive'));
    await staff.statusToggle('Linh Pham').click();
    await eventually(async () => expect(await staff.statusToggle('Linh Pham').textContent()).toBe('Active'));

    await staff.serviceCheckbox('Linh Pham', 'Pedicure').check();
    await staff.message('Service assigned to staff member!').waitFor();
    await eventually(async () => expect(await staff.assigned('Linh Pham').textContent()).toBe('Pedicure'));
    await eventually(async () => expect(await staff.serviceTile('Pedicure').textContent()).toContain('1 active staff member'));

    // Survives a reload.
    await page.reload();
    await staff.card('Linh Pham').waitFor();
    expect(await staff.serviceCheckbox('Linh Pham', 'Pedicure').isChecked()).toBe(true);

    await staff.serviceCheckbox('Linh Pham', 'Pedicure').uncheck();
    await staff.message('Service removed from staff member!').waitFor();
    await eventually(async () => expect(await staff.assigned('Linh Pham').textContent()).toBe('No services assigned'));

    const confirm = staff.nextConfirm(true);
    await staff.deleteButton('Linh Pham').click();
    expect(await confirm).toContain('Linh Pham');
    await staff.message('Staff member deleted successfully!').waitFor();
    await staff.emptyState.getByText('No Staff Members', { exact: true }).waitFor();
    expect(e2e.pageErrors).toEqual([]);
  });
});
