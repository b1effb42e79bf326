import type { Locator, Page } from 'playwright-core';

export class LoginPage {
  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async goto() {
    await this.page.goto(`${this.baseUrl}/login`);
    await this.submitButton.waitFor();
  }

  get email(): Locator {
    return this.page.getByLabel('Email Address', { exact: true });
  }
  get password(): Locator {
    return this.page.getByLabel('Password', { exact: true });
  }
  get showPassword(): Locator {
    return this.page.getByRole('button', { name: /^(Show|Hide) password$/ });
  }
  get remember(): Locator {
    return this.page.getByLabel('Remember me');
  }
  get submitButton(): Locator {
    return this.page.locator('form button[type=submit]');
  }
  get banner(): Locator {
    return this.page.getByRole('alert');
  }
  get status(): Locator {
    return this.page.getByRole('status');
  }
  get forgotPassword(): Locator {
    return this.page.getByRole('button', { name: 'Forgot password?' });
  }

  async signIn(email: string, password: string, remember = true) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.remember.setChecked(remember);
    await this.submitButton.click();
  }
}
