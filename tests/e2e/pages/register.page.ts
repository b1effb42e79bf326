import type { Locator, Page } from 'playwright-core';

export interface Registration {
  ownerName: string;
  email: string;
  password: string;
  confirmPassword?: string;
  salonName: string;
  salonPhone: string;
  acceptTerms?: boolean;
}

export class RegisterPage {
  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
    /** The screen's texts in the language shown (tests/e2e/support/catalog-texts.ts); English when left out. */
    private readonly tx: (english: string) => string = (english) => english,
  ) {}

  async goto() {
    await this.page.goto(`${this.baseUrl}/register`);
    await this.submitButton.waitFor();
  }

  field(label: string): Locator {
    return this.page.getByLabel(this.tx(label), { exact: true });
  }
  get terms(): Locator {
    return this.page.getByRole('checkbox');
  }
  get submitButton(): Locator {
    return this.page.locator('form button[type=submit]');
  }
  get banner(): Locator {
    return this.page.getByRole('alert');
  }
  get loginLink(): Locator {
    return this.page.getByRole('link', { name: 'Sign in' });
  }

  async fill(r: Registration) {
    await this.field('Owner Name').fill(r.ownerName);
    await this.field('Email Address').fill(r.email);
    await this.field('Password').fill(r.password);
    await this.field('Confirm Password').fill(r.confirmPassword ?? r.password);
    await this.field('Nail Salon Name').fill(r.salonName);
    await this.field('Salon Phone Number').fill(r.salonPhone);
    await this.terms.setChecked(r.acceptTerms ?? true);
  }

  async submit() {
    await this.submitButton.click();
  }
}
