import type { Locator, Page } from 'playwright-core';

/** Salon Profile → Online booking, on the owner's /dashboard/profile. */
export class OnlineBookingSection {
  constructor(
    readonly page: Page,
    /** The section's texts in the language shown (tests/e2e/support/catalog-texts.ts); English when left out. */
    private readonly tx: (english: string) => string = (english) => english,
  ) {}

  get section(): Locator {
    return this.page.getByRole('region', { name: this.tx('Online booking') });
  }
  get form(): Locator {
    return this.page.getByRole('form', { name: this.tx('Online booking') });
  }
  get toggle(): Locator {
    return this.form.getByRole('switch', { name: this.tx('Take bookings online') });
  }
  get address(): Locator {
    return this.form.getByLabel(this.tx('Booking page address'), { exact: true });
  }
  /** The address field's hint or error (the check's answer). */
  get addressNote(): Locator {
    // `has` is read inside each .field, so it names the input from the page, not through the form.
    return this.form.locator('.field', { has: this.page.getByLabel('Booking page address', { exact: true }) }).locator('.field__hint, .field__error');
  }
  get cancelNotice(): Locator {
    return this.form.getByLabel('Customers may cancel online', { exact: true });
  }
  /** The sites that may show the page in a frame, one per line. */
  get embedOrigins(): Locator {
    return this.form.getByLabel('Sites that may show your booking page');
  }
  get embedOriginsError(): Locator {
    return this.form.locator('.field', { has: this.page.getByLabel('Sites that may show your booking page') }).locator('.field__error');
  }
  get save(): Locator {
    return this.form.getByRole('button', { name: this.tx('Save online booking') });
  }
  get message(): Locator {
    return this.form.locator('.banner');
  }
  get link(): Locator {
    return this.section.getByTestId('booking-page-link').getByRole('link');
  }
  get qrCode(): Locator {
    return this.section.getByRole('img', { name: /^QR code of / });
  }
}
