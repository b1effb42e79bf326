import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { AppointmentsPage } from './pages/appointments.page';
import { ConflictsPage } from './pages/conflicts.page';
import { DashboardPage } from './pages/dashboard.page';
import { LoginPage } from './pages/login.page';
import { RegisterPage } from './pages/register.page';
import { StaffPage } from './pages/staff.page';
import { uniqueEmail, useE2E } from './support/fixture';
import { earlyMorningZone, journeys } from './support/journeys';
import { eventually } from './support/wait';

const e2e = useE2E();
const own: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(own.splice(0).map((c) => c.close()));
});

const { newDevice, setUpBookableSalon } = journeys(e2e, own);

const PASSWORD = 'polish123';
/** Sync reaches the other device on the engine's timer; on a busy shared machine that takes a while. */
const SYNC_WAIT = 30_000;
/** Two devices and their syncs on a machine shared with other runs take more than the default 60 s. */
const TWO_DEVICES_TIMEOUT = 150_000;

async function allSaved(page: Page) {
  const ui = new ConflictsPage(page, e2e.baseUrl);
  await eventually(async () => expect(await ui.syncText.textContent()).toBe('All changes saved'), SYNC_WAIT, 100);
}

/**
 * Visits every screen the test uses while online, so the service worker has their chunks and the
 * app can move between them offline; ends on Appointments, ready to book.
 */
async function warmUp(page: Page) {
  await new StaffPage(page, e2e.baseUrl).goto();
  await new ConflictsPage(page, e2e.baseUrl).goto();
  await new AppointmentsPage(page, e2e.baseUrl).goto();
}

/** Books through New Appointment on the screen already open (no navigation: the device is offline). */
async function bookOffline(page: Page, phone: string, name: string, time: string) {
  const appts = new AppointmentsPage(page, e2e.baseUrl);
  await appts.newButton.click();
  await appts.form.waitFor();
  await appts.fillBooking({ phone, name, service: 'Gel Manicure', staff: 'Lily Chen', time });
  await appts.submitBooking();
  await appts.form.waitFor({ state: 'detached' });
  expect(await appts.message.textContent()).toBe('Appointment created successfully!');
}

/**
 * The bell's count of open conflicts, reloading now and then: a pull only runs on the engine's
 * timer or a trigger. (Its badge also counts the other device's booking, unread here.)
 */
async function waitForConflicts(page: Page, expected: number) {
  const ui = new ConflictsPage(page, e2e.baseUrl);
  let tries = 0;
  await eventually(
    async () => {
      tries += 1;
      if (tries % 50 === 0) await page.reload();
      expect(await ui.conflictCount()).toBe(expected);
    },
    SYNC_WAIT,
    100,
  );
}

