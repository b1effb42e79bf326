// The owner's app in three languages, as a visitor meets it: the landing page switched by its
// picker, sign-up in the browser's own language, and each choice kept after a reload and carried
// by the account to the next device she signs in on.
import { readFileSync } from 'node:fs';
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

/** The English texts the Vietnamese catalog translates (plain ones: no variables or tags), read from the catalog. */
const ENGLISH = [
  ...['landing', 'app']
    .map((area) => readFileSync(`src/locales/vi/${area}.po`, 'utf8'))
    .join('\n')
    .matchAll(/^msgid "(.+)"\nmsgstr "(.+)"$/gm),
]
  .map(([, en, vi]) => [JSON.parse(`"${en}"`) as string, JSON.parse(`"${vi}"`) as string])
  .filter(([en, vi]) => en !== vi && !/[{<]/.test(en))
  .map(([en]) => en);

/** Every text a reader meets on the page (text, labels, titles, placeholders) that is still one of those English texts. */
function englishLeft(page: Page): Promise<string[]> {
  return page.evaluate((english) => {
    const seen = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) seen.add((n.textContent ?? '').trim());
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) seen.add(el.getAttribute(name)?.trim() ?? '');
    }
    return english.filter((text) => seen.has(text));
  }, ENGLISH);
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
    // The tab's title follows the language in an effect, after the page shows it.
    await eventually(async () => expect(await page.title()).toBe('Salon Desk — Lễ tân AI cho tiệm nail'));
    expect(await page.getByRole('navigation', { name: 'Chính' }).getByRole('link').allTextContents()).toContain('Lợi ích');

    await page.reload();
    await eventually(async () => expect(await h1(page)).toBe('Cuộc gọi nào cũng được trả lời. Ghế nào cũng có khách.'));
    expect(await page.getByRole('combobox', { name: 'Ngôn ngữ' }).inputValue()).toBe('vi');
    // Nothing slipped through: no text of the page, the sign-in or the sign-up form is left in English.
    expect(ENGLISH.length).toBeGreaterThan(100);
    expect(await englishLeft(page)).toEqual([]);
    for (const path of ['/login', '/register']) {
      await page.goto(`${e2e.baseUrl}${path}`);
      await eventually(async () => expect(await lang(page)).toBe('vi'));
      // The language is set before the screen's chunk renders: wait for the form, or nothing would be read.
      await page.locator('form').first().waitFor({ timeout: 20_000 });
      expect(await englishLeft(page), path).toEqual([]);
    }
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

  it('in Vietnamese the nav, the Overview and adding a service (its checks included) speak Vietnamese', async () => {
    const page = await pageIn('vi-VN');
    await page.goto(`${e2e.baseUrl}/register`);
    const field = (name: string) => page.locator(`input[name=${name}]`);
    await field('ownerName').fill('Lan');
    await field('email').fill(uniqueEmail('vi'));
    await field('password').fill('sonmong123');
    await field('confirmPassword').fill('sonmong123');
    await field('salonName').fill('Tiệm Nail Lan');
    await field('salonPhone').fill('(555) 014-3300');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Tạo tài khoản' }).click();
    await page.waitForURL('**/dashboard');

    const nav = page.getByRole('navigation', { name: 'Chính' });
    await eventually(async () => expect(await nav.getByRole('link').first().textContent()).toBe('Tổng quan'));
    expect(await nav.getByRole('link').allTextContents()).toContain('Hồ sơ tiệm');
    expect(await h1(page)).toMatch(/^Chào buổi (sáng|chiều|tối), Lan$/);
    await page.getByRole('heading', { name: 'Hoạt động gần đây' }).waitFor();
    await page.getByRole('heading', { name: 'Thao tác nhanh' }).waitFor();

    await nav.getByRole('link', { name: 'Hồ sơ tiệm' }).click();
    const form = page.getByRole('form', { name: 'Thêm dịch vụ mới' });
    const input = (label: string) => form.getByLabel(label, { exact: true });
    await input('Tên dịch vụ').fill('Sơn gel');
    await input('Giá ($)').fill('30');
    await form.getByRole('button', { name: 'Thêm dịch vụ' }).click();
    // The domain's own check, in the owner's language.
    await eventually(async () => expect(await form.getByRole('alert').textContent()).toBe('Cần nhập thời lượng'));
    await input('Thời lượng (phút)').fill('45');
    await form.getByRole('button', { name: 'Thêm dịch vụ' }).click();
    await eventually(async () => expect(await form.getByRole('status').textContent()).toContain('Đã thêm dịch vụ!'));
    expect(await page.locator('tr[data-service="Sơn gel"] td').nth(1).textContent()).toBe('45 phút');
    await page.context().close();
    expect(e2e.pageErrors).toEqual([]);
  });
});
