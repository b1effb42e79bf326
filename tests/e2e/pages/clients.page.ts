import type { Locator, Page } from 'playwright-core';

/** The Clients screen (/dashboard/clients) and the open client card. */
export class ClientsPage {
  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async goto(path = '') {
    await this.page.goto(`${this.baseUrl}/dashboard/clients${path}`);
    await this.heading.waitFor({ timeout: 20_000 });
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Clients' });
  }
  /** The screen's success banner (not the ones inside dialogs). */
  get message(): Locator {
    return this.page.locator('.clients-page > .banner');
  }
  get search(): Locator {
    return this.page.getByRole('searchbox', { name: 'Search by name or phone' });
  }
  get list(): Locator {
    return this.page.getByRole('region', { name: 'Client list' });
  }
  get rows(): Locator {
    return this.list.getByTestId('client-row');
  }
  row(name: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }
  get empty(): Locator {
    return this.page.getByTestId('clients-empty');
  }

  // The open card
  get card(): Locator {
    return this.page.getByTestId('client-card');
  }
  get cardName(): Locator {
    return this.card.getByRole('heading', { level: 2 });
  }
  total(label: 'Visits' | 'Spent' | 'No-shows' | 'Late cancellations'): Locator {
    return this.card.locator('.client-totals__item', { has: this.page.locator('dt', { hasText: label }) }).locator('dd');
  }
  visits(section: 'Upcoming visits' | 'Past visits'): Locator {
    return this.card.getByRole('region', { name: section }).getByTestId('visit-row');
  }
  get tags(): Locator {
    return this.card.getByRole('list', { name: 'Tags' }).getByRole('listitem');
  }
  get notes(): Locator {
    return this.card.locator('.client-card__notes');
  }
  button(name: 'Edit' | 'Merge with another client…'): Locator {
    return this.card.getByRole('button', { name, exact: true });
  }

  // Dialogs
  dialog(name: 'Edit client' | 'Merge with another client'): Locator {
    return this.page.getByRole('dialog', { name });
  }
  field(label: 'Name' | 'Phone' | 'Email' | 'Notes' | 'Tags' | 'Language'): Locator {
    return this.dialog('Edit client').getByLabel(label);
  }
  get fieldErrors(): Locator {
    return this.dialog('Edit client').locator('.field__error');
  }
}