describe('two devices of one salon', () => {
  it(
    'both book the same member and time offline; the conflict shows on both and a Move on one settles it on the other; an offline edit reaches the other device',
    async () => {
      const zone = earlyMorningZone();
      const a = await newDevice(zone);
      const b = await newDevice(zone);
      const email = uniqueEmail('two-devices');

      // Device A: a new owner and a bookable salon.
      const register = new RegisterPage(a.page, e2e.baseUrl);
      await register.goto();
      await register.fill({ ownerName: 'Mai Tran', email, password: PASSWORD, salonName: 'Lotus Nails', salonPhone: '555-0100' });
      await register.submit();
      await new DashboardPage(a.page, e2e.baseUrl).ready();
      await setUpBookableSalon(a.page);
      await allSaved(a.page);

      // Device B: the same account; its first sign-in pulls the whole salon.
      const login = new LoginPage(b.page, e2e.baseUrl);
      await login.goto();
      await login.signIn(email, PASSWORD);
      await new DashboardPage(b.page, e2e.baseUrl).ready();
      const apptsB = new AppointmentsPage(b.page, e2e.baseUrl);
      await eventually(
        async () => {
          await apptsB.goto('?new=1');
          await apptsB.form.locator('option', { hasText: 'Gel Manicure' }).first().waitFor({ state: 'attached', timeout: 2_000 });
        },
        SYNC_WAIT,
        500,
      );

      await warmUp(a.page);
      await warmUp(b.page);
      await allSaved(a.page);
      await allSaved(b.page);

      // The same free slot on both devices, read from A's picker.
      const apptsA = new AppointmentsPage(a.page, e2e.baseUrl);
      await apptsA.newButton.click();
      await apptsA.form.waitFor();
      const time = await apptsA.fillBooking({ phone: '555-0142', name: 'Ana Lopez', service: 'Gel Manicure', staff: 'Lily Chen' });
      await apptsA.form.getByRole('button', { name: 'Cancel' }).click();
      await apptsA.form.waitFor({ state: 'detached' });

      await a.context.setOffline(true);
      await b.context.setOffline(true);
      const uiA = new ConflictsPage(a.page, e2e.baseUrl);
      const uiB = new ConflictsPage(b.page, e2e.baseUrl);
      await eventually(async () => expect(await uiA.syncText.textContent()).toBe('Offline'));
      await eventually(async () => expect(await uiB.syncText.textContent()).toBe('Offline'));

      await bookOffline(a.page, '555-0142', 'Ana Lopez', time);
      await bookOffline(b.page, '555-0177', 'Bo Kim', time);

      // An edit made offline on A only: a new staff member.
      await new DashboardPage(a.page, e2e.baseUrl).navLink('Staff Management').click();
      const staffA = new StaffPage(a.page, e2e.baseUrl);
      await staffA.addStaff({ name: 'Noor Haddad', position: 'Nail Technician' });
      await staffA.card('Noor Haddad').waitFor();
      await eventually(async () => expect(await uiA.syncText.textContent()).toMatch(/^Offline · \d+ changes? waiting$/));
      await eventually(async () => expect(await uiB.syncText.textContent()).toMatch(/^Offline · \d+ changes? waiting$/));

      // Back online: each device pushes; the server keeps the first booking and flags the second.
      await a.context.setOffline(false);
      await b.context.setOffline(false);
      await allSaved(a.page);
      await allSaved(b.page);

      // The bell shows the double booking on both devices, with both appointments side by side.
      await waitForConflicts(a.page, 1);
      await waitForConflicts(b.page, 1);
      for (const ui of [uiA, uiB]) {
        expect(await ui.bell.getAttribute('aria-label')).toMatch(/^Notifications: .*1 conflict$/);
        await ui.openConflicts();
        const card = ui.doubleBookings.first();
        await card.waitFor();
        expect(await ui.doubleBookings.count()).toBe(1);
        expect(await ui.badgeOf(card).textContent()).toBe('Needs a decision');
        const sides = `${await ui.side(card, 'This booking').textContent()} | ${await ui.side(card, 'The other booking').textContent()}`;
        for (const part of ['Ana Lopez', 'Bo Kim', 'Lily Chen', time]) expect(sides).toContain(part);
        expect(await ui.side(card, 'This booking').textContent()).toContain('Conflict');
      }

      // A moves the flagged booking to another free time.
      const cardA = uiA.doubleBookings.first();
      await uiA.action(cardA, 'Move').click();
      const times = await uiA.moveTimes(cardA);
      expect(times).not.toContain(time);
      const target = times[0];
      await uiA.movePanel(cardA).getByLabel('New time').selectOption(target);
      await uiA.movePanel(cardA).getByRole('button', { name: 'Move here' }).click();
      await eventually(async () => expect(await uiA.message.textContent()).toBe('Appointment moved. The conflict is resolved.'));
      await eventually(async () => expect(await uiA.badgeOf(cardA).textContent()).toBe('Resolved'), 10_000);
      await waitForConflicts(a.page, 0);
      await allSaved(a.page);

      // B learns it from its next pull: no open conflict left, the bell quiet.
      await eventually(
        async () => {
          expect(await uiB.doubleBookings.count()).toBe(0);
          expect(await uiB.empty.textContent()).toBe('No conflicts. Every device agrees.');
        },
        SYNC_WAIT,
        100,
      );
      await waitForConflicts(b.page, 0);
      expect(await uiB.bell.getAttribute('aria-label')).not.toMatch(/conflict/);

      // The server agrees: two confirmed bookings of Lily at different times.
      await eventually(
        async () => {
          const rows = await e2e.adminSelect<{ start_time: string; status: string }>(
            'appointments',
            'deleted=eq.false&select=start_time,status&order=start_time',
          );
          expect(rows.map((r) => r.status)).toEqual(['confirmed', 'confirmed']);
          expect(new Set(rows.map((r) => r.start_time.slice(0, 5)))).toEqual(new Set([time, target]));
        },
        SYNC_WAIT,
        200,
      );

      // A's offline edit is on B.
      const staffB = new StaffPage(b.page, e2e.baseUrl);
      await staffB.goto();
      await staffB.card('Noor Haddad').waitFor({ timeout: SYNC_WAIT });
      expect(e2e.pageErrors).toEqual([]);
    },
    TWO_DEVICES_TIMEOUT,
  );
});
