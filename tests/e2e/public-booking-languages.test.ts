// In Chromium: a customer whose phone speaks Vietnamese books on the salon's booking page and reads
// it in Vietnamese from the first screen to the confirmation; the owner's client card keeps
// Vietnamese as her language, and her manage link opens in it on another phone; the page's switch
// turns it to Spanish, which the manage link keeps on hers.
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { BookPage } from './pages/book.page';
import { ClientsPage } from './pages/clients.page';
import { OnlineBookingSection } from './pages/online-booking.page';
import { ProfilePage } from './pages/profile.page';
import { PHONE, useE2E, type E2E } from './support/fixture';
import { earlyMorningZone, journeys } from './support/journeys';
import { eventually } from './support/wait';

const e2e: E2E = useE2E();
const own: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(own.splice(0).map((c) => c.close()));
});
const { newDevice, registerOwner, setUpBookableSalon } = journeys(e2e, own);

/** The public catalog's English texts that Vietnamese writes otherwise: none may be left on a Vietnamese page. */
function englishLeft(): Set<string> {
  const po = readFileSync('src/locales/vi/public.po', 'utf8');
  const out = new Set<string>();
  for (const [, id, str] of po.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)) if (!id.includes('{') && id !== str) out.add(id.replace(/\\"/g, '"'));
  return out;
}

/** Every piece of text the page shows, and every accessible name given by aria-label. */
const textsOf = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walk.nextNode()) out.push((walk.currentNode.textContent ?? '').trim());
    for (const el of document.querySelectorAll('[aria-label]')) out.push(el.getAttribute('aria-label') ?? '');
    return out.filter(Boolean);
  });

async function expectNoEnglish(page: Page) {
  const english = englishLeft();
  expect((await textsOf(page)).filter((t) => english.has(t))).toEqual([]);
}

describe('the booking page in the customer’s language', () => {
  it('a Vietnamese phone books in Vietnamese, her card and her manage link keep it; the switch turns the page to Spanish', { timeout: 180_000 }, async () => {
    const zone = earlyMorningZone();
    const owner = await newDevice(zone);
    await registerOwner(owner.page, 'book-vi');
    await setUpBookableSalon(owner.page);
    const profile = new ProfilePage(owner.page, e2e.baseUrl);
    await profile.goto();
    const online = new OnlineBookingSection(owner.page);
    const slug = `lotus-vi-${Date.now().toString(36)}`;
    await online.toggle.check();
    await online.address.fill(slug);
    await eventually(async () => expect(await online.addressNote.textContent()).toBe('This address is free.'), 10_000);
    await online.save.click();
    await eventually(async () => expect(await online.message.textContent()).toBe('Online booking saved successfully!'));
    await eventually(
      async () => expect(await e2e.adminSelect('booking_settings', `booking_slug=eq.${slug}&online_booking=eq.true&select=id`)).toHaveLength(1),
      30_000,
      200,
    );

    // The customer's phone prefers Vietnamese.
    const context = await e2e.browser.newContext({ locale: 'vi-VN', timezoneId: zone, viewport: PHONE, reducedMotion: 'reduce' });
    own.push(context);
    await context.route('**/*', (route) => (route.request().url().startsWith(e2e.baseUrl) ? route.continue() : route.abort()));
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    page.on('pageerror', (err) => e2e.pageErrors.push(err.message));
    const book = new BookPage(page, e2e.baseUrl);
    await book.goto(slug);
    await book.heading('Lotus Nails').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Đặt lịch hẹn' }).waitFor();
    // The title and description follow the language in an effect, after the page shows it.
    await eventually(async () => expect(await page.evaluate(() => [document.documentElement.lang, document.title])).toEqual(['vi', 'Đặt lịch hẹn']));
    await eventually(async () => expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/^Đặt lịch làm móng trực tuyến/));
    expect(await page.getByLabel('Ngôn ngữ').inputValue()).toBe('vi');
    await book.service('Gel Manicure').check();
    // The technician picker shows once a service is chosen, on the render after the click.
    await eventually(async () =>
      expect(await page.getByLabel('Thợ', { exact: true }).locator('option').allTextContents()).toEqual(['Thợ nào cũng được', 'Lily Chen']),
    );
    const times = page.getByRole('group', { name: /^Giờ còn trống vào / }).getByRole('button');
    await times.first().waitFor();
    await times.first().click();
    await page.getByLabel('Họ tên', { exact: true }).fill('Lan Nguyen');
    await page.getByLabel('Số điện thoại', { exact: true }).fill('call me');
    await page.getByRole('button', { name: 'Đặt lịch ngay' }).click();
    await eventually(async () => expect(await page.locator('#phone-error').textContent()).toContain('Xin nhập số điện thoại hợp lệ'));
    await page.getByRole('group', { name: 'Ngày' }).waitFor();
    await expectNoEnglish(page);
    await page.getByLabel('Số điện thoại', { exact: true }).fill('555-0177');
    await page.getByRole('button', { name: 'Đặt lịch ngay' }).click();
    await book.heading(/^(Đã đặt lịch xong!|Đã nhận yêu cầu đặt lịch)$/).waitFor();
    await page.getByRole('link', { name: 'Thêm vào lịch' }).waitFor();
    expect(await book.facts.textContent()).toMatch(/^Dịch vụGel ManicureThời gian.+ tháng .+, \d\d:\d\d – \d\d:\d\d/);
    await expectNoEnglish(page);

    // The owner's client card: Vietnamese, from the page.
    const clients = new ClientsPage(owner.page, e2e.baseUrl);
    let tries = 0;
    await eventually(
      async () => {
        if (tries++ % 10 === 0) await clients.goto();
        await clients.row('Lan Nguyen').getByRole('link').click({ timeout: 1_000 });
      },
      30_000,
      250,
    );
    await clients.button('Edit').click();
    expect(await clients.field('Language').inputValue()).toBe('vi');

    // Her manage link on a phone in English opens in her card's language.
    const manage = await page.getByRole('link', { name: 'Quản lý lịch hẹn' }).getAttribute('href');
    const other = await newDevice(zone, { viewport: PHONE });
    await other.page.goto(`${e2e.baseUrl}${manage}`);
    await new BookPage(other.page, e2e.baseUrl).heading('Lịch hẹn của quý khách tại Lotus Nails').waitFor();

    // The switch: Spanish at once, and kept on this phone over the card's Vietnamese.
    await page.getByLabel('Ngôn ngữ').selectOption('es');
    await book.heading(/^(¡Su cita está reservada!|Reserva recibida)$/).waitFor();
    await eventually(async () => expect(await page.evaluate(() => [document.documentElement.lang, document.title])).toEqual(['es', 'Reservar una cita']));
    await eventually(async () => expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/^Reserve su cita/));
    await page.getByRole('link', { name: 'Agregar al calendario' }).waitFor();
    await page.goto(`${e2e.baseUrl}${manage}`);
    await book.heading('Su reserva en Lotus Nails').waitFor();
    expect(await page.getByLabel('Idioma').inputValue()).toBe('es');
    await page.getByRole('button', { name: 'Cambiar la hora' }).waitFor();
    expect(e2e.pageErrors).toEqual([]);
  });
});
