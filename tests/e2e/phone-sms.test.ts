// The Phone Setup form's Twilio line: the Account SID, auth token and salon
// phone number saved on the server through the real backend, the token never shown again, the
// redirect number beside them in one save; offline saves refused with the reason and the form kept.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DashboardPage } from './pages/dashboard.page';
import { PhonePage } from './pages/phone.page';
import { RegisterPage } from './pages/register.page';
import { PHONE, uniqueEmail, useE2E } from './support/fixture';
import { eventually } from './support/wait';

const e2e = useE2E();
const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TOKEN = 'abcdef0123456789'.repeat(2);
const KEPT = 'Saved on the server — leave blank to keep it';

async function registerOwner(page: Page) {
  const form = new RegisterPage(page, e2e.baseUrl);
  await form.goto();
  await form.fill({ ownerName: 'Mai Tran', email: uniqueEmail('sms'), password: 'polish123', salonName: 'Lotus Nails', salonPhone: '555-0100' });
  await form.submit();
  await new DashboardPage(page, e2e.baseUrl).ready();
}

describe('the Twilio line', () => {
  it('refuses bad values, saves on the server, keeps the token there, and says why offline', async () => {
    const page = await e2e.newPage();
    await registerOwner(page);
    const phone = new PhonePage(page, e2e.baseUrl);
    await phone.goto();
    // The salon's first push may still be on its way: the form asks again until it has an answer.
    await eventually(async () => expect(await page.locator('section[data-phase="ready"]').filter({ has: phone.setupForm }).count()).toBe(1), 20_000);
    await phone.setupField('Phone Provider').selectOption('twilio');
    await phone.message('No Twilio number saved yet: calls and texts do not reach Sarah.').waitFor();
    // Twilio's key is the auth token: no API Key field of its own.
    expect(await phone.setupForm.getByLabel('API Key', { exact: true }).count()).toBe(0);

    await phone.setupField('Account SID').fill('AC123');
    await phone.setupField('Salon phone number').fill('555-0100');
    await phone.saveSetup.click();
    await eventually(async () =>
      expect(await phone.setupErrors.allTextContents()).toEqual([
        'The account SID starts with AC and has 32 more letters and digits (0-9, a-f).',
        'Enter the auth token.',
        'The From number is your Twilio number with + and the country code, e.g. +15551234567.',
        'Redirect phone number is required',
      ]),
    );
    expect(await phone.status.textContent()).toBe('Not Connected');

    await phone.fillTwilio({ accountSid: SID, authToken: TOKEN, salonNumber: '+1 (555) 010-0199', redirect: '+1 555 010 0150' });
    expect(await phone.setupField('Auth token').getAttribute('type')).toBe('password');
    await phone.saveSetup.click();
    await phone.message('Phone integration saved successfully!').waitFor();
    await eventually(async () => expect(await phone.status.textContent()).toBe('Active'));
    expect(await phone.setupField('Auth token').inputValue()).toBe('');
    expect(await phone.setupField('Salon phone number').inputValue()).toBe('+15550100199');
    await phone.message(KEPT).waitFor();

    // After a reload the settings come from the server; the token never comes back.
    await page.reload();
    await phone.ready();
    await phone.message(KEPT).waitFor();
    // The hint shows with the server's answer; the form takes its values on the effect after it.
    await eventually(async () => {
      expect(await phone.setupField('Phone Provider').inputValue()).toBe('twilio');
      expect(await phone.setupField('Account SID').inputValue()).toBe(SID);
      expect(await phone.setupField('Salon phone number').inputValue()).toBe('+15550100199');
      expect(await phone.setupField('Redirect Phone Number').inputValue()).toBe('+1 555 010 0150');
    });
    expect(await phone.setupField('Auth token').inputValue()).toBe('');
    expect(await page.content()).not.toContain(TOKEN);
    expect(JSON.stringify(await page.evaluate(() => ({ ...localStorage })))).not.toContain(TOKEN);

    // Offline: the save is refused with the reason, and what was typed stays.
    await page.context().setOffline(true);
    await phone.setupField('Salon phone number').fill('+15550100200');
    await phone.saveSetup.click();
    await phone.message('Connect to the internet to save the Twilio settings — they are kept on the server, never on this tablet.').waitFor();
    expect(await phone.setupField('Salon phone number').inputValue()).toBe('+15550100200');
    await page.context().setOffline(false);
    await phone.saveSetup.click();
    await phone.message('Phone integration saved successfully!').waitFor();

    page.once('dialog', (d) => void d.accept());
    await phone.removeLine.click();
    await phone.message('Twilio settings removed. Calls and texts no longer reach Sarah until new ones are saved.').waitFor();
    // The fields empty after the removal's message is set, not necessarily in the same render.
    await eventually(async () => expect(await phone.setupField('Account SID').inputValue()).toBe(''));
    await phone.message('No Twilio number saved yet: calls and texts do not reach Sarah.').waitFor();

    await page.screenshot({ path: '/tmp/phone-sms-desktop.png', fullPage: true });
    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: '/tmp/phone-sms-phone.png', fullPage: true });
    expect(e2e.pageErrors).toEqual([]);
  });
});
