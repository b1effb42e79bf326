import type { Locator, Page } from 'playwright-core';

/** The Phone Integration screen (/dashboard/phone). */
export class PhonePage {
  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async goto() {
    await this.page.goto(`${this.baseUrl}/dashboard/phone`);
    await this.ready();
  }

  async ready() {
    // A navigation loads the screen's lazy chunk; on a busy shared machine that can take a while.
    await this.page.getByRole('heading', { level: 1, name: 'Phone Integration' }).waitFor({ timeout: 20_000 });
    await this.setupForm.waitFor();
  }

  get status(): Locator {
    return this.page.getByTestId('phone-status');
  }
  get statusDetail(): Locator {
    return this.page.locator('.phone-status__detail');
  }
  get testButton(): Locator {
    return this.page.locator('button.phone-test');
  }

  // Phone Setup: the phone line, one form
  get setupForm(): Locator {
    return this.page.getByRole('form', { name: 'Phone Setup' });
  }
  setupField(label: 'Phone Provider' | 'API Key' | 'Redirect Phone Number' | 'Account SID' | 'Auth token' | 'Salon phone number'): Locator {
    return this.setupForm.getByLabel(label, { exact: true });
  }
  get showKey(): Locator {
    return this.setupForm.getByRole('button', { name: /^(Show|Hide) API key$/ });
  }
  get setupErrors(): Locator {
    return this.setupForm.locator('.field__error');
  }
  async fillSetup(s: { provider: string; apiKey: string; phoneNumber: string }) {
    await this.setupField('Phone Provider').selectOption(s.provider);
    await this.setupField('API Key').fill(s.apiKey);
    await this.setupField('Redirect Phone Number').fill(s.phoneNumber);
  }
  /** Twilio: the credentials and number (saved to the server) and the redirect number. */
  async fillTwilio(s: { accountSid: string; authToken: string; salonNumber: string; redirect: string }) {
    await this.setupField('Phone Provider').selectOption('twilio');
    await this.setupField('Account SID').fill(s.accountSid);
    await this.setupField('Auth token').fill(s.authToken);
    await this.setupField('Salon phone number').fill(s.salonNumber);
    await this.setupField('Redirect Phone Number').fill(s.redirect);
  }
  get saveSetup(): Locator {
    return this.setupForm.getByRole('button', { name: 'Save Setup' });
  }
  get removeLine(): Locator {
    // Exact: each country of "Send texts to" has its own "Remove <country>" button.
    return this.setupForm.getByRole('button', { name: 'Remove', exact: true });
  }
  /** The form once it has the server's answer about the Twilio settings (or knows why it has none). */
  get lineSettled(): Locator {
    return this.page.locator('section[data-phase="ready"], section[data-phase="unknown"]').filter({ has: this.setupForm });
  }

  // AI agent configuration
  get agentForm(): Locator {
    return this.page.getByRole('form', { name: 'AI Agent Configuration' });
  }
  get voice(): Locator {
    return this.agentForm.getByLabel('Agent Voice', { exact: true });
  }
  get greeting(): Locator {
    return this.agentForm.getByLabel('Greeting Message', { exact: true });
  }
  ability(name: 'Take bookings' | 'Answer pricing questions' | 'Share business hours' | 'Transfer calls to staff'): Locator {
    return this.agentForm.getByRole('checkbox', { name, exact: true });
  }
  get saveAgent(): Locator {
    return this.agentForm.getByRole('button', { name: 'Save Agent Settings' });
  }

  message(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }
}
