import type { Locator, Page } from 'playwright-core';

/** The Calls screen (/dashboard/calls). */
export class CallsPage {
  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async goto() {
    await this.page.goto(`${this.baseUrl}/dashboard/calls`);
    await this.heading.waitFor({ timeout: 20_000 });
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Calls' });
  }
  get search(): Locator {
    return this.page.getByRole('searchbox', { name: 'Search calls' });
  }
  get outcome(): Locator {
    return this.page.getByRole('combobox', { name: 'Outcome' });
  }
  get rows(): Locator {
    return this.page.getByRole('list', { name: 'Calls, newest first' }).getByTestId('call-row');
  }
  get empty(): Locator {
    return this.page.getByTestId('calls-empty');
  }
  get transcript(): Locator {
    return this.page.getByTestId('transcript');
  }
  turns(kind: 'customer' | 'assistant'): Locator {
    return this.transcript.locator(`li.turn--${kind} > .turn__text`);
  }
  get message(): Locator {
    return this.transcript.getByRole('region', { name: 'Message for the salon' });
  }
}
