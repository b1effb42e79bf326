// At tablet size: a row of the Appointments table opens its details (a tap on the row or
// its Details button), and Clients → Add client makes a card before any booking, refusing a phone
// another card has by naming that client, as Edit does.
import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { AppointmentsPage } from './pages/appointments.page';
import { ClientsPage } from './pages/clients.page';
import { useE2E } from './support/fixture';
import { earlyMorningZone, journeys } from './support/journeys';
import { eventually } from './support/wait';

const e2e = useE2E();
const own: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(own.splice(0).map((c) => c.close()));
});
const { newDevice, registerOwner, setUpBookableSalon, book } = journeys(e2e, own);

const TABLET = { width: 820, height: 1180 };

describe('appointments table and clients', () => {
  it('a row opens its details; Add client refuses a taken phone by name and opens the new card', async () => {
    const { page } = await newDevice(earlyMorningZone(), { viewport: TABLET });
    await registerOwner(page, 'addclient');
    await setUpBookableSalon(page);
    await book(page, '555-0142', 'Ana Lopez', 0);

    // A tap on the row (not on its status or Delete) opens the details; so does Details.
    const appts = new AppointmentsPage(page, e2e.baseUrl);
    await appts.goto();
    const row = appts.row('Ana Lopez');
    await row.waitFor();
    await row.locator('td[data-label="Service"]').click();
    await appts.details.waitFor();
    await eventually(async () => expect(new URL(page.url()).searchParams.get('open')).not.toBeNull());
    await page.keyboard.press('Escape');
    await appts.details.waitFor({ state: 'detached' });
    await row.getByRole('button', { name: "Details of Ana Lopez's appointment" }).click();
    await appts.details.waitFor();
    expect(await appts.details.textContent()).toContain('Ana Lopez');
    await page.keyboard.press('Escape');
    await appts.details.waitFor({ state: 'detached' });
    // The status selector stays the row's own: changing it opens nothing.
    await appts.rowStatus(row).selectOption('confirmed');
    await page.waitForTimeout(300);
    expect(await appts.details.count()).toBe(0);

    // Clients → Add client.
    const clients = new ClientsPage(page, e2e.baseUrl);
    await clients.goto();
    await clients.row('Ana Lopez').waitFor();
    await page.getByRole('button', { name: 'Add client', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add client' });
    await dialog.getByLabel('Name').fill('Bea Kim');
    // Ana's number, typed another way.
    await dialog.getByLabel('Phone').fill('555 0142');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await eventually(async () =>
      expect(await dialog.locator('.field__error').allTextContents()).toEqual(['Ana Lopez already has this phone number. Open their card instead.']),
    );
    await dialog.getByLabel('Phone').fill('555-0199');
    await dialog.getByLabel('Tags').fill('VIP');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(async () => expect(await clients.cardName.textContent()).toBe('Bea Kim'));
    expect(await clients.message.textContent()).toBe('Client added successfully!');
    expect(await clients.tags.allTextContents()).toEqual(['VIP']);
    // At this width the card takes the screen; the list beside it has her too.
    await page.getByRole('link', { name: '← All clients' }).click();
    await clients.row('Bea Kim').waitFor();
    expect(e2e.pageErrors).toEqual([]);
  }, 120_000);
});
