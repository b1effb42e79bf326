import type { Locator, Page } from 'playwright-core';

/** The customer's pages: /book/:slug and /a/:token, on a phone. */
export class BookPage {
  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async goto(slug: string) {
    await this.page.goto(`${this.baseUrl}/book/${slug}`);
  }
  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }
  service(name: string): Locator {
    return this.page.getByRole('radio', { name: new RegExp(`^${name}`) });
  }
  get technician(): Locator {
    return this.page.getByLabel('Technician', { exact: true });
  }
  /** A day of the strip by its full date ('Tuesday 1 December 2026'): its name ends with it. */
  day(fullDate: string): Locator {
    return this.page.getByRole('group', { name: 'Day' }).getByRole('button', { name: new RegExp(`, ${fullDate}$`) });
  }
  /** The free times of the shown day (their buttons). */
  get times(): Locator {
    return this.page.getByRole('group', { name: /^Free times on / }).getByRole('button');
  }
  async timeTexts(): Promise<string[]> {
    return (await this.times.allTextContents()).map((t) => t.replace(/^✓\s*/, '').trim());
  }
  time(start: string): Locator {
    return this.page.getByRole('group', { name: /^Free times on / }).getByRole('button', { name: new RegExp(`${start}$`) });
  }
  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }
  get bookNow(): Locator {
    return this.page.getByRole('button', { name: 'Book now' });
  }
  get facts(): Locator {
    return this.page.locator('dl.pb-facts');
  }
  get addToCalendar(): Locator {
    return this.page.getByRole('link', { name: 'Add to calendar' });
  }
  get manageLink(): Locator {
    return this.page.getByRole('link', { name: 'Manage your booking' });
  }
  get status(): Locator {
    return this.page.locator('.pb-success');
  }
  button(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name });
  }
}
