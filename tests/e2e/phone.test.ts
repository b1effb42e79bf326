import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DashboardPage } from './pages/dashboard.page';
import { PhonePage } from './pages/phone.page';
import { RegisterPage } from './pages/register.page';
import { PHONE, uniqueEmail, useE2E } from './support/fixture';
import { eventually } from './support/wait';

const e2e = useE2E();

async function registerOwner(page: Page) {
  const form = new RegisterPage(page, e2e.baseUrl);
  await form.goto();
  await form.fill({ ownerName: 'Mai Tran', email: uniqueEmail('phone'), password: 'polish123', salonName: 'Lotus Nails', salonPhone: '555-0100' });
  await form.submit();
  await new DashboardPage(page, e2e.baseUrl).ready();
}

describe('phone integration', () => {
  it("refuses an incomplete setup, activates on a valid one, keeps another provider's key on this device and everything after reload", async () => {
    const page = await e2e.newPage();
    const sent: string[] = [];
    await registerOwner(page);
    const phone = new PhonePage(page, e2e.baseUrl);
    await phone.goto();

    expect(await phone.status.textContent()).toBe('Not Connected');
    expect(await page.getByTestId('phone-simulated').count()).toBe(0);
    const providers = await phone.setupField('Phone Provider').locator('option').allTextContents();
    expect(providers).toEqual(['Select a provider', 'Twilio', 'Vonage', 'CallRail', 'RingCentral', 'Other']);
    expect(await phone.voice.locator('option').allTextContents()).toEqual(['Sarah', 'Alex', 'Emma', 'David']);
    expect((await phone.greeting.inputValue()).length).toBeGreaterThan(10);
    expect(await phone.ability('Take bookings').isChecked()).toBe(true);
    expect(await phone.ability('Answer pricing questions').isChecked()).toBe(true);
    expect(await phone.ability('Share business hours').isChecked()).toBe(true);
    expect(await phone.ability('Transfer calls to staff').isChecked()).toBe(false);
    expect(await phone.agentForm.getByLabel('Call time limit (minutes)', { exact: true }).inputValue()).toBe('10');

    await phone.lineSettled.waitFor();
    // Another provider's key stays on this device (docs/behaviour.md#entities): no request carries it.
    page.on('request', (r) => sent.push(`${r.url()} ${r.postData() ?? ''}`));

    // Nothing filled: each required field says so, and nothing is saved.
    await phone.saveSetup.click();
    await eventually(async () =>
      expect(await phone.setupErrors.allTextContents()).toEqual(['Please select a provider', 'API key is required', 'Redirect phone number is required']),
    );
    expect(await phone.setupField('API Key').getAttribute('aria-invalid')).toBe('true');
    await phone.fillSetup({ provider: 'vonage', apiKey: 'sk-live-123', phoneNumber: 'call me' });
    await phone.saveSetup.click();
    await eventually(async () => expect(await phone.setupErrors.allTextContents()).toEqual(['Please enter a valid phone number']));
    expect(await phone.status.textContent()).toBe('Not Connected');
    await page.getByText('Only Twilio connects calls to Sarah for now; other providers\u2019 details stay on this device.').waitFor();

    // The key hides by default and shows on demand.
    expect(await phone.setupField('API Key').getAttribute('type')).toBe('password');
    await phone.showKey.click();
    expect(await phone.setupField('API Key').getAttribute('type')).toBe('text');

    await phone.setupField('Redirect Phone Number').fill('+1 555-010-0199');
    await phone.saveSetup.click();
    await phone.message('Phone integration saved successfully!').waitFor();
    // The product's "Active", and beside it what it is: a setup saved here, not a live line.
    await eventually(async () => expect(await phone.status.textContent()).toBe('Active'));
    expect(await page.getByTestId('phone-simulated').textContent()).toBe('Simulated');
    expect(await phone.setupErrors.count()).toBe(0);

    // Agent configuration is saved too; a call time limit out of range is refused on its field.
    await phone.voice.selectOption('emma');
    await phone.greeting.fill('Hello from Lotus Nails! How can I help?');
    await phone.ability('Transfer calls to staff').check();
    await phone.ability('Answer pricing questions').uncheck();
    const cap = phone.agentForm.getByLabel('Call time limit (minutes)', { exact: true });
    await cap.fill('90');
    await phone.saveAgent.click();
    await phone.agentForm.getByText('Call time limit must be 1 to 60 minutes').waitFor();
    await cap.fill('15');
    await phone.saveAgent.click();
    await phone.message('AI agent configuration saved successfully!').waitFor();
    expect(sent.filter((r) => r.includes('sk-live-123'))).toEqual([]);

    // Everything is still there after a reload.
    await page.reload();
    await phone.ready();
    await eventually(async () => expect(await phone.status.textContent()).toBe('Active'));
    expect(await phone.setupField('Phone Provider').inputValue()).toBe('vonage');
    expect(await phone.setupField('API Key').inputValue()).toBe('sk-live-123');
    expect(await phone.setupField('Redirect Phone Number').inputValue()).toBe('+1 555-010-0199');
    expect(await phone.voice.inputValue()).toBe('emma');
    expect(await phone.greeting.inputValue()).toBe('Hello from Lotus Nails! How can I help?');
    expect(await phone.ability('Transfer calls to staff').isChecked()).toBe(true);
    expect(await phone.ability('Answer pricing questions').isChecked()).toBe(false);
    expect(await phone.ability('Take bookings').isChecked()).toBe(true);
    expect(await cap.inputValue()).toBe('15');

    await page.screenshot({ path: '/tmp/phone-desktop.png', fullPage: true });
    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: '/tmp/phone-phone.png', fullPage: true });
    expect(e2e.pageErrors).toEqual([]);
  });
});
