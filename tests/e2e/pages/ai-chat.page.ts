import type { Locator, Page } from 'playwright-core';

/** The AI Chat Test screen (/dashboard/ai-chat). */
export class AiChatPage {
  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async goto() {
    await this.page.goto(`${this.baseUrl}/dashboard/ai-chat`);
    // A navigation loads the screen's lazy chunk; on a busy shared machine that can take a while.
    await this.heading.waitFor({ timeout: 20_000 });
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'AI Assistant Testing' });
  }
  get subtitle(): Locator {
    return this.page.locator('.page__subtitle');
  }
  get chat(): Locator {
    return this.page.locator('section.ai-chat');
  }
  get chatTitle(): Locator {
    return this.chat.getByRole('heading', { level: 2 });
  }
  get status(): Locator {
    return this.page.getByTestId('chat-status');
  }
  get input(): Locator {
    return this.page.getByLabel('Customer message', { exact: true });
  }
  get sendButton(): Locator {
    return this.chat.getByRole('button', { name: 'Send', exact: true });
  }
  button(name: 'Reset AI' | 'Clear Chat'): Locator {
    return this.chat.getByRole('button', { name, exact: true });
  }
  get messages(): Locator {
    return this.page.getByRole('list', { name: 'Conversation' }).locator('li.ai-msg:not(.ai-msg--processing)');
  }
  messageTexts(role: 'customer' | 'assistant'): Promise<string[]> {
    return this.messages
      .and(this.page.locator(`[data-role="${role}"]`))
      .locator('.ai-msg__text')
      .allTextContents();
  }
  get processing(): Locator {
    return this.page.getByText('AI is processing...', { exact: true });
  }
  /** Types a message and presses Enter, as a customer would. */
  async say(text: string) {
    await this.input.fill(text);
    await this.input.press('Enter');
  }

  get banners(): Locator {
    return this.page.locator('.ai-chat-page > .banner');
  }

  // Side panels
  region(name: 'Action Log' | 'AI Configuration' | 'Sample Customer Interactions' | 'Provider settings' | 'Upcoming appointments'): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }
  get logItems(): Locator {
    return this.region('Action Log').locator('li.ai-log__item');
  }
  config(key: 'services' | 'staff' | 'appointments' | 'status'): Locator {
    return this.page.getByTestId(`config-${key}`);
  }
  get samples(): Locator {
    return this.region('Sample Customer Interactions').getByRole('button');
  }
  get upcomingRows(): Locator {
    return this.page.getByTestId('upcoming-row');
  }

  /** "Run Sarah on this device": on, the device runs her with its own model settings; off, the server does. */
  async runOnDevice(on = true) {
    const box = this.region('Provider settings').getByLabel('Run Sarah on this device', { exact: true });
    await box.setChecked(on);
    await this.page.getByRole('form', { name: on ? "Sarah's model on this device" : "Sarah's model on the server" }).waitFor();
  }

  /** Runs Sarah on this device, pointed at an OpenAI-compatible endpoint, saved on this device. */
  async setProvider(s: { baseURL: string; model?: string; apiKey: string }) {
    await this.runOnDevice(true);
    const form = this.region('Provider settings');
    await form.getByLabel('Base URL', { exact: true }).fill(s.baseURL);
    if (s.model) await form.getByLabel('Model', { exact: true }).fill(s.model);
    await form.getByLabel('API key', { exact: true }).fill(s.apiKey);
    await form.getByRole('button', { name: 'Save settings' }).click();
    await form.getByText('Settings saved on this device.').waitFor();
  }

  /** Server-side Sarah's model: saved to the server, the key write-only. */
  async setServerModel(s: { baseURL: string; model?: string; apiKey: string }) {
    const form = this.page.getByRole('form', { name: "Sarah's model on the server" });
    await form.getByLabel('Base URL', { exact: true }).fill(s.baseURL);
    if (s.model) await form.getByLabel('Model', { exact: true }).fill(s.model);
    await form.getByLabel('API key', { exact: true }).fill(s.apiKey);
    await form.getByRole('button', { name: 'Save settings' }).click();
    await form.getByText('Settings saved on the server.').waitFor();
  }
  get serverForm(): Locator {
    return this.page.getByRole('form', { name: "Sarah's model on the server" });
  }
}
