import type { Locator, Page } from 'playwright-core';

/** The Salon Profile screen (/dashboard/profile). */
export class ProfilePage {
  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
    /** The screen's texts in the language shown (tests/e2e/support/catalog-texts.ts); English when left out. */
    private readonly tx: (english: string) => string = (english) => english,
  ) {}

  async goto() {
    await this.page.goto(`${this.baseUrl}/dashboard/profile`);
    await this.ready();
  }

  /** The page is usable once the salon's own form has its values. */
  async ready() {
    // A navigation loads the screen's lazy chunk; on a busy shared machine that can take a while.
    await this.page.getByRole('heading', { level: 1, name: this.tx('Salon Profile') }).waitFor({ timeout: 20_000 });
    await this.infoField('Salon Name').waitFor();
  }

  get subtitle(): Locator {
    return this.page.locator('.page__subtitle');
  }

  // Basic Information
  get infoForm(): Locator {
    return this.page.getByRole('form', { name: this.tx('Basic Information') });
  }
  infoField(label: string): Locator {
    return this.infoForm.getByLabel(this.tx(label), { exact: true });
  }
  get saveInfo(): Locator {
    return this.infoForm.getByRole('button', { name: 'Save Information' });
  }

  // Business Hours
  get hoursForm(): Locator {
    return this.page.getByRole('form', { name: 'Business Hours' });
  }
  hoursDay(day: string): Locator {
    return this.hoursForm.locator(`li[data-day="${day}"]`);
  }
  closed(day: string): Locator {
    return this.hoursForm.getByRole('checkbox', { name: `Closed on ${day}` });
  }
  opens(day: string): Locator {
    return this.hoursForm.getByLabel(`Opens on ${day}`, { exact: true });
  }
  closes(day: string): Locator {
    return this.hoursForm.getByLabel(`Closes on ${day}`, { exact: true });
  }
  get saveHours(): Locator {
    return this.hoursForm.getByRole('button', { name: 'Save Hours' });
  }
  async dayNames(): Promise<string[]> {
    return this.hoursForm.locator('li[data-day]').evaluateAll((items) => items.map((li) => li.getAttribute('data-day') ?? ''));
  }

  // Services
  get servicesSection(): Locator {
    return this.page.getByRole('region', { name: 'Services Offered' });
  }
  get serviceForm(): Locator {
    return this.page.getByRole('form', { name: this.tx('Add New Service') });
  }
  serviceField(label: string): Locator {
    return this.serviceForm.getByLabel(this.tx(label), { exact: true });
  }
  serviceRow(name: string): Locator {
    return this.servicesSection.locator(`tr[data-service="${name}"]`);
  }
  get serviceRows(): Locator {
    return this.servicesSection.locator('tbody tr');
  }
  async addService(s: {
    name: string;
    price: string;
    duration: string;
    description?: string;
    cleanup?: string;
    category?: string;
    processing?: { minutes: string; after: string };
  }) {
    await this.serviceField('Service Name').fill(s.name);
    await this.serviceField('Price ($)').fill(s.price);
    await this.serviceField('Duration (minutes)').fill(s.duration);
    await this.serviceField('Cleanup time after (minutes)').fill(s.cleanup ?? '0');
    await this.serviceField('Processing time (minutes)').fill(s.processing?.minutes ?? '0');
    await this.serviceField('Processing starts after (minutes)').fill(s.processing?.after ?? '0');
    await this.serviceField('Category (optional)').fill(s.category ?? '');
    await this.serviceField('Description (optional)').fill(s.description ?? '');
    await this.serviceForm.getByRole('button', { name: this.tx('Add Service') }).click();
  }
  /** A row's Edit, Hide or Show button (each names its service for screen readers). */
  serviceAction(name: string, action: 'Edit' | 'Hide' | 'Show'): Locator {
    return this.serviceRow(name).getByRole('button', { name: `${action} ${name}` });
  }
  deleteService(name: string): Locator {
    return this.serviceRow(name).getByRole('button', { name: `Delete ${name}` });
  }

  // Booking rules
  get rulesForm(): Locator {
    return this.page.getByRole('form', { name: 'Booking rules' });
  }
  rulesField(label: 'Minimum notice' | 'Maximum advance (days)' | 'Time slots every' | 'Bookings by Sarah start as'): Locator {
    return this.rulesForm.getByLabel(label, { exact: true });
  }
  get saveRules(): Locator {
    return this.rulesForm.getByRole('button', { name: 'Save booking rules' });
  }

  // FAQs
  get faqSection(): Locator {
    return this.page.getByRole('region', { name: 'AI Training Data' });
  }
  get faqForm(): Locator {
    return this.page.getByRole('form', { name: 'Add FAQ' });
  }
  async addFaq(question: string, answer: string) {
    await this.faqForm.getByLabel('Question', { exact: true }).fill(question);
    await this.faqForm.getByLabel('Answer', { exact: true }).fill(answer);
    await this.faqForm.getByRole('button', { name: 'Add FAQ' }).click();
  }
  faqItem(question: string): Locator {
    return this.faqSection.locator('.faq-list__item', { hasText: question });
  }
  deleteFaq(question: string): Locator {
    return this.faqItem(question).getByRole('button', { name: `Delete FAQ: ${question}` });
  }

  /** Answers the next window.confirm, and resolves with its text. */
  nextConfirm(accept: boolean): Promise<string> {
    return new Promise((resolve) => {
      this.page.once('dialog', (d) => {
        const text = d.message();
        void (accept ? d.accept() : d.dismiss()).then(() => resolve(text));
      });
    });
  }

  message(text: string): Locator {
    return this.page.getByText(this.tx(text), { exact: true });
  }
}
