// The Phone Integration screen's text-message card (issue 15): Twilio settings saved on the
// server through the real backend, the token never shown again, offline saves refused with the
// reason and the form kept.
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

async function registerOwner(page: Page) {
  const form = new RegisterPage(page, e2e.baseUrl);
  await form.goto();
  await form.fill({ ownerName: 'Mai Tran', email: uniqueEmail('sms'), password: 'polish123', salonName: 'Lotus Nails', salonPhone: '555-0100' });
  await form.submit();
  await new DashboardPage(page, e2e.baseUrl).ready();
}

describe('text message settings', () => {
  it('refuses bad values, saves on the server, keeps the token there, and says why offline', async () => {
    const page = await e2e.newPage();
    await registerOwner(page);
    const phone = new PhonePage(page, e2e.baseUrl);
    await phone.goto();
    // The salon's first push may still be on its way: the card asks again until it has an answer.
    await eventually(async () => expect(await page.locator('section[data-phase="ready"]').filter({ has: phone.smsForm }).count()).toBe(1), 20_000);
    await phone.message('Not set up yet: no text messages are sent.').waitFor();

    await phone.smsField('Account SID').fill('AC123');
    await phone.smsField('From number').fill('555-0100');
    await phone.saveSms.click();
    await eventually(async () =>
      expect(await phone.smsErrors.allTextContents()).toEqual([
        'The account SID starts with AC and has 32 more letters and digits (0-9, a-f).',
        'Enter the auth token.',
        'The From number is your Twilio number with + and the country code, e.g. +15551234567.',
      ]),
    );

    await phone.smsField('Account SID').fill(SID);
    await phone.smsField('Auth token').fill(TOKEN);
    expect(await phone.smsField('Auth token').getAttribute('type')).toBe('password');
    await phone.smsField('From number').fill('+1 (555) 010-0199');
    await phone.saveSms.click();
    await phone.message('Text message settings saved on the server.').waitFor();
    expect(await phone.smsField('Auth token').inputValue()).toBe('');
    expect(await phone.smsField('From number').inputValue()).toBe('+15550100199');
    await phone.message('Saved — leave blank to keep it').waitFor();

    // After a reload the settings come from the server; the token never comes back.
    await page.reload();
    await phone.ready();
    await phone.message('Saved — leave blank to keep it').waitFor();
    expect(await phone.smsField('Account SID').inputValue()).toBe(SID);
    expect(await phone.smsField('From number').inputValue()).toBe('+15550100199');
    expect(await phone.smsField('Auth token').inputValue()).toBe('');
    expect(await page.content()).not.toContain(TOKEN);
    expect(JSON.stringify(await page.evaluate(() => ({ ...localStorage })))).not.toContain(TOKEN);

    // Offline: the save is refused with the reason, and what was typed stays.
    await page.context().setOffline(true);
    await phone.smsField('From number').fill('+15550100200');
    await phone.saveSms.click();
    await phone.message('Connect to the internet to save text message settings — they are kept on the server, never on this tablet.').waitFor();
    expect(await phone.smsField('From number').inputValue()).toBe('+15550100200');
    await page.context().setOffline(false);
    await phone.saveSms.click();
    await phone.message('Text message settings saved on the server.').waitFor();

    page.once('dialog', (d) => void d.accept());
    await phone.removeSms.click();
    await phone.message('Text message settings removed. No texts are sent until new ones are saved.').waitFor();
    expect(await phone.smsField('Account SID').inputValue()).toBe('');
    await phone.message('Not set up yet: no text messages are sent.').waitFor();

    await page.screenshot({ path: '/tmp/phone-sms-desktop.png', fullPage: true });
    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: '/tmp/phone-sms-phone.png', fullPage: true });
    expect(e2e.pageErrors).toEqual([]);
  });
});
