// Clients in Chromium: bookings made through New Appointment become client cards;
// the Clients screen searches them by name and phone, a card shows its figures and visits, Edit
// saves notes and tags (and refuses another client's phone by name), and Merge moves the other
// card's appointment to the kept one; the merge reaches the server like any edit.
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

describe('Clients', () => {
  it('searches the cards, shows one, edits it and merges two cards of one person', async () => {
    const { page } = await newDevice(earlyMorningZone());
    await registerOwner(page, 'clients');
    await setUpBookableSalon(page);
    const clients = new ClientsPage(page, e2e.baseUrl);
    await clients.goto();
    await clients.empty.waitFor();
    expect(await clients.empty.textContent()).toContain('No clients yet.');

    const first = await book(page, '555-014-2000', 'Ana Lopez', 0);
    await book(page, '555-014-2000', 'Ana Lopez', 1);
    await book(page, '555-019-9999', 'Ana L.', 2);
    // One of Ana Lopez's visits is done.
    const appts = new AppointmentsPage(page, e2e.baseUrl);
    await appts.goto();
    const done = appts.rows.filter({ hasText: first }).filter({ hasText: 'Ana Lopez' });
    await appts.rowStatus(done).selectOption('completed');
    await eventually(async () => expect(await appts.message.textContent()).toBe('Appointment status updated successfully!'));

    await clients.goto();
    await eventually(async () => expect(await clients.rows.count()).toBe(2));
    expect(await clients.rows.allTextContents()).toEqual(['Ana L.555-019-99990—', `Ana Lopez555-014-20001${await lastVisitText(page)}`]);
    await clients.search.fill('lop');
    await eventually(async () => expect(await clients.rows.count()).toBe(1));
    await clients.search.fill('+1 (555) 019');
    await eventually(async () => expect(await clients.row('Ana L.').count()).toBe(1));
    expect(await clients.rows.count()).toBe(1);
    await clients.search.fill('zed');
    await eventually(async () => expect(await clients.empty.textContent()).toBe('No clients match "zed".'));
    await clients.search.fill('ana');

    // The card.
    await clients.row('Ana Lopez').getByRole('link').click();
    await page.waitForURL(/\/dashboard\/clients\/[0-9a-f-]{36}$/);
    await eventually(async () => expect(await clients.cardName.textContent()).toBe('Ana Lopez'));
    expect(await clients.total('Visits').textContent()).toBe('1');
    expect(await clients.total('Spent').textContent()).toBe('$45.50');
    expect(await clients.total('No-shows').textContent()).toBe('0');
    expect(await clients.total('Late cancellations').textContent()).toBe('0');
    // Both visits are today and still ahead (the salon's early morning), one of them completed.
    expect(await clients.visits('Upcoming visits').count()).toBe(2);
    expect(await clients.visits('Upcoming visits').first().textContent()).toContain('Gel ManicureLily Chen$45.50Completed');
    // The search stayed while the card opened.
    expect(await clients.search.inputValue()).toBe('ana');

    // Edit: notes, tags and the language her messages and Sarah use.
    await clients.button('Edit').click();
    await clients.field('Notes').fill('Allergic to acrylic. Likes almond shape.');
    await clients.field('Tags').fill('VIP, gel, vip');
    await clients.field('Language').selectOption('es');
    await clients.dialog('Edit client').getByRole('button', { name: 'Save' }).click();
    await eventually(async () => expect(await clients.message.textContent()).toBe('Client updated successfully!'));
    // The card's live read catches up with the write just after the banner.
    await eventually(async () => expect(await clients.tags.allTextContents()).toEqual(['VIP', 'gel']));
    expect(await clients.notes.textContent()).toBe('Allergic to acrylic. Likes almond shape.');

    // Another client's phone is refused, naming her. (The form opens with the language saved.)
    await clients.button('Edit').click();
    expect(await clients.field('Language').inputValue()).toBe('es');
    await clients.field('Phone').fill('(555) 019-9999');
    await clients.dialog('Edit client').getByRole('button', { name: 'Save' }).click();
    await eventually(async () =>
      expect(await clients.fieldErrors.allTextContents()).toEqual([
        'Ana L. already has this phone number. To make them one client, use "Merge with another client…".',
      ]),
    );
    await clients.dialog('Edit client').getByRole('button', { name: 'Cancel' }).click();

    // Merge the other card into this one.
    await clients.button('Merge with another client…').click();
    const merge = clients.dialog('Merge with another client');
    await merge.getByLabel('Find the other client').fill('0199');
    await merge.getByRole('button', { name: /^Ana L\./ }).click();
    await eventually(async () =>
      expect(await merge.getByTestId('merge-confirmation').textContent()).toBe("Keep Ana Lopez; Ana L.'s 1 appointment moves here; the other card is removed."),
    );
    await merge.getByRole('button', { name: 'Merge', exact: true }).click();
    await eventually(async () => expect(await clients.message.textContent()).toBe('Clients merged successfully!'));
    await eventually(async () => expect(await clients.visits('Upcoming visits').count()).toBe(3));
    await eventually(async () => expect(await clients.rows.count()).toBe(1));

    // The server has it: one live Ana, the other card removed, her three appointments on it.
    await eventually(
      async () => {
        const cards = await e2e.adminSelect<{ id: string; name: string; deleted: boolean; notes: string | null }>(
          'customers',
          'select=id,name,deleted,notes&name=like.Ana*',
        );
        expect(cards.map((c) => [c.name, c.deleted]).sort()).toEqual([
          ['Ana L.', true],
          ['Ana Lopez', false],
        ]);
        const kept = cards.find((c) => !c.deleted)!;
        expect(kept.notes).toBe('Allergic to acrylic. Likes almond shape.');
        const rows = await e2e.adminSelect('appointments', `select=id&customer_id=eq.${kept.id}&deleted=is.false`);
        expect(rows).toHaveLength(3);
      },
      20_000,
      250,
    );
    expect(e2e.pageErrors).toEqual([]);
  });
});

/** Today as the list writes a last visit ('Jan 5, 2026'), in the page's zone. */
function lastVisitText(page: import('playwright-core').Page): Promise<string> {
  return page.evaluate(() => {
    const d = new Date();
    const iso = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const [y, m, day] = iso.split('-').map(Number);
    return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, day)));
  });
}
