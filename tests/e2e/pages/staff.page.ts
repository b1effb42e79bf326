import type { Locator, Page } from 'playwright-core';

/** The Staff Management screen (/dashboard/staff). */
export class StaffPage {
  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
    /** The screen's texts in the language shown (tests/e2e/support/catalog-texts.ts); English when left out. */
    private readonly tx: (english: string) => string = (english) => english,
  ) {}

  async goto() {
    await this.page.goto(`${this.baseUrl}/dashboard/staff`);
    // A navigation loads the screen's lazy chunk; on a busy shared machine that can take a while.
    await this.page.getByRole('heading', { level: 1, name: this.tx('Staff Management') }).waitFor({ timeout: 20_000 });
    await this.form.waitFor();
  }

  get form(): Locator {
    return this.page.getByRole('form', { name: this.tx('Add Staff Member') });
  }
  field(label: string): Locator {
    return this.form.getByLabel(this.tx(label), { exact: true });
  }
  async addStaff(m: { name: string; phone?: string; position: string }) {
    await this.field('Name').fill(m.name);
    await this.field('Phone (optional)').fill(m.phone ?? '');
    await this.field('Position').selectOption(m.position);
    await this.form.getByRole('button', { name: this.tx('Add Staff Member') }).click();
  }
  async positions(): Promise<string[]> {
    return this.field('Position')
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  }

  get currentStaff(): Locator {
    return this.page.getByRole('region', { name: this.tx('Current Staff') });
  }
  get emptyState(): Locator {
    return this.currentStaff.locator('.empty');
  }
  card(name: string): Locator {
    return this.currentStaff.locator(`li[data-staff="${name}"]`);
  }
  statusToggle(name: string): Locator {
    return this.card(name).locator('button.status-toggle');
  }
  serviceCheckbox(staffName: string, service: string): Locator {
    return this.card(staffName).getByRole('checkbox', { name: service, exact: true });
  }
  assigned(name: string): Locator {
    return this.card(name).locator('.staff-card__assigned');
  }
  deleteButton(name: string): Locator {
    return this.card(name).getByRole('button', { name: `Delete ${name}` });
  }

  // Time off & breaks
  timeOffButton(name: string): Locator {
    return this.card(name).getByRole('button', { name: `Time off & breaks of ${name}` });
  }
  awayDialog(name: string): Locator {
    return this.page.getByRole('dialog', { name: `Time off & breaks — ${name}` });
  }
  async addTimeOff(name: string, t: { from: string; to: string; reason?: 'Vacation' | 'Sick' | 'Other'; note?: string }) {
    const form = this.awayDialog(name).getByRole('form', { name: 'Add time off' });
    await form.getByLabel('From', { exact: true }).fill(t.from);
    await form.getByLabel('To', { exact: true }).fill(t.to);
    await form.getByLabel('Reason', { exact: true }).selectOption({ label: t.reason ?? 'Vacation' });
    await form.getByLabel('Note (optional)', { exact: true }).fill(t.note ?? '');
    await form.getByRole('button', { name: 'Add Time Off' }).click();
  }
  async addBreak(name: string, b: { from: string; to: string; label?: string }) {
    const form = this.awayDialog(name).getByRole('form', { name: 'Add a daily break' });
    await form.getByLabel('From', { exact: true }).fill(b.from);
    await form.getByLabel('To', { exact: true }).fill(b.to);
    await form.getByLabel('Label (optional)', { exact: true }).fill(b.label ?? '');
    await form.getByRole('button', { name: 'Add Break' }).click();
  }
  /** The bookings a time off just added falls on (the panel under the add form). */
  clashes(name: string): Locator {
    return this.awayDialog(name).locator('.away-clashes');
  }

  get availableServices(): Locator {
    return this.page.getByRole('region', { name: 'Available Services' });
  }
  serviceTile(name: string): Locator {
    return this.availableServices.locator(`li[data-service="${name}"]`);
  }

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

  /** Names on the cards currently listed (after any search). */
  shownNames(): Promise<string[]> {
    return this.currentStaff.locator('li[data-staff]').evaluateAll((els) => els.map((e) => e.getAttribute('data-staff') ?? ''));
  }
}
