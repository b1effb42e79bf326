// The owner's app in three languages, as a visitor meets it: the landing page switched by its
// picker, sign-up in the browser's own language, and each choice kept after a reload and carried
// by the account to the next device she signs in on.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueEmail, useE2E } from './support/fixture';
import { eventually } from './support/wait';

const e2e = useE2E();

/** A fresh profile whose browser speaks `locale` (navigator.languages), loopback only as in newPage. */
async function pageIn(locale: string): Promise<Page> {
  const context = await e2e.browser.newContext({ locale, viewport: { width: 1280, height: 860 }, reducedMotion: 'reduce' });
  await context.route('**/*', (route) => (route.request().url().startsWith(e2e.baseUrl) ? route.continue() : route.abort()));
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  page.on('pageerror', (err) => e2e.pageErrors.push(err.message));
  return page;
}

const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

describe('languages', () => {
  it('the landing page turns Vietnamese by its picker and stays so after a reload', async () => {
    const page = await e2e.newPage();
    await page.goto(`${e2e.baseUrl}/`);
    expect(await h1(page)).toBe('Every call answered. Every chair filled.');
    expect(await lang(page)).toBe('en');

    await page.getByRole('combobox', { name: 'Language' }).selectOption('vi');
    await eventually(async () => expect(await h1(page)).toBe('Cuộc gọi nào cũng được trả lời. Ghế nào cũng có khách.'));
    expect(await lang(page)).toBe('vi');
    expect(await page.getByRole('navigation', { name: 'Chính' }).getByRole('link').allTextContents()).toContain('Lợi ích');

    await page.reload();
    await eventually(async () => expect(await h1(page)).toBe('Cuộc gọi nào cũng được trả lời. Ghế nào cũng có khách.'));
    expect(await page.getByRole('combobox', { name: 'Ngôn ngữ' }).inputValue()).toBe('vi');
    expect(e2e.pageErrors).toEqual([]);
  });

  it('sign-up follows a Spanish browser, and the account brings Spanish to the next device', async () => {
    const page = await pageIn('es-MX');
    await page.goto(`${e2e.baseUrl}/register`);
    expect(await h1(page)).toBe('Crea tu cuenta');
    expect(await lang(page)).toBe('es');

    const email = uniqueEmail('es');
    const field = (name: string) => page.locator(`input[name=${name}]`);
    await field('ownerName').fill('Lucía');
    await field('email').fill(email);
    await field('password').fill('esmalte123');
    await field('confirmPassword').fill('esmalte124');
    await field('salonName').fill('Uñas Lucía');
    await field('salonPhone').fill('(555) 014-2200');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('Las contraseñas no coinciden');

    await field('confirmPassword').fill('esmalte123');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.waitForURL('**/dashboard');
    await page.reload();
    await eventually(async () => expect(await lang(page)).toBe('es'));
    expect(await page.getByRole('combobox', { name: 'Idioma' }).inputValue()).toBe('es');

    // Another device, its browser in English: signing in there takes the account's Spanish.
    const other = await pageIn('en-US');
    await other.goto(`${e2e.baseUrl}/login`);
    expect(await lang(other)).toBe('en');
    await other.locator('input[name=email]').fill(email);
    await other.locator('input[name=password]').fill('esmalte123');
    await other.getByRole('button', { name: 'Sign In' }).click();
    await other.waitForURL('**/dashboard');
    await eventually(async () => expect(await lang(other)).toBe('es'), 20_000);
    expect(await other.getByRole('combobox', { name: 'Idioma' }).inputValue()).toBe('es');
    await Promise.all([page.context().close(), other.context().close()]);
    expect(e2e.pageErrors).toEqual([]);
  });
});
