import type { Locator, Page } from 'playwright-core';

/** The Phone Integration screen (/dashboard/phone). */
export class PhonePage {
  constructor(readonly page: Page, private readonly baseUrl: string) {}

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

  // Setup form
  get setupForm(): Locator {
    return this.page.getByRole('form', { name: 'Phone Setup' });
  }
  setupField(label: 'Phone Provider' | 'API Key' | 'Redirect Phone Number'): Locator {
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
  get saveSetup(): Locator {
    return this.setupForm.getByRole('button', { name: 'Save Setup' });
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

  // Text messages (SMS): settings kept on the server
  get smsForm(): Locator {
    return this.page.getByRole('form', { name: 'Text messages (SMS)' });
  }
  /** The card once it has its answer from the server (or knows why it has none). */
  get smsSettled(): Locator {
    return this.page.locator('section[data-phase="ready"], section[data-phase="unknown"]').filter({ has: this.smsForm });
  }
  smsField(label: 'Account SID' | 'Auth token' | 'From number'): Locator {
    return this.smsForm.getByLabel(label, { exact: true });
  }
  get smsErrors(): Locator {
    return this.smsForm.locator('.field__error');
  }
  get saveSms(): Locator {
    return this.smsForm.getByRole('button', { name: 'Save Text Settings' });
  }
  get removeSms(): Locator {
    // Exact: each country of "Send texts to" has its own "Remove <country>" button.
    return this.smsForm.getByRole('button', { name: 'Remove', exact: true });
  }

  message(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }
}
