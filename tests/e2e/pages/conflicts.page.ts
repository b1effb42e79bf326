import type { Locator, Page } from 'playwright-core';

/** The top bar's sync status control and the Conflicts screen (/dashboard/conflicts). */
export class ConflictsPage {
  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async goto() {
    await this.page.goto(`${this.baseUrl}/dashboard/conflicts`);
    await this.heading.waitFor();
  }

  // Top bar
  get syncStatus(): Locator {
    return this.page.getByTestId('sync-status');
  }
  /** The full sentence ('Offline · 1 change waiting', 'All changes saved', …). */
  get syncText(): Locator {
    return this.page.getByTestId('sync-status-text');
  }
  /** The bell opens the notifications feed; its name says what waits ('Notifications: 1 unread, 2 conflicts'). */
  get bell(): Locator {
    return this.page.getByRole('button', { name: /^Notifications/ });
  }
  /** Unread notifications and open conflicts together. */
  get badge(): Locator {
    return this.page.getByTestId('bell-badge');
  }
  /** Open conflicts, as the bell's name counts them (0 when it names none). */
  async conflictCount(): Promise<number> {
    const label = (await this.bell.getAttribute('aria-label')) ?? '';
    return Number(/(\d+) conflicts?$/.exec(label)?.[1] ?? 0);
  }
  /** The way to the Conflicts screen: the bell, then the feed's link. */
  async openConflicts() {
    await this.bell.click();
    await this.page.getByRole('link', { name: 'Open conflicts' }).click();
    await this.heading.waitFor();
  }

  // Screen
  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Conflicts' });
  }
  get message(): Locator {
    return this.page.locator('.conflicts-page > .banner');
  }
  get empty(): Locator {
    return this.page.getByTestId('conflicts-empty');
  }
  get doubleBookings(): Locator {
    return this.page.getByTestId('double-booking');
  }
  side(card: Locator, title: 'This booking' | 'The other booking'): Locator {
    return card.getByRole('region', { name: title });
  }
  badgeOf(card: Locator): Locator {
    return card.locator('.conflict-badge');
  }
  action(card: Locator, name: 'Move' | 'Reassign' | 'Cancel this one' | 'Cancel the other' | 'Mark resolved'): Locator {
    return card.getByRole('group', { name: 'Resolve' }).getByRole('button', { name, exact: true });
  }
  movePanel(card: Locator): Locator {
    return card.getByRole('form', { name: 'Move appointment' });
  }
  /** Offered start times ('HH:MM') in the Move panel, once it has read availability. */
  async moveTimes(card: Locator): Promise<string[]> {
    const select = this.movePanel(card).getByLabel('New time');
    await select.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
    const values = await select.locator('option').evaluateAll((opts) => opts.map((o) => (o as HTMLOptionElement).value));
    return values.filter(Boolean);
  }
  get refused(): Locator {
    return this.page.getByTestId('refused-change');
  }
}
