// An owner's whole back-office walk with the browser offline, surviving a
// reload while still offline, and reaching the backend once the connection returns.
import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { todayIn } from '../../src/domain/dates';
import { AppointmentsPage } from './pages/appointments.page';
import { ConflictsPage } from './pages/conflicts.page';
import { DashboardPage, SIDEBAR_ENTRIES } from './pages/dashboard.page';
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

const SERVICE = { name: 'Gel Manicure', price: '45.50', duration: '60' };
const MEMBER = 'Lily Chen';
const CUSTOMER = { phone: '555-0142', name: 'Ana Lopez' };

describe('offline walk', () => {
  it('adds a service and staff, generates the week, books and completes an appointment offline, keeps it all on reload, then syncs', async () => {
    const zone = earlyMorningZone();
    const { page, context } = await newDevice(zone);
    const register = new RegisterPage(page, e2e.baseUrl);
    await register.goto();
    await register.fill({ ownerName: 'Mai Tran', email: uniqueEmail('offline'), password: 'polish123', salonName: 'Lotus Nails', salonPhone: '555-0100' });
    await register.submit();
    const dashboard = new DashboardPage(page, e2e.baseUrl);
    await dashboard.ready();
    const sync = new ConflictsPage(page, e2e.baseUrl);
    await eventually(async () => expect(await sync.syncText.textContent()).toBe('All changes saved'), 15_000);

    // Online once through every screen, each a full navigation the worker must answer: it precaches
    // every chunk when it installs and takes the open page at once (clients.claim in src/sw.ts).
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    for (const [title, path] of [...SIDEBAR_ENTRIES, ['Conflicts', '/dashboard/conflicts'] as const]) {
      await dashboard.goto(path);
      await dashboard.heading.waitFor({ timeout: 20_000 });
      expect(await page.evaluate(() => navigator.serviceWorker.controller != null), title).toBe(true);
    }

    await context.setOffline(true);
    await eventually(async () => expect(await sync.syncText.textContent()).toBe('Offline'));

    // Salon Profile: a service.
    const profile = new ProfilePage(page, e2e.baseUrl);
    await profile.goto();
    await profile.addService(SERVICE);
    await profile.message('Service added successfully!').waitFor();
    await profile.serviceRow(SERVICE.name).waitFor();

    // Staff: a member doing that service.
    const staff = new StaffPage(page, e2e.baseUrl);
    await staff.goto();
    await staff.addStaff({ name: MEMBER, position: 'Nail Technician' });
    await staff.card(MEMBER).waitFor();
    await staff.serviceCheckbox(MEMBER, SERVICE.name).check();
    await staff.message('Service assigned to staff member!').waitFor();

    // Schedule: this week's defaults.
    const schedule = new SchedulePage(page, e2e.baseUrl);
    await schedule.goto();
    await schedule.button('Generate Default').click();
    await eventually(async () => expect(await schedule.message.textContent()).toBe('Schedule generated successfully!'));
    // The message follows the write; the grid shows the week when its own read of the schedules
    // answers, a moment later (on a loaded machine, after the test would have looked).
    const week = await eventually(async () => {
      const cells = await schedule.rowTexts(MEMBER);
      expect(cells).toHaveLength(7);
      expect(cells.filter((t) => /\d\d:\d\d/.test(t)).length).toBeGreaterThan(0);
      return cells;
    });

    // Appointments: book from New Appointment, complete it, search it.
    const appts = new AppointmentsPage(page, e2e.baseUrl);
    await appts.goto();
    await appts.newButton.click();
    await appts.form.waitFor();
    expect(await appts.formField('Date').inputValue()).toBe(todayIn(zone).date);
    const time = await appts.fillBooking({ ...CUSTOMER, service: SERVICE.name, staff: MEMBER });
    await appts.submitBooking();
    await appts.form.waitFor({ state: 'detached' });
    expect(await appts.message.textContent()).toBe('Appointment created successfully!');
    const row = appts.row(CUSTOMER.name);
    await row.waitFor();
    await appts.rowStatus(row).selectOption('completed');
    await eventually(async () => expect(await appts.message.textContent()).toBe('Appointment status updated successfully!'));
    await appts.search.fill('gel MANI');
    await eventually(async () => expect(await appts.rows.count()).toBe(1));
    await appts.search.fill('pedicure');
    await appts.emptyTitle.waitFor();
    await eventually(async () => expect(await sync.syncText.textContent()).toMatch(/^Offline · \d+ changes waiting$/));

    // Still offline: a reload comes from the service worker and the local database.
    await page.reload();
    await appts.heading.waitFor({ timeout: 20_000 });
    await row.waitFor();
    expect(await appts.rowStatus(row).inputValue()).toBe('completed');
    const rowText = await row.textContent();
    for (const part of [CUSTOMER.phone, SERVICE.name, '$45.50', MEMBER, time]) expect(rowText).toContain(part);
    await profile.goto();
    await profile.serviceRow(SERVICE.name).waitFor();
    await staff.goto();
    expect(await staff.serviceCheckbox(MEMBER, SERVICE.name).isChecked()).toBe(true);
    await schedule.goto();
    // The grid's week is read after the screen's heading is up.
    await eventually(async () => expect(await schedule.rowTexts(MEMBER)).toEqual(week));

    // Back online: every row reaches the backend.
    await context.setOffline(false);
    await eventually(async () => expect(await sync.syncText.textContent()).toBe('All changes saved'), 20_000);
    const [service] = await e2e.adminSelect<{ id: string; price: number | string }>('services', `name=eq.${encodeURIComponent(SERVICE.name)}&select=id,price`);
    expect(Number(service.price)).toBe(45.5);
    const [member] = await e2e.adminSelect<{ id: string }>('staff', `name=eq.${encodeURIComponent(MEMBER)}&select=id`);
    expect(member).toBeDefined();
    expect(await e2e.adminSelect('staff_services', `staff_id=eq.${member.id}&service_id=eq.${service.id}&select=staff_id`)).toHaveLength(1);
    const shifts = await e2e.adminSelect('staff_schedules', `staff_id=eq.${member.id}&select=date`);
    expect(shifts).toHaveLength(7);
    const booked = await e2e.adminSelect<{ status: string; start_time: string; appointment_date: string }>(
      'appointments',
      `staff_id=eq.${member.id}&select=status,start_time,appointment_date`,
    );
    expect(booked).toHaveLength(1);
    expect(booked[0].status).toBe('completed');
    expect(booked[0].start_time.slice(0, 5)).toBe(time);
    expect(booked[0].appointment_date).toBe(todayIn(zone).date);
    expect(await e2e.adminSelect('customers', `phone=eq.${encodeURIComponent(CUSTOMER.phone)}&select=name`)).toEqual([{ name: CUSTOMER.name }]);
    expect(e2e.pageErrors).toEqual([]);
  });
});
